/**
 * Request bodies and other input files: a path, or `-` for stdin. A JSON body that does not parse is a
 * UsageError naming the file and where it broke, before anything is sent.
 */
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { UsageError } from '../exit-codes.js';

export async function readInput(source: string, what: string): Promise<string> {
  if (source === '-') return text(process.stdin);
  try {
    return await readFile(source, 'utf8');
  } catch (error) {
    throw new UsageError(
      `${what}: cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

export async function readJson(source: string, what: string): Promise<unknown> {
  const content = await readInput(source, what);
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new UsageError(`${what}: ${source === '-' ? 'stdin' : source} is not JSON: ${(error as Error).message}`);
  }
}
