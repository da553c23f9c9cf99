// The records client the records snippets use: one namespace per API definition of the account, here the demo
// account's (`db.member`, `db.purchase`; yours has your definitions), with the settings of .env.example.
import { createRecordsClient } from '@platform-sdk/records';
import { env } from './env.js';

export const db = createRecordsClient({
  dbUrl: env('DB_URL'),
  accountCode: env('ACCOUNT_CODE'),
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: env('CLIENT_SECRET') },
  authUrl: env('AUTH_URL'),
});
