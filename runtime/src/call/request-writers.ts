/**
 * The request writers a client's runtime has: parameter styles (path, query, header and cookie parameters as their
 * `style` says), media-type bodies, raw requests, answers other than JSON and API-key or basic security. An API factory hands its client
 * state only those its descriptors use, so a bundle of a client that uses none leaves them out; the generic entry
 * (all-writers.ts) hands them all. A descriptor that needs one its runtime lacks is refused before anything is sent.
 */
import type { checkSecurityOption, securityParts, sendsToken, withSecurityHeaders } from '../auth/security-schemes.js';
import type { answerRead, decodeAnswer } from './answer.js';
import type { OperationDescriptor } from '../contract/operation.js';
import type { paramHeaders } from '../request/header-params.js';
import type { rawBody } from '../request/raw-body.js';
import type { mediaBody } from '../request/media-body.js';
import type { chosenMediaType } from '../request/media-choice.js';
import type { styledPathSegment } from '../request/params.js';
import type { styledQueryParam } from '../request/query.js';

export interface RequestWriters {
  /** Parameters with a `style` (the descriptor's `paramStyles`). */
  readonly styles?: {
    readonly path: typeof styledPathSegment;
    readonly query: typeof styledQueryParam;
    readonly headers: typeof paramHeaders;
  };
  /** Bodies other than JSON (the `media-body` kind) and a choice among a body's media types (`requestMediaTypes`). */
  readonly media?: { readonly chosen: typeof chosenMediaType; readonly body: typeof mediaBody };
  /** The request of an operation in its raw form (the descriptor's `raw`), as the caller gives it. */
  readonly raw?: { readonly body: typeof rawBody };
  /** Answers that are not JSON or come in several media types (`response`, `answers`), and the caller's `parseAs`. */
  readonly answers?: { readonly read: typeof answerRead; readonly decode: typeof decodeAnswer };
  /** API-key and basic schemes (the descriptor's `security`). */
  readonly security?: {
    readonly parts: typeof securityParts;
    readonly withHeaders: typeof withSecurityHeaders;
    readonly sendsToken: typeof sendsToken;
    /** The client's `security` option checked when the client is made. */
    readonly checkOption: typeof checkSecurityOption;
  };
}

/** A client whose runtime writes none of them (the factory's default). */
export const NO_WRITERS: RequestWriters = Object.freeze({});

const NEEDS = {
  styles: 'paramStyles',
  media: 'a body that is not JSON or of several media types',
  raw: 'a raw request',
  answers: 'an answer that is not JSON or of several media types',
  security: 'security',
} as const;

/** What `op` needs of the writers; a TypeError naming the operation and the missing writer when one is lacking. */
export function writersFor(op: OperationDescriptor, writers: RequestWriters): RequestWriters {
  const needs: (keyof RequestWriters)[] = [];
  if (op.paramStyles !== undefined) needs.push('styles');
  if (op.kind === 'media-body' || op.requestMediaTypes !== undefined) needs.push('media');
  if (op.raw === true) needs.push('raw', 'answers');
  else if (op.kind !== 'csv-report' && (op.answers !== undefined || op.response === 'binary' || op.response === 'text'))
    needs.push('answers');
  if (op.security !== undefined) needs.push('security');
  const missing = needs.filter((need) => writers[need] === undefined);
  if (missing.length > 0) {
    const what = missing.map((need) => NEEDS[need]).join(', ');
    throw new TypeError(`${op.id}: its descriptor needs ${what}, which this client's runtime cannot write.`);
  }
  return writers;
}
