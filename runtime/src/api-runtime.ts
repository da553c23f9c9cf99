/**
 * `createApiRuntime`: what every generated client is built on. It wires the openapi-fetch client (with the
 * auth and rate-limit middleware) to the retry loop, typed errors, CSV reports and uploads.
 */
import createClient from 'openapi-fetch';
import { serializePath } from './transport/path.js';
import { createTokenProvider } from './auth/token-provider.js';
import { readVerifiedRows, streamVerifiedRows, type OpenedReport } from './csv/report.js';
import { DEFAULTS } from './defaults.js';
import { createApiError } from './error-factory.js';
import { ContentDigestError, DuplicateRequestError, NetworkError, type ApiError } from './errors.js';
import type {
  ApiDescriptor,
  ApiRuntime,
  CallOptions,
  CallParams,
  CsvReport,
  OperationDescriptor,
  RuntimeOptions,
} from './operation.js';
import { sharedBucket, type SharedRateLimit } from './rate-limit.js';
import { AttemptTimer, attemptFailure, sendAttempt, type AttemptRequest, type AttemptResponse, type UntypedClient } from './transport/attempt.js';
import { createAuthMiddleware } from './transport/middleware.js';
import { normalizePath, normalizeQuery, serializeJson, withRequestId } from './transport/params.js';
import { parseRetryAfter, resolveRetryOptions } from './transport/retry.js';
import { runWithRetries, type RetryLoopConfig } from './transport/retry-loop.js';
import { prepareCsvUpload, type CsvUpload, type UploadOptions } from './upload.js';

/**
 * The client option, else the descriptor's limit (the spec's `x-rate-limit`), else none; `burst` defaults to
 * `perSecond`. The bucket is the descriptor's, else the API's name.
 */
export function resolveRateLimit(api: ApiDescriptor, option: RuntimeOptions['rateLimit']): SharedRateLimit | undefined {
  if (option === false) return undefined;
  const limit = option ?? api.rateLimit;
  if (!limit) return undefined;
  return { perSecond: limit.perSecond, burst: limit.burst ?? limit.perSecond, bucket: api.rateLimit?.bucket ?? api.name };
}

/** The operation's upload check with the call's options, or undefined when the body goes unchecked. */
function uploadCheck(op: OperationDescriptor, callOptions: CallOptions<object>): UploadOptions['check'] {
  const check = op.uploadCheck;
  const option = callOptions.uploadCheck ?? DEFAULTS.uploadCheck;
  if (check === undefined || option === false) return undefined;
  const checkOptions = option === true ? {} : option;
  return () => check.begin(op.id, checkOptions);
}

/** The client's hook, then the call's; undefined when neither is given. */
function bothHooks(client: RetryLoopConfig['onRetry'], call: RetryLoopConfig['onRetry']): RetryLoopConfig['onRetry'] {
  if (!client || !call) return client ?? call;
  return (info) => {
    client(info);
    call(info);
  };
}

/** An empty body is undefined, whatever the content type says. */
function parseJsonBody(op: OperationDescriptor, text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (op.response === 'empty') return undefined;
    // A cut-off JSON body is a transfer failure, retried like other network errors.
    throw new NetworkError(op.id, error);
  }
}

