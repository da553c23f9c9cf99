/**
 * Every name client.gen.ts declares, claimed in one scope so that two spec names converging on one identifier
 * (`get-delivery` and `getDelivery`), or a spec name hitting a name the generated code itself relies on
 * (`Promise`, `runtime`, `paths`), is reported as `sdk/name-collision` instead of producing shadowing code.
 */
import type { IssueList } from './errors.js';
import type { ApiNames, ErrorCodesModel, OperationModel, SchemaNameModel, ServerVariableModel } from './model.js';
import { isSafeIdentifier, lowerFirst, METHOD_OWN_NAMES, NameCollision, NameScope, pascalCase } from './names.js';
import type { OpenApiDocument } from './openapi.js';
import { RUNTIME_ERROR_CLASSES, RUNTIME_TYPES, UPLOAD_CHECK_NAMES } from './runtime-exports.js';
import { specText } from '../text/spec-text.js';

/** The module constant of client.gen.ts that holds its helpers from the runtime (guards, `raw`, paging). */
export const CLIENT_HELPERS = 'clientHelpers';

/** Names client.gen.ts imports or references from the global scope; spec-derived names may not take them. */
export const MODULE_BUILT_INS: readonly string[] = [
  // imports
  'createApiRuntime',
  'createClientRuntime',
  'createClientHelpers',
  'createPagedClientHelpers',
  'createRecordsClientHelpers',
  'expandServerUrl',
  'ErrorAnswer',
  'ErrorStatus',
  'ErrorStatuses',
  'RawRequest',
  'jsonBody',
  'csvUpload',
  'csvReport',
  'writeQuery',
  'ApiDescriptor',
  'ApiError',
  'CallOptions',
  'CommonClientOptions',
  'CsvReport',
  'OperationDescriptor',
  'RuntimeOptions',
  'CsvUploadBody',
  'Client',
  'components',
  'operations',
  'paths',
  // re-exported by index.gen.ts from the runtime
  ...RUNTIME_ERROR_CLASSES,
  ...RUNTIME_TYPES,
  // imported and re-exported for the upload checks a spec may name
  ...UPLOAD_CHECK_NAMES,
  // globals used in types and values
  'Object',
  'Promise',
  'Omit',
  'Readonly',
  'Record',
  'NonNullable',
  'Exclude',
  'Date',
  'Iterable',
  'AsyncIterable',
  'AsyncGenerator',
  'Array',
  'String',
  'Number',
  'Boolean',
  'BigInt',
  // factory locals, the namespace client.gen.ts imports operations.gen.ts as, the module's runtime helpers
  'options',
  'runtime',
  'runtimeOptions',
  'common',
  'core',
  'generatedOperations',
  CLIENT_HELPERS,
  'ApiRuntime',
];

/** Interface members every client has besides its operations. */
const CLIENT_MEMBERS = ['raw'] as const;

/**
 * Method names that would change how JavaScript treats the client object itself: `then` makes it a thenable,
 * so `await client` (or returning it from an async function) would call the operation and wait for it; the
 * others are called by string conversion, so logging the client would send a request. (`toJSON` cannot
 * occur: camelCase makes an operationId `toJSON` the method `toJson`.)
 */
const OBJECT_PROTOCOL_MEMBERS = ['then', 'toString', 'toLocaleString', 'valueOf'] as const;

export function apiNames(prefix: string, factory: string): ApiNames {
  return {
    factory,
    coreFactory: `create${prefix}Core`,
    core: `${prefix}Core`,
    client: `${prefix}Client`,
    options: `${prefix}ClientOptions`,
    error: `${prefix}ApiError`,
    isError: `is${prefix}ApiError`,
    api: `${lowerFirst(prefix)}Api`,
    errorBodies: `${prefix}ErrorBodies`,
    isErrorOf: `is${prefix}ApiErrorOf`,
    errorStatuses: `${lowerFirst(prefix)}ErrorStatuses`,
  };
}

/** Exported type name of a component schema: its own name when that is a usable identifier, else PascalCase. */
export function schemaTypeName(specName: string): string {
  return isSafeIdentifier(specName) ? specName : pascalCase(specName);
}

