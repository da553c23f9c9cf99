/**
 * The generic entry of packages generated from any spec (`--spec`): `createApiRuntime` and `createClientRuntime`
 * with every request writer (request-writers.ts), since their descriptors may use any of them.
 */
import { checkSecurityOption, securityParts, sendsToken, withSecurityHeaders } from '../auth/security-schemes.js';
import type { ApiDescriptor, ApiRuntime, RuntimeOptions } from '../contract/operation.js';
import { paramHeaders } from '../request/header-params.js';
import { mediaBody } from '../request/media-body.js';
import { chosenMediaType } from '../request/media-choice.js';
import { styledPathSegment } from '../request/params.js';
import { styledQueryParam } from '../request/query.js';
import { rawBody } from '../request/raw-body.js';
import { answerRead, decodeAnswer } from './answer.js';
import { createClientRuntime as createClient } from './client-runtime.js';
import type { ApiChecks } from './client-state.js';
import type { RequestWriters } from './request-writers.js';
import { createApiRuntime as createRuntime } from './runtime.js';

export const ALL_WRITERS: RequestWriters = Object.freeze({
  styles: Object.freeze({ path: styledPathSegment, query: styledQueryParam, headers: paramHeaders }),
  media: Object.freeze({ chosen: chosenMediaType, body: mediaBody }),
  raw: Object.freeze({ body: rawBody }),
  answers: Object.freeze({ read: answerRead, decode: decodeAnswer }),
  security: Object.freeze({
    parts: securityParts,
    withHeaders: withSecurityHeaders,
    sendsToken,
    checkOption: checkSecurityOption,
  }),
});

/** The runtime of one client of `api`, with every request writer; `checks` as call/runtime.ts takes them. */
export function createApiRuntime<Paths extends {}>(
  api: ApiDescriptor,
  options: RuntimeOptions,
  checks: ApiChecks = {},
): ApiRuntime<Paths> {
  return createRuntime<Paths>(api, options, checks, ALL_WRITERS);
}

/** A generated factory's runtime (client-runtime.ts), with every request writer. */
export function createClientRuntime<Paths extends {}>(
  api: ApiDescriptor,
  options: object,
  checks: ApiChecks = {},
): ApiRuntime<Paths> {
  return createClient<Paths>(api, options, checks, ALL_WRITERS);
}
