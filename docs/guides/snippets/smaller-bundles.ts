// The tree-shakable form: the core of a mail client and, as functions, only the operations this app calls. A
// bundler keeps these two operations and leaves out the others, the client object and openapi-fetch.
import { createMailCore, getDelivery, sendDelivery } from '@platform-sdk/mail/operations';
import { env } from './env.js';

// The same options, checks, tokens, retries and rate limit as createMailClient.
const mail = createMailCore({
  baseUrl: env('MAIL_BASE_URL'),
  userName: env('MAIL_USER_NAME'),
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: env('CLIENT_SECRET') },
  authUrl: env('AUTH_URL'),
});

const { deliveryTaskId } = await sendDelivery(mail, {
  fromAddress: 'info@shop.example.jp',
  subject: 'Hello ($db.Customer.name$)',
  bodyText: 'Hello ($db.Customer.name$), this mail was sent by a smaller bundle.',
  deliveryMailAddressPropertyName: 'Customer.email',
  deliveryData: [
    { 'Customer.platformid': '1003', 'Customer.email': 'hanako@mail.example.jp', 'Customer.name': 'Hanako' },
  ],
});
const delivery = await getDelivery(mail, deliveryTaskId);
console.log(`delivery ${deliveryTaskId}: ${delivery.total} recipient, sent with the operation functions`);
