/**
 * client.gen.ts: the typed client of one API, written with ts-morph. It declares the schema aliases, the error
 * code union and map, per-operation input/query/row types, one frozen OperationDescriptor per operation, the
 * ApiDescriptor, the options type, the client interface with one documented method per operation, and the
 * factory that wires everything to `createApiRuntime` (runtime/src/operation.ts is the contract).
 *
 * Every declaration is a ts-morph structure, printed by print.ts. Spec text reaches the code only through
 * literals.ts and jsdoc.ts.
 */
import { changesSomething } from '@platform-sdk/runtime/internal';
import type {
  CodeBlockWriter,
  FunctionDeclarationStructure,
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  StatementStructures,
  TypeAliasDeclarationStructure,
  VariableStatementStructure,
} from 'ts-morph';
import { factoryExample, methodDoc } from './client-docs.js';
import { clientErrorsDoc, errorCodeTableDoc } from './client-errors.js';
import {
  aliasOf,
  baseParams,
  implementationReturnType,
  inputTypeText,
  resultType,
  returnType,
  signatures,
  type SignatureParam,
} from './client-types.js';
import { hasPaging, pagingMethods, writePagingEntries } from './emit-paging.js';
import { tsMorph } from './libraries.js';
import { docCode, docExample, docLine, docText, paragraphs } from '../text/jsdoc.js';
import { methodKey, objectKey, propertyKey, tsString } from '../text/literals.js';
import type { ApiModel, OperationModel, ParamRuleModel } from '../model/model.js';
import { NPM_SCOPE } from '../packages.js';
import { printModule } from './print.js';
import { bodyCheckOf, uploadCheckOf, uploadChecksOf } from './runtime-exports.js';
import type { SpecText } from '../text/spec-text.js';

/** What the client-level declarations need of a model: the records client has them too (emit-records-client.ts). */
export type ClientShape = Pick<
  ApiModel,
  'pkg' | 'title' | 'names' | 'variables' | 'serverUrl' | 'scopes' | 'rateLimit' | 'errorCodes'
>;
const { StructureKind, VariableDeclarationKind } = tsMorph;

/**
 * `Object.freeze` marked free of side effects, so a bundler drops a frozen constant that nothing uses (esbuild
 * keeps every call it cannot prove pure). The mark is written as part of the call, before its arguments, so
 * spec text inside them never meets it.
 */
const FREEZE = '/*#__PURE__*/ Object.freeze';

/** A frozen array of items that are already source text. */
function frozenList(items: string): string {
  return `${FREEZE}([${items}])`;
}

function paramList(params: readonly SignatureParam[]): string {
  return params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
}

/**
 * Reads a body property. A name every object inherits (`constructor`, `__proto__`) is read as an own property
 * only, so a body that leaves it out reads undefined, not Object.prototype's member.
 */
function access(object: string, key: SpecText): string {
  const name = key.text;
  if (name in Object.prototype) return `Object.getOwnPropertyDescriptor(${object}, ${tsString(name)})?.value`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? `${object}.${name}` : `${object}[${tsString(name)}]`;
}

