// The database management client the database snippets use. Its settings come from the environment, with the
// names of .env.example (npm run fetch-specs reads the same ones).
import { createDatabaseClient } from '@platform-sdk/database';
import { env } from './env.js';

export const database = createDatabaseClient({
  dbUrl: env('DB_URL'),
  accountCode: env('ACCOUNT_CODE'),
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: env('CLIENT_SECRET') },
  authUrl: env('AUTH_URL'),
});
