/**
 * The definition files of a folder, for `platform definitions plan|apply <dir>`: each `.json`, `.yaml` or `.yml`
 * file holds one putApiDefinition body (`metadata.name`, `spec`), as sandbox/seed/ does. A file that does not
 * parse, or lacks a name, or names a definition another file names too, is a UsageError naming the file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../exit-codes.js';

export interface DefinitionFile {
  readonly file: string;
  readonly name: string;
  /** The body to put: metadata (kind, apiVersion, name) and spec. */
  readonly body: { readonly metadata: Record<string, unknown>; readonly spec: Record<string, unknown> };
}

export async function readDefinitionFiles(dir: string): Promise<DefinitionFile[]> {
  let entries: string[];
  try {
    entries = (await readdir(dir)).filter((f) => /\.(json|ya?ml)$/i.test(f)).sort();
  } catch (error) {
    throw new UsageError(`cannot read the folder ${dir}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (entries.length === 0) throw new UsageError(`${dir} holds no definition files (.json, .yaml)`);
  const files: DefinitionFile[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry);
    let parsed: unknown;
    try {
      const text = await readFile(file, 'utf8');
      parsed = entry.toLowerCase().endsWith('.json') ? JSON.parse(text) : (await import('yaml')).parse(text);
    } catch (error) {
      throw new UsageError(`${file} does not parse: ${(error as Error).message}`);
    }
    const body = parsed as { metadata?: { name?: unknown }; spec?: unknown };
    if (typeof body?.metadata?.name !== 'string' || body.metadata.name === '')
      throw new UsageError(`${file}: metadata.name is required (the API definition's name)`);
    if (typeof body.spec !== 'object' || body.spec === null)
      throw new UsageError(`${file}: spec is required (resources and schema)`);
    const name = body.metadata.name;
    const twice = files.find((f) => f.name === name);
    if (twice !== undefined) throw new UsageError(`${file} and ${twice.file} both define ${name}`);
    files.push({
      file,
      name,
      body: {
        metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', ...(body.metadata as object), name },
        spec: body.spec as Record<string, unknown>,
      },
    });
  }
  return files;
}
