/**
 * CSV request bodies (`request: 'csv'`, the send-list upload of mail reference section 6): a string, a file
 * (`{ file }`, Node only, streamed from disk), an (async) iterable of string/Uint8Array chunks, or
 * `{ records }`. Bodies are sent as a ReadableStream (`duplex: 'half'`), counted for progress, and refused over
 * the size limit: before sending when the size is known, by aborting the stream otherwise.
 */
import { buildSendListCsv, type SendListRecord } from './csv/build.js';
import { DEFAULTS } from './defaults.js';
import { PayloadTooLargeError } from './errors.js';
import { assertValidSendList } from './send-list.js';

export type CsvChunk = string | Uint8Array;

/** The `body` forms a CSV operation accepts. */
export type CsvUploadBody =
  | string
  | Uint8Array
  | { readonly file: string }
  | { readonly records: readonly SendListRecord[]; readonly columns?: readonly string[]; readonly addressColumn?: string }
  | Iterable<CsvChunk>
  | AsyncIterable<CsvChunk>;

export interface CsvUpload {
  /** Size in bytes when known before sending. */
  readonly size: number | undefined;
  /** Whether the body can be produced again for another attempt. */
  readonly replayable: boolean;
  /** A fresh stream of the body; a one-shot source can be opened once. `onChunk` sees each chunk sent. */
  open(onChunk?: () => void): ReadableStream<Uint8Array>;
  /** The error that stopped the stream (size limit), if any. */
  readonly error: unknown;
}

export interface UploadOptions {
  readonly operationId: string;
  readonly maxBytes: number;
  readonly onProgress: ((bytes: number) => void) | undefined;
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

class StreamedUpload implements CsvUpload {
  error: unknown = undefined;
  private opened = false;

  constructor(
    readonly size: number | undefined,
    readonly replayable: boolean,
    private readonly source: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    private readonly options: UploadOptions,
  ) {}

  open(onChunk?: () => void): ReadableStream<Uint8Array> {
    if (this.opened && !this.replayable) {
      throw new TypeError(`${this.options.operationId} cannot send a one-shot CSV stream twice.`);
    }
    this.opened = true;
    this.error = undefined;
    const { maxBytes, onProgress, operationId } = this.options;
    let iterator: AsyncIterator<Uint8Array> | Iterator<Uint8Array> | undefined;
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        if (!iterator) {
          const source = this.source();
          iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
        }
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        sent += next.value.byteLength;
        if (sent > maxBytes) {
          this.error = new PayloadTooLargeError(operationId, sent, maxBytes, false);
          controller.error(this.error);
          await iterator.return?.();
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
 * Prepares a CSV body. `{ records }` are first checked against section 6 (SendListValidationError); bodies of
 * known size over `maxBytes` are refused before anything is sent.
 */
export async function prepareCsvUpload(body: unknown, options: UploadOptions): Promise<CsvUpload> {
  const { operationId, maxBytes } = options;
  const fromBytes = (bytes: Uint8Array): CsvUpload => {
    if (bytes.byteLength > maxBytes) throw new PayloadTooLargeError(operationId, bytes.byteLength, maxBytes, true);
    return new StreamedUpload(bytes.byteLength, true, () => sliceBytes(bytes), options);
  };
  // Text, bytes, files and streams go out as given (validateSendList checks them on request); records are
  // built here, so they are checked here.
  if (typeof body === 'string') return fromBytes(new TextEncoder().encode(body));
  if (body instanceof Uint8Array) return fromBytes(body);
  if (typeof body === 'object' && body !== null && 'records' in body) {
    const { records, columns, addressColumn } = body as Extract<CsvUploadBody, { records: unknown }>;
    assertValidSendList(operationId, { records, ...(columns ? { columns } : {}) }, addressColumn === undefined ? {} : { addressColumn });
    return fromBytes(new TextEncoder().encode(buildSendListCsv(records, columns)));
  }
  if (typeof body === 'object' && body !== null && 'file' in body && typeof (body as { file: unknown }).file === 'string') {
    const path = (body as { file: string }).file;
    const fileApi = await loadFileApi();
    const { size } = await fileApi.stat(path);
    if (size > maxBytes) throw new PayloadTooLargeError(operationId, size, maxBytes, true);
    return new StreamedUpload(size, true, () => fileApi.open(path), options);
  }
  if (Array.isArray(body)) return new StreamedUpload(undefined, true, () => toBytes(body as CsvChunk[]), options);
  if (isAsyncIterable(body) || isIterable(body)) {
    return new StreamedUpload(undefined, false, () => toBytes(body), options);
  }
  throw new TypeError(
    `${operationId} takes a CSV body as a string, { file }, { records }, or an (async) iterable of string or Uint8Array chunks.`,
  );
}
