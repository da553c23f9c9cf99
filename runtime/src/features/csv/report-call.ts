/**
 * Reading a CSV report for `ApiRuntime.report`: the attempts of `rows()` and of `for await`, each verified
 * against the answer's Content-MD5 (retried on a mismatch before the first row; `verify: 'first'` spools the body
 * and verifies it whole first).
 */
import { attemptFailure, type AttemptRequest, type AttemptResponse } from '../../call/attempt.js';
import type { CallScope } from '../../call/call.js';
import { runWithRetries, type RetryLoopConfig } from '../../call/retry-loop.js';
import { RequestValidationError } from '../../errors/call-errors.js';
import { ContentDigestError } from '../../errors/report-errors.js';
import { raceSignal } from '../../util/abort.js';
import { permitted } from '../../util/permissions.js';
import { readVerifiedRows, streamSpooledRows, streamVerifiedRows, type OpenedReport } from './report.js';
import { spoolVerified } from './spool.js';

/** One report of one call, as the client's runtime hands it over. */
export interface ReportCall {
  readonly operationId: string;
  /** The row keys, in column order. */
  readonly columns: readonly string[];
  /** The call's `verify` option, checked here. */
  readonly verify: unknown;
  /** A new scope (signal, total timeout, outcome) for one read. */
  scope(): CallScope;
  /** The request of every attempt (without its headers) and the retry loop's config, path and query checked. */
  prepare(scope: CallScope): {
    readonly request: Omit<AttemptRequest, 'headers' | 'parseAs'>;
    readonly config: RetryLoopConfig;
  };
  /** One attempt: sent, its status recorded, an error answer thrown as its `ApiError`. */
  send(request: AttemptRequest): Promise<AttemptResponse>;
  /** What the call throws for a failure (`OutcomeUnknownError`, the request's facts). */
  failure(error: unknown, scope: CallScope): unknown;
}

const CSV_ACCEPT: Readonly<Record<string, string>> = Object.freeze({ Accept: 'application/octet-stream' });

/** The request and config of a read; a bad `verify` fails the call like any other failure. */
function prepared(call: ReportCall, scope: CallScope): { request: AttemptRequest; config: RetryLoopConfig } {
  const { verify } = call;
  if (verify !== undefined && verify !== 'stream' && verify !== 'first') {
    throw new RequestValidationError(
      call.operationId,
      'the verify option',
      `must be 'stream' or 'first' (got ${JSON.stringify(verify)})`,
    );
  }
  const { request, config } = call.prepare(scope);
  return { request: { ...request, headers: CSV_ACCEPT, parseAs: 'stream' }, config };
}

/** An answer without a body (openapi-fetch's rule, which `raw` keeps): 204, or a Content-Length of 0 that is not chunked. */
function emptyAnswer(response: Response): boolean {
  return (
    response.status === 204 ||
    (response.headers.get('Content-Length') === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))
  );
}

async function open(call: ReportCall, request: AttemptRequest): Promise<OpenedReport> {
  const result = await call.send(request);
  const expectedMd5 = result.response.headers.get('Content-MD5')?.trim();
  const data = (result.data as ReadableStream<Uint8Array> | null | undefined) ?? null;
  const empty = emptyAnswer(result.response);
  if (empty) await data?.cancel().catch(() => undefined);
  const stream = empty ? null : data;
  if (!expectedMd5) {
    result.clock.clear();
    await stream?.cancel().catch(() => undefined);
    throw new ContentDigestError(call.operationId, { actual: '', bytes: 0 });
  }
  return {
    operationId: call.operationId,
    columns: call.columns,
    body: stream,
    expectedMd5,
    clock: result.clock,
    signal: result.signal,
    race: (promise) => raceSignal(promise, result.signal),
    readFailure: (error) => attemptFailure(error, request, result.clock),
  };
}

/** `rows()`: every row, once the whole body is in and verified. */
export async function reportRows<Row>(call: ReportCall): Promise<Row[]> {
  const scope = call.scope();
  try {
    const { request, config } = prepared(call, scope);
    return await runWithRetries(config, async () => readVerifiedRows<Row>(await open(call, request)));
  } catch (error) {
    throw call.failure(error, scope);
  } finally {
    scope.deadline.clear();
  }
}

/** `for await`: rows as they arrive, or with `verify: 'first'` once the spooled body is verified. */
export async function* reportStream<Row>(call: ReportCall): AsyncGenerator<Row, void, undefined> {
  const scope = call.scope();
  try {
    const { request, config } = prepared(call, scope);
    if (call.verify === 'first') {
      // The whole body is downloaded and verified (a mismatch retried) before the first row exists.
      let opened: OpenedReport | undefined;
      const spooled = await runWithRetries(config, async () =>
        spoolVerified((opened = await open(call, request)), 'auto', permitted),
      );
      scope.deadline.clear();
      try {
        yield* streamSpooledRows<Row>(opened as OpenedReport, spooled.chunks());
      } finally {
        await spooled.dispose();
      }
      return;
    }
    // Status-level failures are retried before the first row; after that a failure ends the iteration.
    const opened = await runWithRetries(config, () => open(call, request));
    scope.deadline.clear();
    yield* streamVerifiedRows<Row>(opened);
  } catch (error) {
    throw call.failure(error, scope);
  } finally {
    scope.deadline.clear();
  }
}
