/**
 * `AuthenticationError` (public, re-exported by the runtime's entry): the token endpoint refused the token
 * request of client credentials, with what it said and the likely cause. Apart from errors.ts so that an app that
 * passes `accessToken` does not load it with the errors every call may throw.
 */
import { SdkError } from './sdk-error.js';

/** A refusal of the token endpoint, as `AuthenticationError` receives it. */
export interface OAuthRefusal {
  readonly status?: number;
  /** RFC 6749 `error`. */
  readonly error?: string;
  /** RFC 6749 `error_description`. */
  readonly description?: string;
  readonly tokenUrl?: string;
  /** The audience the request asked for. */
  readonly audience?: string;
}

/** The likely cause of a token-endpoint refusal, as advice to the caller; undefined when nothing is likely. */
export function oauthHint(refusal: OAuthRefusal): string | undefined {
  const { status, error } = refusal;
  if (status === 404 || status === 405) {
    return 'authUrl is probably wrong: it must be the base address of the authorization server, to which the token path is added';
  }
  if (error === 'invalid_client' || (status === 401 && error === undefined)) {
    return 'the client credentials are probably wrong: check clientKey and clientSecret';
  }
  if (error === 'invalid_request') {
    const sent = refusal.audience === undefined ? '' : ` (it was ${refusal.audience})`;
    return `check that the audience${sent} is the API's base address, the first server option of the client`;
  }
  if (error === 'invalid_scope') return 'the client may not have the scopes asked for: pass `scopes` with those it has';
  if (error === 'unauthorized_client') return 'the client is not allowed the client credentials grant';
  return undefined;
}

/**
 * The token endpoint refused the token request (any 4xx but 429) or answered something unusable. The message
 * says what the endpoint said (RFC 6749 `error`, `error_description`) and the likely cause: a wrong `authUrl`
 * (404), an audience that is not the API's base address (400 `invalid_request`), wrong credentials (401
 * `invalid_client`), scopes the client may not have (400 `invalid_scope`).
 */
export class AuthenticationError extends SdkError {
  override readonly name: string = 'AuthenticationError';
  readonly kind = 'authentication' as const;
  readonly clientKey: string | undefined;
  readonly status: number | undefined;
  /** The endpoint's RFC 6749 `error` code (`invalid_client`, `invalid_request`, ...), when it sent one. */
  readonly oauthError: string | undefined;
  /** The endpoint's `error_description`, when it sent one. */
  readonly errorDescription: string | undefined;
  /** The token URL the request went to (without credentials or query). */
  readonly tokenUrl: string | undefined;
  constructor(operationId: string, init: OAuthRefusal & { readonly clientKey?: string; readonly detail?: string }) {
    const status = init.status === undefined ? '' : ` answered HTTP ${init.status}`;
    const said = [init.error, init.description === undefined ? undefined : `"${init.description}"`, init.detail].filter(
      (x) => x !== undefined,
    );
    const where = init.tokenUrl === undefined ? '' : ` at ${init.tokenUrl}`;
    const hint = oauthHint(init);
    super(
      operationId,
      `${operationId} could not get an access token: the token endpoint${where}${status || ' refused it'}` +
        `${said.length > 0 ? ` (${said.join(': ')})` : ''}${hint === undefined ? '' : `; ${hint}`}.`,
    );
    this.clientKey = init.clientKey;
    this.status = init.status;
    this.oauthError = init.error;
    this.errorDescription = init.description;
    this.tokenUrl = init.tokenUrl;
  }
}
