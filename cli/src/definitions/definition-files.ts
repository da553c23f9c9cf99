/**
 * The definition files of a folder, for `platform definitions plan|apply <dir>`: each `.json`, `.yaml` or `.yml`
 * file holds one putApiDefinition body (`metadata.name`, `spec`), as sandbox/seed/ does. A file that does not
 * parse, or breaks a rule of the client's check of a definition (so nothing is put while one file is wrong), or
 * names a definition another file names too, is a UsageError naming the file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiDefinitionCheck } from '@platform-sdk/runtime/database';
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
  const problems: string[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry);
    let parsed: unknown;
    try {
      const text = await readFile(file, 'utf8');
      parsed = entry.toLowerCase().endsWith('.json') ? JSON.parse(text) : (await import('yaml')).parse(text);
    } catch (error) {
      throw new UsageError(`${file} does not parse: ${(error as Error).message}`);
    }
    const given = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as DefinitionFile['body'];
    const metadata: Record<string, unknown> =
      typeof given.metadata === 'object' && given.metadata !== null ? given.metadata : {};
    // kind and apiVersion may be left out of a file: they have one value each.
    const body: DefinitionFile['body'] = {
      metadata: { kind: 'ApiDefinition', apiVersion: 'database/v1', ...metadata },
      spec: given.spec,
    };
    const name = body.metadata.name;
    // The client's own check of a putApiDefinition body, its name taken as the path's.
    const issues = apiDefinitionCheck.check(body, { name });
    if (issues.length > 0) {
      problems.push(`${file}: ${issues.map((i) => `${i.field} ${i.rule}`).join('; ')}`);
      continue;
    }
    const twice = files.find((f) => f.name === name);
    if (twice !== undefined) throw new UsageError(`${file} and ${twice.file} both define ${name}`);
    files.push({ file, name: name as string, body });
  }
  if (problems.length > 0) {
    throw new UsageError(`definition files that break the rules of a definition:\n${problems.join('\n')}`);
  }
  return files;
}
