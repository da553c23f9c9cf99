/**
 * One HTTP attempt, straight through fetch: the access token, the client-side rate limit, the per-attempt
 * timeout, the caller's signal, and mapping of thrown failures onto NetworkError / TimeoutError / the caller's
 * abort reason. Calls do not go through openapi-fetch: it builds a Request (with the signal followed) before
 * fetch builds its own again, and runs middleware, which together cost more than the rest of a call (figure 4
 * of BENCHMARKS.md). The `raw` client keeps openapi-fetch with the same token and rate limit as middleware.
 */
import type { TokenProvider } from '../auth/token-provider.js';
import { NetworkError, SdkError, TimeoutError } from '../errors/call-errors.js';
import type { Log } from '../features/log.js';
import type { HttpMethod } from '../contract/operation.js';
import { RateLimitStoreFailure, waitForBucket, type Release, type TokenBucket } from '../rate-limit/token-bucket.js';
import { parseRetryAfter } from './retry.js';
import { abortReason, anySignal, raceSignal } from '../util/abort.js';
import type { AttemptProgress } from './outcome.js';

/** What every attempt of a client shares: how to send, the token, the rate limit, the log. */
export interface Transport {
  /** The injected fetch (called with a Request), else undefined (`globalThis.fetch` is read per attempt, so a late polyfill counts). */
  readonly fetch: typeof fetch | undefined;
  readonly tokens: TokenProvider;
  readonly bucket: TokenBucket | undefined;
  readonly log: Log;
}

/** setTimeout's largest delay; a longer timeout is treated as none. */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether a timeout is one: 0, a negative, a non-finite or a too long one means none. */
const timed = (timeoutMs: number): boolean => timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS;

/**
 * The clock of one attempt: aborts its signal when no progress is seen for `timeoutMs`; `reset` restarts it
 * (streaming bodies), `pause` and `resume` stop it while the attempt waits in the client-side rate-limit queue.
 */
export class AttemptClock {
  timedOut = false;
  /** What the attempt was waiting for while the clock ran: an access token, then the answer. */
  waitingFor: 'token' | 'answer' = 'answer';
  private readonly controller = new AbortController();
  private handle: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  /** When the clock runs out (epoch ms), while it runs. */
  private deadline: number | undefined;
  /** Time left when paused. */
  private pausedLeft: number | undefined;

  constructor(private readonly timeoutMs: number) {}

  /** Aborts when the clock runs out. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Starts (or restarts) the clock. A timeout of 0, a negative or a non-finite one means no timeout. */
  start(): void {
    this.running = true;
    this.reset();
  }

  /** Restarts the clock if it is running (progress was made). */
  reset(): void {
    if (this.running) this.arm(this.timeoutMs);
  }

  /** Stops the clock, keeping the time it has run (a wait that is not the attempt's); `resume` goes on from there. */
  pause(): void {
    if (!this.running || this.pausedLeft !== undefined) return;
    clearTimeout(this.handle);
    this.pausedLeft = this.deadline === undefined ? Infinity : Math.max(0, this.deadline - Date.now());
  }

  resume(): void {
    const left = this.pausedLeft;
    if (left === undefined) return;
    this.pausedLeft = undefined;
    if (Number.isFinite(left)) this.arm(left);
  }

  /** Stops the clock for good (the attempt settled); `start` may run it again (a streamed body's reads). */
  clear(): void {
    this.running = false;
    this.pausedLeft = undefined;
    clearTimeout(this.handle);
    this.handle = undefined;
  }

  private arm(ms: number): void {
    clearTimeout(this.handle);
    this.deadline = undefined;
    if (!timed(this.timeoutMs)) return;
    this.deadline = Date.now() + ms;
    this.handle = setTimeout(() => {
      this.timedOut = true;
      // attemptFailure makes it the caller's TimeoutError.
      this.controller.abort(new DOMException('The attempt timed out.', 'TimeoutError'));
    }, ms);
  }
}

/** One attempt's request: what to send, how to read the answer, the clock and signal it follows. */
export interface AttemptRequest {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The whole URL: server URL, resolved path and query string. */
  readonly url: string;
  /** `RequestInit['body']` rather than `BodyInit`, which Node's type definitions lack (no DOM lib). */
  readonly body?: RequestInit['body'] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** How the success body is read, by openapi-fetch's names for it. */
  readonly parseAs: 'text' | 'blob' | 'stream';
  /** The call's security is met without a token (API keys, basic): none is asked for or sent. */
  readonly withoutToken?: boolean;
  /** Streamed request bodies need `duplex: 'half'`. */
  readonly streamingBody?: boolean;
  /** The attempt's clock, when the caller needs it before sending (uploads reset it per chunk). */
  readonly clock?: AttemptClock;
  /** Checked first when the attempt fails: an upload that stopped itself (size limit). */
  readonly bodyError?: () => unknown;
  /** Filled in as the attempt goes: whether it was handed to fetch (and may reach the service). */
  readonly progress?: AttemptProgress;
  readonly signal: AbortSignal | undefined;
  readonly timeoutMs: number;
}

