// On your server: the client credentials stay here and never reach a page. A page of your app asks this endpoint
// for an access token: answer only a signed-in user of your app, with only the scopes the page needs.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface TokenSettings {
  readonly authUrl: string;
  /** The API's base address: the token's audience. */
  readonly baseUrl: string;
  readonly clientKey: string;
  readonly clientSecret: string;
  /** Scopes, separated by spaces: `mail:result` lets the page read reports and nothing else. */
  readonly scope: string;
}

export function tokenEndpoint(settings: TokenSettings): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  let cached: { accessToken: string; expiresAt: number } | undefined;
  return async (_req, res) => {
    // Check the request's session here (your app's sign-in), before any token leaves the server.
    if (cached === undefined || Date.now() > cached.expiresAt - 60_000) {
      const response = await fetch(`${settings.authUrl}/oauth2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${settings.clientKey}:${settings.clientSecret}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          audience: settings.baseUrl,
          scope: settings.scope,
        }),
      });
      if (!response.ok) {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`the token endpoint answered ${response.status}`);
        return;
      }
      const token = (await response.json()) as { access_token: string; expires_in: number };
      cached = { accessToken: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 };
    }
    const expiresIn = Math.floor((cached.expiresAt - Date.now()) / 1000);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ accessToken: cached.accessToken, expiresIn }));
  };
}
