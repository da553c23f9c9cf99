/** What a database operation handler gets, and the helpers every handler shares. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { discardRest, isJsonMediaType, mediaType, readCapped } from '../body.js';
import type { SandboxContext } from '../context.js';
import { DbBadRequest, DbFailure, resultBody, sendDbJson } from './answers.js';
import { type JsonValue, JsonSyntaxError, parseJson } from './json.js';
import type { Account } from './state.js';

export interface DbCall {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly ctx: SandboxContext;
  readonly account: Account;
  /** Path parameters (`name`, `id`), decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The request path as sent, for the `path` of error and delete answers. */
  readonly path: string;
  /** The sandbox clock when the call arrived. */
  readonly now: number;
}

/**
 * Largest JSON body read: 10 MB. A definition of 100 properties or a query with long `in` lists is a few
 * kilobytes; the cap only keeps one request's memory bounded.
 */
export const MAX_DB_JSON_BYTES = 10_000_000;
/** How much of a body over the cap is read and dropped so the client can read the 413; past it the link is cut. */
const MAX_DISCARDED_BYTES = 100_000_000;

/** An error answer `{timestamp, status, error, message, path}`. */
export function sendDbError(
  res: ServerResponse,
  status: number,
  message: string,
  path: string,
  now: number,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendDbJson(res, status, resultBody(status, message, path, now), headers);
}

/**
 * The JSON body. An empty body reads as `empty` where the operation allows one (query and count take `{}`);
 * otherwise a body that is missing, not JSON or sent with another media type is a 400, and one over the cap 413.
 */
export async function readJson(call: DbCall, empty?: JsonValue): Promise<JsonValue> {
  const body = await readCapped(call.req, MAX_DB_JSON_BYTES);
  if (body.kind === 'too-large') {
    await discardRest(call.req, MAX_DISCARDED_BYTES);
    throw new DbFailure(413, `The request body is over ${MAX_DB_JSON_BYTES} bytes.`);
  }
  if (body.bytes.length === 0 && empty !== undefined) return empty;
  if (!isJsonMediaType(mediaType(call.req)))
    throw new DbBadRequest('the request body must be JSON (Content-Type: application/json)');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
  } catch {
    throw new DbBadRequest('the request body is not UTF-8');
  }
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      throw new DbBadRequest(`the request body is not valid JSON: ${error.message}`);
    throw error;
  }
}
