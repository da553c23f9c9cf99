/**
 * The model of the records package: one `DefinitionModel` per API definition of the account's getAllOpenApi
 * document (specs/database.yaml, tag `openApi`, "The document"), enriched by the definitions of
 * `apidefinitions.json` when the snapshot has them (specs/README.md, "The records snapshot").
 *
 * The document is the source of truth and is read by its structure, not by its names: a definition is the first
 * segment of its record paths, its operations are known by path and method (`POST /{name}/records` creates,
 * `GET /{name}/records/{id}` reads...), and its schemas are found through their `$ref`s (the create body is the
 * record, the query body's `filter` and `order` the filter and sort keys, authenticate's `propertyName` enum the
 * passwordHash properties). Every `{property}_{operator}` member of the filter is one allowed operator of one
 * property. Anything the records client could not express is an issue with its location, not a guess.
 */
import type { IssueList } from '../model/errors.js';
import type { OperationModel, RateLimitModel, ServerVariableModel } from '../model/model.js';
import type { RetryClass } from '../../runtime/src/operation.js';
import { modelOperations, sortedScopes } from '../model/model-operations.js';
import { modelServer } from '../model/model-server.js';
import { NameCollision, NameScope, pascalCase } from '../model/names.js';
import { deref, schemaRefName, type OpenApiDocument, type SchemaObject } from '../model/openapi.js';
import { optionKeys } from './records-select.js';
import { specText, type SpecText } from '../text/spec-text.js';
import type { RecordsDefinitionsFile } from './model-records-definitions.js';

/** The filter operators of the service (specs/database.yaml, "Filters"). */
export const FILTER_OPERATORS: readonly string[] = [
  'eq',
  'notEq',
  'isNull',
  'isNotNull',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'notIn',
  'contains',
  'notContains',
  'startsWith',
  'notStartsWith',
  'endsWith',
  'notEndsWith',
  'containsEvery',
  'containsSome',
];

/** A schema as the records documents write them (OpenAPI 3.0: `nullable`, `readOnly`, `writeOnly`). */
export type RecordSchema = SchemaObject & {
  readonly nullable?: boolean;
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly maxItems?: number;
};

export interface SelectOptionModel {
  readonly value: number;
  readonly label: SpecText;
  readonly hasExtraText: boolean;
  /** Key of the option in the generated constant (records-select.ts). */
  readonly key: string;
}

export interface PropertyModel {
  readonly name: SpecText;
  readonly schema: RecordSchema;
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
  /** `integer` with `format: int64`: a platform or history id. */
  readonly int64: boolean;
  /** An array of `{value, extraText}` select values. */
  readonly select: boolean;
  /** `x-platform-type` from the snapshot's definitions. */
  readonly itemType: SpecText | undefined;
  /** `x-platform-mapping`: the database item it is bound to. */
  readonly mapping: SpecText | undefined;
  /** Select options with labels, when the definitions give them. */
  readonly options: readonly SelectOptionModel[] | undefined;
  /** Exported constant and value type of the options (`MemberRankOption`), when there are options. */
  readonly optionsName: string | undefined;
  /** Allowed filter operators with the schema of their operand, in document order. */
  readonly filter: readonly { readonly operator: string; readonly key: SpecText; readonly operand: RecordSchema }[];
  readonly passwordHash: boolean;
}

export interface DefinitionNames {
  /** Module file below the package, without extension (`definitions/member.gen`). */
  readonly module: string;
  readonly record: string;
  readonly create: string;
  readonly patch: string;
  readonly field: string;
  readonly filter: string;
  readonly orderKey: string;
  readonly order: string;
  readonly query: string;
  readonly countQuery: string;
  readonly queryResult: string;
  readonly passwordProperty: string | undefined;
  readonly authenticateBody: string | undefined;
  readonly authenticateResult: string | undefined;
  /** The namespace interface (`MemberRecords`). */
  readonly namespace: string;
  /** The `RecordsDefinition` constant (`memberDefinition`). */
  readonly definition: string;
}

