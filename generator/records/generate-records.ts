/**
 * The records package (`packages.ts` rows with `records`): what generate.ts's one pipeline does besides load ->
 * model -> emit for a records snapshot. The model is the API model of the account's getAllOpenApi document
 * rebased by records-layout.ts, transformed by records-transform.ts with the snapshot's API definitions, names file
 * and the database spec's `x-rate-limit` (`modelRecords`); the files are schema.gen.ts (openapi-typescript, for
 * `raw`), one `definitions/<name>.gen.ts` per API definition, client.gen.ts, index.gen.ts, package.json and
 * README.md (`recordsFiles`). A definition removed from the account leaves no module behind: the output is exactly
 * the set of files returned (`--check` names orphans).
 */
import path from 'node:path';
import { CALL_OPTION_NAMES } from '@platform-sdk/runtime/internal';
import { htmlBanner } from '../emit/banner.js';
import { CLIENT_IMPORTS, emitRecordsClient, recordsExample, type RecordsClientShape } from './emit-records-client.js';
import { DEFINITION_IMPORTS, emitDefinition } from './emit-records-definition.js';
import { renderIndex, renderPackageJson } from '../emit/emit-package.js';
import { emitTypes } from '../emit/emit-types.js';
import { GeneratorError, IssueList } from '../model/errors.js';
import type { Shared } from '../shared.js';
import type { LoadedSpec } from '../load/spec-data.js';
import { loadSpec } from '../load/load-spec.js';
import type { RateLimitModel } from '../model/model.js';
import { toPosix, type HashedFile } from '../load/hash.js';
import { fenceFor, mdCode, mdText } from '../text/markdown.js';
import { checkDocument } from '../model/model-document.js';
import { buildApiModel } from '../model/model-api.js';
import { MODULE_BUILT_INS } from '../model/model-names.js';
import { modelRateLimit } from '../model/model-rate-limit.js';
import { modelItemTypes, type ItemTypesModel } from '../model/model-item-types.js';
import type { RecordsModel } from './model-records.js';
import { transformRecords } from './records-transform.js';
import { readRecordsDefinitions, type RecordsDefinitionsFile } from './model-records-definitions.js';
import { recordsLayout } from './records-layout.js';
import { readRecordsNames, recordedNames, type NamesFileValue, type RecordsNamesFile } from './records-names.js';
import { readRecordsHistory, type RecordsHistory } from './records-history.js';
import { renderChangelog } from '../emit/emit-changelog.js';
import type { OpenApiDocument } from '../model/openapi.js';
import { NPM_SCOPE, packages, type PackageSpec } from '../packages.js';
import { readInputFile } from '../load/read-input.js';
import { RUNTIME_ERROR_CLASSES, RUNTIME_TYPES } from '../model/runtime-exports.js';
import type { Template, TemplateSet } from '../emit/templates.js';

/** What index.gen.ts re-exports from `@platform-sdk/runtime/records` for users of the package. */
export const RECORDS_RUNTIME_EXPORTS = {
  module: '@platform-sdk/runtime/records',
  values: ['RECORD_LIMITS', 'RECORDS_DEFAULTS'],
  types: [
    'BulkOptions',
    'BulkOutcome',
    'BulkProgress',
    'BulkResult',
    'BulkUpdate',
    'DeleteResult',
    'Int64Input',
    'PatchOptions',
    'RecordsPage',
    'SelectValue',
    'WithFields',
  ],
} as const;

/** Names every module of the package uses or re-exports; a definition's generated names may not take them. */
const BUILT_INS: readonly string[] = [
  ...MODULE_BUILT_INS,
  ...CLIENT_IMPORTS,
  ...DEFINITION_IMPORTS.internal,
  ...DEFINITION_IMPORTS.records,
  ...RECORDS_RUNTIME_EXPORTS.values,
  ...RECORDS_RUNTIME_EXPORTS.types,
  ...RUNTIME_ERROR_CLASSES,
  ...RUNTIME_TYPES,
  'NoInfer',
  'Partial',
  'Iterable',
  'AsyncIterable',
];

function clientShape(model: RecordsModel): RecordsClientShape {
  // A records snapshot's operations are always authenticated (the database API's root security), and its tokens
  // come from the `authUrl` the caller gives, as the database client's do.
  return {
    ...model,
    errorCodes: undefined,
    authentication: undefined,
    securityNeeds: { clientCredentials: true, token: true, keys: false, tokenUrl: undefined },
  };
}

