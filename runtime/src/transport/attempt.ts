/**
 * One HTTP attempt, straight through fetch: the access token, the client-side rate limit, the per-attempt
 * timeout, the caller's signal, and mapping of thrown failures onto NetworkError / TimeoutError / the caller's
 * abort reason. Calls do not go through openapi-fetch: it builds a Request (with the signal followed) before
 * fetch builds its own again, and runs middleware, which together cost more than the rest of a call (figure 4
 * of BENCHMARKS.md). The `raw` client keeps openapi-fetch with the same token and rate limit as middleware.
 */
import type { TokenProvider } from '../auth/token-provider.js';
import { NetworkError, SdkError, TimeoutError } from '../errors.js';
import type { Log } from '../log.js';
import type { HttpMethod } from '../operation.js';
import { waitForBucket, type TokenBucket } from '../rate-limit.js';
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

/** Aborts the attempt when no progress is seen for `timeoutMs`; `reset` restarts the clock (streaming bodies). */
export class AttemptTimer {
  readonly signal: AbortSignal;
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
  private readonly timeoutMs: number;
  /** Rejects the pending `race` when the clock runs out. */
  private expire: (() => void) | undefined;

  constructor(timeoutMs: number) {
    this.timeoutMs = timeoutMs;
    this.signal = this.controller.signal;
  }

  /** Starts (or restarts) the clock. A timeout of 0, a negative or a non-finite one means no timeout. */
  start(): void {
    this.running = true;
    this.reset();
  }

  /** Restarts the clock if it is running (progress was made). */
  reset(): void {
    if (!this.running) return;
    this.arm(this.timeoutMs);
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

  private arm(ms: number): void {
    if (this.handle !== undefined) clearTimeout(this.handle);
    this.deadline = undefined;
    if (!(this.timeoutMs > 0 && this.timeoutMs <= MAX_TIMER_MS)) return;
    this.deadline = Date.now() + ms;
    this.handle = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
      this.expire?.();
    }, ms);
  }

  /**
   * Resolves like `promise`, or rejects with the abort reason as soon as the clock runs out (the promise keeps
   * running, and its late failure is handled). What `raceSignal` does for this timer's signal, without an
   * event listener per attempt.
   */
  race<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.expire = () => reject(abortReason(this.signal));
      promise.then(resolve, reject);
    });
  }

  clear(): void {
    this.running = false;
    this.expire = undefined;
    this.pausedLeft = undefined;
    if (this.handle !== undefined) clearTimeout(this.handle);
    this.handle = undefined;
  }
}

export interface AttemptRequest {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The whole URL: server URL, resolved path and query string. */
  readonly url: string;
  readonly body?: BodyInit;
  readonly headers: Readonly<Record<string, string>>;
  readonly parseAs: 'text' | 'stream';
  /** Streamed request bodies need `duplex: 'half'`. */
  readonly streamingBody?: boolean;
  /** The attempt's timer, when the caller needs it before sending (uploads reset it per chunk). */
  readonly timer?: AttemptTimer;
  /** Checked first when the attempt fails: an upload that stopped itself (size limit). */
  readonly bodyError?: () => unknown;
  /** Filled in as the attempt goes: whether it was handed to fetch (and may reach the service). */
  readonly progress?: AttemptProgress;
  readonly signal: AbortSignal | undefined;
  readonly timeoutMs: number;
}

export interface AttemptResponse {
  /** The success body: its text, or the stream for `parseAs: 'stream'`; undefined for an empty answer. */
  readonly data: unknown;
  /** The error body: parsed JSON when it is JSON, else its text; undefined for an empty answer. */
  readonly error: unknown;
  readonly response: Response;
  /** Bearer token the attempt carried (for 401 handling). */
  readonly token: string | undefined;
  /** Stopped once the headers are in; a streamed body's reader runs it around each read. */
  readonly timer: AttemptTimer;
  /** Aborts on the caller's signal or the attempt timeout; body reads race against it. */
  readonly signal: AbortSignal;
}

