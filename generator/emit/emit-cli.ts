/**
 * commands.gen.ts (`@platform-sdk/<api>/commands`): every operation of the model as data a command line or an MCP
 * server reads, with the call of its operation function. A command's name is the kebab-case of the operationId,
 * its parameters carry their schemas (limits, enums, patterns) and descriptions from the spec, its body the
 * resolved body schema, and `effect` says what calling it does: `read` (a GET, or a POST that only reads),
 * `send` (a POST guarded by a requestId: it sends mail), `write` (anything else that changes something). The
 * `platform` command line (cli/) builds its commands and the MCP tools from this table alone, so a new operation
 * of a spec becomes a command with `npm run generate` and no hand-written code.
 */
import type { FunctionDeclarationStructure, StatementStructures } from 'ts-morph';
import type { ApiModel, OperationModel } from '../model/model.js';
import { mergeParameters } from '../model/model-params.js';
import type { OpenApiDocument, ParameterObject } from '../model/openapi.js';
import { docLine } from '../text/jsdoc.js';
import { tsString } from '../text/literals.js';
import { rawText, type SpecText } from '../text/spec-text.js';
import { jsonLiteral, resolvedSchema } from './emit-cli-json.js';
import { tsMorph } from './libraries.js';
import { printModule } from './print.js';

const { StructureKind } = tsMorph;

/** `getApiDefinition` -> `get-api-definition`: what the user types. */
export function commandName(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

function effectOf(op: OperationModel): 'read' | 'send' | 'write' {
  if (op.method === 'get' || op.retry === 'read') return 'read';
  return op.retry === 'requestId' ? 'send' : 'write';
}

function text(value: SpecText | undefined): string {
  return value === undefined ? 'undefined' : tsString(value);
}

/** The declared parameters of the operation (path item's and its own), with their schemas. */
function parameterSchemas(doc: OpenApiDocument, op: OperationModel): Map<string, unknown> {
  const item = (doc.paths as Record<string, Record<string, unknown>>)[op.path.text] ?? {};
  const operation = (item[op.method] ?? {}) as { parameters?: ParameterObject[] };
  const merged = mergeParameters(doc, (item.parameters ?? []) as ParameterObject[], operation.parameters ?? [], [
    'paths',
    op.path.text,
    op.method,
  ]);
  return new Map(merged.map(({ param }) => [`${param.in}:${param.name}`, resolvedSchema(doc, param.schema ?? {})]));
}

function bodySchema(doc: OpenApiDocument, op: OperationModel): unknown {
  const item = (doc.paths as Record<string, Record<string, unknown>>)[op.path.text] ?? {};
  const operation = (item[op.method] ?? {}) as { requestBody?: unknown };
  const body = resolvedSchema(doc, operation.requestBody) as
    | { content?: Record<string, { schema?: unknown }> }
    | undefined;
  const media = op.request === undefined ? undefined : body?.content?.[rawText(op.request.mediaType)];
  return media?.schema ?? {};
}

function paramsLiteral(doc: OpenApiDocument, op: OperationModel): string {
  const schemas = parameterSchemas(doc, op);
  const entries = [
    ...op.pathParams.map((p) => ['path', p] as const),
    ...op.queryParams.map((p) => ['query', p] as const),
  ].map(
    ([where, p]) =>
      `{ name: ${tsString(p.name)}, key: ${tsString(p.argName)}, in: '${where}', required: ${p.required}, ` +
      `description: ${text(p.description)}, schema: ${jsonLiteral(schemas.get(`${where}:${p.name.text}`) ?? {})} }`,
  );
  return `[${entries.join(', ')}]`;
}

function bodyLiteral(doc: OpenApiDocument, op: OperationModel): string {
  const request = op.request;
  if (request === undefined) return 'undefined';
  const schema = request.kind === 'json' ? jsonLiteral(bodySchema(doc, op)) : 'undefined';
  return (
    `{ kind: '${request.kind}', mediaType: ${tsString(request.mediaType)}, required: ${request.required}, ` +
    `description: ${text(request.description)}, schema: ${schema} }`
  );
}

/** The operation function's arguments after the core, in its order: path parameters, query, body. */
function callArguments(op: OperationModel): string {
  return [
    ...op.pathParams.map((p) => `input.path[${tsString(p.argName)}] as never`),
    ...(op.queryParams.length > 0 ? ['input.query as never'] : []),
    ...(op.request !== undefined ? ['input.body as never'] : []),
  ]
    .map((arg) => `${arg}, `)
    .join('');
}

function commandLiteral(model: ApiModel, op: OperationModel): string {
  return [
    '{',
    `  name: ${tsString(commandName(op.id.text))},`,
    `  operationId: ${tsString(op.id)},`,
    `  summary: ${text(op.summary)},`,
    `  description: ${text(op.description)},`,
    `  http: ${tsString(op.path.map((path) => `${op.method.toUpperCase()} ${path}`))},`,
    `  effect: '${effectOf(op)}',`,
    `  response: '${op.response.kind}',`,
    `  deprecated: ${op.deprecated},`,
    `  scopes: [${op.scopes.map((s) => tsString(s)).join(', ')}],`,
    `  params: ${paramsLiteral(model.document, op)},`,
    `  body: ${bodyLiteral(model.document, op)},`,
    `  call: (core, input, options) => ${op.names.fn}(core, ${callArguments(op)}options),`,
    '}',
  ].join('\n');
}

function commandType(model: ApiModel): string {
  return `{
  /** The command as typed: the kebab-case of the operationId. */
  readonly name: string;
  readonly operationId: string;
  readonly summary: string | undefined;
  readonly description: string | undefined;
  /** Method and path (\`GET /deliveries/{delivery_id}\`). */
  readonly http: string;
  /** \`read\` changes nothing; \`send\` sends mail (guarded by a requestId); \`write\` changes something else. */
  readonly effect: 'read' | 'send' | 'write';
  /** What the call answers: parsed JSON, nothing, or a CSV report (rows, verified against Content-MD5). */
  readonly response: 'json' | 'empty' | 'csv';
  readonly deprecated: boolean;
  readonly scopes: readonly string[];
  /** Path parameters (in path order), then query parameters; \`key\` is where the value goes in \`CommandInput\`. */
  readonly params: readonly {
    readonly name: string;
    readonly key: string;
    readonly in: 'path' | 'query';
    readonly required: boolean;
    readonly description: string | undefined;
    /** The parameter's schema, references resolved. */
    readonly schema: Readonly<Record<string, unknown>>;
  }[];
  readonly body:
    | {
        readonly kind: 'json' | 'csv';
        readonly mediaType: string;
        readonly required: boolean;
        readonly description: string | undefined;
        /** The JSON body's schema, references resolved (undefined for a CSV body). */
        readonly schema: Readonly<Record<string, unknown>> | undefined;
      }
    | undefined;
  /** Calls the operation through the core: its tokens, retries, rate limit, checks and typed errors. */
  readonly call: (core: ${model.names.core}, input: CommandInput, options?: CallOptions) => unknown;
}`;
}

function imports(model: ApiModel): StatementStructures[] {
  return [
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: ['CallOptions'],
      moduleSpecifier: '@platform-sdk/runtime/internal',
    },
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: [
        { name: model.names.core, isTypeOnly: true },
        ...[...new Set(model.operations.map((op) => op.names.fn))].sort().map((name) => ({ name })),
      ],
      moduleSpecifier: './operations.gen.js',
    },
  ];
}

