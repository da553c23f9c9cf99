// Create a delivery setting once, check it with a test delivery, then send it to the real recipients.
import { mail } from './mail-client.js';

const { deliveryTaskId } = await mail.createDelivery({
  fromAddress: 'info@shop.example.jp',
  subject: 'Your order ($db.Customer.order$) has shipped',
  bodyText: 'Hello ($db.Customer.name$), order ($db.Customer.order$) is on its way.',
  deliveryMailAddressPropertyName: 'Customer.email',
});

// A test delivery: at most 20 recipients, no reports, and the answer has no body (the call resolves to undefined).
await mail.sendDeliveryById(deliveryTaskId, {
  test: true,
  deliveryData: [
    {
      'Customer.platformid': '1',
      'Customer.email': 'qa@shop.example.jp',
      'Customer.name': 'QA',
      'Customer.order': 'T-1',
    },
  ],
});

const sent = await mail.sendDeliveryById(deliveryTaskId, {
  deliveryData: [
    {
      'Customer.platformid': '2001',
      'Customer.email': 'hanako@mail.example.jp',
      'Customer.name': 'Hanako',
      'Customer.order': 'A-17',
    },
    {
      'Customer.platformid': '2002',
      'Customer.email': 'taro@mail.example.jp',
      'Customer.name': 'Taro',
      'Customer.order': 'A-18',
    },
  ],
});
console.log(`delivery ${sent.deliveryTaskId}: a test delivery to QA, then the real one to 2 recipients`);
