// Bring your own token: get one from the token endpoint yourself (here with fetch, as the client does it) and
// hand it to a client through `accessToken`. This token only carries `mail:result`, so the client can read
// reports and nothing else.
import { createMailClient } from '@platform-sdk/mail';
import { env } from './mail-client.js';

const baseUrl = env('MAIL_BASE_URL');
const response = await fetch(`${env('AUTH_URL')}/oauth2/token`, {
  method: 'POST',
  headers: {
    Authorization: `Basic ${btoa(`${env('CLIENT_KEY')}:${env('CLIENT_SECRET')}`)}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  },
  // The audience is the API's base address; scopes are separated by spaces.
  body: new URLSearchParams({ grant_type: 'client_credentials', audience: baseUrl, scope: 'mail:result' }),
});
if (!response.ok) throw new Error(`the token endpoint answered ${response.status}: ${await response.text()}`);
const token = (await response.json()) as { access_token: string; expires_in: number; scope: string };

const reports = createMailClient({ baseUrl, userName: env('MAIL_USER_NAME'), accessToken: token.access_token });
const rows = await reports.allUnsubscribes().rows();
console.log(
  `token for "${token.scope}", valid ${token.expires_in} s: ${rows.length} unsubscribe requests in the last six months`,
);