function importStatements(model: ApiModel, typeText: string): ImportDeclarationStructure[] {
  const runtimeTypes = ['ApiErrorOf', 'CallOptions', 'CommonClientOptions'];
  if (model.operations.some((o) => o.request?.kind === 'json')) runtimeTypes.push('JsonInput');
  if (model.operations.some((o) => o.response.kind === 'csv')) runtimeTypes.push('CsvReport');
  if (model.operations.some((o) => o.request?.kind === 'csv')) runtimeTypes.push('CsvUploadBody');
  const schemaTypes = ['paths'];
  if (model.schemas.length > 0) schemaTypes.push('components');
  if (typeText.includes('operations[')) schemaTypes.push('operations');
  return [
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: ['isApiErrorOf', ...(hasPaging(model) ? ['paginateByContinueToken'] : [])],
      // The slim entry: `./internal` re-exports code that is loaded on demand (see runtime/src/client.ts).
      moduleSpecifier: '@platform-sdk/runtime/client',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: runtimeTypes.sort(),
      moduleSpecifier: '@platform-sdk/runtime/internal',
    },
    // openapi-fetch comes with `raw`, through this import only: the operations' functions never load it.
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: ['rawClient'],
      moduleSpecifier: '@platform-sdk/runtime/raw',
    },
    ...uploadChecksOf(model.operations).map(
      (check): ImportDeclarationStructure => ({
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        namedImports: [check.optionsType],
        moduleSpecifier: check.module,
      }),
    ),
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: ['Client'],
      moduleSpecifier: 'openapi-fetch',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: schemaTypes.sort(),
      moduleSpecifier: './schema.gen.js',
    },
    {
      kind: StructureKind.ImportDeclaration,
      namespaceImport: 'generatedOperations',
      moduleSpecifier: './operations.gen.js',
    },
    ...(model.errorCodes === undefined
      ? []
      : [
          {
            kind: StructureKind.ImportDeclaration,
            namedImports: [model.errorCodes.constName],
            moduleSpecifier: './operations.gen.js',
          } satisfies ImportDeclarationStructure,
        ]),
  ];
}

function schemaAliases(model: ApiModel): TypeAliasDeclarationStructure[] {
  return model.schemas.map((schema) => ({
    kind: StructureKind.TypeAlias,
    name: schema.typeName,
    isExported: true,
    type: `components['schemas'][${tsString(schema.specName)}]`,
    docs: [docText(schema.description) || `The ${docCode(schema.specName)} schema of the spec.`],
  }));
}

export function errorGuard(model: ClientShape): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: model.names.isError,
    isExported: true,
    docs: [
      `Whether \`error\` is an HTTP error answer of this API (any status); narrows it to \`${model.names.error}\`` +
        (model.errorCodes === undefined
          ? '. Its 400s carry no codes (`errors` is empty): `serviceMessage` is what the service said, which names ' +
            'the field and the rule.'
          : ', so `errors[].code` of a 400 is typed.'),
    ],
    parameters: [{ name: 'error', type: 'unknown' }],
    returnType: `error is ${model.names.error}`,
    statements: `return isApiErrorOf(error, ${tsString(model.pkg.name)});`,
  };
}

/** What a 409 of a `requestId` operation carries: the union of those operations' responses, else unknown. */
function earlierResponseType(model: ApiModel): string {
  const types = new Set<string>();
  for (const op of model.operations.filter((o) => o.retry === 'requestId')) {
    types.add(resultType(model, op));
    if (op.response.emptyWhen !== undefined || op.response.kind === 'empty') types.add('undefined');
  }
  types.delete('void');
  return types.size === 0 ? 'unknown' : [...types].join(' | ');
}

/**
 * The error-code map (operations.gen.ts: the descriptors of operations with codes name it), or nothing when the
 * spec has no codes.
 */
export function errorCodeMap(model: ApiModel): VariableStatementStructure[] {
  const codes = model.errorCodes;
  if (codes === undefined) return [];
  return [
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: [errorCodeTableDoc(model)],
      declarations: [
        {
          name: codes.constName,
          type: `Readonly<Record<${aliasOf(model, codes.schemaName)}, string>>`,
          initializer: (w) => {
            w.write(`${FREEZE}(`).inlineBlock(() => {
              for (const c of codes.codes) w.writeLine(`${objectKey(c.code)}: ${tsString(c.description)},`);
            });
            w.write(')');
          },
        },
      ],
    },
  ];
}