export interface DefinitionModel {
  /** The definition's name: the first segment of its paths, the client namespace. */
  readonly name: SpecText;
  /** The tag's description, when the document has the definition's tag. */
  readonly description: SpecText | undefined;
  /** `spec.resources.main` of the snapshot's definition. */
  readonly database: { readonly mapping: SpecText | undefined; readonly type: SpecText | undefined } | undefined;
  readonly idParameter: SpecText;
  readonly operations: {
    readonly create: OperationModel;
    readonly query: OperationModel;
    readonly count: OperationModel;
    readonly get: OperationModel;
    readonly patch: OperationModel;
    readonly delete: OperationModel;
    readonly authenticate: OperationModel | undefined;
  };
  readonly properties: readonly PropertyModel[];
  /** `<Name>_Order`'s sort keys. */
  readonly order: readonly SpecText[];
  readonly names: DefinitionNames;
}

export interface RecordsModel {
  readonly specPath: string;
  readonly definitionsPath: string | undefined;
  readonly document: OpenApiDocument;
  readonly title: SpecText;
  readonly serverUrl: SpecText;
  readonly variables: readonly ServerVariableModel[];
  readonly scopes: readonly SpecText[];
  readonly rateLimit: RateLimitModel | undefined;
  readonly definitions: readonly DefinitionModel[];
}

type Kind = 'create' | 'query' | 'count' | 'get' | 'patch' | 'delete' | 'authenticate';

/**
 * The runtime's retry class of each record operation: only create may register twice when repeated; query,
 * count and authenticate are POSTs that only read, so their failures never leave an unknown outcome.
 */
const RECORD_RETRY: Readonly<Record<Kind, RetryClass>> = {
  create: 'unsafe',
  query: 'read',
  count: 'read',
  get: 'safe',
  patch: 'safe',
  delete: 'safe',
  authenticate: 'read',
};

/** Which record operation a path and method are, and of which definition. */
function classify(path: string, method: string): { name: string; kind: Kind; id?: string } | undefined {
  const collection = /^\/([^/{}]+)\/(records|query|count)$/.exec(path);
  if (collection !== null && method === 'post') {
    const kinds: Record<string, Kind> = { records: 'create', query: 'query', count: 'count' };
    return { name: collection[1] ?? '', kind: kinds[collection[2] ?? ''] ?? 'create' };
  }
  const item = /^\/([^/{}]+)\/records\/\{([^/{}]+)\}(\/authenticate)?$/.exec(path);
  if (item === null) return undefined;
  const [, name = '', id = '', authenticate] = item;
  if (authenticate !== undefined) return method === 'post' ? { name, kind: 'authenticate', id } : undefined;
  if (method === 'get' || method === 'patch' || method === 'delete') return { name, kind: method, id };
  return undefined;
}

const NAME = /^[a-z][a-zA-Z0-9_]*$/;
/** Client members besides the namespaces, and names JavaScript itself calls on objects (`await db` calls `then`). */
const CLIENT_MEMBERS = ['raw', 'then', ...Object.getOwnPropertyNames(Object.prototype)];

type Content = {
  readonly $ref?: string;
  readonly content?: Readonly<Record<string, { readonly schema?: SchemaObject }>>;
};

/** The JSON body schema of an operation's request body. */
function bodySchema(doc: OpenApiDocument, container: Content | undefined): SchemaObject | undefined {
  const content = container === undefined ? undefined : deref(doc, container).content;
  const media =
    content === undefined
      ? undefined
      : Object.entries(content).find(([type]) => type.toLowerCase().startsWith('application/json'))?.[1];
  return media?.schema;
}

interface Context {
  readonly doc: OpenApiDocument;
  readonly issues: IssueList;
  readonly definitions: RecordsDefinitionsFile | undefined;
  readonly names: NameScope;
  readonly files: NameScope;
}

function claim(ctx: Context, scope: NameScope, name: string, origin: string, at: readonly (string | number)[]): string {
  try {
    return scope.claim(name, origin);
  } catch (error) {
    if (!(error instanceof NameCollision)) throw error;
    ctx.issues.add('sdk/name-collision', error.message, at);
    return name;
  }
}

