/**
 * One call, top to bottom: its request checked and written (path, query, JSON body or upload), its attempts run
 * through the retry loop (retry-loop.ts, each attempt attempt.ts), the answer parsed, and whatever it fails with
 * made what the caller sees. Every function takes the client's state (client-state.ts) first.
 */
import type {
  BaseRequest,
  CallOperation,
  CallOptions,
  CallParams,
  CsvUploadOperation,
  OperationDescriptor,
  RawRequest,
} from '../contract/operation.js';
import { changesSomething } from '../contract/changes.js';
import { DEFAULTS } from '../contract/defaults.js';
import {
  AbortError,
  DuplicateRequestError,
  OutcomeUnknownError,
  SdkError,
  type ApiError,
  type RequestFacts,
} from '../errors/call-errors.js';
import { createApiError } from '../errors/error-factory.js';
import { logAttempt } from '../features/log-lines.js';
import { prepareUpload } from '../features/upload/upload-call.js';
import type { UploadCheck } from '../features/upload/upload-check.js';
import { runBodyCheck, type BodyCheck } from '../request/body-check.js';
import { jsonBody } from '../request/json-body.js';
import { resolvePath } from '../request/params.js';
import { writeQuery } from '../request/query.js';
import { soleMediaType } from '../request/media-choice.js';
import { NO_TOKEN } from '../auth/no-token.js';
import { type AnswerRead, jsonRead, parseJsonBody } from './answer.js';
import { sendAttempt, type AttemptResponse } from './attempt.js';
import type { ClientState } from './client-state.js';
import { CallDeadline, NO_DEADLINE } from './deadline.js';
import { mayHaveActed, newProgress, type AttemptProgress } from './outcome.js';
import { writersFor } from './request-writers.js';
import { parseRetryAfter, resolveRetryOptions, retryReason } from './retry.js';
import { newOutcome, runWithRetries, type CallOutcome, type RetryLoopConfig } from './retry-loop.js';