function errorTypes(model: ApiModel): StatementStructures[] {
  const codes = model.errorCodes;
  const earlier = earlierResponseType(model);
  const duplicateDoc =
    earlier === 'unknown'
      ? ''
      : " After `instanceof DuplicateRequestError`, `earlierResponse` is the earlier call's response.";
  if (codes === undefined) {
    return [
      {
        kind: StructureKind.TypeAlias,
        name: model.names.error,
        isExported: true,
        type: `ApiErrorOf<string, ${earlier}>`,
        docs: [`An HTTP error answer of this API.${duplicateDoc}`],
      },
    ];
  }
  const union = aliasOf(model, codes.schemaName);
  return [
    // Declared in operations.gen.ts, beside the ApiDescriptor that holds it (imported above, so that the methods' docs
    // link it).
    { kind: StructureKind.ExportDeclaration, namedExports: [codes.constName] },
    {
      kind: StructureKind.TypeAlias,
      name: model.names.error,
      isExported: true,
      type: `ApiErrorOf<${union}, ${earlier}>`,
      docs: [`An HTTP error answer of this API; for a 400, \`errors[].code\` is a \`${union}\`.${duplicateDoc}`],
    },
  ];
}

/**
 * What makes two operations' query types the same: every parameter's name, whether it is required, its type and
 * its description. Reports over the same period take the same `start` and `end`.
 */
function queryKey(op: OperationModel): string {
  return JSON.stringify(op.queryParams.map((p) => [p.name.text, p.required, p.tsType, p.description?.text ?? null]));
}

/**
 * The query type an operation's query type is an alias of: the first earlier operation's with the same
 * parameters, so that their descriptions are written once. Undefined for the first of its kind.
 */
function sameQueryAs(model: ApiModel, op: OperationModel): string | undefined {
  if (op.names.query === undefined) return undefined;
  const key = queryKey(op);
  const first = model.operations.find((o) => o.names.query !== undefined && queryKey(o) === key);
  return first === op ? undefined : first?.names.query;
}

function operationTypes(model: ApiModel, op: OperationModel): StatementStructures[] {
  const out: StatementStructures[] = [];
  const sameQuery = sameQueryAs(model, op);
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
    out.push({
      kind: StructureKind.TypeAlias,
      name: op.names.input,
      isExported: true,
      type: inputTypeText(model, op),
      docs: [`The body \`${op.methodName}\` takes: ${notes.join('; ')}.`],
    });
  }
  if (op.names.query !== undefined && sameQuery !== undefined) {
    out.push({
      kind: StructureKind.TypeAlias,
      name: op.names.query,
      isExported: true,
      docs: [`Query parameters of \`${op.methodName}\`: the same as {@link ${sameQuery}}.`],
      type: sameQuery,
    });
  } else if (op.names.query !== undefined) {
    out.push({
      kind: StructureKind.TypeAlias,
      name: op.names.query,
      isExported: true,
      docs: [`Query parameters of \`${op.methodName}\`.`],
      type: (w) => {
        w.inlineBlock(() => {
          for (const p of op.queryParams) {
            const doc = docText(p.description);
            if (doc) w.writeLine(`/** ${doc.split('\n').join('\n * ')} */`);
            w.writeLine(
              `readonly ${propertyKey(p.name)}${p.required ? '' : '?'}: ` +
                `${p.tsType}${p.required ? '' : ' | undefined'};`,
            );
          }
        });
      },
    });
  }
  if (op.names.row !== undefined && op.response.csvColumns !== undefined) {
    out.push({
      kind: StructureKind.Interface,
      name: op.names.row,
      isExported: true,
      docs: [`One row of the \`${op.methodName}\` report; the CSV columns in order, every value a string.`],
      properties: op.response.csvColumns.map((c) => ({
        name: propertyKey(c.name),
        type: c.enum === undefined ? 'string' : c.enum.map(tsString).join(' | '),
        ...(c.description === undefined ? {} : { docs: [docText(c.description)] }),
      })),
    });
  }
  return out;
}

export function optionsType(model: ClientShape): TypeAliasDeclarationStructure {
  return {
    kind: StructureKind.TypeAlias,
    name: model.names.options,
    isExported: true,
    docs: [
      paragraphs(
        `Options of \`${model.names.factory}\`: the server variables of the spec plus the options every client shares.`,
        `The first variable, \`${model.variables[0]?.optionName ?? ''}\`, is the base address: it starts the API ` +
          `root and is the token audience.`,
      ),
    ],
    type: (w) => {
      w.write('CommonClientOptions & ').inlineBlock(() => {
        for (const v of model.variables) {
          const doc = docText(v.description);
          if (doc) w.writeLine(`/** ${doc.split('\n').join('\n * ')} */`);
          const type = v.enum === undefined ? 'string' : v.enum.map(tsString).join(' | ');
          w.writeLine(`readonly ${v.optionName}${v.required ? '' : '?'}: ${type};`);
        }
      });
    },
  };
}

