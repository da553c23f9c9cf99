/**
 * Answers of the database API. Every error answer (4xx and 5xx) carries `{timestamp, status, error, message, path}`
 * (specs/database.yaml, Transport: `ErrorBody`, the shape of `DeleteResult`), with `message` naming the field and the
 * rule; deleteApiDefinition and deleteRecord answer the same shape with status 200.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import { type Headers, sendBytes } from '../respond.js';
import { stringify } from './json.js';

/** A JSON answer; bigints (record ids) are written exactly. */
export function sendDbJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  sendBytes(res, status, 'application/json; charset=utf-8', stringify(body), headers);
}

export interface ResultBody {
  readonly timestamp: string;
  readonly status: number;
  readonly error: string;
  readonly message: string;
  readonly path: string;
}

export function resultBody(status: number, message: string, path: string, now: number): ResultBody {
  return { timestamp: new Date(now).toISOString(), status, error: STATUS_CODES[status] ?? 'Error', message, path };
}

/** Thrown by a check deep inside an operation: answered as 400 with this message; nothing has changed yet. */
export class DbBadRequest extends Error {}

/** Thrown where the answer is not 400 (404 of an unknown record found late, 409 of a definition not ready). */
export class DbFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Headers = {},
  ) {
    super(message);
  }
}
