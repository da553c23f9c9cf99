/**
 * CSV request bodies (`request: 'csv'`, the send-list upload of mail reference section 6): a string, bytes, a
 * file (`{ file }`, Node only, streamed from disk), an (async) iterable of string/Uint8Array chunks, or
 * `{ records }` (an array, or an (async) iterable streamed row by row). Bodies are sent as a ReadableStream
 * (`duplex: 'half'`), counted for progress, and refused over the size limit: before sending when the size is
 * known, by aborting the stream otherwise. Every form is checked against the six rules of section 6: a body
 * that can be read twice before anything is sent, a one-shot stream as it flows (the upload is aborted at the
 * first broken rule, so the service never receives a complete list).
 */
import { buildSendListCsv, SendListRecordError, sendListCsvLines, type SendListRecord } from './csv/build.js';
import { DEFAULTS } from './defaults.js';
import { PayloadTooLargeError, SendListValidationError } from './errors.js';
import { assertValidSendList, SendListStreamChecker, type SendListValidationOptions } from './send-list.js';
import { throwIfAborted } from './util/abort.js';

export type CsvChunk = string | Uint8Array;

/** The `body` forms a CSV operation accepts. */
export type CsvUploadBody =
  | string
  | Uint8Array
  | { readonly file: string }
  | {
      readonly records: readonly SendListRecord[] | Iterable<SendListRecord> | AsyncIterable<SendListRecord>;
      /** Column order; keys outside it are left out. Default: every key (arrays) or the first record's keys (streams). */
      readonly columns?: readonly string[];
      /** Checked to be a column (rule 2); the same as `csvUpload.addressColumn`. */
      readonly addressColumn?: string;
    }
  | Iterable<CsvChunk>
  | AsyncIterable<CsvChunk>;

export interface CsvUpload {
  /** Size in bytes when known before sending. */
  readonly size: number | undefined;
  /** Whether the body can be produced again for another attempt. */
  readonly replayable: boolean;
  /** A fresh stream of the body; a one-shot source can be opened once. `onChunk` sees each chunk sent. */
  open(onChunk?: () => void): ReadableStream<Uint8Array>;
  /** The error that stopped the stream (size limit, broken rule, the source's own failure), if any. */
  readonly error: unknown;
}

export interface UploadOptions {
  readonly operationId: string;
  readonly maxBytes: number;
  readonly onProgress: ((bytes: number) => void) | undefined;
  /** The section 6 check, or false to send the body unchecked. */
  readonly check: SendListValidationOptions | false;
  /** The call's signal: stops the check before sending (a 300 MB file takes seconds to read). */
  readonly signal?: AbortSignal | undefined;
}

const CHUNK_BYTES = DEFAULTS.uploadChunkBytes;

function* sliceBytes(bytes: Uint8Array): Generator<Uint8Array> {
  for (let offset = 0; offset < bytes.byteLength; offset += CHUNK_BYTES) {
    yield bytes.subarray(offset, offset + CHUNK_BYTES);
  }
}

interface NodeFileApi {
  stat(path: string): Promise<{ size: number }>;
  open(path: string): AsyncIterable<Uint8Array>;
}

