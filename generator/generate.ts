/**
 * The pipeline: for each package, load -> model -> emit, all in memory. Returns every file generated/ should
 * hold (paths relative to the output root, `/` separated); writing or comparing is the caller's job, so the
 * same run serves `npm run generate` and `--check`.
 */
import { emitChangelog } from './emit/emit-changelog.js';
import { emitCli } from './emit/emit-cli.js';
import { emitClient } from './emit/emit-client.js';
import { emitItemTypes } from './emit/emit-item-types.js';
import { emitOperations } from './emit/emit-operations.js';
import { emitPackageFiles } from './emit/emit-package.js';
import { emitTypes } from './emit/emit-types.js';
import { modelRecords, readRecordsExtras, recordsFiles, type RecordsExtras } from './records/generate-records.js';
import type { RecordsModel } from './records/model-records.js';
import { buildApiModel } from './model/model-api.js';
import type { ApiModel } from './model/model.js';
import { NPM_SCOPE, type PackageSpec } from './packages.js';
import type { NamesFileValue } from './records/records-names.js';
import type { HashedFile } from './load/hash.js';
import { loadSpec } from './load/load-spec.js';
import { formatWarning } from './model/errors.js';
import { createShared, type Shared } from './shared.js';

export { createShared, type Shared };

export interface GenerateResult {
  /** Output path (relative to the output root) -> content. */
  readonly files: ReadonlyMap<string, string>;
  /** Lint warnings of the specs; they do not stop generation. */
  readonly warnings: readonly string[];
  /** Every spec file the run read, with its sha256 as read: for the record of the run. */
  readonly specs: readonly HashedFile[];
}

/**
 * The files of one package, keyed by their path inside the package folder: the spec loaded, its API model built
 * (for a records package, of the rebased document and then transformed: records/generate-records.ts), the files
 * emitted. `texts` gives files by their path from the root in place of those on disk (a snapshot checked before
 * it is written).
 */
export async function generatePackage(
  shared: Shared,
  pkg: PackageSpec,
  texts?: ReadonlyMap<string, string>,
): Promise<{
  files: Map<string, string>;
  /** The spec files the package was made from (templates are read from templates/, an input as a whole). */
  specs: readonly HashedFile[];
  warnings: readonly string[];
  /**
   * Operations the client calls, of those the document has (left out ones have a warning each); `raw` of them are
   * in their raw form (a warning each says why).
   */
  operations?: { readonly generated: number; readonly total: number; readonly raw: number };
  /** For a records package, every name its code gives, in the names file's form (fetch-specs records them). */
  names?: NamesFileValue;
}> {
  if (pkg.records !== undefined) {
    const { model, extras, inputs, warnings } = await recordsModel(shared.root, pkg, texts);
    const { files, names } = await recordsFiles(shared, model, extras);
    return { files, specs: inputs, warnings, names };
  }
  const { model, inputs, warnings } = await apiModel(shared.root, pkg, texts);
  const files = new Map<string, string>();
  files.set('schema.gen.ts', emitTypes(model));
  files.set('client.gen.ts', emitClient(model));
  files.set('operations.gen.ts', emitOperations(model));
  files.set('commands.gen.ts', emitCli(model));
  if (model.itemTypes !== undefined) files.set('item-types.gen.ts', emitItemTypes(model.itemTypes, model.specPath));
  const extra = await emitPackageFiles(model, shared.templates, shared.versions, [
    'index.gen.ts',
    'client.gen.ts',
    'operations.gen.ts',
    'commands.gen.ts',
    'schema.gen.ts',
  ]);
  for (const file of extra.files) files.set(file.path, file.content);
  const changelog =
    pkg.changelog === undefined
      ? undefined
      : await emitChangelog(
          shared.root,
          shared.templates,
          { ...pkg, changelog: pkg.changelog },
          `${NPM_SCOPE}/${pkg.name}`,
        );
  if (changelog !== undefined) files.set('CHANGELOG.md', changelog.text);
  return {
    files,
    specs: [...inputs, ...(changelog === undefined ? [] : [changelog.input])],
    warnings: [...warnings, ...(changelog?.warnings ?? [])],
    operations: {
      generated: model.operations.length,
      total: model.operationTotal,
      raw: model.operations.filter((op) => op.raw !== undefined).length,
    },
  };
}

/**
 * The API model of a package's spec, the files it was read from and its warnings. The loaded spec is let go here,
 * and with it the parse of its text made to locate issues, so the emitters do not hold it.
 */
async function apiModel(
  root: string,
  pkg: PackageSpec,
  texts: ReadonlyMap<string, string> | undefined,
): Promise<{ model: ApiModel; inputs: readonly HashedFile[]; warnings: readonly string[] }> {
  const spec = await loadSpec(root, pkg.spec, texts);
  const model = buildApiModel(spec, pkg);
  return { model, inputs: spec.inputs, warnings: [...spec.warnings, ...model.warnings.map(formatWarning)] };
}

/** The records model of a package's snapshot, as `apiModel` gives the API model of a spec. */
async function recordsModel(
  root: string,
  pkg: PackageSpec,
  texts: ReadonlyMap<string, string> | undefined,
): Promise<{ model: RecordsModel; extras: RecordsExtras; inputs: readonly HashedFile[]; warnings: readonly string[] }> {
  const spec = await loadSpec(root, pkg.spec, texts);
  const extras = await readRecordsExtras(root, pkg, texts);
  const model = modelRecords(spec, extras, pkg);
  return { model, extras, inputs: [...spec.inputs, ...extras.inputs], warnings: [...spec.warnings, ...model.warnings] };
}

/**
 * The records package of a snapshot given as text, in memory: what fetch-specs generates from a snapshot before
 * it writes it, so a snapshot the generator cannot read never replaces the checked-in one. `texts` maps paths
 * from the root (`specs/records/openapi.json`...) to their new contents; the files of the package row not given
 * are read from disk. Throws a `GeneratorError` naming every problem, like `npm run generate`.
 */
export async function generateRecordsFromTexts(
  root: string,
  pkg: PackageSpec,
  texts: ReadonlyMap<string, string>,
): Promise<{ files: ReadonlyMap<string, string>; warnings: readonly string[] }> {
  const { files, warnings } = await generatePackage(await createShared(root), pkg, texts);
  return { files, warnings };
}

export async function generate(root: string, packages: readonly PackageSpec[]): Promise<GenerateResult> {
  const shared = await createShared(root);
  const files = new Map<string, string>();
  const specs: HashedFile[] = [];
  const warnings: string[] = [];
  // Sequential on purpose: output order must not depend on timing.
  for (const pkg of packages) {
    const out = await generatePackage(shared, pkg);
    for (const [file, content] of out.files) files.set(`${pkg.name}/${file}`, content);
    specs.push(...out.specs);
    warnings.push(...out.warnings);
  }
  return { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), warnings, specs };
}