export function emitCli(model: ApiModel): string {
  const list: FunctionDeclarationStructure | StatementStructures = {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: tsMorph.VariableDeclarationKind.Const,
    docs: [
      `Every operation of the ${docLine(model.title)} as a command, in spec order (read by the \`platform\` command ` +
        'line and its MCP server).',
    ],
    declarations: [
      {
        name: 'commands',
        type: 'readonly Command[]',
        initializer: `[\n${model.operations.map((op) => commandLiteral(model, op)).join(',\n')}\n]`,
      },
    ],
  };
  return printModule(
    [
      ...imports(model),
      {
        kind: StructureKind.Interface,
        name: 'CommandInput',
        isExported: true,
        docs: ['What a command passes to its operation: path values and the query object by `key`, and the body.'],
        properties: [
          { name: 'path', isReadonly: true, type: 'Readonly<Record<string, unknown>>' },
          { name: 'query', isReadonly: true, hasQuestionToken: true, type: 'Readonly<Record<string, unknown>>' },
          { name: 'body', isReadonly: true, hasQuestionToken: true, type: 'unknown' },
        ],
      },
      {
        kind: StructureKind.TypeAlias,
        name: 'Command',
        isExported: true,
        docs: ['One operation as a command: what it takes, what it does, and its call.'],
        type: commandType(model),
      },
      list,
    ],
    model.specPath,
  );
}
