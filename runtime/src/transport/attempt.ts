/**
 * One HTTP attempt through the openapi-fetch client: the per-attempt timeout (started by the middleware once
 * rate limiting and token fetching are done), the caller's signal, and mapping of thrown failures onto
 * NetworkError / TimeoutError / the caller's abort reason.
 */
import { NetworkError, SdkError, TimeoutError } from '../errors.js';
import type { HttpMethod } from '../operation.js';
import { abortReason, anySignal, raceSignal } from '../util/abort.js';
import { CONTEXT_KEY, type AttemptContext } from './context.js';
import type { AttemptProgress } from './outcome.js';

/** The untyped face of openapi-fetch's `request`, which generic runtime code calls. */
export interface UntypedClient {
  request(
    method: HttpMethod,
    url: string,
    init: Record<string, unknown>,
  ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
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
    clearTimeout(this.handle);
    this.deadline = undefined;
    if (!(this.timeoutMs > 0 && this.timeoutMs <= MAX_TIMER_MS)) return;
    this.deadline = Date.now() + ms;
    this.handle = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, ms);
  }

  clear(): void {
    this.running = false;
    this.pausedLeft = undefined;
    clearTimeout(this.handle);
  }
}

export interface AttemptRequest {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params: { path?: Record<string, string | number>; query?: Record<string, string | number | boolean> };
  readonly body?: unknown;
  readonly headers: Record<string, string>;
  readonly parseAs: 'text' | 'stream';
  readonly bodySerializer?: (body: unknown) => unknown;
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
  readonly data: unknown;
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

export async function sendAttempt(client: UntypedClient, request: AttemptRequest): Promise<AttemptResponse> {
  const timer = request.timer ?? new AttemptTimer(request.timeoutMs);
  const signal = anySignal([request.signal, timer.signal]);
  const context: AttemptContext = {
    operationId: request.operationId,
    signal: request.signal,
    token: undefined,
    startTimer: () => {
      timer.waitingFor = 'token';
      timer.start();
      return signal;
    },
    pauseTimer: () => timer.pause(),
    resumeTimer: () => timer.resume(),
    dispatched: () => {
      timer.waitingFor = 'answer';
      if (request.progress) request.progress.dispatched = true;
    },
  };
  try {
    // Raced against the signal as well, so an injected fetch that ignores signals still times out.
    const pending = client.request(request.method, request.path, {
      params: request.params,
      headers: request.headers,
      parseAs: request.parseAs,
      signal,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.bodySerializer ? { bodySerializer: request.bodySerializer } : {}),
      ...(request.streamingBody ? { duplex: 'half' } : {}),
      [CONTEXT_KEY]: context,
    });
    const result = await raceSignal(pending, signal);
    timer.clear();
    return { data: result.data, error: result.error, response: result.response, token: context.token, timer, signal };
  } catch (error) {
    timer.clear();
    throw attemptFailure(error, request, timer);
  }
}