function schemaAt(
  ctx: Context,
  ref: SchemaObject | undefined,
  what: string,
  at: readonly (string | number)[],
): { schema: RecordSchema; name: string } | undefined {
  const name = schemaRefName(ref);
  if (name === undefined || ref === undefined) {
    ctx.issues.add('sdk/records-schema', `${what} must be a $ref to a component schema`, at);
    return undefined;
  }
  return { schema: deref(ctx.doc, ref) as RecordSchema, name };
}

function isSelect(schema: RecordSchema): boolean {
  const items = schema.items === undefined ? undefined : (schema.items as RecordSchema);
  return schema.type === 'array' && items?.type === 'object' && items.properties?.['value'] !== undefined;
}

/** The definition's filter members, grouped by property; unknown members are issues. */
function filterOf(
  ctx: Context,
  filter: { schema: RecordSchema; name: string } | undefined,
  properties: readonly string[],
): Map<string, { operator: string; key: SpecText; operand: RecordSchema }[]> {
  const out = new Map<string, { operator: string; key: SpecText; operand: RecordSchema }[]>();
  if (filter === undefined) return out;
  const known = new Set(properties);
  for (const [key, operand] of Object.entries(filter.schema.properties ?? {})) {
    if (key === 'AND' || key === 'OR') continue;
    // The longest property the key is `{property}_{operator}` of: each operator is tried as the key's end.
    let property: string | undefined;
    for (const operator of FILTER_OPERATORS) {
      const cut = key.length - operator.length - 1;
      if (cut < 0 || key[cut] !== '_' || !key.endsWith(operator)) continue;
      const p = key.slice(0, cut);
      if (known.has(p) && (property === undefined || p.length > property.length)) property = p;
    }
    if (property === undefined) {
      ctx.issues.add(
        'sdk/records-filter',
        `filter member ${JSON.stringify(key)} is not {property}_{operator} of a property of the record and one of ` +
          `the operators ${FILTER_OPERATORS.join(', ')}`,
        ['components', 'schemas', filter.name, 'properties', key],
      );
      continue;
    }
    const list = out.get(property) ?? [];
    list.push({
      operator: key.slice(property.length + 1),
      key: specText(key),
      operand: deref(ctx.doc, operand) as RecordSchema,
    });
    out.set(property, list);
  }
  return out;
}

function definitionNames(
  ctx: Context,
  name: string,
  hasAuthenticate: boolean,
  at: readonly (string | number)[],
): DefinitionNames {
  const base = pascalCase(name);
  const lower = base.charAt(0).toLowerCase() + base.slice(1);
  const origin = `API definition ${JSON.stringify(name)}`;
  const type = (suffix: string): string => claim(ctx, ctx.names, `${base}${suffix}`, origin, at);
  claim(ctx, ctx.files, name.toLowerCase(), `the module of ${origin}`, at);
  return {
    module: `definitions/${name}.gen`,
    record: type('Record'),
    create: type('Create'),
    patch: type('Patch'),
    field: type('Field'),
    filter: type('Filter'),
    orderKey: type('OrderKey'),
    order: type('Order'),
    query: type('Query'),
    countQuery: type('CountQuery'),
    queryResult: type('QueryResult'),
    passwordProperty: hasAuthenticate ? type('PasswordProperty') : undefined,
    authenticateBody: hasAuthenticate ? type('AuthenticateBody') : undefined,
    authenticateResult: hasAuthenticate ? type('AuthenticateResult') : undefined,
    namespace: type('Records'),
    definition: claim(ctx, ctx.names, `${lower}Definition`, origin, at),
  };
}

