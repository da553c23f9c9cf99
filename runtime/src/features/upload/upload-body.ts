/**
 * CSV request bodies (`request: 'csv'`): a string, bytes, a file (`{ file }`, Node only, streamed from disk), an
 * (async) iterable of string/Uint8Array chunks, or `{ records }` (an array, or an (async) iterable streamed row
 * by row, written by `csv/build.ts`). Bodies are sent as a ReadableStream (`duplex: 'half'`), counted for
 * progress, and refused over the size limit: before sending when the size is known, by aborting the stream
 * otherwise. When the operation has an upload check (the spec's `x-upload-check`), every form goes through it:
 * a body that can be read twice before anything is sent, a one-shot stream as it flows (the upload is aborted
 * at the first broken rule, so the service never receives a complete body). The rules are the check's
 * (`upload-check.ts`); this file knows none.
 */
import { buildCsv, csvColumns, CsvColumnError, csvLines, recordValues, type CsvUploadRecord } from '../csv/build.js';
import { PayloadTooLargeError, UploadValidationError } from '../../errors/body-errors.js';
import type { UploadChecker } from './upload-check.js';

export type CsvChunk = string | Uint8Array;

/** The `body` forms a CSV operation accepts. */
export type CsvUploadBody =
  | string
  | Uint8Array
  | { readonly file: string }
  | {
      readonly records: readonly CsvUploadRecord[] | Iterable<CsvUploadRecord> | AsyncIterable<CsvUploadRecord>;
      /** Column order; keys outside it are left out. Default: every key (arrays) or the first record's keys (streams). */
      readonly columns?: readonly string[];
    }
  | Iterable<CsvChunk>
  | AsyncIterable<CsvChunk>;

export interface CsvUpload {
  /** Size in bytes when known before sending. */
  readonly size: number | undefined;
  /** Whether the body can be produced again for another attempt. */
  readonly replayable: boolean;
  /**
   * A fresh stream of the body; a one-shot source can be opened once. `onChunk` sees each chunk sent. When
   * `signal` aborts (the caller's abort, the attempt's timeout) the source is stopped at once: an async generator
   * is returned (its `finally` runs), a file stream closed, progress no longer reported. `progress.bodyComplete`
   * says whether the whole body was handed over.
   */
  open(
    onChunk?: () => void,
    signal?: AbortSignal,
    progress?: { bodyComplete: boolean | undefined },
  ): ReadableStream<Uint8Array>;
  /** The error that stopped the stream (size limit, broken rule, the source's own failure), if any. */
  readonly error: unknown;
}

export interface UploadOptions {
  readonly operationId: string;
  /** Largest body in bytes; Infinity when neither the spec nor the client sets a limit. */
  readonly maxBytes: number;
  readonly onProgress: ((bytes: number) => void) | undefined;
  /** Starts the operation's check of one body, or undefined to send the body unchecked. */
  readonly check: (() => UploadChecker) | undefined;
  /** The call's signal: stops the check before sending (a 300 MB file takes seconds to read). */
  readonly signal?: AbortSignal | undefined;
  /** Awaited once a body that can be read twice is known to be within the limit, before the check reads it. */
  readonly beforeCheck?: (() => Promise<void>) | undefined;
  /** Size of the slices a body is streamed in (`DEFAULTS.uploadChunkBytes`). */
  readonly chunkBytes: number;
}

function* sliceBytes(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let offset = 0; offset < bytes.byteLength; offset += size) {
    yield bytes.subarray(offset, offset + size);
  }
}

interface NodeFileApi {
  stat(path: string): Promise<{ size: number }>;
  open(path: string): AsyncIterable<Uint8Array>;
  /**
   * The file through one buffer, for the check before sending: each chunk is valid until the next is asked
   * for (a check reads and forgets it). A fresh buffer per chunk is garbage the collector frees only after
   * tens of MB have piled up outside the heap: reading a 300 MB list that way raised the resident size by
   * about 37 MiB, through one buffer by almost nothing.
   */
  scan(path: string): AsyncIterable<Uint8Array>;
}

