// The mail client the other snippets use. Its settings come from the environment, with the names of
// .env.example, so the same code talks to the sandbox or to the service.
import { createMailClient } from '@platform-sdk/mail';
import { env } from './env.js';

export { env };

export const mail = createMailClient({
  baseUrl: env('MAIL_BASE_URL'),
  userName: env('MAIL_USER_NAME'),
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: env('CLIENT_SECRET') },
  authUrl: env('AUTH_URL'),
});
