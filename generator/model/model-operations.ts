/**
 * Operations of one spec, in spec order (paths in document order, methods in path-item order): id, method, path,
 * parameters, request media type, responses by status, error codes, scopes, descriptions, retry class.
 */
import { answerStreams } from './model-answers.js';
import type { HttpMethod, RetryClass } from '../../runtime/src/contract/operation.js';
import type { IssueList } from './errors.js';
import type { OperationModel, ParamModel, RequestModel } from './model.js';
import { modelRequest, modelResponse } from './model-body.js';
import { responsesOf } from './model-error-bodies.js';
import { rawOperation } from './model-raw.js';
import { headAnswer } from './model-head.js';
import { modelPaging } from './model-paging.js';
import { mergeParameters, modelParams, type LocatedParameter } from './model-params.js';
import { credentialParameters, hasKeySchemes, isBearer, schemeOf, withRequiredKeys } from './model-security.js';
import { camelCase, isSafeIdentifier, pascalCase } from './names.js';
import { repeatedOperationIds } from './repeated-ids.js';
import { deref, HTTP_METHODS, type OpenApiDocument, type OperationObject, type ParameterObject } from './openapi.js';
import { specText, type SpecText } from '../text/spec-text.js';

/**
 * Retry class (runtime/src/contract/operation.ts `RetryClass`): GET/PUT/DELETE are safe; a POST is retried only
 * when its JSON body carries a `requestId` the service deduplicates on (sendDelivery in specs/mail.yaml); other
 * POST/PATCH not.
 */
export function retryClass(method: HttpMethod, request: RequestModel | undefined): RetryClass {
  if (method === 'get' || method === 'put' || method === 'delete' || method === 'head' || method === 'options')
    return 'safe';
  if (method === 'post' && request?.kind === 'json' && request.hasRequestId) return 'requestId';
  return 'unsafe';
}

/** Scopes in code-unit order (the same on every machine, unlike localeCompare). */
export function sortedScopes(scopes: Iterable<string>): SpecText[] {
  return [...new Set(scopes)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((s) => specText(s));
}

/**
 * The scopes and bearer token an operation's security asks for. An operation none of whose security
 * requirements the client can meet (each asks for an API key, basic authentication...) is refused: its method
 * would send a token the service does not read.
 */
function securityOf(
  doc: OpenApiDocument,
  operation: OperationObject,
  issues: IssueList,
  at: readonly (string | number)[],
  op: string,
  requiredKeys: readonly string[],
): { scopes: SpecText[]; bearer: boolean; authenticated: boolean; security?: SpecText[][] } {
  const scopes: string[] = [];
  let bearer = false;
  const requirements = operation.security ?? doc.security ?? [];
  const unmet: string[] = [];
  const alternatives: string[][] = [];
  for (const requirement of requirements) {
    const kinds = Object.keys(requirement).map((name) => [name, schemeOf(doc, name)] as const);
    const other = kinds.filter(([, kind]) => typeof kind === 'string');
    if (other.length > 0) {
      unmet.push(...other.map(([name, kind]) => `"${name}" (${String(kind)})`));
      continue;
    }
    alternatives.push(kinds.map(([name]) => name));
    for (const [name, kind] of kinds) {
      if (typeof kind !== 'object' || kind.type !== 'token') continue;
      if (isBearer(doc, name)) bearer = true;
      else scopes.push(...(requirement[name] ?? []));
    }
  }
  const met = alternatives.length;
  // A token is asked for unless an alternative needs none (`{}`: security is optional) or only API keys or basic.
  const needsToken = (names: readonly string[]) =>
    names.some((name) => (schemeOf(doc, name) as { type?: string }).type === 'token');
  const authenticated =
    requirements.length > 0 &&
    met > 0 &&
    requirements.every((r) => Object.keys(r).length > 0) &&
    alternatives.every(needsToken);
  if (requirements.length > 0 && met === 0) {
    issues.add(
      'sdk/security',
      `no security requirement of the operation can be met: the client sends OAuth2, openIdConnect and bearer ` +
        `tokens, basic authentication and API keys, and this asks for ${[...new Set(unmet)].join(', ')}`,
      operation.security === undefined ? ['security'] : [...at, 'security'],
      op,
    );
  }
  // Named in descriptors only for documents with basic or API-key schemes (model-security.ts).
  const sent = withRequiredKeys(alternatives, requiredKeys);
  const security = hasKeySchemes(doc) ? { security: sent.map((names) => names.map((n) => specText(n))) } : {};
  return { scopes: sortedScopes(scopes), bearer, authenticated, ...security };
}

function errorCodesOf(
  operation: OperationObject,
  issues: IssueList,
  at: readonly (string | number)[],
  op: string,
): SpecText[] {
  const value = operation['x-error-codes'];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((c) => typeof c === 'string')) {
    issues.add(
      'sdk/error-codes',
      'x-error-codes on an operation must be a list of code strings',
      [...at, 'x-error-codes'],
      op,
    );
    return [];
  }
  return (value as string[]).map((c) => specText(c));
}

