/**
 * The records transform: the API model of a getAllOpenApi document (model/model-api.ts, the document rebased by
 * records-layout.ts) turned into the model of the records package (model-records.ts). It groups the operations
 * by API definition and kind, and adds what the document does not say: the meaning of each property from
 * `apidefinitions.json` (records-property.ts) and the names the code uses from the names file (records-names.ts).
 *
 * Operations are known by path and method (`POST /{name}/records` creates, `GET /{name}/records/{id}` reads...),
 * and a definition's schemas through their `$ref`s (the create body is the record, the query body's `filter` and
 * `order` the filter and sort keys, authenticate's `propertyName` enum the passwordHash properties). Every
 * `{property}_{operator}` member of the filter is one allowed operator of one property. Anything the records
 * client could not express is an issue with its location and what to do, not a guess.
 */
import type { IssueList } from '../model/errors.js';
import type { ApiModel, OperationModel, RateLimitModel, ServerVariableModel } from '../model/model.js';
import type { RetryClass } from '../../runtime/src/contract/operation.js';
import { sortedScopes } from '../model/model-operations.js';
import { NameCollision, NameScope, pascalCase } from '../model/names.js';
import { deref, schemaRefName, type OpenApiDocument, type SchemaObject } from '../model/openapi.js';
import {
  type DefinitionModel,
  type DefinitionNames,
  type PropertyModel,
  type RecordSchema,
  type RecordsModel,
} from './model-records.js';
import { optionConstant, type RecordsNamesFile } from './records-names.js';
import { propertyMeaning } from './records-property.js';
import { optionKeys } from './records-select.js';
import type { ItemTypesModel } from '../model/model-item-types.js';
import { specText, type SpecText } from '../text/spec-text.js';
import type { RecordsDefinitionsFile } from './model-records-definitions.js';

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

/**
 * Client members a definition's namespace may not take: `raw`, and the names JavaScript itself calls on an object
 * (`await db` calls `then`, `${db}` calls `toString`, JSON.stringify `toJSON`) or that set its prototype. Other
 * names every object has (`constructor`, `hasOwnProperty`...) work as namespaces: the client's own property wins.
 */
const CLIENT_MEMBERS = ['raw', 'then', 'toString', 'toLocaleString', 'valueOf', 'toJSON', '__proto__'];

/** The scopes of the service (specs/database.yaml, "Access tokens"): db:record:read opens the operations that read. */
const EXECUTE = 'db:record:execute';
const READ = 'db:record:read';
const READS: ReadonlySet<Kind> = new Set(['query', 'count', 'get', 'authenticate']);

/**
 * The scopes that open an operation: the document's, and for the operations that only read, db:record:read
 * beside db:record:execute. The service's documents name only db:record:execute (root security), yet a key with
 * db:record:read alone may query, count, get and authenticate; the client asks for both and the token endpoint
 * grants what the key has.
 */
function recordScopes(kind: Kind, scopes: readonly SpecText[]): SpecText[] {
  const names = scopes.map((s) => s.text);
  if (!READS.has(kind) || !names.includes(EXECUTE) || names.includes(READ)) return [...scopes];
  return sortedScopes([...names, READ]);
}

/**
 * The record id of a path: a platform or history id, an integer from 1 (specs/database.yaml, tag `openApi`),
 * checked before sending whatever type the document gives the path parameter (the real service's says string,
 * as a path is text), so `'12ab'` or a number that lost digits above 2^53 never goes out.
 */
const RECORD_ID_RULE = { type: 'integer', minimum: 1 } as const;

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
  /** The names file, when the snapshot has one. */
  readonly given: RecordsNamesFile | undefined;
  /** Where a names file is (or would be) read from, for the hints of collisions. */
  readonly namesPath: string | undefined;
  /** The service's filter operators with their operand kinds (`x-filter-operators` of specs/database.yaml). */
  readonly operators: ItemTypesModel['operators'];
}

/** What a collision's message says to do: the entry of the names file that gives the thing another name. */
function namesHint(ctx: Context, entry: object, example: string): string {
  const json = JSON.stringify({ definitions: entry }).replace('"…"', JSON.stringify(example));
  return ctx.namesPath === undefined
    ? `; give it another name with a names file (--names) holding ${json}, a name of your choice in place of ` +
        `"${example}"`
    : `; give it another name in ${ctx.namesPath}: ${json}, a name of your choice in place of "${example}"`;
}