function clientInterface(model: ApiModel): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name: model.names.client,
    isExported: true,
    docs: [
      paragraphs(
        `Client of the ${docLine(model.title)}: one method per operation of ${docLine(model.specPath)}.`,
        'Methods return the parsed data and throw typed errors.',
        clientErrorsDoc(model),
      ),
    ],
    properties: [
      {
        name: 'raw',
        isReadonly: true,
        type: 'Client<paths>',
        docs: [
          'The openapi-fetch client, with authentication and rate limiting installed, for full control over a request.',
        ],
      },
    ],
    methods: [
      ...model.operations.flatMap((op) => {
        const overloads = signatures(model, op);
        // The doc on the first overload only: an overload without one shows it in editors (client-docs.ts).
        return overloads.map((sig, i) => ({
          name: methodKey(op.methodName),
          parameters: sig.params.map((p) => ({ name: p.name, type: p.type, hasQuestionToken: p.optional })),
          returnType: sig.returnType,
          docs: i === 0 ? [methodDoc(model, op, overloads)] : [],
        }));
      }),
      ...pagingMethods(model),
    ],
  };
}

/** How `writeDescriptor` writes a descriptor. */
export interface DescriptorStyle {
  /** `Object.freeze` the descriptor and its lists (operations.gen.ts); records definitions are frozen at run time. */
  readonly freeze: boolean;
  /**
   * Name the runtime's values an operation needs: `jsonBody` for a JSON body, `csvUpload` for a CSV body,
   * `csvReport` for a CSV report, `writeQuery` for query parameters, `OutcomeUnknownError` for an operation that
   * changes something,
   * `DuplicateRequestError` for retry class `requestId` (the records client adds them to its operations itself).
   */
  readonly runtimeValues: boolean;
  /** The error-code map's constant, named by the operations whose spec lists 400 codes (`x-error-codes`). */
  readonly errorCodes: string | undefined;
}

/** The kind of an operation (runtime/src/operation.ts): what it sends and what comes back. */
export function operationKind(op: OperationModel): 'no-body' | 'json-body' | 'csv-upload' | 'csv-report' {
  if (op.response.kind === 'csv') return 'csv-report';
  if (op.request?.kind === 'json') return 'json-body';
  return op.request?.kind === 'csv' ? 'csv-upload' : 'no-body';
}

const KIND_TYPES = {
  'no-body': 'NoBodyOperation',
  'json-body': 'JsonBodyOperation',
  'csv-upload': 'CsvUploadOperation',
  'csv-report': 'CsvReportOperation',
} as const;

/**
 * The descriptor type of an operation: its kind and its effect (runtime/src/operation.ts), each of which
 * requires the runtime values the descriptor names.
 */
export function descriptorType(op: OperationModel): string {
  const effect =
    op.retry === 'requestId' ? 'RequestIdEffect' : changesSomething(op) ? 'ChangingEffect' : 'ReadingEffect';
  return `${KIND_TYPES[operationKind(op)]} & ${effect}`;
}

/** The runtime types the descriptors of `operations` are declared with. */
export function descriptorTypeNames(operations: readonly OperationModel[]): string[] {
  return [...new Set(operations.flatMap((op) => descriptorType(op).split(' & ')))];
}

