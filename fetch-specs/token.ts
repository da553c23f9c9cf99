/**
 * The access token fetch-specs fetches with, asked for as specs/database.yaml's "Access tokens" says: scope
 * `db:openapi:read` (getAllOpenApi) plus `db:apidefinition:design` (listApiDefinition, for the select labels) when
 * the credentials hold it. A token endpoint that grants only some of the scopes says so in `scope`; one that
 * refuses the request instead (`invalid_scope`, or 403) is asked again for `db:openapi:read` alone. A refusal is
 * reported with the endpoint's own answer (status, `error`, `error_description`), never with the secret.
 */
import type { Settings } from './settings.js';

export const READ_SCOPE = 'db:openapi:read';
export const DESIGN_SCOPE = 'db:apidefinition:design';

export interface Token {
  readonly accessToken: string;
  /** The scopes granted. */
  readonly scopes: readonly string[];
}

/** The token endpoint refused; the message quotes its answer. */
export class TokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
    readonly description: string | undefined,
    clientKey: string,
  ) {
    const code = error === undefined ? '' : `, error ${error}`;
    const text = description === undefined ? '' : `, error_description ${JSON.stringify(description)}`;
    super(`the token endpoint refused client key "${clientKey}": HTTP ${status}${code}${text}.`);
  }
}

/** The token endpoint could not be reached or gave no token. */
export class TokenUnavailable extends Error {}

/** `text` with every occurrence of the secret blanked out, in case an answer echoes it. */
export function withoutSecret(text: string, secret: string): string {
  return secret === '' ? text : text.split(secret).join('***');
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> | undefined;
}

async function post(settings: Settings, scope: string, fetcher: typeof fetch): Promise<Answer> {
  const url = `${settings.authUrl}/oauth2/token`;
  const basic = Buffer.from(`${settings.clientKey}:${settings.clientSecret}`, 'utf8').toString('base64');
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', audience: settings.dbUrl, scope }).toString(),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    // fetch says only "fetch failed"; the cause names the address and the system error.
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    const reason = withoutSecret(cause, settings.clientSecret);
    throw new TokenUnavailable(`could not reach the token endpoint ${url}: ${reason}.`);
  }
  const text = await response.text();
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    if (isObject) body = parsed as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** The endpoint's word for a refusal, kept short and free of the secret. */
function said(body: Record<string, unknown> | undefined, key: string, secret: string): string | undefined {
  const value = body?.[key];
  return typeof value === 'string' && value !== '' ? withoutSecret(value.slice(0, 300), secret) : undefined;
}

const refusesScope = (answer: Answer): boolean =>
  answer.status === 403 || (answer.status === 400 && answer.body?.['error'] === 'invalid_scope');

export async function fetchToken(settings: Settings, fetcher: typeof fetch = fetch): Promise<Token> {
  const wanted = `${READ_SCOPE} ${DESIGN_SCOPE}`;
  let scope = wanted;
  let answer = await post(settings, scope, fetcher);
  if (refusesScope(answer)) {
    scope = READ_SCOPE;
    answer = await post(settings, scope, fetcher);
  }
  if (answer.status !== 200) {
    const secret = settings.clientSecret;
    const [error, description] = [said(answer.body, 'error', secret), said(answer.body, 'error_description', secret)];
    throw new TokenRefused(answer.status, error, description, settings.clientKey);
  }
  const accessToken = answer.body?.['access_token'];
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new TokenUnavailable(`the token endpoint answered HTTP 200 without an access_token`);
  }
  // RFC 6749 section 5.1: `scope` may be left out when it is the scope asked for.
  const granted = typeof answer.body?.['scope'] === 'string' ? (answer.body['scope'] as string) : scope;
  return { accessToken, scopes: granted.split(' ').filter((s) => s !== '') };
}
