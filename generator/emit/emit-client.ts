/**
 * client.gen.ts: the typed client of one API. It declares the schema aliases, the error types and guards,
 * per-operation input/query/row types, the options type, the client interface with one documented method per
 * operation, and the factory that builds the client on the core of operations.gen.ts. Of the runtime it imports
 * one value, the factory of its helpers (guards, `raw`, paging), and types.
 *
 * Every declaration is a ts-morph structure of code.ts, printed by print.ts. Spec text reaches the code only
 * as string literals (`str`, `key`, `literalType`, built on literals.ts) and through jsdoc.ts.
 */
import { factoryExample, methodDoc } from './client-docs.js';
import { clientErrorsDoc, errorCodeTableDoc } from './client-errors.js';
import {
  aliasOf,
  argType,
  baseParams,
  hasResult,
  implementationReturnType,
  inputType,
  resultType,
  returnType,
  rowType,
  signatures,
} from './client-types.js';
import { hasPaging, pagingEntries, pagingMethods } from './emit-paging.js';
import { docCode, docExample, docLine, docText, paragraphs } from '../text/jsdoc.js';
import type { ApiModel, OperationModel } from '../model/model.js';
import { NPM_SCOPE } from '../packages.js';
import { printModuleImporting } from './print.js';
import { descriptorExpression, descriptorType } from './descriptor.js';
import {
  deferred,
  array,
  bool,
  call,
  type Code,
  constant,
  type Expression,
  elementAccess,
  exportNamed,
  frozen,
  functionDecl,
  id,
  importNamed,
  importNamespace,
  indexed,
  interfaceDecl,
  interfaceOf,
  intersection,
  keywordType,
  literalType,
  methodDecl,
  methodSignature,
  num,
  object,
  objectOf,
  objectProperty,
  optionalAccess,
  orElse,
  propertyAccess,
  propertySignature,
  pure,
  returns,
  spread,
  type Statement,
  str,
  typeAlias,
  typeLiteral,
  type Member,
  type TypeNode,
  typePredicate,
  typeRef,
  union,
} from './code.js';
import { uploadChecksOf } from '../model/runtime-exports.js';
import { CLIENT_HELPERS } from '../model/model-names.js';
import { specText, type SpecText } from '../text/spec-text.js';
import { errorBodyStatements } from './client-error-bodies.js';
import { baseAddressVariable } from '@platform-sdk/runtime/internal';

/** What the client-level declarations need of a model: the records client has them too (emit-records-client.ts). */
export type ClientShape = Pick<
  ApiModel,
  | 'pkg'
  | 'title'
  | 'names'
  | 'variables'
  | 'serverUrl'
  | 'scopes'
  | 'rateLimit'
  | 'errorCodes'
  | 'authentication'
  | 'securitySchemes'
  | 'securityNeeds'
>;

/** The runtime's types a client module may refer to; each is imported where the module does. */
const RUNTIME_TYPES = [
  'ApiErrorOf',
  'CallOptions',
  'CommonClientOptions',
  'CsvReport',
  'CsvUploadBody',
  'ErrorAnswer',
  'ErrorStatus',
  'ErrorStatuses',
  'JsonInput',
  'RawRequest',
];

/**
 * Reads a body property. A name every object inherits (`constructor`, `__proto__`) is read as an own property
 * only, so a body that leaves it out reads undefined, not Object.prototype's member.
 */
function bodyProperty(key: SpecText): Expression {
  const name = key.text;
  if (name in Object.prototype) {
    return optionalAccess(call('Object.getOwnPropertyDescriptor', [id('body'), str(key)]), 'value');
  }
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? propertyAccess(id('body'), name) : elementAccess(id('body'), key);
}