/** Maps a thrown failure onto the error the caller should see. */
export function attemptFailure(
  error: unknown,
  request: Pick<AttemptRequest, 'operationId' | 'signal' | 'timeoutMs' | 'bodyError'>,
  timer: AttemptTimer,
): unknown {
  if (request.signal?.aborted) return abortReason(request.signal);
  const bodyError = request.bodyError?.();
  if (bodyError !== undefined) return bodyError;
  if (timer.timedOut) return new TimeoutError(request.operationId, request.timeoutMs, 'attempt', timer.waitingFor);
  if (error instanceof SdkError) return error;
  return new NetworkError(request.operationId, error);
}

const UPPER: Readonly<Record<HttpMethod, string>> = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' };

/** An answer without a body (openapi-fetch's rule, which `raw` keeps): 204, or a Content-Length of 0 that is not chunked. */
function emptyAnswer(response: Response): boolean {
  return response.status === 204 || (response.headers.get('Content-Length') === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'));
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
 * (the timeout held meanwhile), then fetch. The bucket is asked once the request can go: a token fetch in
 * between would otherwise hold back the requests admitted before it and send them together with the ones
 * admitted while it ran.
 */
async function exchange(transport: Transport, request: AttemptRequest, timer: AttemptTimer, signal: AbortSignal, sent: { token: string | undefined }): Promise<Omit<AttemptResponse, 'token' | 'timer' | 'signal'>> {
  const { tokens, bucket } = transport;
  timer.waitingFor = 'token';
  timer.start();
  const token = tokens.fixed ?? (await tokens.get(request.operationId, signal));
  if (bucket) {
    timer.pause();
    await waitForBucket(bucket, request.operationId, request.signal, transport.log);
    timer.resume();
  }
  sent.token = token;
  const headers = token === undefined ? request.headers : { ...request.headers, Authorization: `Bearer ${token}` };
  const init: RequestInit & { duplex?: 'half' } = { method: UPPER[request.method], headers, signal };
  if (request.body !== undefined) init.body = request.body;
  if (request.streamingBody) {
    init.duplex = 'half';
    // A body streamed once cannot follow a redirect, and fetch keeps a copy of it (the whole body, in memory)
    // only for that case unless redirects are refused.
    init.redirect = 'error';
  }
  timer.waitingFor = 'answer';
  if (request.progress) request.progress.dispatched = true;
  // The global fetch gets the URL and init: it builds its one Request itself. An injected fetch gets a Request, as
  // it always has (instrumentation and test doubles read `request.url`, `request.headers`).
  const response = transport.fetch === undefined ? await globalThis.fetch(request.url, init) : await transport.fetch(new Request(request.url, init));
  // An expired or revoked token: forget it, so the next attempt (and every other call) asks for a fresh one.
  if (response.status === 401 && token !== undefined) tokens.invalidate(token);
  if (emptyAnswer(response)) return { data: undefined, error: undefined, response };
  if (!response.ok) return { data: undefined, error: await errorBody(response), response };
  return { data: request.parseAs === 'stream' ? response.body : await response.text(), error: undefined, response };
}

export async function sendAttempt(transport: Transport, request: AttemptRequest): Promise<AttemptResponse> {
  const timer = request.timer ?? new AttemptTimer(request.timeoutMs);
  const signal = request.signal === undefined ? timer.signal : anySignal([request.signal, timer.signal]);
  const sent = { token: undefined as string | undefined };
  try {
    // Raced against the signal as well, so an injected fetch that ignores signals still times out.
    const pending = exchange(transport, request, timer, signal, sent);
    const result = await (request.signal === undefined ? timer.race(pending) : raceSignal(pending, signal));
    timer.clear();
    return { data: result.data, error: result.error, response: result.response, token: sent.token, timer, signal };
  } catch (error) {
    timer.clear();
    throw attemptFailure(error, request, timer);
  }
}