async function readme(
  model: RecordsModel,
  shape: RecordsClientShape,
  templates: TemplateSet,
  version: string,
  runtimeRange: string,
): Promise<{ text: string; template: Template }> {
  const template = await templates.get('records-README.md');
  const setup = recordsExample(model, shape);
  const select = model.definitions.flatMap((d) =>
    d.properties.filter((p) => p.options !== undefined && p.options.length > 0),
  );
  const example = select[0];
  const limit = model.rateLimit;
  const text = template.render({
    banner: htmlBanner(
      model.definitionsPath === undefined ? model.specPath : `${model.specPath} and ${model.definitionsPath}`,
    ),
    name: `${NPM_SCOPE}/${shape.pkg.name}`,
    folder: shape.pkg.name,
    version,
    // The runtime's tarball carries the runtime's own version, which the peer range starts from.
    runtimeVersion: runtimeRange.replace(/^[\^~]/, ''),
    specPath: mdCode(model.specPath, 'text'),
    definitionsPath: model.definitionsPath === undefined ? '' : mdCode(model.definitionsPath, 'text'),
    fence: fenceFor(setup),
    setup,
    factory: shape.names.factory,
    optionsType: shape.names.options,
    isErrorGuard: shape.names.isError,
    scopes: model.scopes.map((s) => mdCode(s)).join(' '),
    callOptions: CALL_OPTION_NAMES.map((n) => `\`${n}\``).join(', '),
    rateLimit:
      limit === undefined
        ? 'none'
        : `${limit.perSecond} per second, burst ${limit.burst}, bucket ${mdCode(limit.bucket, 'text')}`,
    optionExample:
      example?.optionsName === undefined || example.options?.[0] === undefined
        ? ''
        : `${example.optionsName}.${example.options[0].key}`,
    variables: model.variables.map((v) => ({
      option: v.optionName,
      required: v.required,
      defaultValue: mdCode(v.default),
      description: mdText(v.description),
    })),
    definitions: model.definitions.map((d) => ({
      namespace: mdCode(d.namespace.map((n) => `db.${n}`)),
      where:
        d.database?.mapping === undefined
          ? mdText(d.description)
          : `database ` +
            `${mdCode(d.database.mapping)}${d.database.type === undefined ? '' : ` (${mdText(d.database.type)})`}`,
      record: d.names.record,
      filter: d.names.filter,
      authenticate:
        d.names.passwordProperty === undefined
          ? 'no'
          : d.properties
              .filter((p) => p.passwordHash)
              .map((p) => mdCode(p.name))
              .join(', '),
    })),
    operations: model.definitions.flatMap((d) =>
      Object.entries(d.operations).flatMap(([kind, op]) =>
        op === undefined
          ? []
          : [
              {
                method: mdCode(d.namespace.map((n) => `db.${n}.${kind}`)),
                http: mdCode(op.path.map((p) => `${op.method.toUpperCase()} ${p}`)),
                id: mdCode(op.id),
                scopes: op.scopes.map((s) => mdCode(s)).join(', '),
              },
            ],
      ),
    ),
  });
  return { text, template };
}

/** What a records package is made of besides its document: definitions, names and the rate limit. */
export interface RecordsExtras {
  readonly definitions: RecordsDefinitionsFile | undefined;
  readonly names: RecordsNamesFile | undefined;
  /** Where the names file is or would be (the hint of a name collision says so). */
  readonly namesPath: string | undefined;
  readonly rateLimit: RateLimitModel | undefined;
  /** The filter operators of the spec the rate limit comes from (`x-filter-operators`). */
  readonly operators: ItemTypesModel['operators'];
  /** The package's version and releases (records-history.ts), when the snapshot has a history file. */
  readonly history?: RecordsHistory | undefined;
  /** The files they were read from, for the record of the run. */
  readonly inputs: readonly HashedFile[];
}

/** The records row of packages.ts: the package a snapshot makes when no other row is given. */
const RECORDS_PACKAGE = packages.find((p) => p.records !== undefined) as PackageSpec;

/**
 * The records model of a loaded document: the API model of the document rebased onto its API root (the document
 * may have any layout the service writes, records-layout.ts), then the records transform. Every problem found is
 * one `GeneratorError` with its locations.
 */
export function modelRecords(
  spec: Pick<LoadedSpec, 'document' | 'specPath' | 'locate'>,
  extras: Omit<RecordsExtras, 'inputs'>,
  pkg: PackageSpec = RECORDS_PACKAGE,
): RecordsModel {
  const issues = new IssueList(spec.specPath, spec.locate);
  checkDocument(spec.document, issues);
  issues.throwIfAny();
  const layout = recordsLayout(spec.document, issues, spec.locate);
  issues.throwIfAny();
  const api = buildApiModel({ specPath: spec.specPath, ...layout }, pkg, { checked: true });
  const rebased = new IssueList(spec.specPath, layout.locate);
  const model = transformRecords(
    api,
    {
      definitions: extras.definitions,
      names: extras.names,
      namesPath: extras.namesPath,
      rateLimit: extras.rateLimit,
      operators: extras.operators,
      builtIns: BUILT_INS,
    },
    rebased,
  );
  rebased.throwIfAny();
  return model;
}

