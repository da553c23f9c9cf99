/**
 * `createApiRuntime`: what every generated client is built on. It wires attempts (transport/attempt.ts: token,
 * rate limit, timeout, fetch) to the retry loop and typed errors. What only some operations need (JSON bodies,
 * CSV reports and uploads, the errors of operations that change something) comes with their descriptors, whose
 * types require it per kind of operation (operation.ts), and what only some clients need (credentials, log
 * lines) loads on demand. It does not import
 * openapi-fetch: the `raw` client comes from raw.ts, which only the full client object imports, so an app calling
 * operations as functions (operations.gen.ts) never bundles it.
 */
import { createTokenProvider } from './auth/token-provider.js';
import { NO_TOKEN } from './auth/no-token.js';
import { runBodyCheck } from './body-check.js';
import { checkRuntimeOptions } from './client-options.js';
import { DEFAULTS } from './defaults.js';
import { createApiError } from './error-factory.js';
import {
  AbortError,
  NetworkError,
  SdkError,
  type ApiError,
  type DuplicateRequestError,
  type OutcomeUnknownError,
  type RequestFacts,
} from './errors.js';
import { createLog } from './log.js';
import type { logAttempt } from './log-lines.js';
import { loadLogLines } from './on-demand.js';
import type { TokenProvider } from './auth/token-provider.js';
import type { Log } from './log.js';
import type {
  ApiDescriptor,
  ApiRuntime,
  BaseRequest,
  CallKit,
  CallOperation,
  CallOptions,
  CallParams,
  CsvReport,
  CsvUploadOperation,
  OperationDescriptor,
  ReportOperation,
  RuntimeOptions,
} from './operation.js';
import { accountKey, sharedBucket, type SharedRateLimit, type TokenBucket } from './rate-limit.js';
import { sendAttempt, type AttemptResponse, type Transport } from './transport/attempt.js';
import { CallDeadline, NO_DEADLINE } from './transport/deadline.js';
import { mayHaveActed, newProgress, type AttemptProgress } from './transport/outcome.js';
import { resolvePath } from './transport/params.js';
import { parseRetryAfter, resolveRetryOptions, retryReason } from './transport/retry.js';
import { serverRoot } from './transport/url.js';
import { newOutcome, runWithRetries, type CallOutcome, type RetryLoopConfig } from './transport/retry-loop.js';
import type { UploadCall } from './upload-call.js';

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

/** The client's hook, then the call's; undefined when neither is given. */
function bothHooks(client: RetryLoopConfig['onRetry'], call: RetryLoopConfig['onRetry']): RetryLoopConfig['onRetry'] {
  if (!client || !call) return client ?? call;
  return (info) => {
    client(info);
    call(info);
  };
}

/** What one call keeps while it runs: its signal and total timeout, what its attempts amounted to. */
export interface CallScope {
  readonly deadline: CallDeadline;
  readonly outcome: CallOutcome;
  /** The caller's own signal (an abort of it is the caller's, not a timeout). */
  readonly callerSignal: AbortSignal | undefined;
}

/**
 * What a call throws: an abort of the caller's signal as `AbortError` (the signal's reason as `cause`), the
 * total timeout as `TimeoutError`, a failure of an operation that changes something (any method but GET, and no POST of class `read`) after
 * an attempt that may have been performed as `OutcomeUnknownError`, and every SDK error with the facts of the
 * request (method, path template, resolved path, requestId). Errors of the caller's own code (an upload source
 * that throws) pass unchanged.
 */
function callFailure(error: unknown, op: OperationDescriptor, facts: RequestFacts, scope: CallScope): unknown {
  let failure = error;
  const { callerSignal, deadline, outcome } = scope;
  if (callerSignal?.aborted && !(error instanceof AbortError)) failure = new AbortError(op.id, callerSignal.reason);
  else if (deadline.expired && !(error instanceof SdkError)) failure = deadline.error;
  // A call that changes something, which the service may have performed: the last error must not read as "not done".
  const settled = !(failure instanceof SdkError) || failure instanceof AbortError || failure.kind === 'outcome-unknown';
  // The class comes with the descriptor of an operation that changes something (its type requires it there).
  const Unknown = 'outcomeUnknown' in op ? (op.outcomeUnknown as typeof OutcomeUnknownError) : undefined;
  if (Unknown !== undefined && outcome.mayHaveActed && !settled) {
    failure = new Unknown(op.id, {
      cause: failure,
      attempts: outcome.attempts,
      lastMayHaveActed: outcome.lastMayHaveActed,
      requestId: facts.requestId,
    });
  }
  if (failure instanceof SdkError && failure.method === undefined) {
    Object.assign(failure, {
      method: facts.method,
      pathTemplate: facts.pathTemplate,
      path: facts.path,
      requestId: failure.requestId ?? facts.requestId,
    });
  }
  return failure;
}