/** The client module's imports: the runtime's and the schema's types it refers to (`used`), and the operations. */
function importStatements(model: ApiModel, used: ReadonlySet<string>): Statement[] {
  const schemaTypes = ['components', 'operations', 'paths'].filter((name) => used.has(name));
  return [
    // One runtime value, the helpers' factory (helpersConstant); everything else of the runtime is a type.
    importNamed('@platform-sdk/runtime/client', [helpersFactory(model)]),
    importNamed(
      '@platform-sdk/runtime/internal',
      RUNTIME_TYPES.filter((name) => used.has(name)),
      true,
    ),
    ...uploadChecksOf(model.operations).map((check) => importNamed(check.module, [check.optionsType], true)),
    importNamed('openapi-fetch', ['Client'], true),
    importNamed('./schema.gen.js', schemaTypes, true),
    importNamespace('./operations.gen.js', 'generatedOperations'),
    ...(model.errorCodes === undefined ? [] : [importNamed('./operations.gen.js', [model.errorCodes.constName])]),
  ];
}

/** The runtime's factory of the client module's helpers: the paged one only for a client with paged lists. */
function helpersFactory(model: ApiModel): string {
  return hasPaging(model) ? 'createPagedClientHelpers' : 'createClientHelpers';
}

/** `const clientHelpers = createClientHelpers('mail')`: pure, so a bundle that uses none of them drops it. */
export function helpersConstant(model: ClientShape, factory: string): Statement {
  return constant({ name: CLIENT_HELPERS, value: pure(call(factory, [str(model.pkg.name)])) });
}

function schemaAliases(model: ApiModel): Statement[] {
  return model.schemas.map((schema) =>
    typeAlias({
      name: schema.typeName,
      exported: true,
      type: indexed(typeRef('components'), 'schemas', schema.specName),
      docs: docText(schema.description) || `The ${docCode(schema.specName)} schema of the spec.`,
    }),
  );
}

export function errorGuard(model: ClientShape): Statement {
  return functionDecl({
    name: model.names.isError,
    exported: true,
    docs:
      `Whether \`error\` is an HTTP error answer of this API (any status); narrows it to \`${model.names.error}\`` +
      (model.errorCodes === undefined
        ? '. Its 400s carry no codes (`errors` is empty): `serviceMessage` is what the service said, which names ' +
          'the field and the rule.'
        : ', so `errors[].code` of a 400 is typed.'),
    parameters: [{ name: 'error', type: keywordType('unknown') }],
    returns: typePredicate('error', typeRef(model.names.error)),
    statements: [returns(call(`${CLIENT_HELPERS}.isApiError`, [id('error')]))],
  });
}

/** What a 409 of a `requestId` operation carries: the union of those operations' responses, else unknown. */
function earlierResponseType(model: ApiModel): TypeNode | undefined {
  const types = new Map<string, TypeNode>();
  for (const op of model.operations.filter((o) => o.retry === 'requestId')) {
    if (hasResult(op)) types.set(op.response.schemaName?.text ?? `\u0000${op.id.text}`, resultType(model, op));
    if (op.response.emptyWhen !== undefined || op.response.kind === 'empty')
      types.set('\u0000', keywordType('undefined'));
  }
  // `undefined` last, as it reads: the response, or nothing.
  const undefinedType = types.get('\u0000');
  types.delete('\u0000');
  const all = [...types.values(), ...(undefinedType === undefined ? [] : [undefinedType])];
  return all.length === 0 ? undefined : union(all);
}

/**
 * The error-code map (operations.gen.ts: the descriptors of operations with codes name it), or nothing when the
 * spec has no codes.
 */
export function errorCodeMap(model: ApiModel): Statement[] {
  const codes = model.errorCodes;
  if (codes === undefined) return [];
  return [
    constant({
      name: codes.constName,
      exported: true,
      docs: errorCodeTableDoc(model),
      type: typeRef('Readonly', [
        typeRef('Record', [typeRef(aliasOf(model, codes.schemaName)), keywordType('string')]),
      ]),
      value: frozen(
        objectOf(
          codes.codes.map((c) => objectProperty(c.code, str(c.description))),
          true,
        ),
      ),
    }),
  ];
}