export function createApiRuntime<Paths extends {}>(api: ApiDescriptor, options: RuntimeOptions): ApiRuntime<Paths> {
  const tokens = createTokenProvider(options, options.scopes ?? api.scopes);
  const limit = resolveRateLimit(api, options.rateLimit);
  const bucket = limit ? sharedBucket(tokens.identity, limit) : undefined;
  const raw = createClient<Paths>({
    baseUrl: options.serverUrl,
    pathSerializer: serializePath,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  raw.use(createAuthMiddleware(tokens, bucket));
  const client = raw as unknown as UntypedClient;
  const random = options.random ?? Math.random;

  function loopConfig(op: OperationDescriptor, callOptions: CallOptions<object>, replayable: () => boolean): RetryLoopConfig {
    return {
      operationId: op.id,
      retry: resolveRetryOptions(options.retry, callOptions.retry),
      retryAllowed: op.retry !== 'unsafe' || callOptions.retryUnsafe === true,
      refreshOn401: tokens.refreshable,
      replayable,
      signal: callOptions.signal,
      random,
      onRetry: bothHooks(options.onRetry, callOptions.onRetry),
    };
  }

  function baseRequest(op: OperationDescriptor, params: CallParams, callOptions: CallOptions<object>) {
    const path = normalizePath(params.path);
    const query = normalizeQuery(params.query);
    return {
      operationId: op.id,
      method: op.method,
      path: op.path,
      params: { ...(path ? { path } : {}), ...(query ? { query } : {}) },
      signal: callOptions.signal,
      timeoutMs: callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULTS.timeoutMs,
    };
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
      ...(api.errorCodes ? { errorCodes: api.errorCodes } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
    if (response.status === 409 && op.retry === 'requestId') return new DuplicateRequestError(init, requestId);
    return createApiError(init);
  }

  async function call<T>(op: OperationDescriptor, params: CallParams, callOptions: CallOptions<object> = {}): Promise<T> {
    const base = baseRequest(op, params, callOptions);
    let body = params.body;
    let requestId: string | undefined;
    if (op.retry === 'requestId' && op.request === 'json') ({ body, requestId } = withRequestId(body));
    let upload: CsvUpload | undefined;
    if (op.request === 'csv') {
      upload = await prepareCsvUpload(body, {
        operationId: op.id,
        maxBytes: options.maxUploadBytes ?? op.maxRequestBytes ?? Infinity,
        onProgress: callOptions.onUploadProgress,
        check: uploadCheck(op, callOptions),
        signal: callOptions.signal,
      });
    }
    const replayable = (): boolean => upload?.replayable ?? true;
    return runWithRetries<T>(loopConfig(op, callOptions, replayable), async () => {
      let request: AttemptRequest;
      if (upload) {
        const source = upload;
        // While the body flows the timeout measures idle time, so a large upload is not cut off.
        const timer = new AttemptTimer(base.timeoutMs);
        request = {
          ...base,
          timer,
          body: source.open(() => timer.reset()),
          headers: { 'Content-Type': op.requestMediaType ?? 'text/csv', Accept: 'application/json' },
          parseAs: 'text',
          bodySerializer: (stream) => stream,
          streamingBody: true,
          bodyError: () => source.error,
        };
      } else if (op.request === 'json' && body !== undefined) {
        request = {
          ...base,
          body,
          headers: { 'Content-Type': op.requestMediaType ?? 'application/json', Accept: 'application/json' },
          parseAs: 'text',
          bodySerializer: serializeJson,
        };
      } else {
        request = { ...base, headers: { Accept: 'application/json' }, parseAs: 'text' };
      }
      const result = await sendAttempt(client, request);
      if (!result.response.ok) throw errorFor(op, result, requestId);
      return parseJsonBody(op, result.data) as T;
    });
  }

  function report<Row>(op: OperationDescriptor, params: CallParams, callOptions: CallOptions = {}): CsvReport<Row> {
    const base = baseRequest(op, params, callOptions);
    const config = loopConfig(op, callOptions, () => true);
    const request: AttemptRequest = { ...base, headers: { Accept: 'application/octet-stream' }, parseAs: 'stream' };

    async function open(): Promise<OpenedReport> {
      const result = await sendAttempt(client, request);
      if (!result.response.ok) throw errorFor(op, result, undefined);
      const expectedMd5 = result.response.headers.get('Content-MD5')?.trim();
      const stream = (result.data as ReadableStream<Uint8Array> | null | undefined) ?? null;
      if (!expectedMd5) {
        result.timer.clear();
        await stream?.cancel().catch(() => undefined);
        throw new ContentDigestError(op.id, { actual: '', bytes: 0 });
      }
      return {
        operationId: op.id,
        columns: op.csvColumns ?? [],
        body: stream,
        expectedMd5,
        timer: result.timer,
        signal: result.signal,
        readFailure: (error) => attemptFailure(error, request, result.timer),
      };
    }

    async function* stream(): AsyncGenerator<Row, void, undefined> {
      // Status-level failures are retried before the first row; after that a failure ends the iteration.
      const opened = await runWithRetries(config, open);
      yield* streamVerifiedRows<Row>(opened);
    }

    return {
      rows: () => runWithRetries(config, async () => readVerifiedRows<Row>(await open())),
      [Symbol.asyncIterator]: () => stream(),
    };
  }

  return { raw, call, report };
}