/**
 * The path parameters the template and the declarations agree on. A `{name}` of the template that nothing declares
 * is taken as a required string (what the peers do; a warning says so), and a declared path parameter the template
 * lacks is dropped with a warning: the method then has the arguments the URL needs, no more and no fewer.
 */
function reconcilePathParameters(
  path: string,
  params: readonly LocatedParameter[],
  issues: IssueList,
  at: readonly (string | number)[],
  op: string,
): LocatedParameter[] {
  const inTemplate = [...path.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '');
  const declared = new Set(params.filter((p) => p.param.in === 'path').map((p) => p.param.name));
  const out = params.filter((p) => p.param.in !== 'path' || inTemplate.includes(p.param.name));
  for (const name of inTemplate.filter((n) => !declared.has(n))) {
    // Only a plain name is taken as a parameter: braces around anything else are no template the peers agree on.
    if (!/^[A-Za-z_][\w.-]*$/.test(name)) {
      issues.add(
        'sdk/path-parameter',
        `the path ${path} holds {${name}}, which no path parameter declares: declare it (name: ${name}, in: path, ` +
          'required: true) on the operation or its path item',
        at,
        op,
      );
      continue;
    }
    issues.warn(
      'sdk/path-parameter',
      `the path ${path} holds {${name}}, which no path parameter declares: it is taken as a required string ` +
        `(declare it with name: ${name}, in: path, required: true)`,
      at,
      op,
    );
    out.push({ param: { name, in: 'path', required: true, schema: { type: 'string' } }, at });
  }
  for (const name of [...declared].filter((n) => !inTemplate.includes(n))) {
    issues.warn(
      'sdk/path-parameter',
      `path parameter "${name}" is declared, but the path ${path} has no {${name}}: it is ignored`,
      at,
      op,
    );
  }
  return out;
}

/** Path parameters in the order they appear in the URL template, which is the order of the arguments. */
function inTemplateOrder(path: string, params: readonly ParamModel[]): ParamModel[] {
  return [...params].sort((a, b) => path.indexOf(`{${a.name.text}}`) - path.indexOf(`{${b.name.text}}`));
}

/**
 * The method name of an operation without a usable operationId, from its method and path:
 * `GET /pets/{petId}/photos` -> `getPetsByPetIdPhotos`. Stable: it depends on nothing but the two.
 */
export function nameFromRoute(method: string, path: string): string {
  const route = path.replace(/\{([^{}]*)\}/g, ' by $1 ');
  return camelCase(`${method} ${route}`);
}

/**
 * The method name of an operation: camelCase of its operationId; else (no id, or one without a letter to start a
 * name, such as `#`) one made of the method and path. A name already taken by an earlier operation, or one
 * JavaScript calls on objects itself, gets the first free number: stable, since operations come in document order.
 */