function modelDefinition(
  ctx: Context,
  name: string,
  ops: Partial<Record<Kind, OperationModel>>,
  idParameter: string,
  at: readonly (string | number)[],
): DefinitionModel | undefined {
  const { doc, issues } = ctx;
  const required: Kind[] = ['create', 'query', 'count', 'get', 'patch', 'delete'];
  const missing = required.filter((k) => ops[k] === undefined);
  if (missing.length > 0) {
    issues.add(
      'sdk/records-operation',
      `API definition ${JSON.stringify(name)} lacks the record operations ${missing.join(', ')}`,
      at,
    );
    return undefined;
  }
  const {
    create,
    query,
    count,
    get,
    patch,
    delete: del,
  } = ops as Record<Exclude<Kind, 'authenticate'>, OperationModel>;
  const operationAt = (op: OperationModel): (string | number)[] => ['paths', op.path.text, op.method];
  const pathItem = (op: OperationModel): { requestBody?: Content } => {
    const item = deref(doc, (doc.paths?.[op.path.text] ?? {}) as { $ref?: string }) as Readonly<
      Record<string, unknown>
    >;
    return (item[op.method] ?? {}) as { requestBody?: Content };
  };
  const record = schemaAt(
    ctx,
    bodySchema(doc, pathItem(create).requestBody),
    `the request body of ${create.id.text}`,
    operationAt(create),
  );
  const queryRequest = schemaAt(
    ctx,
    bodySchema(doc, pathItem(query).requestBody),
    `the request body of ${query.id.text}`,
    operationAt(query),
  );
  if (record === undefined || queryRequest === undefined) return undefined;
  const queryMembers = queryRequest.schema.properties ?? {};
  const filterRef = queryMembers['filter'];
  const filter =
    filterRef === undefined
      ? undefined
      : schemaAt(ctx, filterRef, `filter of ${queryRequest.name}`, [
          'components',
          'schemas',
          queryRequest.name,
          'properties',
          'filter',
        ]);
  const orderRef = queryMembers['order'];
  const orderSchema = orderRef === undefined ? undefined : (deref(doc, orderRef) as RecordSchema);
  const order = (
    orderSchema?.items === undefined ? [] : ((deref(doc, orderSchema.items).enum ?? []) as unknown[])
  ).filter((k): k is string => typeof k === 'string');

  let passwordHash: string[] = [];
  const authenticate = ops.authenticate;
  if (authenticate !== undefined) {
    const body = schemaAt(
      ctx,
      bodySchema(doc, pathItem(authenticate).requestBody),
      `the request body of ${authenticate.id.text}`,
      operationAt(authenticate),
    );
    const propertyName = body?.schema.properties?.['propertyName'];
    passwordHash = ((propertyName === undefined ? [] : (deref(doc, propertyName).enum ?? [])) as unknown[]).filter(
      (p): p is string => typeof p === 'string',
    );
    if (body !== undefined && passwordHash.length === 0) {
      issues.add('sdk/records-schema', `${body.name}.propertyName must list the passwordHash properties in an enum`, [
        'components',
        'schemas',
        body.name,
      ]);
    }
  }

  const propertyNames = Object.keys(record.schema.properties ?? {});
  const filters = filterOf(ctx, filter, propertyNames);
  const names = definitionNames(ctx, name, authenticate !== undefined, at);
  const known = ctx.definitions?.byName.get(name);
  const properties: PropertyModel[] = [];
  for (const [prop, raw] of Object.entries(record.schema.properties ?? {})) {
    const schema = deref(doc, raw) as RecordSchema;
    const propAt = ['components', 'schemas', record.name, 'properties', prop];
    const facts = known?.properties.get(prop);
    const select = isSelect(schema);
    const options = select && facts?.options !== undefined ? facts.options : undefined;
    const optionsName =
      options === undefined
        ? undefined
        : claim(
            ctx,
            ctx.names,
            `${pascalCase(name)}${pascalCase(prop)}Option`,
            `the options of ${name}.${prop}`,
            propAt,
          );
    properties.push({
      name: specText(prop),
      schema,
      readOnly: schema.readOnly === true,
      writeOnly: schema.writeOnly === true,
      int64: schema.type === 'integer' && schema.format === 'int64',
      select,
      itemType: facts?.itemType,
      mapping: facts?.mapping,
      options: options?.map((o, i) => ({ ...o, key: optionKeys(options)[i] ?? `option${o.value}` })),
      optionsName,
      filter: filters.get(prop) ?? [],
      passwordHash: passwordHash.includes(prop),
    });
  }
  for (const p of passwordHash) {
    if (!propertyNames.includes(p))
      issues.add(
        'sdk/records-schema',
        `authenticate names ${JSON.stringify(p)}, which is no property of the record`,
        operationAt(authenticate as OperationModel),
      );
  }
  const tag = (doc as { tags?: readonly { name?: string; description?: string }[] }).tags?.find((t) => t.name === name);
  return {
    name: specText(name),
    description: specText(tag?.description),
    database: known?.database,
    idParameter: specText(idParameter),
    operations: { create, query, count, get, patch, delete: del, authenticate },
    properties,
    order: order.map((k) => specText(k)),
    names,
  };
}