/** A call's request facts, filled in as they become known (the resolved path, the requestId). */
export type CallFacts = { -readonly [K in keyof RequestFacts]: RequestFacts[K] };

/**
 * A call without a body sends no header of its own but the token's: every operation answers JSON, whatever the
 * request accepts, and an `Accept` header would be one more for fetch and the service to handle on every call.
 */
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/** A body that can be sent again (anything but a one-shot upload stream). */
const always = (): boolean => true;

/** An empty body is undefined, whatever the content type says. */
function parseJsonBody(op: OperationDescriptor, text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return op.json === undefined ? (JSON.parse(text) as unknown) : op.json.parse(text);
  } catch (error) {
    if (op.kind !== 'csv-report' && op.response === 'empty') return undefined;
    // A cut-off JSON body is a transfer failure, retried like other network errors.
    throw new NetworkError(op.id, error);
  }
}

/** What the code of CSV reports and uploads (a descriptor's `csvReport`, `csvUpload`) takes from the client's runtime. */
export interface RuntimeKit extends CallKit {
  readonly transport: Transport;
  /** The client's `maxUploadBytes`. */
  readonly maxUploadBytes: number | undefined;
  /** Resolves once the log lines of a client that logs are in; undefined when it does not log. */
  readonly linesReady: Promise<void> | undefined;
  scopeOf(op: OperationDescriptor, callOptions: CallOptions<object>): CallScope;
  baseRequest(
    op: OperationDescriptor,
    params: CallParams,
    callOptions: CallOptions<object>,
    scope: CallScope,
    facts: CallFacts,
  ): BaseRequest;
  /** The retry loop's config of one call; `progress` (the attempt's, for `mayHaveActed`) for calls that change something. */
  loopConfig(
    op: OperationDescriptor,
    callOptions: CallOptions<object>,
    scope: CallScope,
    replayable: () => boolean,
    facts: RequestFacts,
    status: () => number | undefined,
    progress?: () => AttemptProgress,
  ): RetryLoopConfig;
  factsOf(op: OperationDescriptor): CallFacts;
  errorFor(op: OperationDescriptor, result: AttemptResponse, requestId: string | undefined): ApiError;
  /** What a call throws for a failure (`OutcomeUnknownError`, the request's facts). */
  failure(error: unknown, op: OperationDescriptor, facts: RequestFacts, scope: CallScope): unknown;
}

/**
 * Refuses a call that passes query parameters to an operation whose descriptor does not name `writeQuery` (the
 * generator names it for every operation with query parameters), before anything is sent.
 */
function notNamed(op: OperationDescriptor, name: string): never {
  throw new TypeError(`${op.id}: its descriptor does not name ${name}, which the operation needs.`);
}

