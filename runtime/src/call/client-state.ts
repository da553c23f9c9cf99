/**
 * What a client keeps for all its calls, made once by `createApiRuntime` from its options: the token provider,
 * the rate-limit bucket, the log, the retry and timeout settings and the checks its API names. Plain data that
 * the functions of call.ts take first, rather than a closure around them.
 */
import { NO_TOKEN } from '../auth/no-token.js';
import { createTokenProvider } from '../auth/token-provider.js';
import { DEFAULTS } from '../contract/defaults.js';
import type { ApiDescriptor, RetryOptions, RuntimeOptions } from '../contract/operation.js';
import { createLog } from '../features/log.js';
import type { UploadCheck } from '../features/upload/upload-check.js';
import { accountKey, sharedBucket, type SharedRateLimit } from '../rate-limit/token-bucket.js';
import type { BodyCheck } from '../request/body-check.js';
import { serverRoot } from '../request/url.js';
import type { Transport } from './attempt.js';
import { checkRuntimeOptions } from './client-options.js';
import type { RequestWriters } from './request-writers.js';
import { resolveRetryOptions } from './retry.js';

/** The checks an API adds (apis/), by the names its descriptors give (the spec's `x-upload-check`, `x-body-check`). */
export interface ApiChecks {
  readonly upload?: Readonly<Record<string, UploadCheck<never>>>;
  readonly body?: Readonly<Record<string, BodyCheck>>;
}

export interface ClientState {
  readonly api: ApiDescriptor;
  readonly options: RuntimeOptions;
  readonly transport: Transport;
  /** The API root every path is appended to. */
  readonly root: string;
  readonly random: () => number;
  /** The client's retry options, resolved once: a call without its own shares them. */
  readonly retry: RetryOptions | false;
  readonly timeoutMs: number;
  readonly tokenRateLimitRetries: number;
  readonly checks: ApiChecks;
  /** The request writers its API factory handed it (request-writers.ts). */
  readonly writers: RequestWriters;
}

/**
 * The client option, else the descriptor's limit (the spec's `x-rate-limit`), else none; `burst` defaults to
 * `perSecond`. The bucket is the descriptor's, else the API's name.
 */
export function resolveRateLimit(api: ApiDescriptor, option: RuntimeOptions['rateLimit']): SharedRateLimit | undefined {
  if (option === false) return undefined;
  const limit = option ?? api.rateLimit;
  if (!limit) return undefined;
  return {
    perSecond: limit.perSecond,
    burst: limit.burst ?? limit.perSecond,
    bucket: api.rateLimit?.bucket ?? api.name,
  };
}

/** The state of a client of `api`, its options checked first (a TypeError naming the option otherwise). */
export function createClientState(
  api: ApiDescriptor,
  options: RuntimeOptions,
  checks: ApiChecks,
  writers: RequestWriters,
): ClientState {
  checkRuntimeOptions(`The ${api.name} client`, options, api);
  writers.security?.checkOption(`The ${api.name} client`, options.security, api);
  const log = createLog(options.logger, options.logLevel);
  // A document that asks for no security: no token is asked for unless the caller gives one.
  const anonymous = api.authentication === 'none' && options.credentials === undefined && !options.accessToken;
  const tokens = anonymous ? NO_TOKEN : createTokenProvider(options, options.scopes ?? api.scopes, log, api.tokenUrl);
  const limit = resolveRateLimit(api, options.rateLimit);
  const bucket = limit
    ? sharedBucket(accountKey(options.serverValues, options.serverUrl), limit, options.rateLimitStore)
    : undefined;
  return {
    api,
    options,
    transport: { fetch: options.fetch, tokens, bucket, log },
    root: serverRoot(options.serverUrl),
    random: options.random ?? Math.random,
    retry: resolveRetryOptions(options.retry, undefined),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    tokenRateLimitRetries: options.token?.rateLimitRetries ?? DEFAULTS.tokenRateLimitRetries,
    checks,
    writers,
  };
}
