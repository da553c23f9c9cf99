/** Writing answers: every response of the sandbox goes through these helpers so headers stay uniform. */
import { STATUS_CODES, type ServerResponse } from 'node:http';

export type Headers = Readonly<Record<string, string>>;

/** Status and headers of an answer whose body the caller writes (a streamed report). */
export function startAnswer(res: ServerResponse, status: number, type: string | undefined, headers: Headers): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (type !== undefined) res.setHeader('Content-Type', type);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

function finish(
  res: ServerResponse,
  status: number,
  type: string | undefined,
  body: string | Buffer,
  headers: Headers,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  startAnswer(res, status, type, headers);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  finish(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

/** 200 with an empty body (test deliveries, deletion). No Content-Type: there is no content. */
export function sendEmpty(res: ServerResponse, status: number, headers: Headers = {}): void {
  finish(res, status, undefined, '', headers);
}

export function sendBytes(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Headers = {},
): void {
  finish(res, status, type, body, headers);
}

/**
 * A non-400 error answer (401, 403, 404, 405, 413, 429, 500). specs/mail.yaml documents a body only for 400;
 * these carry a short `{ status, error, message }` so a human reading the log sees why, and clients rely on the
 * status code and headers alone.
 */
export function sendError(res: ServerResponse, status: number, message: string, headers: Headers = {}): void {
  sendJson(res, status, { status, error: STATUS_CODES[status] ?? 'Error', message }, headers);
}