export function createApiRuntime<Paths extends {}>(api: ApiDescriptor, options: RuntimeOptions): ApiRuntime<Paths> {
  checkRuntimeOptions(`The ${api.name} client`, options, api.authentication);
  const log = createLog(options.logger, options.logLevel);
  // The lines of a client that logs (logging is off by default) are loaded with it; a load that fails leaves them out.
  let lines: typeof logAttempt | undefined;
  const linesReady = log.on
    ? loadLogLines().then(
        (m) => void (lines = m.logAttempt),
        () => undefined,
      )
    : undefined;
  const anonymous = api.authentication === 'none' && options.credentials === undefined && !options.accessToken;
  const tokens = anonymous ? NO_TOKEN : createTokenProvider(options, options.scopes ?? api.scopes, log);
  const limit = resolveRateLimit(api, options.rateLimit);
  const bucket = limit
    ? sharedBucket(accountKey(options.serverValues, options.serverUrl), limit, options.rateLimitStore)
    : undefined;
  const transport: Transport = { fetch: options.fetch, tokens, bucket, log };
  const root = serverRoot(options.serverUrl);
  const random = options.random ?? Math.random;
  // Resolved once: a call without its own retry option shares the client's.
  const clientRetry = resolveRetryOptions(options.retry, undefined);
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const tokenRateLimitRetries = options.token?.rateLimitRetries ?? DEFAULTS.tokenRateLimitRetries;

  function scopeOf(op: OperationDescriptor, callOptions: CallOptions<object>): CallScope {
    const total = callOptions.totalTimeoutMs ?? options.totalTimeoutMs;
    const signal = callOptions.signal;
    // Neither a total timeout nor a signal: nothing of the deadline's to keep per call.
    const deadline = total === undefined && signal === undefined ? NO_DEADLINE : new CallDeadline(op.id, total, signal);
    return { deadline, outcome: newOutcome(), callerSignal: signal };
  }

  const loopConfig: RuntimeKit['loopConfig'] = (op, callOptions, scope, replayable, facts, status, progress) => {
    const write = lines;
    return {
      operationId: op.id,
      retry: callOptions.retry === undefined ? clientRetry : resolveRetryOptions(options.retry, callOptions.retry),
      retryWhenActed: op.retry !== 'unsafe' || callOptions.retryUnsafe === true,
      mayHaveActed: progress && ((error) => mayHaveActed(error, progress())),
      isDelete: op.method === 'delete',
      refreshOn401: tokens.refreshable,
      tokenRateLimitRetries,
      replayable,
      signal: scope.deadline.signal,
      deadline: scope.deadline,
      random,
      onRetry: bothHooks(options.onRetry, callOptions.onRetry),
      // No line is built when nothing would be logged.
      onAttempt:
        write === undefined ? undefined : (record) => write(log, api.name, facts, op.id, status, record, retryReason),
      outcome: scope.outcome,
    };
  };

  /** Path and query checked and normalised, or a RequestValidationError naming the value; the request's facts. */
  function baseRequest(
    op: OperationDescriptor,
    params: CallParams,
    callOptions: CallOptions<object>,
    scope: CallScope,
    facts: CallFacts,
  ) {
    const resolved = resolvePath(op, params.path);
    const search =
      params.query === undefined ? '' : (op.query ?? notNamed(op, 'query'))(op.id, params.query, op.queryParams);
    facts.path = resolved;
    return {
      operationId: op.id,
      method: op.method,
      url: `${root}${resolved}${search}`,
      signal: scope.deadline.signal,
      timeoutMs: callOptions.timeoutMs ?? timeoutMs,
    };
  }

  function factsOf(op: OperationDescriptor): CallFacts {
    return { method: op.method.toUpperCase(), pathTemplate: op.path, path: undefined, requestId: undefined };
  }

  function errorFor(op: OperationDescriptor, result: AttemptResponse, requestId: string | undefined): ApiError {
    const { response } = result;
    const body = result.error === '' ? undefined : result.error;
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
    const init = {
      operationId: op.id,
      api: api.name,
      status: response.status,
      body,
      headers: response.headers,
      ...((op.errorCodes ?? api.errorCodes) ? { errorCodes: op.errorCodes ?? api.errorCodes } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
    // Retry class requestId: the descriptor names the class (its type requires it there).
    if (response.status === 409 && op.retry === 'requestId') {
      return new (op.duplicateRequest as typeof DuplicateRequestError)(init, requestId);
    }
    return createApiError(init);
  }

  function call<T>(op: CallOperation, params: CallParams, callOptions: CallOptions<object> = {}): Promise<T> {
    return linesReady === undefined
      ? start<T>(op, params, callOptions)
      : linesReady.then(() => start<T>(op, params, callOptions));
  }

  /**
   * The call: what it throws made what the caller sees (callFailure), its deadline cleared either way. Not itself
   * async: one promise after the retry loop's, rather than an async function's frame kept for the whole call.
   */
  function start<T>(op: CallOperation, params: CallParams, callOptions: CallOptions<object>): Promise<T> {
    const facts = factsOf(op);
    const scope = scopeOf(op, callOptions);
    const failed = (error: unknown): Promise<never> => {
      scope.deadline.clear();
      return Promise.reject(callFailure(error, op, facts, scope));
    };
    try {
      return send<T>(op, params, callOptions, scope, facts).then((value) => {
        scope.deadline.clear();
        return value;
      }, failed);
    } catch (error) {
      // A call refused before anything was sent (a value its rule refuses, a query its descriptor cannot write).
      return failed(error);
    }
  }

  /** Not itself async: the retry loop's promise is the call's, with no promise around it. */
  function send<T>(
    op: CallOperation,
    params: CallParams,
    callOptions: CallOptions<object>,
    scope: CallScope,
    facts: CallFacts,
  ): Promise<T> {
    const base = baseRequest(op, params, callOptions, scope, facts);
    const body = params.body;
    if (op.kind === 'csv-upload') return upload<T>(op, body, callOptions, scope, facts, base);
    // A body with a check (the spec's `x-body-check`) is refused before its first attempt, so before any token.
    if (op.kind === 'json-body' && op.bodyCheck !== undefined && (callOptions.bodyCheck ?? DEFAULTS.bodyCheck)) {
      return runBodyCheck(op.id, op.bodyCheck, body, params.path ?? {}).then(() =>
        sendBody<T>(op, body, callOptions, scope, facts, base),
      );
    }
    return sendBody<T>(op, body, callOptions, scope, facts, base);
  }

  /** A call without a CSV body: its JSON body (if any) made ready once, then its attempts. */
  function sendBody<T>(
    op: CallOperation,
    body: unknown,
    callOptions: CallOptions<object>,
    scope: CallScope,
    facts: CallFacts,
    base: BaseRequest,
  ): Promise<T> {
    let requestId: string | undefined;
    let json: Uint8Array | Blob | undefined;
    let headers = NO_HEADERS;
    if (op.kind === 'json-body') {
      const written = op.jsonBody(op, body);
      ({ bytes: json, requestId } = written);
      if (json !== undefined) headers = written.headers;
    }
    facts.requestId = requestId;
    return attempts<T>(op, callOptions, scope, facts, (progress) =>
      // Written out field by field: spreading `base` into a new object was the runtime's costliest line of a call.
      sendAttempt(transport, {
        operationId: base.operationId,
        method: base.method,
        url: base.url,
        signal: base.signal,
        timeoutMs: base.timeoutMs,
        progress,
        headers,
        parseAs: 'text',
        body: json as BodyInit | undefined,
      }),
    );
  }

  /**
   * Upload code (and the check's rules) is loaded by the first upload: an app that sends none never loads it. What
   * `csvUpload` gives back is the runtime's own upload (upload-call.ts), which the contract leaves opaque.
   */
  function upload<T>(
    op: CsvUploadOperation & CallOperation,
    body: unknown,
    callOptions: CallOptions<object>,
    scope: CallScope,
    facts: CallFacts,
    base: BaseRequest,
  ): Promise<T> {
    return op.csvUpload(kit, op, body, callOptions, base).then((prepared) => {
      const call = prepared as UploadCall;
      return attempts<T>(
        op,
        callOptions,
        scope,
        facts,
        (progress) => call.attempt(progress),
        () => call.replayable,
      );
    });
  }

  /** The call's attempts through the retry loop: each one's answer checked, its JSON body parsed. */
  function attempts<T>(
    op: OperationDescriptor,
    callOptions: CallOptions<object>,
    scope: CallScope,
    facts: CallFacts,
    attempt: (progress: AttemptProgress) => Promise<AttemptResponse>,
    replayable = always,
  ): Promise<T> {
    let status: number | undefined;
    // Each attempt has its own, set before it starts (nothing reads it before then).
    let progress: AttemptProgress;
    const config = loopConfig(
      op,
      callOptions,
      scope,
      replayable,
      facts,
      () => status,
      () => progress,
    );
    const answer = (result: AttemptResponse): T => {
      status = result.response.status;
      if (!result.response.ok) throw errorFor(op, result, facts.requestId);
      return parseJsonBody(op, result.data) as T;
    };
    return runWithRetries<T>(config, () => attempt((progress = newProgress())).then(answer));
  }

  const kit: RuntimeKit = {
    transport,
    maxUploadBytes: options.maxUploadBytes,
    linesReady,
    scopeOf,
    baseRequest,
    loopConfig,
    factsOf,
    errorFor,
    failure: callFailure,
  };

  function report<Row>(op: ReportOperation, params: CallParams, callOptions: CallOptions = {}): CsvReport<Row> {
    return op.csvReport<Row>(kit, op, params, callOptions);
  }

  const runtime: ApiRuntime<Paths> = { call, report };
  connections.set(runtime, { serverUrl: options.serverUrl, fetch: options.fetch, tokens, bucket, log });
  return runtime;
}

/** The runtime's token provider, rate-limit bucket and log, shared with the `raw` client (raw.ts). */
export interface RuntimeConnection {
  readonly serverUrl: string;
  readonly fetch: typeof fetch | undefined;
  readonly tokens: TokenProvider;
  readonly bucket: TokenBucket | undefined;
  readonly log: Log;
}

/** Each runtime's connection, kept beside it rather than in the contract every generated module types. */
const connections = new WeakMap<ApiRuntime<{}>, RuntimeConnection>();

/** The connection of a runtime made by `createApiRuntime`. */
export function runtimeConnection(runtime: ApiRuntime<{}>): RuntimeConnection {
  const connection = connections.get(runtime);
  if (connection === undefined) throw new TypeError('not a runtime made by createApiRuntime');
  return connection;
}