function errorTypes(model: ApiModel): Statement[] {
  const codes = model.errorCodes;
  const earlier = earlierResponseType(model);
  const duplicateDoc =
    earlier === undefined
      ? ''
      : " After `instanceof DuplicateRequestError`, `earlierResponse` is the earlier call's response.";
  const earlierType = earlier ?? keywordType('unknown');
  if (codes === undefined) {
    return [
      typeAlias({
        name: model.names.error,
        exported: true,
        type: typeRef('ApiErrorOf', [keywordType('string'), earlierType]),
        docs: `An HTTP error answer of this API.${duplicateDoc}`,
      }),
    ];
  }
  const codeType = aliasOf(model, codes.schemaName);
  return [
    // Declared in operations.gen.ts, beside the ApiDescriptor that holds it (imported above, so that the methods'
    // docs link it).
    exportNamed([codes.constName]),
    typeAlias({
      name: model.names.error,
      exported: true,
      type: typeRef('ApiErrorOf', [typeRef(codeType), earlierType]),
      docs: `An HTTP error answer of this API; for a 400, \`errors[].code\` is a \`${codeType}\`.${duplicateDoc}`,
    }),
  ];
}

/**
 * What makes two operations' query types the same: every parameter's name, whether it is required, its type and
 * its description. Reports over the same period take the same `start` and `end`.
 */
function queryKey(op: OperationModel): string {
  return JSON.stringify(
    op.queryParams.map((p) => [
      p.name.text,
      p.required,
      p.tsType.map((t) => (typeof t !== 'object' ? t : 'schemaOf' in t ? t.schemaOf : { literal: t.text })),
      p.description?.text ?? null,
    ]),
  );
}

/**
 * For each operation with a query type, the query type it is an alias of: the first operation's with the same
 * parameters, so that their descriptions are written once. Undefined for the first of its kind.
 */
function sameQueries(model: ApiModel): Map<OperationModel, string | undefined> {
  const first = new Map<string, string>();
  const same = new Map<OperationModel, string | undefined>();
  for (const op of model.operations) {
    if (op.names.query === undefined) continue;
    const key = queryKey(op);
    same.set(op, first.get(key));
    if (!first.has(key)) first.set(key, op.names.query);
  }
  return same;
}

function operationTypes(model: ApiModel, op: OperationModel, sameQuery: string | undefined): Statement[] {
  const out: Statement[] = [];
  if (op.names.input !== undefined && op.request !== undefined) {
    const { countOf, dateTimes } = op.request;
    const notes = [
      ...(countOf
        ? [
            `${docCode(countOf.property)} may be left out and is then filled in with the length of ` +
              `${docCode(countOf.of)}`,
          ]
        : []),
      ...dateTimes.map((d) => `${docCode(d.property)} may be a \`Date\`, sent as ISO 8601 in UTC`),
    ];
    out.push(
      typeAlias({
        name: op.names.input,
        exported: true,
        type: inputType(model, op),
        docs: `The body \`${op.methodName}\` takes: ${notes.join('; ')}.`,
      }),
    );
  }
  if (op.names.query !== undefined && sameQuery !== undefined) {
    out.push(
      typeAlias({
        name: op.names.query,
        exported: true,
        docs: `Query parameters of \`${op.methodName}\`: the same as {@link ${sameQuery}}.`,
        type: typeRef(sameQuery),
      }),
    );
  } else if (op.names.query !== undefined) {
    out.push(
      typeAlias({
        name: op.names.query,
        exported: true,
        docs: `Query parameters of \`${op.methodName}\`.`,
        type: typeLiteral(
          op.queryParams.map((p) => ({
            name: p.name,
            readonly: true,
            optional: !p.required,
            type: p.required ? argType(p.tsType) : union([argType(p.tsType), keywordType('undefined')]),
            docs: docText(p.description),
          })),
        ),
      }),
    );
  }
  if (op.names.row !== undefined && op.response.csvColumns !== undefined) {
    out.push(
      interfaceDecl({
        name: op.names.row,
        exported: true,
        docs: `One row of the \`${op.methodName}\` report; the CSV columns in order, every value a string.`,
        members: op.response.csvColumns.map((c) => ({
          name: c.name,
          type: c.enum === undefined ? keywordType('string') : union(c.enum.map((v) => literalType(v))),
          docs: docText(c.description),
        })),
      }),
    );
  }
  return out;
}

