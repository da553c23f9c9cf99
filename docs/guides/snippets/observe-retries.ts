// Log lines at `warn` and above (retries, token-endpoint failures, failed calls) go to the console; onRetry (per
// client, or per call in the options) gets the operation, the attempt, the wait and the reason, and never a
// token or a secret.
import { createMailClient, type RetryInfo } from '@platform-sdk/mail';
import { env } from './mail-client.js';

const logRetry = (info: RetryInfo) =>
  console.warn(
    `retrying ${info.operationId} (attempt ${info.attempt}) in ${info.delayMs} ms because of ${info.reason}`,
  );

const mail = createMailClient({
  baseUrl: env('MAIL_BASE_URL'),
  userName: env('MAIL_USER_NAME'),
  credentials: { clientKey: env('CLIENT_KEY'), clientSecret: env('CLIENT_SECRET') },
  authUrl: env('AUTH_URL'),
  logLevel: 'warn',
  onRetry: logRetry,
  retry: { maxRetries: 4 }, // the other retry settings keep their defaults
  timeoutMs: 10_000, // per attempt, the wait for a token included
});

// Per call: a time limit for the whole call, every attempt and wait included (totalTimeoutMs), and one more retry.
const rows = await mail.allErrors({}, { totalTimeoutMs: 60_000, retry: { maxRetries: 5 } }).rows();
console.log(`failed recipients in the last six months: ${rows.length}`);