interface NodeFileHandle {
  read(buffer: Uint8Array, offset: number, length: number, position: null): Promise<{ bytesRead: number }>;
  close(): Promise<void>;
}

async function* scanFile(open: () => Promise<NodeFileHandle>, size: number): AsyncGenerator<Uint8Array> {
  const handle = await open();
  try {
    const buffer = new Uint8Array(size);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, size, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

async function loadFileApi(size: number): Promise<NodeFileApi> {
  // Computed specifiers keep browser bundlers away from Node modules; `{ file }` is a Node-only form.
  const fsName = 'node:fs';
  const fsPromisesName = 'node:fs/promises';
  const fs = (await import(/* @vite-ignore */ fsName)) as {
    createReadStream(path: string, options?: { highWaterMark?: number }): AsyncIterable<Uint8Array>;
  };
  const fsp = (await import(/* @vite-ignore */ fsPromisesName)) as {
    stat(path: string): Promise<{ size: number }>;
    open(path: string, flags: 'r'): Promise<NodeFileHandle>;
  };
  return {
    stat: (path) => fsp.stat(path),
    open: (path) => fs.createReadStream(path, { highWaterMark: size }),
    scan: (path) => scanFile(() => fsp.open(path, 'r'), size),
  };
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

/** A streamed record with a key the list has no column for: the check's error for it, else a plain one. */
function sourceError(operationId: string, error: unknown, checker: UploadChecker | undefined): unknown {
  if (!(error instanceof CsvColumnError)) return error;
  return (
    checker?.unknownColumn?.(error.row, error.column, error.message) ??
    new UploadValidationError(operationId, [
      { rule: 'columns', row: error.row, column: error.column, message: error.message },
    ])
  );
}

/** Reads a replayable body once through the check, before anything is sent. */
async function checkBeforeSending(source: ByteSource, options: UploadOptions): Promise<void> {
  if (options.check === undefined) return;
  const checker = options.check();
  let failure: UploadValidationError | undefined;
  for await (const chunk of source()) {
    options.signal?.throwIfAborted();
    failure = checker.push(chunk);
    if (failure) break;
  }
  options.signal?.throwIfAborted();
  failure ??= checker.finish();
  if (failure) throw failure;
}

/** Checks records as rows before their CSV is built, so the CSV need not be parsed again. */
function checkRecords(
  start: () => UploadChecker,
  records: readonly CsvUploadRecord[],
  header: readonly string[],
): void {
  const checker = start();
  if (checker.row(header)) {
    for (const record of records) if (!checker.row(recordValues(record, header))) break;
  }
  const failure = checker.finish();
  if (failure) throw failure;
}

class StreamedUpload implements CsvUpload {
  error: unknown = undefined;
  private opened = false;

  constructor(
    readonly size: number | undefined,
    readonly replayable: boolean,
    private readonly source: ByteSource,
    private readonly options: UploadOptions,
    /** The check made while the body flows (one-shot bodies, which cannot be read before sending), if any. */
    private readonly inlineCheck: (() => UploadChecker) | undefined,
  ) {}

  open(
    onChunk?: () => void,
    signal?: AbortSignal,
    progress?: { bodyComplete: boolean | undefined },
  ): ReadableStream<Uint8Array> {
    if (this.opened && !this.replayable) {
      throw new TypeError(`${this.options.operationId} cannot send a one-shot CSV stream twice.`);
    }
    this.opened = true;
    this.error = undefined;
    if (progress) progress.bodyComplete = false;
    const { maxBytes, onProgress, operationId } = this.options;
    const checker = this.inlineCheck?.();
    let iterator: AsyncIterator<Uint8Array> | Iterator<Uint8Array> | undefined;
    let stopped = false;
    let sent = 0;
    // Ends the source once: a generator's finally runs, a file stream is closed. A generator busy producing a
    // chunk finishes that one first (async generators queue return() behind a pending next()), so at most one
    // more chunk is pulled after the stop.
    const stop = (): void => {
      if (stopped) return;
      stopped = true;
      signal?.removeEventListener('abort', stop);
      Promise.resolve(iterator?.return?.()).catch(() => undefined);
    };
    if (signal?.aborted) stopped = true;
    else signal?.addEventListener('abort', stop, { once: true });
    const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown): void => {
      this.error = error;
      controller.error(error);
      stop();
    };
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        if (stopped) {
          controller.error(signal?.reason);
          return;
        }
        let next: IteratorResult<Uint8Array>;
        try {
          if (!iterator) {
            const source = this.source();
            iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
          }
          next = await iterator.next();
        } catch (error) {
          // The caller's own source failed: that error, not a network error, is what the call throws.
          if (!stopped) fail(controller, sourceError(operationId, error, checker));
          return;
        }
        // Stopped while the chunk was being produced: it goes nowhere, and nothing more is asked for.
        if (stopped) {
          controller.error(signal?.reason);
          return;
        }
        if (next.done) {
          signal?.removeEventListener('abort', stop);
          const failure = checker?.finish();
          if (failure) fail(controller, failure);
          else {
            if (progress) progress.bodyComplete = true;
            controller.close();
          }
          return;
        }
        sent += next.value.byteLength;
        if (sent > maxBytes) {
          fail(controller, new PayloadTooLargeError(operationId, sent, maxBytes, false));
          return;
        }
        const failure = checker?.push(next.value);
        if (failure) {
          fail(controller, failure);
          return;
        }
        controller.enqueue(next.value);
        onChunk?.();
        onProgress?.(sent);
      },
      cancel: () => stop(),
    });
  }
}