/**
 * The exported type names of the component schemas. A name that is no identifier (`201`, `3e-num`, `#/x`) or a
 * reserved word gets the prefix `Schema`; one the module already declares (`Client`, `NotFoundError`, an
 * operation's `ListPetsQuery`, another schema's) the suffix `Schema`, then a number. Stable: the names depend on
 * the document alone, and schemas come in document order.
 */
export function modelSchemaNames(
  doc: OpenApiDocument,
  names: ApiNames,
  operations: readonly OperationModel[],
): SchemaNameModel[] {
  const taken = new Set<string>([
    ...MODULE_BUILT_INS,
    ...Object.values(names),
    ...operations.flatMap((op) => Object.values(op.names).filter((n): n is string => n !== undefined)),
  ]);
  const out: SchemaNameModel[] = [];
  for (const [specName, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const own = schemaTypeName(specName);
    const base = isSafeIdentifier(own) && /^[A-Za-z_$]/.test(own) ? own : `Schema${pascalCase(specName)}`;
    let typeName = taken.has(base) ? `${base}Schema` : base;
    for (let n = 2; taken.has(typeName); n++) typeName = `${base}Schema${n}`;
    taken.add(typeName);
    out.push({ specName: specText(specName), typeName, description: specText(schema.description) });
  }
  return out;
}

interface NamesInput {
  readonly names: ApiNames;
  readonly variables: readonly ServerVariableModel[];
  readonly schemas: readonly SchemaNameModel[];
  readonly errorCodes: ErrorCodesModel | undefined;
  readonly operations: readonly OperationModel[];
}

/** Claims every declared name; reports each collision with both origins. */
export function checkNames(input: NamesInput, issues: IssueList): void {
  const module = new NameScope(MODULE_BUILT_INS);
  const claim = (
    scope: NameScope,
    name: string,
    origin: string,
    at: readonly (string | number)[],
    op?: string,
  ): void => {
    try {
      scope.claim(name, origin);
    } catch (error) {
      if (!(error instanceof NameCollision)) throw error;
      issues.add('sdk/name-collision', error.message, at, op);
    }
  };
  const { names } = input;
  if (!isSafeIdentifier(names.factory))
    issues.add('sdk/name', `factory name "${names.factory}" is not a usable identifier`, []);
  for (const [key, name] of Object.entries(names)) claim(module, name, `the generated ${key} name`, []);
  for (const v of input.variables) {
    claim(module, v.optionName, `server variable "${v.name.text}"`, ['servers', 0, 'variables', v.name.text]);
  }
  for (const s of input.schemas)
    claim(module, s.typeName, `components.schemas.${s.specName.text}`, ['components', 'schemas', s.specName.text]);
  if (input.errorCodes !== undefined) {
    const schemaName = input.errorCodes.schemaName.text;
    claim(module, input.errorCodes.constName, `the error-code map of ${schemaName}`, [
      'components',
      'schemas',
      schemaName,
    ]);
  }

  const members = new NameScope(CLIENT_MEMBERS, 'a client member the runtime provides');
  for (const name of OBJECT_PROTOCOL_MEMBERS)
    members.claim(name, 'a member JavaScript itself calls on objects (await, String())');
  const methodValues = new NameScope(
    [...METHOD_OWN_NAMES, ...input.operations.map((o) => o.names.descriptor)],
    'a name the generated method uses',
  );
  for (const op of input.operations) {
    const id = op.id.text;
    const at = ['paths', op.path.text, op.method];
    claim(members, op.methodName, `operationId "${id}"`, [...at, 'operationId'], id);
    if (op.paging) claim(members, op.paging.methodName, `x-paging of operationId "${id}"`, [...at, 'x-paging'], id);
    for (const [kind, name] of Object.entries(op.names)) {
      if (name !== undefined) claim(module, name, `the ${kind} of operationId "${id}"`, at, id);
    }
    const params = methodValues.child();
    for (const p of op.pathParams)
      claim(params, p.argName, `path parameter "${p.name.text}"`, [...at, 'parameters'], id);
    const keys = new NameScope();
    for (const p of op.queryParams)
      claim(keys, p.name.text, `query parameter "${p.name.text}"`, [...at, 'parameters'], id);
    if (op.response.csvColumns !== undefined) {
      const columns = new NameScope();
      for (const c of op.response.csvColumns) claim(columns, c.name.text, `CSV column "${c.name.text}"`, at, id);
    }
  }
}
