// In the page: the mail client asks your own server for its access token (browser-token.ts); no credentials,
// and no secret, are ever part of the page.
import { createMailClient } from '@platform-sdk/mail';

let token: { value: string; expiresAt: number } | undefined;

/** The token your server hands out, kept until a minute before it expires. */
async function accessToken(): Promise<string> {
  if (token === undefined || Date.now() > token.expiresAt - 60_000) {
    const response = await fetch('/token', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`the app's server gave no token (HTTP ${response.status})`);
    const answer = (await response.json()) as { accessToken: string; expiresIn: number };
    token = { value: answer.accessToken, expiresAt: Date.now() + answer.expiresIn * 1000 };
  }
  return token.value;
}

export function createPageMailClient(baseUrl: string, userName: string) {
  return createMailClient({ baseUrl, userName, accessToken });
}
