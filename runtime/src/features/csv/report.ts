/**
 * Reading a CSV report body (`response: 'csv'`): Content-MD5 verification and RFC 4180 parsing
 * onto the operation's columns. `readVerifiedRows` verifies the whole body before returning any row;
 * `streamVerifiedRows` yields rows as they are parsed and fails at the end if the digest does not match;
 * `streamSpooledRows` yields the rows of a body verified first (`spool.ts`, `verify: 'first'`).
 */
import { ContentDigestError, CsvFormatError } from '../../errors/report-errors.js';
import type { AttemptClock } from '../../call/attempt.js';
import { createMd5 } from './md5.js';
import { CsvParser, CsvRowMapper, CsvSyntaxError, type CsvRecord } from './parse.js';

export interface OpenedReport {
  readonly operationId: string;
  readonly columns: readonly string[];
  /** The body, or null for an empty one. */
  readonly body: ReadableStream<Uint8Array> | null;
  /** The Content-MD5 header (its absence is refused before the body is read). */
  readonly expectedMd5: string;
  /** The attempt's clock: runs around each read, so it times out a stalled body, not a slow consumer. */
  readonly clock: AttemptClock;
  /** The attempt's signal (caller abort or timeout); reads race against it. */
  readonly signal: AbortSignal;
  /** Races a read against `signal` (util/abort.ts's `raceSignal`, handed over by the runtime: see report-call.ts). */
  readonly race: <T>(promise: Promise<T>) => Promise<T>;
  /** Maps a failure while reading the body (abort, timeout, connection loss) onto the caller's error. */
  readonly readFailure: (error: unknown) => unknown;
}

/** The body's chunks, each read under the attempt's idle timeout; stopping early releases the connection. */
export async function* chunksOf(report: OpenedReport): AsyncGenerator<Uint8Array> {
  if (!report.body) return;
  const reader = report.body.getReader();
  let finished = false;
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      // The clock runs only while waiting for the server, not while the consumer handles rows.
      report.clock.start();
      try {
        result = await report.race(reader.read());
      } catch (error) {
        throw report.readFailure(error);
      } finally {
        report.clock.clear();
      }
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
    }
  } finally {
    report.clock.clear();
    // The consumer stopped early (break, error): release the connection.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function mapRecords<Row>(report: OpenedReport, mapper: CsvRowMapper<Row>, produce: () => CsvRecord[]): Row[] {
  try {
    return mapper.map(produce());
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new CsvFormatError(report.operationId, error.line, error.message.replace(/^line \d+: /, ''));
    }
    throw error;
  }
}

function checkDigest(report: OpenedReport, actual: string, bytes: number): void {
  if (actual !== report.expectedMd5) {
    throw new ContentDigestError(report.operationId, { expected: report.expectedMd5, actual, bytes });
  }
}

/** Downloads the whole body, verifies it, then parses it. A mismatch throws a (retryable) ContentDigestError. */
export async function readVerifiedRows<Row>(report: OpenedReport): Promise<Row[]> {
  const hasher = await createMd5();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of chunksOf(report)) {
    hasher.update(chunk);
    chunks.push(chunk);
    bytes += chunk.byteLength;
  }
  checkDigest(report, hasher.digestBase64(), bytes);
  const decoder = new TextDecoder('utf-8');
  const parser = new CsvParser();
  const mapper = new CsvRowMapper<Row>(report.columns);
  const rows: Row[] = [];
  for (const chunk of chunks) {
    rows.push(...mapRecords(report, mapper, () => parser.push(decoder.decode(chunk, { stream: true }))));
  }
  rows.push(...mapRecords(report, mapper, () => [...parser.push(decoder.decode()), ...parser.end()]));
  return rows;
}

/**
 * Streams rows with constant memory: MD5 is computed over the bytes as they pass. The digest is checked when
 * the body ends, before the last partial record is parsed, so a truncated body fails as a digest mismatch.
 */
export async function* streamVerifiedRows<Row>(report: OpenedReport): AsyncGenerator<Row, void, undefined> {
  const hasher = await createMd5();
  const decoder = new TextDecoder('utf-8');
  const parser = new CsvParser();
  const mapper = new CsvRowMapper<Row>(report.columns);
  let bytes = 0;
  for await (const chunk of chunksOf(report)) {
    hasher.update(chunk);
    bytes += chunk.byteLength;
    for (const piece of piecesOf(chunk)) {
      yield* untilAborted(
        report,
        mapRecords(report, mapper, () => parser.push(decoder.decode(piece, { stream: true }))),
      );
    }
  }
  checkDigest(report, hasher.digestBase64(), bytes);
  yield* untilAborted(
    report,
    mapRecords(report, mapper, () => [...parser.push(decoder.decode()), ...parser.end()]),
  );
}

/** Bytes parsed at a time while streaming. */
const PIECE = 16 * 1024;

/**
 * A chunk in pieces of at most 16 KiB: the rows of a small piece are handed out and dropped before the next
 * collection, so the heap stays small (a 64 KiB chunk holds about 800 rows of a clicks report at once).
 */
function* piecesOf(chunk: Uint8Array): Generator<Uint8Array> {
  if (chunk.byteLength <= PIECE) {
    yield chunk;
    return;
  }
  for (let at = 0; at < chunk.byteLength; at += PIECE) yield chunk.subarray(at, at + PIECE);
}

/** The rows of one chunk, stopping at the first row after an abort (a chunk can hold thousands of rows). */
function* untilAborted<Row>(report: OpenedReport, rows: readonly Row[]): Generator<Row, void, undefined> {
  for (const row of rows) {
    if (report.signal.aborted) throw report.readFailure(report.signal.reason);
    yield row;
  }
}

/** Streams the rows of a body that was verified before the first row (`spoolVerified`), with constant memory. */
export async function* streamSpooledRows<Row>(
  report: OpenedReport,
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<Row, void, undefined> {
  const decoder = new TextDecoder('utf-8');
  const parser = new CsvParser();
  const mapper = new CsvRowMapper<Row>(report.columns);
  for await (const chunk of body) {
    for (const piece of piecesOf(chunk)) {
      yield* untilAborted(
        report,
        mapRecords(report, mapper, () => parser.push(decoder.decode(piece, { stream: true }))),
      );
    }
  }
  yield* untilAborted(
    report,
    mapRecords(report, mapper, () => [...parser.push(decoder.decode()), ...parser.end()]),
  );
}