/** `Object.freeze<Kind & Effect>({...})` of one operation (records definitions write theirs with it too). */
export function writeDescriptor(w: CodeBlockWriter, op: OperationModel, style: DescriptorStyle): void {
  const { freeze, runtimeValues } = style;
  if (freeze) w.write(`${FREEZE}<${descriptorType(op)}>(`);
  w.inlineBlock(() => {
    w.writeLine(`id: ${tsString(op.id)},`);
    w.writeLine(`kind: ${tsString(operationKind(op))},`);
    w.writeLine(`method: ${tsString(op.method)},`);
    w.writeLine(`path: ${tsString(op.path)},`);
    const list = (items: string): string => (freeze ? frozenList(items) : `[${items}]`);
    w.writeLine(`scopes: ${list(op.scopes.map(tsString).join(', '))},`);
    if (op.request !== undefined) w.writeLine(`requestMediaType: ${tsString(op.request.mediaType)},`);
    if (op.response.kind !== 'csv') w.writeLine(`response: ${tsString(op.response.kind)},`);
    w.writeLine(`retry: ${tsString(op.retry)},`);
    // The JSON body code, named only where it is needed: a bundle without such an operation leaves it out.
    if (runtimeValues && op.request?.kind === 'json') w.writeLine('jsonBody,');
    if (runtimeValues && op.request?.kind === 'csv') w.writeLine('csvUpload,');
    if (runtimeValues && op.response.kind === 'csv') w.writeLine('csvReport,');
    if (runtimeValues && op.queryParams.length > 0) w.writeLine('query: writeQuery,');
    // The class of a failure whose outcome is unknown, named only by operations that change something.
    if (runtimeValues && changesSomething(op)) w.writeLine('outcomeUnknown: OutcomeUnknownError,');
    if (runtimeValues && op.retry === 'requestId') w.writeLine('duplicateRequest: DuplicateRequestError,');
    // The code meanings, named only by operations that list codes: a bundle without them leaves the map out.
    if (style.errorCodes !== undefined && op.errorCodes.length > 0) w.writeLine(`errorCodes: ${style.errorCodes},`);
    if (op.request?.maxBytes !== undefined) w.writeLine(`maxRequestBytes: ${op.request.maxBytes},`);
    const check = uploadCheckOf(op);
    if (check !== undefined) w.writeLine(`uploadCheck: ${check.value},`);
    const bodyCheck = bodyCheckOf(op);
    if (bodyCheck !== undefined) w.writeLine(`bodyCheck: ${bodyCheck.value},`);
    if (op.response.csvColumns !== undefined) {
      w.writeLine(`csvColumns: ${frozenList(op.response.csvColumns.map((c) => tsString(c.name)).join(', '))},`);
    }
    const limits = op.request?.fieldMaxBytes ?? [];
    const object = freeze ? frozen : literal;
    if (limits.length > 0)
      w.writeLine(`fieldMaxBytes: ${object(limits.map((l) => [l.property, String(l.maxBytes)]))},`);
    const rules = op.pathParams.filter((p) => p.rule !== undefined);
    if (rules.length > 0)
      w.writeLine(`pathParams: ${object(rules.map((p) => [p.name, object(ruleEntries(p.rule))]))},`);
    const queryRules = op.queryParams.filter((p) => p.rule !== undefined);
    if (queryRules.length > 0)
      w.writeLine(`queryParams: ${object(queryRules.map((p) => [p.name, object(ruleEntries(p.rule))]))},`);
  });
  if (freeze) w.write(')');
}

/**
 * `Object.freeze({ key: value, ... })` of entries whose values are already source text. Keys are spec names or
 * our own; `objectKey` keeps a spec name `__proto__` a property.
 */
function frozen(entries: readonly (readonly [SpecText | string, string])[]): string {
  return `${FREEZE}(${literal(entries)})`;
}

/** `{ key: value, ... }`, the same entries as an object literal (frozen elsewhere). */
function literal(entries: readonly (readonly [SpecText | string, string])[]): string {
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${objectKey(k)}: ${v}`).join(', ')} }`;
}

function ruleEntries(rule: ParamRuleModel | undefined): [string, string][] {
  if (rule === undefined) return [];
  const entries: [string, string][] = [['type', tsString(rule.type)]];
  if (rule.minimum !== undefined) entries.push(['minimum', String(rule.minimum)]);
  if (rule.maximum !== undefined) entries.push(['maximum', String(rule.maximum)]);
  if (rule.pattern !== undefined) entries.push(['pattern', tsString(rule.pattern)]);
  return entries;
}

