/**
 * What a service said, read from an error answer for `ApiError` and its messages: the entries of a coded 400
 * body (`{errors: [{code, property, message}]}`, `ErrorResponse` of specs/mail.yaml), the `message` of any
 * other JSON body (the mail sandbox's `{status, error, message}`, the database API's
 * `{timestamp, status, error, message, path}`), and the RFC 6750 `WWW-Authenticate` challenge of a 401 or 403.
 * Service text is cut to one short line, so a message never carries a page of HTML or a whole body.
 */
import type { ApiErrorDetail } from './call-errors.js';

/** How many entries of `errors[]` a message lists; the error's `errors` keeps them all. */
const LISTED_DETAILS = 3;
/** Longest piece of service text a message quotes. */
const MAX_SERVICE_TEXT = 300;

/** The service's own text on one line, without the full stop our sentence adds. */
function clause(text: string): string {
  const line = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.。]+$/u, '');
  return line.length > MAX_SERVICE_TEXT ? `${line.slice(0, MAX_SERVICE_TEXT)}…` : line;
}

/** Reads `errors[]` of a coded 400 body; any other body gives an empty list. */
function parseErrorDetails(body: unknown, errorCodes?: Readonly<Record<string, string>>): ApiErrorDetail[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  const details: ApiErrorDetail[] = [];
  for (const item of errors as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const raw = item as { code?: unknown; property?: unknown; message?: unknown };
    const code = String(raw.code ?? '');
    // Codes come from the service: only the map's own entries describe one (not `constructor` or `__proto__`).
    const description = errorCodes !== undefined && Object.hasOwn(errorCodes, code) ? errorCodes[code] : undefined;
    details.push({
      code,
      property: typeof raw.property === 'string' ? raw.property : null,
      message: typeof raw.message === 'string' ? raw.message : '',
      ...(description === undefined ? {} : { description }),
    });
  }
  return details;
}

/**
 * `10034: count must be an integer (JSON has type mismatch or format problem)`: code, property, the service's
 * words, the code's meaning. Many services' `errors[]` entries have no code (Asana's `{message}`): such an entry is
 * its words alone (after its property, if any), and one without words is its code.
 */
function describeDetail(d: ApiErrorDetail): string {
  const where = d.property === null ? '' : d.code === '' ? d.property : ` on ${d.property}`;
  const label = `${d.code}${where}`;
  const said = clause(d.message);
  const meaning = d.description === undefined ? '' : clause(d.description);
  const explained = meaning === '' || meaning.toLowerCase() === said.toLowerCase() ? '' : ` (${meaning})`;
  if (said === '') return `${label}${explained}`;
  return label === '' ? `${said}${explained}` : `${label}: ${said}${explained}`;
}

/**
 * A string field of a JSON body: `message` (most services), `error_description` (RFC 6749), `detail` (RFC 9457),
 * else the `message` of an `error` object (Google's JSON APIs, OpenAI, Spotify: `{ error: { message } }`).
 */
function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['message', 'error_description', 'detail']) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return clause(value);
  }
  const nested = (body as Record<string, unknown>)['error'];
  return typeof nested === 'object' && nested !== null && !Array.isArray(nested) ? bodyMessage(nested) : undefined;
}

/** The auth-params of a `Bearer` challenge (RFC 6750 section 3), lower-cased names. */
export function bearerChallenge(header: string | null | undefined): Readonly<Record<string, string>> {
  const params: Record<string, string> = {};
  if (!header || !/^\s*Bearer\b/i.test(header)) return params;
  for (const match of header.matchAll(/([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g)) {
    const name = (match[1] ?? '').toLowerCase();
    params[name] = (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
  }
  return params;
}

export interface ServiceWords {
  /** The entries of a coded 400 body. */
  readonly details: readonly ApiErrorDetail[];
  /** One clause for a message, or undefined when the service said nothing usable. */
  readonly text: string | undefined;
  /** The scope an `insufficient_scope` challenge names. */
  readonly scope: string | undefined;
}

/** What the service said in an error answer, for the error's fields and its message. */
export function describeService(
  body: unknown,
  headers: Headers | undefined,
  errorCodes?: Readonly<Record<string, string>>,
): ServiceWords {
  const details = parseErrorDetails(body, errorCodes);
  const challenge = bearerChallenge(headers?.get('WWW-Authenticate'));
  const scope =
    challenge['error'] === 'insufficient_scope' && challenge['scope'] ? clause(challenge['scope']) : undefined;
  const parts: string[] = [];
  // An entry with neither code, property nor words says nothing: the body's own message stands instead.
  const described = details.map(describeDetail).filter((text) => text !== '');
  if (described.length > 0) {
    const listed = described.slice(0, LISTED_DETAILS).join('; ');
    const more = described.length - LISTED_DETAILS;
    parts.push(more > 0 ? `${listed}; and ${more} more` : listed);
  } else {
    const message = bodyMessage(body);
    if (message !== undefined) parts.push(message);
    else if (challenge['error_description']) parts.push(clause(challenge['error_description']));
  }
  // The challenge's scope is added unless the service's own words already name it.
  if (scope !== undefined && !parts.some((part) => part.includes(scope))) parts.push(`the token lacks scope ${scope}`);
  else if (challenge['error'] && described.length === 0 && parts.length === 0) parts.push(clause(challenge['error']));
  return { details, text: parts.length > 0 ? parts.join('; ') : undefined, scope };
}