/**
 * Prepares a CSV body: checked by the operation's upload check (its UploadValidationError), refused before
 * anything is sent when its known size is over `maxBytes`.
 */
export async function prepareCsvUpload(body: unknown, options: UploadOptions): Promise<CsvUpload> {
  const { operationId, maxBytes } = options;
  /** `scan`: the body for the check alone, when it can be read more cheaply than for sending. */
  const replayable = async (
    size: number | undefined,
    source: ByteSource,
    scan: ByteSource = source,
  ): Promise<CsvUpload> => {
    if (size !== undefined && size > maxBytes) throw new PayloadTooLargeError(operationId, size, maxBytes, true);
    if (options.check !== undefined) await options.beforeCheck?.();
    await checkBeforeSending(scan, options);
    return new StreamedUpload(size, true, source, options, undefined);
  };
  const oneShot = (source: ByteSource): CsvUpload =>
    new StreamedUpload(undefined, false, source, options, options.check);
  const fromBytes = (bytes: Uint8Array): Promise<CsvUpload> =>
    replayable(bytes.byteLength, () => sliceBytes(bytes, options.chunkBytes));

  if (typeof body === 'string') return fromBytes(new TextEncoder().encode(body));
  if (body instanceof Uint8Array) return fromBytes(body);
  if (typeof body === 'object' && body !== null && 'records' in body) {
    const { records, columns } = body as Extract<CsvUploadBody, { records: unknown }>;
    if (Array.isArray(records)) {
      const list = records as readonly CsvUploadRecord[];
      if (options.check) checkRecords(options.check, list, csvColumns(list, columns));
      return prepareCsvUpload(buildCsv(list, columns), { ...options, check: undefined });
    }
    if (isAsyncIterable(records) || isIterable(records)) {
      const lines = records as Iterable<CsvUploadRecord> | AsyncIterable<CsvUploadRecord>;
      return oneShot(() => toBytes(csvLines(lines, columns)));
    }
  }
  if (
    typeof body === 'object' &&
    body !== null &&
    'file' in body &&
    typeof (body as { file: unknown }).file === 'string'
  ) {
    const path = (body as { file: string }).file;
    const fileApi = await loadFileApi(options.chunkBytes);
    const { size } = await fileApi.stat(path);
    return replayable(
      size,
      () => fileApi.open(path),
      () => fileApi.scan(path),
    );
  }
  if (Array.isArray(body)) return replayable(undefined, () => toBytes(body as CsvChunk[]));
  if (isAsyncIterable(body) || isIterable(body)) return oneShot(() => toBytes(body));
  throw new TypeError(
    `${operationId} takes a CSV body as a string, bytes, { file }, { records }, or an (async) iterable of string or Uint8Array chunks.`,
  );
}
