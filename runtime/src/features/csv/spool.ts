/**
 * `verify: 'first'` for streamed reports: the body is written to a temporary file as it arrives (constant
 * memory: each chunk is written before the next is read), its Content-MD5 checked over the same bytes, and only a
 * verified body is handed on, to be parsed row by row from the file. Where there is no temporary folder to use the
 * body is kept in memory instead (still verified before any row, no longer constant memory): in a browser, where
 * the folder cannot be made (a read-only file system), and on Deno unless the app may read the variables that name
 * it (`TMPDIR`, `TMP`, `TEMP`) and read and write in it.
 */
import { ContentDigestError } from '../../errors/report-errors.js';
import { createMd5 } from './md5.js';
import { chunksOf, type OpenedReport } from './report.js';
import type { Permitted } from '../../util/permissions.js';

/** A verified report body, readable once or more, until disposed. */
export interface SpooledBody {
  /** Where it is kept: a temporary file (Node, Bun, Deno) or memory. */
  readonly kind: 'file' | 'memory';
  readonly bytes: number;
  /** The body's bytes, in order. */
  chunks(): AsyncIterable<Uint8Array>;
  /** Removes the temporary file (or drops the memory). */
  dispose(): Promise<void>;
}

interface FileSystem {
  mkdtemp(prefix: string): Promise<string>;
  open(
    path: string,
    flags: string,
    mode: number,
  ): Promise<{ write(data: Uint8Array): Promise<unknown>; close(): Promise<void> }>;
  rm(path: string, options: { recursive: boolean; force: boolean }): Promise<void>;
  createReadStream(path: string, options: { highWaterMark: number }): AsyncIterable<Uint8Array>;
  tmpdir(): string;
}

let fileSystem: Promise<FileSystem | undefined> | undefined;

/** Node's file API where there is one; computed specifiers keep browser bundlers away from Node modules. */
function loadFileSystem(): Promise<FileSystem | undefined> {
  const load = async (): Promise<FileSystem | undefined> => {
    const names = ['node:fs/promises', 'node:fs', 'node:os'] as const;
    try {
      const [fsp, fs, os] = (await Promise.all(names.map((name) => import(/* @vite-ignore */ name)))) as [
        Pick<FileSystem, 'mkdtemp' | 'open' | 'rm'>,
        Pick<FileSystem, 'createReadStream'>,
        Pick<FileSystem, 'tmpdir'>,
      ];
      return {
        mkdtemp: fsp.mkdtemp,
        open: fsp.open,
        rm: fsp.rm,
        createReadStream: fs.createReadStream,
        tmpdir: os.tmpdir,
      };
    } catch {
      return undefined;
    }
  };
  fileSystem ??= load();
  return fileSystem;
}

const READ_CHUNK_BYTES = 64 * 1024;

/** The variables Node's `os.tmpdir()` reads (Deno's reads them in this order until one is set). */
const TEMP_VARIABLES = ['TMPDIR', 'TMP', 'TEMP'];

/**
 * A new folder of the report's own in the temporary folder, or undefined where the runtime may not use one (the
 * variables that name it, reading and writing in it: queried, so that Deno never asks) or cannot make one.
 */
async function temporaryFolder(fs: FileSystem, permitted: Permitted): Promise<string | undefined> {
  if (!TEMP_VARIABLES.every((variable) => permitted({ name: 'env', variable }))) return undefined;
  try {
    const tmp = fs.tmpdir().replace(/[\\/]+$/, '');
    if (!permitted({ name: 'write', path: tmp }) || !permitted({ name: 'read', path: tmp })) return undefined;
    return await fs.mkdtemp(`${tmp}/platform-sdk-report-`);
  } catch {
    return undefined;
  }
}

/**
 * Downloads the body to a temporary file (or memory, where there is no temporary folder to use or `where` asks for
 * it), verifying Content-MD5 over it. A mismatch removes what was written and throws the (retryable)
 * `ContentDigestError` before any row exists. `permitted` is the client's permission check (util/permissions.ts);
 * its default grants everything, as every runtime but Deno does.
 */
export async function spoolVerified(
  report: OpenedReport,
  where: 'auto' | 'memory' = 'auto',
  permitted: Permitted = () => true,
): Promise<SpooledBody> {
  const hasher = await createMd5();
  const fs = where === 'memory' ? undefined : await loadFileSystem();
  const dir = fs === undefined ? undefined : await temporaryFolder(fs, permitted);
  let bytes = 0;
  let body: SpooledBody;
  if (fs !== undefined && dir !== undefined) {
    const path = `${dir}/body.csv`;
    const dispose = (): Promise<void> => fs.rm(dir, { recursive: true, force: true });
    try {
      const file = await fs.open(path, 'wx', 0o600);
      try {
        for await (const chunk of chunksOf(report)) {
          hasher.update(chunk);
          bytes += chunk.byteLength;
          await file.write(chunk);
        }
      } finally {
        await file.close();
      }
    } catch (error) {
      await dispose();
      throw error;
    }
    body = {
      kind: 'file',
      bytes,
      chunks: () => fs.createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }),
      dispose,
    };
  } else {
    let kept: Uint8Array[] = [];
    for await (const chunk of chunksOf(report)) {
      hasher.update(chunk);
      bytes += chunk.byteLength;
      kept.push(chunk);
    }
    body = {
      kind: 'memory',
      bytes,
      chunks: async function* () {
        yield* kept;
      },
      dispose: () => {
        kept = [];
        return Promise.resolve();
      },
    };
  }
  const actual = hasher.digestBase64();
  if (actual !== report.expectedMd5) {
    await body.dispose();
    throw new ContentDigestError(report.operationId, { expected: report.expectedMd5, actual, bytes });
  }
  return body;
}