/** `securitySchemes` of the API descriptor: each basic, API-key or token scheme the operations name. */
function securitySchemesExpression(model: ClientShape): Expression {
  return frozen(
    object(
      (model.securitySchemes ?? []).map(({ name, scheme }): [SpecText, Expression] => {
        const fields: [string, Expression][] = [['type', str(scheme.type)]];
        if (scheme.type === 'apiKey') fields.push(['in', str(scheme.in)], ['name', str(specText(scheme.name))]);
        return [name, frozen(object(fields))];
      }),
    ),
  );
}

/**
 * The `security` option: the credentials of the document's basic and API-key schemes, each optional (an
 * operation with another alternative, or with none of its own, needs none of them).
 */
function securityOption(model: ClientShape): Member[] {
  const schemes = (model.securitySchemes ?? []).filter(({ scheme }) => scheme.type !== 'token');
  if (schemes.length === 0) return [];
  const basic = typeLiteral([
    { name: 'username', readonly: true, type: keywordType('string') },
    { name: 'password', readonly: true, type: keywordType('string') },
  ]);
  const members = schemes.map(({ name, scheme }) => ({
    name,
    readonly: true,
    optional: true,
    type: scheme.type === 'basic' ? basic : keywordType('string'),
    docs:
      scheme.type === 'apiKey'
        ? `The API key, sent in the ${scheme.in} ${docCode(specText(scheme.name))}.`
        : 'User name and password for HTTP basic authentication.',
  }));
  return [
    {
      name: 'security',
      readonly: true,
      optional: true,
      type: typeLiteral(members),
      docs: "Credentials of the document's API-key and basic security schemes, by scheme name.",
    },
  ];
}

/** The base-address variable's option: the one that opens the server URL (the runtime's rule), if any. */
export function baseAddressOption(model: Pick<ClientShape, 'serverUrl' | 'variables'>): string | undefined {
  const name = baseAddressVariable(model.serverUrl.text);
  return model.variables.find((v) => v.name.text === name)?.optionName;
}

function baseAddressDoc(model: ClientShape): string[] {
  const option = baseAddressOption(model);
  if (option === undefined) return [];
  const which = option === model.variables[0]?.optionName ? `The first variable, \`${option}\`,` : `\`${option}\``;
  // Only a client that fetches its own tokens asks for them with an audience: the base address.
  const audience = model.securityNeeds.clientCredentials ? ' and is the token audience' : '';
  return [`${which} is the base address: it starts the API root${audience}.`];
}

export function optionsType(model: ClientShape): Statement {
  return typeAlias({
    name: model.names.options,
    exported: true,
    docs: paragraphs(
      `Options of \`${model.names.factory}\`: the server variables of the spec plus the options every client shares.`,
      ...baseAddressDoc(model),
    ),
    type: intersection([
      typeRef('CommonClientOptions'),
      typeLiteral([
        ...model.variables.map((v) => ({
          name: v.optionName,
          readonly: true,
          optional: !v.required,
          type: v.enum === undefined ? keywordType('string') : union(v.enum.map((e) => literalType(e))),
          docs: docText(v.description),
        })),
        ...securityOption(model),
      ]),
    ]),
  });
}

function clientInterface(model: ApiModel): Statement {
  return interfaceOf({
    name: model.names.client,
    exported: true,
    docs: paragraphs(
      `Client of the ${docLine(model.title)}: one method per operation of ${docLine(model.specPath)}.`,
      'Methods return the parsed data and throw typed errors.',
      clientErrorsDoc(model),
    ),
    elements: [
      propertySignature({
        name: 'raw',
        readonly: true,
        type: typeRef('Client', [typeRef('paths')]),
        docs:
          'The openapi-fetch client, with authentication and rate limiting installed, for full control over a ' +
          'request.',
      }),
      ...model.operations.flatMap((op) => {
        const overloads = signatures(model, op);
        // The doc on the first overload only: an overload without one shows it in editors (client-docs.ts).
        return overloads.map((sig, i) =>
          methodSignature({
            name: op.methodName,
            parameters: sig.params,
            returns: sig.returnType,
            docs: i === 0 ? methodDoc(model, op, overloads) : undefined,
          }),
        );
      }),
      ...pagingMethods(model),
    ],
  });
}

