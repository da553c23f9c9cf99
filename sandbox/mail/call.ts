/** What a mail operation handler gets, and the helpers every handler shares. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { discardRest, isJsonMediaType, mediaType, readCapped } from '../body.js';
import type { MailUser } from '../config.js';
import type { SandboxContext } from '../context.js';
import { sendError, sendJson } from '../respond.js';
import { mailError, type MailErrorItem } from './errors.js';
import { byCode } from './validate-delivery.js';

export interface MailCall {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly ctx: SandboxContext;
  readonly user: MailUser;
  /** Path parameters by their spec names (`delivery_id`, `send_list_id`), still as text. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

/** The 400 body (`ErrorResponse` of specs/mail.yaml); codes sorted so answers are stable. */
export function badRequest(call: MailCall, errors: readonly MailErrorItem[]): void {
  sendJson(call.res, 400, { errors: byCode(errors) });
}

/**
 * Largest JSON body read: 200 MB, the `x-max-bytes` of the sending requests in specs/mail.yaml ("Limits"). The
 * service sets no limit on recipients per call (about 1,000,000 recommended, some 100 bytes each), so the cap
 * sits well above that and still keeps one request's memory bounded.
 */
export const MAX_JSON_BYTES = 200_000_000;

/** Answers once the rest of the body is read and dropped (see discardRest); nothing of it is stored. */
export async function answerAfterBody(call: MailCall, limit: number, answer: () => void): Promise<void> {
  if (await discardRest(call.req, limit)) answer();
}

/**
 * Answers 413 for a body over the cap, once the rest of it is read and dropped. A body that declared its
 * length was refused before any of it was read, so all of it is dropped (up to twice the cap: a client sending
 * just over the limit gets its 413, not a cut connection); a body of unknown length, read up to the cap, may
 * run on for another cap's worth.
 */
export function payloadTooLarge(call: MailCall, limit: number): Promise<void> {
  const declared = Number(call.req.headers['content-length']);
  const rest = Number.isFinite(declared) && declared > limit ? Math.min(declared, 2 * limit) : limit;
  return answerAfterBody(call, rest, () => sendError(call.res, 413, `The request body is over ${limit} bytes.`));
}

/**
 * The parsed JSON body, or undefined after answering: 10034 (property null) when the media type is not JSON or
 * the text is not JSON (docs/decisions.md), 413 when over the cap.
 */
export async function readJsonBody(call: MailCall): Promise<unknown> {
  const type = mediaType(call.req);
  if (!isJsonMediaType(type)) {
    await answerAfterBody(call, MAX_JSON_BYTES, () =>
      badRequest(call, [mailError('10034', 'The Content-Type must be application/json.', null)]),
    );
    return undefined;
  }
  const body = await readCapped(call.req, MAX_JSON_BYTES);
  if (body.kind === 'too-large') {
    await payloadTooLarge(call, MAX_JSON_BYTES);
    return undefined;
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)) as unknown;
  } catch {
    badRequest(call, [mailError('10034', 'The body is not valid UTF-8 JSON.', null)]);
    return undefined;
  }
}

/** A path id (`delivery_id`, `send_list_id`): a decimal integer; anything else names no resource (404). */
export function pathId(call: MailCall, name: string): number | undefined {
  const text = call.params[name] ?? '';
  if (!/^[0-9]{1,15}$/.test(text)) return undefined;
  return Number(text);
}

export function notFound(call: MailCall, what: string): void {
  sendError(call.res, 404, `${what} not found.`);
}
