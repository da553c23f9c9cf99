/**
 * The records package of the account: `@platform-sdk/records` (generated from the snapshot fetch-specs wrote),
 * or another generated records package named by `PLATFORM_RECORDS` or a profile's `records` (a folder or a
 * package name). Its commands come from the definitions it exports (`<name>Definition`: the operations, the
 * properties with their filter operators, the sort keys), so a definition added to the account becomes
 * `platform records <definition> ...` after fetch-specs and generate, with no hand-written code.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BulkResult, RecordsDefinition } from '@platform-sdk/runtime/records';
import { ConfigError } from '../exit-codes.js';

/** One definition's namespace of the records client: the methods the commands call. */
export interface RecordsNamespace {
  create(body: unknown, options?: object): Promise<Record<string, unknown>>;
  get(id: string, options?: object): Promise<Record<string, unknown>>;
  patch(id: string, body: unknown, options?: object): Promise<Record<string, unknown>>;
  delete(id: string, options?: object): Promise<unknown>;
  query(
    query?: object,
    options?: object,
  ): Promise<{ metadata: { hasMore: boolean }; items: Record<string, unknown>[] }>;
  count(query?: object, options?: object): Promise<number>;
  queryAll(query?: object, options?: object): AsyncIterable<Record<string, unknown>>;
  bulkCreate(records: Iterable<unknown>, options?: object): Promise<BulkResult<Record<string, unknown>>>;
}

export interface RecordsEntry {
  readonly definition: RecordsDefinition;
  /** Made on first use: it needs the database settings. */
  namespace(): RecordsNamespace;
}

export interface RecordsPackage {
  /** Where it was loaded from, for messages. */
  readonly from: string;
  /** By API definition name, in the package's order. */
  readonly definitions: ReadonlyMap<string, RecordsEntry>;
}

function isDefinition(value: unknown): value is RecordsDefinition {
  const v = value as Partial<RecordsDefinition> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.operations === 'object' &&
    typeof v.properties === 'object' &&
    Array.isArray(v.order)
  );
}

/**
 * The module of a records package: a folder (absolute, or relative to the working folder when it exists there)
 * gives the entry `.` of its package.json (a generated package's `index.gen.ts`, a built one's JavaScript), a
 * package name is imported by name.
 */
function specifierOf(source: string, cwd: string): string {
  const folder = path.resolve(cwd, source);
  const isPath = source.startsWith('.') || path.isAbsolute(source) || existsSync(folder);
  if (!isPath) return source;
  const entry = entryOf(folder);
  if (entry === undefined || !existsSync(entry))
    throw new ConfigError(`PLATFORM_RECORDS: ${folder} holds no generated records package`);
  return pathToFileURL(entry).href;
}

/** The file of a package folder's entry `.`: a string, or the `import` or `default` condition of `exports`. */
function entryOf(folder: string): string | undefined {
  let manifest: { exports?: unknown };
  try {
    manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { exports?: unknown };
  } catch {
    return undefined;
  }
  const exports = manifest.exports as Record<string, unknown> | string | undefined;
  const main = typeof exports === 'string' ? exports : exports?.['.'];
  const file =
    typeof main === 'string'
      ? main
      : ((main as Record<string, unknown> | undefined)?.['import'] ??
        (main as Record<string, unknown> | undefined)?.['default']);
  return typeof file === 'string' ? path.join(folder, file) : undefined;
}

export async function loadRecordsPackage(
  source: string | undefined,
  cwd: string,
  clientOptions: () => object,
): Promise<RecordsPackage> {
  const from = source ?? '@platform-sdk/records';
  let module: Record<string, unknown>;
  try {
    module = (await import(specifierOf(from, cwd))) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `cannot load the records package ${from}: ${(error as Error).message} ` +
        '(run npm run fetch-specs and npm run generate, or set PLATFORM_RECORDS)',
    );
  }
  const factory = Object.entries(module).find(
    ([name, value]) => /^create\w*Client$/.test(name) && typeof value === 'function',
  );
  if (factory === undefined) throw new ConfigError(`the records package ${from} exports no create...Client factory`);
  let client: Record<string, RecordsNamespace> | undefined;
  const definitions = new Map<string, RecordsEntry>();
  for (const [exportName, value] of Object.entries(module)) {
    if (!exportName.endsWith('Definition') || !isDefinition(value)) continue;
    const key = exportName.slice(0, -'Definition'.length);
    definitions.set(value.name, {
      definition: value,
      namespace: () => {
        client ??= (factory[1] as (options: object) => Record<string, RecordsNamespace>)(clientOptions());
        const namespace = client[key];
        if (namespace === undefined) throw new ConfigError(`the records client of ${from} has no namespace ${key}`);
        return namespace;
      },
    });
  }
  return { from, definitions };
}