/** What one call keeps while it runs: its signal and total timeout, what its attempts amounted to. */
export interface CallScope {
  readonly deadline: CallDeadline;
  readonly outcome: CallOutcome;
  /** The caller's own signal (an abort of it is the caller's, not a timeout). */
  readonly callerSignal: AbortSignal | undefined;
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

/** The client's hook, then the call's; undefined when neither is given. */
function bothHooks(client: RetryLoopConfig['onRetry'], call: RetryLoopConfig['onRetry']): RetryLoopConfig['onRetry'] {
  if (!client || !call) return client ?? call;
  return (info) => {
    client(info);
    call(info);
  };
}

export function scopeOf(op: OperationDescriptor, callOptions: CallOptions<object>, client: ClientState): CallScope {
  const total = callOptions.totalTimeoutMs ?? client.options.totalTimeoutMs;
  const signal = callOptions.signal;
  // Neither a total timeout nor a signal: nothing of the deadline's to keep per call.
  const deadline = total === undefined && signal === undefined ? NO_DEADLINE : new CallDeadline(op.id, total, signal);
  return { deadline, outcome: newOutcome(), callerSignal: signal };
}

export function factsOf(op: OperationDescriptor): CallFacts {
  return { method: op.method.toUpperCase(), pathTemplate: op.path, path: undefined, requestId: undefined };
}

/** The retry loop's config of one call; `progress` (the attempt's, for `mayHaveActed`) for calls that change something. */
export function loopConfig(
  client: ClientState,
  op: OperationDescriptor,
  callOptions: CallOptions<object>,
  scope: CallScope,
  replayable: () => boolean,
  facts: RequestFacts,
  status: () => number | undefined,
  progress?: () => AttemptProgress,
): RetryLoopConfig {
  const { options, transport } = client;
  const log = transport.log;
  return {
    operationId: op.id,
    retry: callOptions.retry === undefined ? client.retry : resolveRetryOptions(options.retry, callOptions.retry),
    retryWhenActed: op.retry !== 'unsafe' || callOptions.retryUnsafe === true,
    mayHaveActed: progress && ((error) => mayHaveActed(error, progress())),
    isDelete: op.method === 'delete',
    // A 401 to a call that carried no token (API keys, basic) is no stale token: a fresh one would change nothing.
    refreshOn401:
      transport.tokens.refreshable &&
      (client.writers.security?.sendsToken(op, client.api, options, transport.tokens !== NO_TOKEN) ?? true),
    tokenRateLimitRetries: client.tokenRateLimitRetries,
    replayable,
    signal: scope.deadline.signal,
    deadline: scope.deadline,
    random: client.random,
    onRetry: bothHooks(options.onRetry, callOptions.onRetry),
    // No line is built when nothing would be logged.
    onAttempt: log.on
      ? (record) => logAttempt(log, client.api.name, facts, op.id, status, record, retryReason)
      : undefined,
    outcome: scope.outcome,
  };
}

/** Path and query checked and normalised, or a RequestValidationError naming the value; the resolved path in `facts`. */
export function baseRequest(
  client: ClientState,
  op: OperationDescriptor,
  params: CallParams,
  callOptions: CallOptions<object>,
  scope: CallScope,
  facts: CallFacts,
): BaseRequest {
  // The writers its descriptor needs, or a TypeError naming what this client's runtime lacks.
  const { styles, security: secure } = writersFor(op, client.writers);
  const resolved = resolvePath(op, params.path, styles?.path);
  const query = params.query ?? params.raw?.query;
  let search = query === undefined ? '' : writeQuery(op.id, query, op.queryParams, op.paramStyles, styles?.query);
  let headers = styles?.headers(op.id, op.paramStyles, params.query);
  const security = secure?.parts(op, client.api, client.options, client.transport.tokens !== NO_TOKEN);
  if (security !== undefined && secure !== undefined) {
    if (security.query.length > 0) search += `${search === '' ? '?' : '&'}${security.query.join('&')}`;
    headers = secure.withHeaders(headers, security);
  }
  facts.path = resolved;
  return {
    operationId: op.id,
    method: op.method,
    url: `${client.root}${resolved}${search}`,
    signal: scope.deadline.signal,
    timeoutMs: callOptions.timeoutMs ?? client.timeoutMs,
    ...(headers === undefined ? {} : { headers }),
    ...(security !== undefined && !security.token ? { withoutToken: true } : {}),
  };
}

/** The `ApiError` of an error answer; a 409 of retry class `requestId` is a `DuplicateRequestError`. */
export function errorFor(
  client: ClientState,
  op: OperationDescriptor,
  result: AttemptResponse,
  requestId: string | undefined,
): ApiError {
  const { response } = result;
  const body = result.error === '' ? undefined : result.error;
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  const errorCodes = op.errorCodes ?? client.api.errorCodes;
  const init = {
    operationId: op.id,
    api: client.api.name,
    status: response.status,
    body,
    headers: response.headers,
    ...(errorCodes ? { errorCodes } : {}),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
  if (response.status === 409 && op.retry === 'requestId') return new DuplicateRequestError(init, requestId);
  return createApiError(init);
}

/**
 * What a call throws: an abort of the caller's signal as `AbortError` (the signal's reason as `cause`), the
 * total timeout as `TimeoutError`, a failure of an operation that changes something (any method but GET, and no
 * POST of class `read`) after an attempt that may have been performed as `OutcomeUnknownError`, and every SDK
 * error with the facts of the request (method, path template, resolved path, requestId). Errors of the caller's
 * own code (an upload source that throws) pass unchanged.
 */
export function callFailure(error: unknown, op: OperationDescriptor, facts: RequestFacts, scope: CallScope): unknown {
  let failure = error;
  const { callerSignal, deadline, outcome } = scope;
  if (callerSignal?.aborted && !(error instanceof AbortError)) failure = new AbortError(op.id, callerSignal.reason);
  else if (deadline.expired && !(error instanceof SdkError)) failure = deadline.error;
  // A call that changes something, which the service may have performed: the last error must not read as "not done".
  const settled = !(failure instanceof SdkError) || failure instanceof AbortError || failure.kind === 'outcome-unknown';
  if (changesSomething(op) && outcome.mayHaveActed && !settled) {
    failure = new OutcomeUnknownError(op.id, {
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

/** The check a descriptor names, from the checks its API added; a name the client does not know is a TypeError. */
export function namedCheck<T>(
  op: OperationDescriptor,
  checks: Readonly<Record<string, T>> | undefined,
  name: string | undefined,
): T | undefined {
  if (name === undefined) return undefined;
  const check = checks !== undefined && Object.hasOwn(checks, name) ? checks[name] : undefined;
  if (check === undefined) {
    throw new TypeError(`${op.id}: its descriptor names the check '${name}', which this client's runtime lacks.`);
  }
  return check;
}

/**
 * The call: what it throws made what the caller sees (callFailure), its deadline cleared either way. Not itself
 * async: one promise after the retry loop's, rather than an async function's frame kept for the whole call.
 */
export function callOperation<T>(
  client: ClientState,
  op: CallOperation,
  params: CallParams,
  callOptions: CallOptions<object>,
): Promise<T> {
  const facts = factsOf(op);
  const scope = scopeOf(op, callOptions, client);
  const failed = (error: unknown): Promise<never> => {
    scope.deadline.clear();
    return Promise.reject(callFailure(error, op, facts, scope));
  };
  try {
    return send<T>(client, op, params, callOptions, scope, facts).then((value) => {
      scope.deadline.clear();
      return value;
    }, failed);
  } catch (error) {
    // A call refused before anything was sent (a value its rule refuses, a check its client lacks).
    return failed(error);
  }
}

function send<T>(
  client: ClientState,
  op: CallOperation,
  params: CallParams,
  callOptions: CallOptions<object>,
  scope: CallScope,
  facts: CallFacts,
): Promise<T> {
  const base = baseRequest(client, op, params, callOptions, scope, facts);
  // A raw operation's body is in its raw request, with the headers and media type the caller gives.
  const body = op.raw === true ? params.raw : params.body;
  if (op.kind === 'csv-upload') return upload<T>(client, op, body, callOptions, scope, facts, base);
  // A body with a check (the spec's `x-body-check`) is refused before its first attempt, so before any token.
  const check =
    op.kind === 'json-body' && (callOptions.bodyCheck ?? DEFAULTS.bodyCheck)
      ? namedCheck<BodyCheck>(op, client.checks.body, op.bodyCheck)
      : undefined;
  if (check !== undefined) {
    return runBodyCheck(op.id, check, body, params.path ?? {}).then(() =>
      sendBody<T>(client, op, body, callOptions, scope, facts, base),
    );
  }
  return sendBody<T>(client, op, body, callOptions, scope, facts, base);
}

/** How a call of `op` reads its answer: by the client's `answers` reader, or as JSON in a runtime without one. */
function readOf(client: ClientState, op: OperationDescriptor, options: CallOptions<object>) {
  return (client.writers.answers?.read ?? jsonRead)(op, options);
}

/** A call without a CSV body: its JSON body (if any) made ready once, then its attempts. */
function sendBody<T>(
  client: ClientState,
  op: CallOperation,
  body: unknown,
  callOptions: CallOptions<object>,
  scope: CallScope,
  facts: CallFacts,
  base: BaseRequest,
): Promise<T> {
  let requestId: string | undefined;
  let json: RequestInit['body'] | undefined;
  let headers = NO_HEADERS;
  let replayable = always;
  let streamingBody = false;
  // The media type the caller picked among the body's, else the default.
  const media = client.writers.media;
  const sent = (media?.chosen ?? soleMediaType)(op, callOptions.requestMediaType) ?? op;
  if (sent.kind === 'json-body') {
    const written = jsonBody(sent, body);
    requestId = written.requestId;
    json = written.bytes as RequestInit['body'] | undefined;
    if (json !== undefined) headers = written.headers;
  } else if (sent.kind === 'media-body' && media !== undefined) {
    const written = media.body(sent, body);
    ({ body: json, headers, streaming: streamingBody } = written);
    if (!written.replayable) replayable = () => false;
  } else if (op.raw === true && client.writers.raw !== undefined) {
    ({ body: json, headers } = client.writers.raw.body(op.id, body as RawRequest | undefined));
  }
  const read = readOf(client, op, callOptions);
  if (read.accept !== undefined) headers = { ...headers, Accept: read.accept };
  facts.requestId = requestId;
  // Header and cookie parameters beside the body's own headers.
  if (base.headers !== undefined) headers = { ...base.headers, ...headers };
  return attempts<T>(
    client,
    op,
    callOptions,
    scope,
    facts,
    read,
    (progress) =>
      sendAttempt(client.transport, {
        operationId: base.operationId,
        method: base.method,
        url: base.url,
        signal: base.signal,
        timeoutMs: base.timeoutMs,
        progress,
        headers,
        ...(base.withoutToken === true ? { withoutToken: true } : {}),
        parseAs: read.parseAs,
        body: json,
        ...(streamingBody ? { streamingBody } : {}),
      }),
    replayable,
  );
}

/** A CSV upload: its body prepared (and checked, when its API names a check), then its attempts. */
function upload<T>(
  client: ClientState,
  op: CsvUploadOperation & CallOperation,
  body: unknown,
  callOptions: CallOptions<object>,
  scope: CallScope,
  facts: CallFacts,
  base: BaseRequest,
): Promise<T> {
  const check = namedCheck<UploadCheck<never>>(op, client.checks.upload, op.uploadCheck);
  return prepareUpload(client, op, check, body, callOptions, base).then((prepared) =>
    attempts<T>(
      client,
      op,
      callOptions,
      scope,
      facts,
      readOf(client, op, callOptions),
      (progress) => prepared.attempt(progress),
      () => prepared.replayable,
    ),
  );
}

/** The call's attempts through the retry loop: each one's answer checked, its body read as `read` says. */
function attempts<T>(
  client: ClientState,
  op: OperationDescriptor,
  callOptions: CallOptions<object>,
  scope: CallScope,
  facts: CallFacts,
  read: AnswerRead,
  attempt: (progress: AttemptProgress) => Promise<AttemptResponse>,
  replayable = always,
): Promise<T> {
  let status: number | undefined;
  // Each attempt has its own, set before it starts (nothing reads it before then).
  let progress: AttemptProgress;
  const config = loopConfig(
    client,
    op,
    callOptions,
    scope,
    replayable,
    facts,
    () => status,
    () => progress,
  );
  const answer = (result: AttemptResponse): T | Promise<T> => {
    status = result.response.status;
    if (!result.response.ok) throw errorFor(client, op, result, facts.requestId);
    // JSON read as text, as most answers are, parses without another turn of the event loop.
    const decode = client.writers.answers?.decode;
    if (decode === undefined || (read.parseAs === 'text' && read.kind !== 'text'))
      return parseJsonBody(op, result.data) as T;
    return decode(op, read, result.data, result.response.headers.get('Content-Type')) as Promise<T>;
  };
  return runWithRetries<T>(config, () => attempt((progress = newProgress())).then(answer));
}
