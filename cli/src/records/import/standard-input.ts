/**
 * The rows of `import -`: standard input, copied as it comes into a file of a temporary folder, because an import
 * reads its input more than once (the header first, the rows counted for progress, the failed rows written back)
 * and a pipe can be read only once. The copy is NDJSON when its first character that is no space (nor byte order
 * mark) is `{`, which no CSV header of property names begins with; CSV otherwise. Input with nothing but spaces
 * is refused (a pipe that gave nothing is a mistake upstream, not an import of no rows). The folder also takes the
 * journal of a run without `--journal`, and goes with the run.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InterruptedError, UsageError } from '../../exit-codes.js';

export interface StandardInputCopy {
  /** The copy, named `stdin.csv` or `stdin.ndjson` for what it holds. */
  readonly file: string;
  /** The temporary folder of the copy, for a journal that goes with the run. */
  readonly folder: string;
  /** Removes the folder. */
  remove(): Promise<void>;
}

export async function copyStandardInput(stdin: Readable & { readonly isTTY?: boolean }): Promise<StandardInputCopy> {
  if (stdin.isTTY === true)
    throw new UsageError(
      'import -: standard input is a terminal; pipe the rows in (cat rows.csv | platform records ... import -)',
    );
  const folder = await mkdtemp(path.join(tmpdir(), 'platform-import-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const copy = path.join(folder, 'stdin');
  let first: string | undefined;
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  process.once('SIGINT', onSignal);
  try {
    await pipeline(
      stdin,
      async function* (chunks: AsyncIterable<Buffer | string>) {
        for await (const chunk of chunks) {
          first ??= String(chunk).replace(/^[\uFEFF\s]+/, '')[0];
          yield chunk;
        }
      },
      createWriteStream(copy),
      { signal: interrupt.signal },
    );
    if (first === undefined) throw new UsageError('import -: standard input is empty; nothing was sent');
    const file = path.join(folder, first === '{' ? 'stdin.ndjson' : 'stdin.csv');
    await rename(copy, file);
    return { file, folder, remove };
  } catch (error) {
    await remove();
    if (error instanceof UsageError) throw error;
    if (interrupt.signal.aborted)
      throw new InterruptedError('import -: interrupted while reading standard input; nothing was sent');
    throw new UsageError(`import -: cannot read standard input: ${(error as Error).message}`);
  } finally {
    process.removeListener('SIGINT', onSignal);
  }
}