export interface AttemptResponse {
  /** The success body: its text ('' when empty), or the stream for `parseAs: 'stream'`; undefined for a 204. */
  readonly data: unknown;
  /** The error body: parsed JSON when it is JSON, else its text; undefined for an empty answer. */
  readonly error: unknown;
  readonly response: Response;
  /** Stopped once the answer is in; a streamed body's reader runs it around each read. */
  readonly clock: AttemptClock;
  /** Aborts on the caller's signal or the attempt timeout; body reads race against it. */
  readonly signal: AbortSignal;
}

/** Maps a thrown failure onto the error the caller should see. */
export function attemptFailure(
  error: unknown,
  request: Pick<AttemptRequest, 'operationId' | 'signal' | 'timeoutMs' | 'bodyError' | 'url'>,
  clock: AttemptClock,
): unknown {
  if (request.signal?.aborted) return abortReason(request.signal);
  // The caller's rate-limit store failed: its own error, as it threw it.
  if (error instanceof RateLimitStoreFailure) return error.error;
  const bodyError = request.bodyError?.();
  if (bodyError !== undefined) return bodyError;
  if (clock.timedOut) return new TimeoutError(request.operationId, request.timeoutMs, 'attempt', clock.waitingFor);
  if (error instanceof SdkError) return error;
  return new NetworkError(request.operationId, error, undefined, { url: request.url, endpoint: 'api' });
}

/** A success body as `parseAs` says: its stream, its bytes as a Blob, or its text. */
function readBody(response: Response, parseAs: AttemptRequest['parseAs']): Promise<unknown> | unknown {
  if (parseAs === 'stream') return response.body;
  return parseAs === 'blob' ? response.blob() : response.text();
}

/** The error body: JSON when it parses, else the text as it came. */
async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The attempt from the token to the answer: the token (under the attempt's timeout), then the rate-limit token
 * (the clock held meanwhile), then fetch. The bucket is asked once the request can go: a token fetch in
 * between would otherwise hold back the requests admitted before it and send them together with the ones
 * admitted while it ran.
 */
async function exchange(
  transport: Transport,
  request: AttemptRequest,
  clock: AttemptClock,
  signal: AbortSignal,
): Promise<AttemptResponse> {
  // The request's place in the bucket's burst, held from sending until its answer's headers are in.
  let release: Release | undefined;
  try {
    const { tokens, bucket } = transport;
    clock.waitingFor = 'token';
    clock.start();
    const token = request.withoutToken
      ? undefined
      : (tokens.current?.() ?? (await tokens.get(request.operationId, signal)));
    if (bucket) {
      clock.pause();
      release = await waitForBucket(bucket, request.operationId, request.signal, transport.log);
      clock.resume();
    }
    const headers = token === undefined ? request.headers : { ...request.headers, Authorization: `Bearer ${token}` };
    const init: RequestInit & { duplex?: 'half' } = { method: request.method.toUpperCase(), headers, signal };
    if (request.body !== undefined) init.body = request.body;
    if (request.streamingBody) {
      init.duplex = 'half';
      // A body streamed once cannot follow a redirect, and fetch keeps a copy of it (the whole body, in memory)
      // only for that case unless redirects are refused.
      init.redirect = 'error';
    }
    clock.waitingFor = 'answer';
    if (request.progress) request.progress.dispatched = true;
    // The global fetch gets the URL and init: it builds its one Request itself. An injected fetch gets a Request, as
    // it always has (instrumentation and test doubles read `request.url`, `request.headers`).
    const response =
      transport.fetch === undefined
        ? await globalThis.fetch(request.url, init)
        : await transport.fetch(new Request(request.url, init));
    release?.();
    release = undefined;
    // The service's bucket is empty: hold every call of the account until its Retry-After has passed.
    if (response.status === 429) bucket?.refused(parseRetryAfter(response.headers.get('Retry-After')));
    // An expired or revoked token: forget it, so the next attempt (and every other call) asks for a fresh one.
    if (response.status === 401 && token !== undefined) tokens.invalidate(token);
    // A 204 has no body. Any other empty one reads as '', which callers take as no body (a report reader checks
    // the headers itself).
    let data: unknown;
    let error: unknown;
    if (!response.ok) error = await errorBody(response);
    else if (response.status !== 204) data = await readBody(response, request.parseAs);
    return { data, error, response, clock, signal };
  } finally {
    release?.();
  }
}

/**
 * One attempt. It settles at its timeout or the caller's abort even when an injected fetch ignores its signal;
 * its failure is what the caller should see (attemptFailure).
 */
export function sendAttempt(transport: Transport, request: AttemptRequest): Promise<AttemptResponse> {
  const clock = request.clock ?? new AttemptClock(request.timeoutMs);
  const signal = anySignal([request.signal, clock.signal]);
  return raceSignal(exchange(transport, request, clock, signal), signal).then(
    (result) => {
      clock.clear();
      return result;
    },
    (error: unknown) => {
      clock.clear();
      throw attemptFailure(error, request, clock);
    },
  );
}