function claim(
  ctx: Context,
  scope: NameScope,
  name: string,
  origin: string,
  at: readonly (string | number)[],
  hint = '',
): string {
  try {
    return scope.claim(name, origin);
  } catch (error) {
    if (!(error instanceof NameCollision)) throw error;
    ctx.issues.add('sdk/name-collision', `${error.message}${hint}`, at);
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

/** The definition's filter members, grouped by property; unknown members are issues. */
function filterOf(
  ctx: Context,
  filter: { schema: RecordSchema; name: string } | undefined,
  properties: readonly string[],
): Map<string, { operator: string; key: SpecText; operand: RecordSchema; list: boolean }[]> {
  const out = new Map<string, { operator: string; key: SpecText; operand: RecordSchema; list: boolean }[]>();
  if (filter === undefined) return out;
  const known = new Set(properties);
  for (const [key, operand] of Object.entries(filter.schema.properties ?? {})) {
    if (key === 'AND' || key === 'OR') continue;
    // The longest property the key is `{property}_{operator}` of: each operator is tried as the key's end.
    let property: string | undefined;
    for (const { name: operator } of ctx.operators) {
      const cut = key.length - operator.length - 1;
      if (cut < 0 || key[cut] !== '_' || !key.endsWith(operator)) continue;
      const p = key.slice(0, cut);
      if (known.has(p) && (property === undefined || p.length > property.length)) property = p;
    }
    if (property === undefined) {
      ctx.issues.add(
        'sdk/records-filter',
        `filter member ${JSON.stringify(key)} is not {property}_{operator} of a property of the record and one of ` +
          `the operators ${ctx.operators.map((o) => o.name).join(', ')}`,
        ['components', 'schemas', filter.name, 'properties', key],
      );
      continue;
    }
    const list = out.get(property) ?? [];
    const operator = key.slice(property.length + 1);
    list.push({
      operator,
      key: specText(key),
      operand: deref(ctx.doc, operand) as RecordSchema,
      list: ctx.operators.find((o) => o.name === operator)?.operand === 'list',
    });
    out.set(property, list);
  }
  return out;
}

/** `order_item` -> `orderItem`: the stem of a definition's names when the names file gives none. */
function lowerStem(name: string): string {
  const base = pascalCase(name);
  return base.charAt(0).toLowerCase() + base.slice(1);
}

/**
 * The names of a definition's declarations, from its code name (`codeName`: the API definition's name, or the
 * names file's). A collision says which entry of the names file would resolve it.
 */
function definitionNames(
  ctx: Context,
  name: string,
  codeName: string,
  hasAuthenticate: boolean,
  at: readonly (string | number)[],
): DefinitionNames {
  const base = pascalCase(codeName);
  const lower = base.charAt(0).toLowerCase() + base.slice(1);
  const origin = `API definition ${JSON.stringify(name)}`;
  const hint = namesHint(ctx, { [name]: { name: '…' } }, `${lowerStem(name)}2`);
  const type = (suffix: string): string => claim(ctx, ctx.names, `${base}${suffix}`, origin, at, hint);
  claim(ctx, ctx.files, codeName.toLowerCase(), `the module of ${origin}`, at, hint);
  return {
    module: `definitions/${codeName}.gen`,
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
    definition: claim(ctx, ctx.names, `${lower}Definition`, origin, at, hint),
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
  const given = ctx.given?.definitions.get(name);
  const codeName = given?.name ?? name;
  const names = definitionNames(ctx, name, codeName, authenticate !== undefined, at);
  const known = ctx.definitions?.byName.get(name);
  const properties: PropertyModel[] = [];
  for (const [prop, raw] of Object.entries(record.schema.properties ?? {})) {
    const schema = deref(doc, raw) as RecordSchema;
    const propAt = ['components', 'schemas', record.name, 'properties', prop];
    const facts = known?.properties.get(prop);
    const meaning = propertyMeaning({
      name: prop,
      schema,
      itemType: facts?.itemType?.text,
      databaseType: known?.database.type?.text,
      idParameter,
    });
    const options = meaning.select !== undefined && facts?.options !== undefined ? facts.options : undefined;
    const propertyGiven = given?.properties.get(prop);
    const optionsName =
      options === undefined
        ? undefined
        : claim(
            ctx,
            ctx.names,
            optionConstant(codeName, propertyGiven?.name ?? prop),
            `the options of ${name}.${prop}`,
            propAt,
            namesHint(ctx, { [name]: { properties: { [prop]: { name: '…' } } } }, `${lowerStem(prop)}2`),
          );
    const keys = options === undefined ? [] : optionKeys(options, propertyGiven?.options);
    properties.push({
      ...meaning,
      // authenticate's propertyName lists the passwordHash properties: never answered, whatever the schema says.
      writeOnly: meaning.writeOnly || passwordHash.includes(prop),
      name: specText(prop),
      schema,
      itemType: facts?.itemType,
      mapping: facts?.mapping,
      options: options?.map((o, i) => ({ ...o, key: keys[i] ?? `option${o.value}` })),
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
    namespace: specText(codeName),
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
  url: SpecText,
  variables: readonly ServerVariableModel[],
  issues: IssueList,
): ServerVariableModel[] {
  const base = variables.find((v) => url.text.startsWith(`{${v.name.text}}`));
  if (base === undefined) {
    issues.add('sdk/server', 'servers[0].url must start with the variable of the base address ({db_url}/apis/...)', [
      'servers',
      0,
      'url',
    ]);
    return [...variables];
  }
  return [{ ...base, required: true }, ...variables.filter((v) => v !== base)];
}

/** The entries of the names file that name no definition or property of the snapshot. */
function unusedNames(given: RecordsNamesFile | undefined, definitions: readonly DefinitionModel[]): string[] {
  if (given === undefined) return [];
  const byName = new Map(definitions.map((d) => [d.name.text, d]));
  const out: string[] = [];
  const warn = (at: readonly string[], what: string) => {
    const where = given.locate(at);
    const position = where === undefined ? '' : `:${where.line}:${where.col}`;
    out.push(`${given.path}${position} [sdk/records-names] warning: ${what}, which the snapshot does not have`);
  };
  for (const [name, entry] of given.definitions) {
    const definition = byName.get(name);
    if (definition === undefined) {
      warn(['definitions', name], `names API definition ${JSON.stringify(name)}`);
      continue;
    }
    for (const property of entry.properties.keys()) {
      if (!definition.properties.some((p) => p.name.text === property))
        warn(['definitions', name, 'properties', property], `names property ${JSON.stringify(`${name}.${property}`)}`);
    }
  }
  return out;
}

/** What the transform adds to the API model: the snapshot's other files and the names the package has already. */
export interface RecordsTransformInput {
  readonly definitions: RecordsDefinitionsFile | undefined;
  readonly names: RecordsNamesFile | undefined;
  /** Where the names file is or would be, for hints; undefined when there is no place for one yet. */
  readonly namesPath: string | undefined;
  /** The database API's rate limit, which the records client shares (the document carries no `x-` extensions). */
  readonly rateLimit: RateLimitModel | undefined;
  /** The service's filter operators (`x-filter-operators` of the database API's spec, like the rate limit). */
  readonly operators: ItemTypesModel['operators'];
  /** Names every module of the package sees: the client's, the schema types', the runtime's re-exports. */
  readonly builtIns: readonly string[];
}

/**
 * The records model of a records document's API model (built from the rebased document: records-layout.ts).
 * Issues go to `issues`, located in the rebased document.
 */
export function transformRecords(api: ApiModel, input: RecordsTransformInput, issues: IssueList): RecordsModel {
  const doc = api.document;
  const ctx: Context = {
    doc,
    issues,
    definitions: input.definitions,
    names: new NameScope(input.builtIns),
    // Module files, compared in lower case: two names differing in case only would be one file on macOS or Windows.
    files: new NameScope(),
    given: input.names,
    namesPath: input.namesPath,
    operators: input.operators,
  };
  const members = new NameScope(CLIENT_MEMBERS, 'a member of the client object (raw, or one JavaScript calls itself)');
  const grouped = new Map<
    string,
    { ops: Partial<Record<Kind, OperationModel>>; id: string | undefined; at: (string | number)[] }
  >();
  for (const op of api.operations) {
    const at = ['paths', op.path.text, op.method];
    const found = classify(op.path.text, op.method);
    if (found === undefined) {
      issues.add(
        'sdk/records-operation',
        `${op.method.toUpperCase()} ${op.path.text} is not a record operation (create, query, count, get, patch, ` +
          `delete, authenticate): the records client knows only these`,
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
    group.ops[found.kind] = {
      ...op,
      retry: RECORD_RETRY[found.kind],
      scopes: recordScopes(found.kind, op.scopes),
      pathParams: op.pathParams.map((p) => (p.name.text === found.id ? { ...p, rule: RECORD_ID_RULE } : p)),
    };
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
    const namespace = input.names?.definitions.get(name)?.name ?? name;
    claim(
      ctx,
      members,
      namespace,
      `API definition ${JSON.stringify(name)} (its client namespace)`,
      group.at,
      namesHint(ctx, { [name]: { name: '…' } }, `${lowerStem(name)}2`),
    );
    const definition = modelDefinition(ctx, name, group.ops, group.id ?? 'id', group.at);
    if (definition !== undefined) definitions.push(definition);
  }
  const recordOperations = definitions.flatMap((d) => Object.values(d.operations).filter((o) => o !== undefined));
  return {
    pkg: api.pkg,
    specPath: api.specPath,
    definitionsPath: input.definitions?.path,
    document: doc,
    title: api.title,
    serverUrl: api.serverUrl,
    variables: baseAddressFirst(api.serverUrl, api.variables, issues),
    scopes: sortedScopes(recordOperations.flatMap((o) => o.scopes.map((s) => s.text))),
    rateLimit: input.rateLimit,
    names: api.names,
    definitions,
    warnings: unusedNames(input.names, definitions),
  };
}