async function loadFileApi(): Promise<NodeFileApi> {
  // Computed specifiers keep browser bundlers away from Node modules; `{ file }` is a Node-only form.
  const fsName = 'node:fs';
  const fsPromisesName = 'node:fs/promises';
  const fs = (await import(/* @vite-ignore */ fsName)) as { createReadStream(path: string, options?: { highWaterMark?: number }): AsyncIterable<Uint8Array> };
  const fsp = (await import(/* @vite-ignore */ fsPromisesName)) as { stat(path: string): Promise<{ size: number }> };
  return { stat: (path) => fsp.stat(path), open: (path) => fs.createReadStream(path, { highWaterMark: CHUNK_BYTES }) };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<CsvChunk> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function isIterable(value: unknown): value is Iterable<CsvChunk> {
  return typeof value === 'object' && value !== null && Symbol.iterator in value;
}

async function* toBytes(source: Iterable<CsvChunk> | AsyncIterable<CsvChunk>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for await (const chunk of source) {
    if (typeof chunk === 'string') yield encoder.encode(chunk);
    else if (chunk instanceof Uint8Array) yield chunk;
    else throw new TypeError('CSV body chunks must be strings or Uint8Arrays.');
  }
}

type ByteSource = () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** A streamed record with a key the list has no column for breaks rule 5; say so with row and column. */
function sourceError(operationId: string, error: unknown): unknown {
  if (!(error instanceof SendListRecordError)) return error;
  return new SendListValidationError(operationId, [{ rule: 5, row: error.row, column: error.column, message: error.message }]);
}

/** Reads a replayable body once through the check, before anything is sent. */
async function checkBeforeSending(source: ByteSource, options: UploadOptions): Promise<void> {
  if (options.check === false) return;
  const checker = new SendListStreamChecker(options.check);
  for await (const chunk of source()) {
    throwIfAborted(options.signal);
    checker.push(chunk);
    if (checker.issues.length > 0) break;
  }
  throwIfAborted(options.signal);
  const issues = checker.issues.length > 0 ? checker.issues : checker.finish();
  if (issues.length > 0) throw new SendListValidationError(options.operationId, issues);
}

class StreamedUpload implements CsvUpload {
  error: unknown = undefined;
  private opened = false;

  constructor(
    readonly size: number | undefined,
    readonly replayable: boolean,
    private readonly source: ByteSource,
    private readonly options: UploadOptions,
    /** The check made while the body flows (one-shot bodies, which cannot be read before sending), or false. */
    private readonly inlineCheck: SendListValidationOptions | false,
  ) {}

  open(onChunk?: () => void): ReadableStream<Uint8Array> {
    if (this.opened && !this.replayable) {
      throw new TypeError(`${this.options.operationId} cannot send a one-shot CSV stream twice.`);
    }
    this.opened = true;
    this.error = undefined;
    const { maxBytes, onProgress, operationId } = this.options;
    const checker = this.inlineCheck === false ? undefined : new SendListStreamChecker(this.inlineCheck);
    let iterator: AsyncIterator<Uint8Array> | Iterator<Uint8Array> | undefined;
    let sent = 0;
    const fail = async (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown): Promise<void> => {
      this.error = error;
      controller.error(error);
      await iterator?.return?.();
    };
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        let next: IteratorResult<Uint8Array>;
        try {
          if (!iterator) {
            const source = this.source();
            iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
          }
          next = await iterator.next();
        } catch (error) {
          // The caller's own source failed: that error, not a network error, is what the call throws.
          await fail(controller, sourceError(operationId, error));
          return;
        }
        if (next.done) {
          const issues = checker?.finish() ?? [];
          if (issues.length > 0) await fail(controller, new SendListValidationError(operationId, issues));
          else controller.close();
          return;
        }
        sent += next.value.byteLength;
        if (sent > maxBytes) {
          await fail(controller, new PayloadTooLargeError(operationId, sent, maxBytes, false));
          return;
        }
        checker?.push(next.value);
        if (checker && checker.issues.length > 0) {
          await fail(controller, new SendListValidationError(operationId, checker.issues));
          return;
        }
        controller.enqueue(next.value);
        onChunk?.();
        onProgress?.(sent);
      },
      cancel: async () => {
        await iterator?.return?.();
      },
    });
  }
}

/**
 * Prepares a CSV body: checked against section 6 (SendListValidationError), refused before anything is sent
 * when its known size is over `maxBytes`.
 */
export async function prepareCsvUpload(body: unknown, options: UploadOptions): Promise<CsvUpload> {
  const { operationId, maxBytes } = options;
  const replayable = async (size: number | undefined, source: ByteSource): Promise<CsvUpload> => {
    if (size !== undefined && size > maxBytes) throw new PayloadTooLargeError(operationId, size, maxBytes, true);
    await checkBeforeSending(source, options);
    return new StreamedUpload(size, true, source, options, false);
  };
  const oneShot = (source: ByteSource, check = options.check): CsvUpload => new StreamedUpload(undefined, false, source, options, check);
  const fromBytes = (bytes: Uint8Array): Promise<CsvUpload> => replayable(bytes.byteLength, () => sliceBytes(bytes));

  if (typeof body === 'string') return fromBytes(new TextEncoder().encode(body));
  if (body instanceof Uint8Array) return fromBytes(body);
  if (typeof body === 'object' && body !== null && 'records' in body) {
    const { records, columns, addressColumn } = body as Extract<CsvUploadBody, { records: unknown }>;
    const check = addressColumn === undefined || options.check === false ? options.check : { ...options.check, addressColumn };
    if (Array.isArray(records)) {
      // Checked as records, so the CSV built from them need not be parsed again.
      const list = records as readonly SendListRecord[];
      if (check !== false) assertValidSendList(operationId, { records: list, ...(columns ? { columns } : {}) }, check);
      return prepareCsvUpload(buildSendListCsv(list, columns), { ...options, check: false });
    }
    if (isAsyncIterable(records) || isIterable(records)) {
      const lines = records as Iterable<SendListRecord> | AsyncIterable<SendListRecord>;
      return oneShot(() => toBytes(sendListCsvLines(lines, columns)), check);
    }
  }
  if (typeof body === 'object' && body !== null && 'file' in body && typeof (body as { file: unknown }).file === 'string') {
    const path = (body as { file: string }).file;
    const fileApi = await loadFileApi();
    const { size } = await fileApi.stat(path);
    return replayable(size, () => fileApi.open(path));
  }
  if (Array.isArray(body)) return replayable(undefined, () => toBytes(body as CsvChunk[]));
  if (isAsyncIterable(body) || isIterable(body)) return oneShot(() => toBytes(body));
  throw new TypeError(
    `${operationId} takes a CSV body as a string, bytes, { file }, { records }, or an (async) iterable of string or Uint8Array chunks.`,
  );
}