function methodNameOf(id: string | undefined, method: string, path: string, taken: Set<string>): string {
  const fromId = id === undefined ? '' : camelCase(id);
  const base = /^[a-z]/.test(fromId) ? fromId : nameFromRoute(method, path) || method;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/** Members of the client object that no operation may take (`raw`; `then` would make `await client` call it). */
const TAKEN_MEMBERS = ['raw', 'then', 'toString', 'toLocaleString', 'valueOf'];

export function modelOperations(doc: OpenApiDocument, issues: IssueList): OperationModel[] {
  const operations: { op: UnnamedOperation; methodName: string }[] = [];
  const taken = new Set(TAKEN_MEMBERS);
  const repeated = repeatedOperationIds(doc);
  const warnedKeys = new Set<string>();
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem as { $ref?: string }) as Readonly<Record<string, unknown>>;
    const pathParams = (item as { parameters?: readonly ParameterObject[] }).parameters ?? [];
    for (const [key, value] of Object.entries(item)) {
      if (!(HTTP_METHODS as readonly string[]).includes(key)) continue;
      const at = ['paths', path, key];
      const operation = value as OperationObject;
      const specId =
        typeof operation.operationId === 'string' && operation.operationId.length > 0
          ? operation.operationId
          : undefined;
      // Issues of one operation leave it out of the client, with a warning; they never stop the document.
      const mark = issues.mark();
      if (key === 'trace') {
        // fetch refuses TRACE (a forbidden method of the Fetch standard), so no client could send it.
        issues.warn(
          'sdk/unsupported-method',
          'fetch cannot send TRACE requests; the operation is left out',
          at,
          specId ?? `TRACE ${path}`,
        );
        continue;
      }
      const method = key as HttpMethod;
      const inPlace = repeated.has(`${path} ${key}`) ? ({ typedInPlace: true } as const) : {};
      const place = { path, method, operation, pathParams, specId, at, ...inPlace };
      const model = modelOperation(doc, place, issues, warnedKeys);
      if (issues.leaveOutSince(mark, RAW_OUTCOME)) {
        const base = { ...baseOf(doc, operation), specId: specText(specId), ...inPlace };
        const label = specId ?? `${method.toUpperCase()} ${path}`;
        const raw = rawOperation({ path, method, label }, model, base, issues.lastLeftOut);
        operations.push({ op: raw, methodName: methodNameOf(specId, method, path, taken) });
        continue;
      }
      if (model === undefined) continue;
      const methodName = methodNameOf(specId, method, path, taken);
      operations.push({ op: model, methodName });
    }
  }
  // The functions of operations.gen.ts are named first: a descriptor or an overload implementation takes the first
  // free name after them (`describeClusterOperation` is the function of an operationId `DescribeClusterOperation`).
  const moduleNames = new Set(operations.map(({ methodName }) => fnName(methodName)));
  return operations.map(({ op, methodName }) => withNames(op, methodName, moduleNames));
}

/** What the summary and warnings say of an operation generated in its raw form (model-raw.ts). */
export const RAW_OUTCOME = 'the operation is generated in its raw form (typed path, unknown body and answer)';

/** What every form of an operation says of it: its texts, tags and responses. */
function baseOf(doc: OpenApiDocument, operation: OperationObject) {
  return {
    summary: specText(operation.summary),
    description: specText(operation.description),
    tags: (operation.tags ?? []).map((t) => specText(t)),
    deprecated: operation.deprecated === true,
    responses: responsesOf(doc, operation),
  };
}

interface OperationPlace {
  readonly path: string;
  readonly method: HttpMethod;
  readonly operation: OperationObject;
  readonly pathParams: readonly ParameterObject[];
  /** The operationId, when the operation has one. */
  readonly specId: string | undefined;
  /** Its operationId is one an earlier operation has (repeated-ids.ts). */
  readonly typedInPlace?: true;
  readonly at: readonly (string | number)[];
}

type UnnamedOperation = Omit<OperationModel, 'methodName' | 'typeBase' | 'names'>;