/** The files of a records package row besides its document; `texts` gives files in place of those on disk. */
export async function readRecordsExtras(
  root: string,
  pkg: PackageSpec,
  texts?: ReadonlyMap<string, string>,
): Promise<RecordsExtras> {
  const records = pkg.records;
  if (records === undefined) throw new Error(`${pkg.name} is not a records package`);
  const definitionsInput = await readInputFile(root, records.definitions, true, texts);
  const definitions = definitionsInput === undefined ? undefined : readRecordsDefinitions(definitionsInput);
  const namesInput =
    records.names === undefined
      ? undefined
      : await readInputFile(root, records.names.path, records.names.optional, texts);
  const names = namesInput === undefined ? undefined : readRecordsNames(namesInput);
  const historyInput =
    records.history === undefined ? undefined : await readInputFile(root, records.history, true, texts);
  const history = historyInput === undefined ? undefined : readRecordsHistory(historyInput);
  const limitInput = await readInputFile(root, records.rateLimitFrom, false, texts);
  if (limitInput === undefined)
    throw new GeneratorError([
      { spec: records.rateLimitFrom, rule: 'sdk/spec-missing', message: 'cannot read the file' },
    ]);
  const limitIssues = new IssueList(limitInput.path, limitInput.locate);
  const rateLimit = modelRateLimit((limitInput.value ?? {}) as OpenApiDocument, limitIssues);
  const itemTypes = modelItemTypes((limitInput.value ?? {}) as OpenApiDocument, limitIssues);
  if (itemTypes === undefined && limitIssues.count === 0) {
    limitIssues.add('sdk/item-types', 'the spec has no x-item-types table: records filters cannot be read', []);
  }
  limitIssues.throwIfAny();
  const inputs = [definitionsInput, namesInput, historyInput, limitInput]
    .filter((input) => input !== undefined)
    .map((input) => ({ path: input.path, sha256: input.sha256 }));
  const namesPath =
    records.names === undefined ? undefined : toPosix(path.relative(root, path.resolve(root, records.names.path)));
  const operators = itemTypes?.operators ?? [];
  return { definitions, names, namesPath, rateLimit, operators, history, inputs };
}

/** The records model of a package row, with the files it was read from. */
export async function loadRecordsModel(
  root: string,
  pkg: PackageSpec,
): Promise<{ model: RecordsModel; spec: LoadedSpec; inputs: readonly HashedFile[] }> {
  const spec = await loadSpec(root, pkg.spec);
  const extras = await readRecordsExtras(root, pkg);
  return { model: modelRecords(spec, extras, pkg), spec, inputs: [...spec.inputs, ...extras.inputs] };
}

/** The files of a records package of `model`, and the names its code gives. */
export async function recordsFiles(
  shared: Shared,
  model: RecordsModel,
  extras: Pick<RecordsExtras, 'history' | 'names'> = { names: undefined },
): Promise<{ files: Map<string, string>; names: NamesFileValue }> {
  const { pkg, specPath } = model;
  const { history } = extras;
  // The history file's version once fetch-specs has recorded a release, else the toolkit's.
  const versions = { ...shared.versions, generator: history?.version ?? shared.versions.generator };
  const shape = clientShape(model);

  const files = new Map<string, string>();
  // The rebased document: `raw` calls the same short paths under the same API root whatever the layout.
  files.set('schema.gen.ts', emitTypes({ specPath, document: model.document }));
  for (const d of model.definitions) files.set(`${d.names.module}.ts`, emitDefinition(model, d));
  files.set('client.gen.ts', emitRecordsClient(model, shape));
  const generated = [...files.keys(), 'index.gen.ts'];
  const packageJson = await renderPackageJson(shared.templates, versions, {
    name: pkg.name,
    title: `record operations of ${model.title.text}`,
    specPath,
    files: generated,
  });
  const index = await renderIndex(shared.templates, specPath, {
    modules: model.definitions.map((d) => `./${d.names.module}.js`),
    runtime: [RECORDS_RUNTIME_EXPORTS],
  });
  const readmeFile = await readme(model, shape, shared.templates, versions.generator, versions.runtime);
  files.set('index.gen.ts', index.text);
  files.set('package.json', packageJson.text);
  files.set('README.md', readmeFile.text);
  if (history !== undefined && history.releases.length > 0) {
    const changelog = await renderChangelog(shared.templates, `${NPM_SCOPE}/${pkg.name}`, history, [
      'What changed in each release of this package, written by `npm run fetch-specs` from the change report of each',
      "refresh of the account's snapshot that changed anything. The version follows from the report: major for a",
      'breaking change (code that compiled may no longer compile, a call that worked may fail, or stored data may be',
      'lost), minor for an additive one, patch for a cosmetic one.',
    ]);
    files.set('CHANGELOG.md', changelog.text);
  }

  return {
    files,
    names: recordedNames(model.definitions, extras.names),
  };
}