/** The descriptor's `serverVariables`: each option, with its pattern, enum and whether it may be left out. */
function serverVariables(model: ClientShape): string {
  const items = model.variables.map((v) => {
    const entries: [string, string][] = [
      ['name', tsString(v.name)],
      ['option', tsString(v.optionName)],
    ];
    if (v.pattern !== undefined) entries.push(['pattern', tsString(v.pattern)]);
    if (v.enum !== undefined) entries.push(['enum', frozenList(v.enum.map(tsString).join(', '))]);
    if (!v.required) entries.push(['optional', 'true']);
    return frozen(entries);
  });
  return frozenList(items.join(', '));
}

/** The server URL template constant and the ApiDescriptor of the client. */
export function apiConstants(model: ClientShape): VariableStatementStructure[] {
  return [
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['servers[0].url of the spec; `expandServerUrl` fills in the variables.'],
      declarations: [{ name: model.names.serverUrl, initializer: tsString(model.serverUrl) }],
    },
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      docs: [`What the runtime needs to know about the ${docLine(model.title)} as a whole.`],
      declarations: [
        {
          name: model.names.api,
          type: 'ApiDescriptor',
          initializer: (w) => {
            w.write(`${FREEZE}<ApiDescriptor>(`).inlineBlock(() => {
              w.writeLine(`name: ${tsString(model.pkg.name)},`);
              w.writeLine(`scopes: ${frozenList(model.scopes.map(tsString).join(', '))},`);
              const limit = model.rateLimit;
              if (limit !== undefined) {
                w.writeLine(
                  `rateLimit: ${FREEZE}({ perSecond: ${limit.perSecond}, burst: ${limit.burst}, bucket: ` +
                    `${tsString(limit.bucket)} }),`,
                );
              }
              w.writeLine(`serverVariables: ${serverVariables(model)},`);
            });
            w.write(')');
          },
        },
      ],
    },
  ];
}

/** The operation descriptors, each a module-level constant of operations.gen.ts that only its function uses. */
export function descriptors(model: ApiModel): VariableStatementStructure[] {
  return model.operations.map(
    (op): VariableStatementStructure => ({
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        `${docCode(op.path.map((path) => `${op.method.toUpperCase()} ${path}`))} (operationId ${docCode(op.id)}).`,
      ],
      declarations: [
        {
          name: op.names.descriptor,
          type: descriptorType(op),
          initializer: (w) =>
            writeDescriptor(w, op, { freeze: true, runtimeValues: true, errorCodes: model.errorCodes?.constName }),
        },
      ],
    }),
  );
}