/** The descriptor's `serverVariables`: each option, with its pattern, enum and whether it may be left out. */
function serverVariables(model: ClientShape): Expression {
  const items = model.variables.map((v) => {
    const entries: [string, Expression][] = [
      ['name', str(v.name)],
      ['option', str(v.optionName)],
    ];
    if (v.pattern !== undefined) entries.push(['pattern', str(v.pattern)]);
    if (v.enum !== undefined) entries.push(['enum', frozen(array(v.enum.map((e) => str(e))))]);
    if (!v.required) entries.push(['optional', bool(true)], ['default', str(v.default)]);
    return frozen(object(entries));
  });
  return frozen(array(items));
}

/** The server URL template constant and the ApiDescriptor of the client. */
export function apiConstants(model: ClientShape): Statement[] {
  const limit = model.rateLimit;
  const entries: [string, Expression][] = [
    ['name', str(model.pkg.name)],
    ['scopes', frozen(array(model.scopes.map((s) => str(s))))],
  ];
  if (limit !== undefined) {
    entries.push([
      'rateLimit',
      frozen(
        object([
          ['perSecond', num(limit.perSecond)],
          ['burst', num(limit.burst)],
          ['bucket', str(limit.bucket)],
        ]),
      ),
    ]);
  }
  entries.push(['serverUrl', str(model.serverUrl)]);
  entries.push(['serverVariables', serverVariables(model)]);
  if (model.authentication === 'none') entries.push(['authentication', str('none')]);
  if (model.securitySchemes !== undefined) entries.push(['securitySchemes', securitySchemesExpression(model)]);
  const tokenUrl = model.securityNeeds.tokenUrl;
  if (tokenUrl !== undefined) entries.push(['tokenUrl', str(tokenUrl)]);
  return [
    constant({
      name: model.names.api,
      docs: `What the runtime needs to know about the ${docLine(model.title)} as a whole.`,
      type: typeRef('ApiDescriptor'),
      value: frozen(object(entries, true), typeRef('ApiDescriptor')),
    }),
  ];
}

/** An operation's descriptor: a module-level constant of operations.gen.ts that only its function uses. */
export function descriptor(model: ApiModel, op: OperationModel): Statement {
  return constant({
    name: op.names.descriptor,
    docs: `${docCode(op.path.map((path) => `${op.method.toUpperCase()} ${path}`))} (operationId ${docCode(op.id)}).`,
    type: intersection(
      descriptorType(op)
        .split(' & ')
        .map((name) => typeRef(name)),
    ),
    value: descriptorExpression(op, { freeze: true, errorCodes: model.errorCodes?.constName }),
  });
}

/** `{ path: {...}, query, body }` for core.call / core.report. */
function callParams(op: OperationModel): Expression {
  const parts: [string, Expression][] = [];
  if (op.pathParams.length > 0) parts.push(['path', object(op.pathParams.map((p) => [p.name, id(p.argName)]))]);
  if (op.names.query !== undefined) {
    parts.push(['query', op.queryParams.some((p) => p.required) ? id('query') : orElse(id('query'), object([]))]);
  }
  const countOf = op.request?.countOf;
  if (countOf !== undefined) {
    // `?.` even for a required array: a plain-JavaScript caller who leaves it out gets the service's 400
    // (a rejected promise), not a TypeError thrown before the call starts.
    const length = optionalAccess(bodyProperty(countOf.of), 'length');
    const count = objectProperty(countOf.property, orElse(bodyProperty(countOf.property), length));
    parts.push(['body', objectOf([spread(id('body')), count])]);
  } else if (op.request !== undefined) {
    parts.push(['body', id('body')]);
  }
  if (op.raw !== undefined) parts.push(['raw', id('init')]);
  return object(parts);
}