/**
 * The server variables with the base address first: the variable the URL starts with (`{db_url}/apis/...`). The
 * snapshot's canonical form orders a server's `variables` by name (`accountCode` before `db_url`), so their
 * order says nothing; the base address is the token audience and is checked as an http(s) URL.
 */
function baseAddressFirst(
  url: SpecText | undefined,
  variables: readonly ServerVariableModel[],
  issues: IssueList,
): ServerVariableModel[] {
  const base = variables.find((v) => url?.text.startsWith(`{${v.name.text}}`) === true);
  if (base === undefined) {
    if (url !== undefined)
      issues.add('sdk/server', 'servers[0].url must start with the variable of the base address ({db_url}/apis/...)', [
        'servers',
        0,
        'url',
      ]);
    return [...variables];
  }
  return [{ ...base, required: true }, ...variables.filter((v) => v !== base)];
}

/** Built-in names every module of the package sees: the client's, the schema types', the runtime's re-exports. */
export function buildRecordsModel(
  doc: OpenApiDocument,
  issues: IssueList,
  input: {
    specPath: string;
    definitions: RecordsDefinitionsFile | undefined;
    rateLimit: RateLimitModel | undefined;
    builtIns: readonly string[];
  },
): RecordsModel {
  const server = modelServer(doc, issues);
  const operations = modelOperations(doc, issues);
  const ctx: Context = {
    doc,
    issues,
    definitions: input.definitions,
    names: new NameScope(input.builtIns),
    // Module files, compared in lower case: two names differing in case only would be one file on macOS or Windows.
    files: new NameScope(),
  };
  const members = new NameScope(
    CLIENT_MEMBERS,
    'a member of the client object (raw, or one JavaScript calls on every object)',
  );
  const grouped = new Map<
    string,
    { ops: Partial<Record<Kind, OperationModel>>; id: string | undefined; at: (string | number)[] }
  >();
  for (const op of operations) {
    const at = ['paths', op.path.text, op.method];
    const found = classify(op.path.text, op.method);
    if (found === undefined) {
      issues.add(
        'sdk/records-operation',
        `${op.method.toUpperCase()} ${op.path.text} is not a record operation (create, query, count, get, patch, ` +
          `delete, authenticate)`,
        at,
        op.id.text,
      );
      continue;
    }
    if (!NAME.test(found.name)) {
      issues.add(
        'sdk/records-name',
        `API definition name ${JSON.stringify(found.name)} does not match ${NAME.source}, the service's rule for names`,
        at,
        op.id.text,
      );
      continue;
    }
    const group = grouped.get(found.name) ?? { ops: {}, id: undefined, at };
    group.ops[found.kind] = { ...op, retry: RECORD_RETRY[found.kind] };
    if (found.id !== undefined) {
      if (group.id !== undefined && group.id !== found.id) {
        issues.add(
          'sdk/records-operation',
          `the record paths of ${JSON.stringify(found.name)} name the record id {${group.id}} and {${found.id}}`,
          at,
          op.id.text,
        );
      }
      group.id ??= found.id;
    }
    grouped.set(found.name, group);
  }
  const definitions: DefinitionModel[] = [];
  for (const [name, group] of grouped) {
    claim(ctx, members, name, `API definition ${JSON.stringify(name)} (its client namespace)`, group.at);
    const definition = modelDefinition(ctx, name, group.ops, group.id ?? 'id', group.at);
    if (definition !== undefined) definitions.push(definition);
  }
  return {
    specPath: input.specPath,
    definitionsPath: input.definitions?.path,
    document: doc,
    title: specText(doc.info.title),
    serverUrl: server?.url ?? specText(''),
    variables: baseAddressFirst(server?.url, server?.variables ?? [], issues),
    scopes: sortedScopes(operations.flatMap((o) => o.scopes.map((s) => s.text))),
    rateLimit: input.rateLimit,
    definitions,
  };
}