/** One operation as the client calls it; undefined when it cannot be called type-safely (issues say why). */
function modelOperation(
  doc: OpenApiDocument,
  place: OperationPlace,
  issues: IssueList,
  warnedKeys: Set<string>,
): UnnamedOperation | undefined {
  const { path, method, operation, pathParams, specId, at } = place;
  const label = specId ?? `${method.toUpperCase()} ${path}`;
  const declared = mergeParameters(doc, pathParams, operation.parameters ?? [], at);
  // A parameter that is an API key of the operation's security is the `security` option's to send: as a parameter
  // too it would be asked for twice and sent twice. Said once per document, where it is first declared.
  const credentials = credentialParameters(doc, operation, declared);
  for (const [{ param, at: paramAt }, { scheme }] of credentials) {
    const key = `${param.in}\u0000${param.name}\u0000${scheme}`;
    if (warnedKeys.has(key)) continue;
    warnedKeys.add(key);
    issues.warn(
      'sdk/credential-parameter',
      `${param.in} parameter "${param.name}" is the API key of security scheme "${scheme}": the client sends it ` +
        `from its \`security.${scheme}\` option, so no operation takes it as a parameter`,
      paramAt,
    );
  }
  const merged = declared.filter((located) => !credentials.has(located));
  const requiredKeys = [...new Set([...credentials.values()].filter((c) => c.required).map((c) => c.scheme))];
  // A query string written into the path (a `?` outside the path parameters' templates, whose names may hold one)
  // is sent as written; query parameters would be written after a second `?`.
  const query = merged.find(({ param }) => param.in === 'query');
  const templates = merged.filter(({ param }) => param.in === 'path').map(({ param }) => `{${param.name}}`);
  const bare = templates.reduce((rest, template) => rest.split(template).join(''), path);
  if (bare.includes('?') && query !== undefined) {
    issues.warn(
      'sdk/path-query',
      `the path holds a query string, which the client sends as written, and query parameter "${query.param.name}" ` +
        'would follow it in no URL a server reads; the operation is left out',
      query.at,
      label,
    );
    return undefined;
  }
  const params = modelParams(doc, reconcilePathParameters(path, merged, issues, at, label), issues, label, {
    path,
    method,
  });
  const request = modelRequest(doc, operation, issues, at, label);
  // A HEAD answer never has a body, whatever its content says.
  const response =
    method === 'head' ? headAnswer(operation) : modelResponse(doc, operation, request, issues, at, label);
  if (response === undefined) return undefined;
  const { scopes, bearer, authenticated, security } = securityOf(doc, operation, issues, at, label, requiredKeys);
  return {
    id: specText(label),
    specId: specText(specId),
    ...(place.typedInPlace === true ? { typedInPlace: true as const } : {}),
    method,
    path: specText(path),
    ...baseOf(doc, operation),
    pathParams: inTemplateOrder(path, params.path),
    queryParams: params.query,
    request,
    response,
    errorCodes: errorCodesOf(operation, issues, at, label),
    scopes,
    bearer,
    authenticated,
    ...(security === undefined ? {} : { security }),
    retry: retryClass(method, request),
    paging: modelPaging(doc, operation, method, params.query, response, issues, at, label),
  };
}

/** The function of operations.gen.ts that calls an operation: its method name, unless JavaScript reserves it. */
function fnName(methodName: string): string {
  return isSafeIdentifier(methodName) ? methodName : `${methodName}Call`;
}

/** `name`, or the first of `name2`, `name3`... that `taken` does not hold; it is then taken. */
function freeName(name: string, taken: Set<string>): string {
  let free = name;
  for (let n = 2; taken.has(free); n++) free = `${name}${n}`;
  taken.add(free);
  return free;
}

function withNames(op: UnnamedOperation, methodName: string, moduleNames: Set<string>): OperationModel {
  const typeBase = pascalCase(methodName);
  return {
    ...op,
    methodName,
    typeBase,
    names: {
      descriptor: freeName(`${methodName}Operation`, moduleNames),
      fn: fnName(methodName),
      impl:
        op.response.emptyWhen === undefined && op.response.accepts === undefined && !answerStreams(op)
          ? undefined
          : freeName(`${methodName}Impl`, moduleNames),
      row: op.response.kind === 'csv' ? `${typeBase}Row` : undefined,
      query: op.queryParams.length > 0 ? `${typeBase}Query` : undefined,
      input: op.request?.countOf === undefined && !op.request?.dateTimes.length ? undefined : `${typeBase}Input`,
    },
  };
}