/** The body of an operation function (operations.gen.ts): one call of the core with the operation's descriptor. */
export function callExpression(op: OperationModel, result: TypeNode): Expression {
  const args = [id(op.names.descriptor), callParams(op), id('options')];
  if (op.response.kind === 'csv') return call('core.report', args, [rowType(op)]);
  return call('core.call', args, [result]);
}

/** A method of the client object: the operation's function with the client's core. */
function delegation(op: OperationModel): Code {
  const args = [
    'core',
    ...op.pathParams.map((p) => p.argName),
    ...(op.request ? ['body'] : []),
    ...(op.names.query ? ['query'] : []),
    ...(op.raw ? ['init'] : []),
    'options',
  ];
  return returns(call(`generatedOperations.${op.names.fn}`, args.map(id)));
}

/** The overloads and the implementation of a method with several signatures, as functions inside the factory. */
function implementation(model: ApiModel, op: OperationModel, impl: string): Statement {
  return functionDecl({
    name: impl,
    overloads: signatures(model, op).map((sig) => ({ parameters: sig.params, returns: sig.returnType })),
    parameters: baseParams(model, op),
    returns: implementationReturnType(model, op),
    statements: [delegation(op)],
  });
}

/**
 * The factory's runtime: the descriptor and the user's options handed to the runtime's factory, which checks them
 * and fills in the server URL; what the core factory returns.
 */
export function runtimeSetup(model: ClientShape): Statement[] {
  return [returns(call('createClientRuntime', [id(model.names.api), id('options')], [typeRef('paths')]))];
}

function factoryBody(model: ApiModel): Statement[] {
  const entries = [
    objectProperty('raw', call(`${CLIENT_HELPERS}.raw`, [id('core')], [typeRef('paths')])),
    ...model.operations.map((op) =>
      deferred(() =>
        op.names.impl !== undefined
          ? objectProperty(op.methodName, id(op.names.impl))
          : methodDecl({
              name: op.methodName,
              parameters: baseParams(model, op),
              returns: returnType(model, op),
              statements: [delegation(op)],
            }),
      ),
    ),
    ...pagingEntries(model),
  ];
  return [
    constant({ name: 'core', value: call(`generatedOperations.${model.names.coreFactory}`, [id('options')]) }),
    ...model.operations.flatMap((op) =>
      op.names.impl === undefined ? [] : [implementation(model, op, op.names.impl)],
    ),
    returns(objectOf(entries, true)),
  ];
}

function factory(model: ApiModel): Statement {
  return functionDecl({
    name: model.names.factory,
    exported: true,
    parameters: [{ name: 'options', type: typeRef(model.names.options) }],
    returns: typeRef(model.names.client),
    docs:
      paragraphs(
        `Creates a client of the ${docLine(model.title)}.`,
        'With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass ' +
          '`accessToken` to bring your own. Retries, rate limiting and timeouts follow the runtime defaults unless ' +
          'overridden here or per call.',
        `The client object holds every operation and \`raw\` (openapi-fetch), so a bundler keeps them all; an app ` +
          'that calls a few operations can import them as functions from ' +
          `\`${NPM_SCOPE}/${model.pkg.name}/operations\` ` +
          `instead (\`${model.names.coreFactory}\`), and its bundle holds only those.`,
      ) +
      `\n\n@param options - Server variables, authentication and runtime ` +
      `options.\n@example\n\`\`\`ts\n${docExample(factoryExample(model))}\n\`\`\``,
    statements: factoryBody(model),
  });
}

export function emitClient(model: ApiModel): string {
  function* body(): Generator<Statement[]> {
    yield [
      ...schemaAliases(model),
      ...errorTypes(model),
      helpersConstant(model, helpersFactory(model)),
      errorGuard(model),
      ...errorBodyStatements(model),
    ];
    const same = sameQueries(model);
    for (const op of model.operations) yield operationTypes(model, op, same.get(op));
    yield [optionsType(model), clientInterface(model), factory(model)];
  }
  return printModuleImporting(body(), (used) => importStatements(model, used), model.specPath);
}
