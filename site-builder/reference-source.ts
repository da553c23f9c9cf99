/**
 * What the HTTP reference page of a generated package is made of: its title and summary, the document Redoc
 * renders (the reader's copy) and its operations by operationId with their first tag (the routes guides link to).
 * An API package's come from the generator's model, with the error-code tables (reader-spec.ts). A records
 * package's come from the records snapshot as the generator loads and checks it, whatever account it holds: the
 * operations are read from the document's paths, in any layout, and an account without API definitions gets a
 * page that says so.
 */
import { loadRecordsModel } from '../generator/records/generate-records.js';
import { loadSpec } from '../generator/load/load-spec.js';
import { buildApiModel } from '../generator/model/model-api.js';
import type { OpenApiDocument } from '../generator/model/openapi.js';
import type { PackageSpec } from '../generator/packages.js';
import { readableServers, readerDocument } from './reader-spec.js';
import { apiSamples, type OperationSamples, recordsSamples, withSamples } from './code-samples.js';

export interface ReferenceSource {
  readonly pkg: PackageSpec;
  /** The API's title (spec text, not yet escaped). */
  readonly title: string;
  /** `info.summary`, or '' when the spec has none. */
  readonly summary: string;
  /** The document Redoc renders. */
  readonly document: object;
  /** operationId -> its first tag ('default' without one). */
  readonly operations: ReadonlyMap<string, string>;
  /** operationId -> its TypeScript call and curl, for the operations the client has a method of. */
  readonly samples: ReadonlyMap<string, OperationSamples>;
}

/** The sentence a records reference adds to its description when the account has no API definitions. */
export function noDefinitionsNote(pkg: PackageSpec): string {
  const records = pkg.records === undefined ? '' : ` and \`${pkg.records.definitions}\``;
  return (
    `**This account has no API definitions**: its snapshot (\`${pkg.spec}\`${records}) holds no record ` +
    'operations, and the client of the package has only `raw`. Define some, then run `npm run fetch-specs` and ' +
    '`npm run generate`.'
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The reference of a records package from its (checked) document and how many API definitions it has. */
export function recordsSource(
  pkg: PackageSpec,
  source: OpenApiDocument,
  definitions: number,
  samples: ReadonlyMap<string, OperationSamples> = new Map(),
): ReferenceSource {
  const document = structuredClone(source) as OpenApiDocument & { info: { description?: string } };
  const operations = new Map<string, string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, { operationId?: string; tags?: string[] } | undefined>)[method];
      if (operation?.operationId !== undefined) operations.set(operation.operationId, operation.tags?.[0] ?? 'default');
    }
  }
  withSamples(document, samples);
  readableServers(document);
  if (definitions === 0) {
    const before = document.info.description?.trimEnd() ?? '';
    document.info.description = `${before === '' ? '' : `${before}\n\n`}${noDefinitionsNote(pkg)}`;
  }
  return {
    pkg,
    title: document.info.title,
    summary: typeof document.info.summary === 'string' ? document.info.summary : '',
    document,
    operations,
    samples,
  };
}

/** The reference of one package of the package list. */
export async function referenceSource(root: string, pkg: PackageSpec): Promise<ReferenceSource> {
  if (pkg.records !== undefined) {
    const { model, spec } = await loadRecordsModel(root, pkg);
    return recordsSource(pkg, spec.document, model.definitions.length, recordsSamples(model));
  }
  const model = buildApiModel(await loadSpec(root, pkg.spec), pkg);
  const document = readerDocument(model);
  const samples = apiSamples(model);
  withSamples(document, samples);
  readableServers(document);
  return {
    pkg,
    title: model.title.text,
    summary: model.document.info.summary ?? '',
    document,
    operations: new Map(model.operations.map((op) => [op.id.text, op.tags[0]?.text ?? 'default'])),
    samples,
  };
}