/** `{ path: {...}, query, body }` for core.call / core.report. */
function callParams(op: OperationModel): string {
  const parts: string[] = [];
  if (op.pathParams.length > 0) {
    parts.push(`path: { ${op.pathParams.map((p) => `${objectKey(p.name)}: ${p.argName}`).join(', ')} }`);
  }
  if (op.names.query !== undefined) {
    parts.push(op.queryParams.some((p) => p.required) ? 'query' : 'query: query ?? {}');
  }
  const countOf = op.request?.countOf;
  if (countOf !== undefined) {
    // `?.` even for a required array: a plain-JavaScript caller who leaves it out gets the service's 400
    // (a rejected promise), not a TypeError thrown before the call starts.
    const length = `${access('body', countOf.of)}?.length`;
    parts.push(`body: { ...body, ${objectKey(countOf.property)}: ${access('body', countOf.property)} ?? ${length} }`);
  } else if (op.request !== undefined) {
    parts.push('body');
  }
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

/** The body of an operation function (operations.gen.ts): one call of the core with the operation's descriptor. */
export function callExpression(op: OperationModel, resultTypeText: string): string {
  if (op.response.kind === 'csv') {
    return `core.report<${op.names.row ?? 'never'}>(${op.names.descriptor}, ${callParams(op)}, options)`;
  }
  return `core.call<${resultTypeText}>(${op.names.descriptor}, ${callParams(op)}, options)`;
}

/** A method of the client object: the operation's function with the client's core. */
function delegation(op: OperationModel): string {
  const args = [
    'core',
    ...op.pathParams.map((p) => p.argName),
    ...(op.request ? ['body'] : []),
    ...(op.names.query ? ['query'] : []),
    'options',
  ];
  return `generatedOperations.${op.names.fn}(${args.join(', ')})`;
}

function writeImpl(w: CodeBlockWriter, model: ApiModel, op: OperationModel, impl: string): void {
  for (const sig of signatures(model, op))
    w.writeLine(`function ${impl}(${paramList(sig.params)}): ${sig.returnType};`);
  w.write(`function ${impl}(${paramList(baseParams(model, op))}): ${implementationReturnType(model, op)} `).block(
    () => {
      w.writeLine(`return ${delegation(op)};`);
    },
  );
}

/**
 * The factory's first statements: options checked, server URL expanded, `runtime` created (or returned: the core
 * factory).
 */
export function writeRuntimeSetup(w: CodeBlockWriter, model: ClientShape, returned = false): void {
  const vars = model.variables;
  w.writeLine(`checkClientOptions(${model.names.api}, options);`);
  w.writeLine(`const { ${vars.map((v) => v.optionName).join(', ')}, ...common } = options;`);
  const values = vars
    .map((v) => `${objectKey(v.name)}: ${v.optionName}${v.required ? '' : ` ?? ${tsString(v.default)}`}`)
    .join(', ');
  // The variables' values name the account, which keys the rate-limit bucket (`serverValues` is a runtime option
  // name, so no server variable's option can take it).
  if (vars.length > 0) w.writeLine(`const serverValues = { ${values} };`);
  w.write('const runtimeOptions: RuntimeOptions = ').inlineBlock(() => {
    w.writeLine('...common,');
    w.writeLine(`serverUrl: expandServerUrl(${model.names.serverUrl}, ${vars.length > 0 ? 'serverValues' : '{}'}),`);
    if (vars.length > 0) w.writeLine('serverValues,');
    w.writeLine(`audience: ${vars[0]?.optionName ?? "''"},`);
  });
  w.write(';').newLine();
  w.writeLine(
    `${returned ? 'return' : 'const runtime ='} createApiRuntime<paths>(${model.names.api}, runtimeOptions);`,
  );
}

function writeFactoryBody(w: CodeBlockWriter, model: ApiModel): void {
  w.writeLine(`const core = generatedOperations.${model.names.coreFactory}(options);`);
  for (const op of model.operations) if (op.names.impl !== undefined) writeImpl(w, model, op, op.names.impl);
  w.write('return ').inlineBlock(() => {
    w.writeLine('raw: rawClient<paths>(core),');
    for (const op of model.operations) {
      if (op.names.impl !== undefined) {
        w.writeLine(`${op.methodName}: ${op.names.impl},`);
        continue;
      }
      const params = baseParams(model, op);
      w.write(`${op.methodName}(${paramList(params)}): ${returnType(model, op)} `).inlineBlock(() => {
        w.writeLine(`return ${delegation(op)};`);
      });
      w.write(',').newLine();
    }
    writePagingEntries(w, model);
  });
  w.write(';');
}

function factory(model: ApiModel): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: model.names.factory,
    isExported: true,
    parameters: [{ name: 'options', type: model.names.options }],
    returnType: model.names.client,
    docs: [
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
    ],
    statements: (w) => writeFactoryBody(w, model),
  };
}

export function emitClient(model: ApiModel): string {
  const typeText = model.operations
    .map((op) =>
      [
        ...signatures(model, op).map((s) => paramList(s.params) + s.returnType),
        op.names.input ? inputTypeText(model, op) : '',
      ].join(),
    )
    .join();
  const statements: StatementStructures[] = [
    ...importStatements(model, typeText),
    ...schemaAliases(model),
    ...errorTypes(model),
    errorGuard(model),
    ...model.operations.flatMap((op) => operationTypes(model, op)),
    optionsType(model),
    clientInterface(model),
    factory(model),
  ];
  return printModule(statements, model.specPath);
}
