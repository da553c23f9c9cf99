/**
 * commands.gen.ts (`@platform-sdk/<api>/commands`): every operation of the model as data a command line or an MCP
 * server reads, with the call of its operation function (the runtime's `Command`). A command's name is the
 * kebab-case of the operationId, its parameters carry their schemas (limits, enums, patterns) and descriptions
 * from the spec, its body the resolved body schema, and `effect` says what calling it does: `read` (a GET, or a
 * POST that only reads), `send` (a POST guarded by a requestId: it sends mail), `write` (anything else that
 * changes something). The `platform` command line (cli/) builds its commands and the MCP tools from this table
 * alone, so a new operation of a spec becomes a command with `npm run generate` and no hand-written code.
 */
import type { ApiModel, OperationModel } from '../model/model.js';
import { mergeParameters } from '../model/model-params.js';
import { deref, type OpenApiDocument, type ParameterObject } from '../model/openapi.js';
import { docLine } from '../text/jsdoc.js';
import { rawText, type SpecText } from '../text/spec-text.js';
import { resolvedSchema } from './emit-cli-json.js';
import {
  deferred,
  type ArrowParameter,
  array,
  arrow,
  asType,
  bool,
  call,
  constant,
  type Expression,
  elementAccess,
  id,
  importNamespace,
  importUsed,
  json,
  keywordType,
  object,
  ownKey,
  readonlyArray,
  str,
  typeRef,
  undefinedValue,
} from './code.js';
import { printModuleImporting } from './print.js';

/** The namespace commands.gen.ts imports operations.gen.ts as (a name no spec-derived name may take). */
const OPERATIONS = 'operations';

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

function text(value: SpecText | undefined): Expression {
  return value === undefined ? undefinedValue() : str(value);
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
  if (op.request === undefined) return {};
  const item = (doc.paths as Record<string, Record<string, unknown>>)[op.path.text] ?? {};
  const operation = (item[op.method] ?? {}) as { requestBody?: { $ref?: string } };
  const body = deref(doc, operation.requestBody ?? {}) as { content?: Record<string, { schema?: unknown }> };
  return resolvedSchema(doc, body.content?.[rawText(op.request.mediaType)]?.schema ?? {});
}

function paramsExpression(doc: OpenApiDocument, op: OperationModel): Expression {
  const schemas = parameterSchemas(doc, op);
  const entries = [
    ...op.pathParams.map((p) => ['path', p] as const),
    // Header and cookie parameters travel in the query object of the call, and are sent as their location says.
    ...op.queryParams.map((p) => [p.style?.in ?? 'query', p] as const),
  ].map(([where, p]) =>
    object([
      ['name', str(p.name)],
      ['key', str(p.argName)],
      [ownKey('in'), str(where)],
      ['required', bool(p.required)],
      ['description', text(p.description)],
      ['schema', json(schemas.get(`${where}:${p.name.text}`) ?? {})],
    ]),
  );
  return array(entries);
}

function bodyExpression(doc: OpenApiDocument, op: OperationModel): Expression {
  const request = op.request;
  if (request === undefined) return undefinedValue();
  return object([
    ['kind', str(request.kind)],
    ['mediaType', str(request.mediaType)],
    ['required', bool(request.required)],
    ['description', text(request.description)],
    ['schema', request.kind === 'json' ? json(bodySchema(doc, op)) : undefinedValue()],
  ]);
}

/**
 * `(core, { path, query, body }, options) => operations.fn(core, ...)`: the operation function called with the
 * parts of the input it takes, in its order (path parameters, query, body); the input pattern names only those
 * parts. The functions are reached through the module's namespace, so no operation named like a part
 * (`query`, `body`) is hidden by it.
 */
function callExpression(op: OperationModel): Expression {
  const never = keywordType('never');
  const parts = [
    ...(op.pathParams.length > 0 ? ['path'] : []),
    ...(op.queryParams.length > 0 ? ['query'] : []),
    ...(op.request !== undefined ? ['body'] : []),
  ];
  const args = [
    id('core'),
    ...op.pathParams.map((p) => asType(elementAccess(id('path'), p.argName), never)),
    ...(op.queryParams.length > 0 ? [asType(id('query'), never)] : []),
    ...(op.request !== undefined ? [asType(id('body'), never)] : []),
    // An answer of several media types takes `accept` as one of them, a body of several `requestMediaType`; a
    // command asks for the default answer and sends the default body.
    op.response.accepts === undefined && (op.request?.alternatives ?? []).length === 0
      ? id('options')
      : asType(id('options'), never),
  ];
  const parameters: ArrowParameter[] = ['core', { pattern: parts }, 'options'];
  return arrow(parameters, call(`${OPERATIONS}.${op.names.fn}`, args));
}

function commandExpression(model: ApiModel, op: OperationModel): Expression {
  return object(
    [
      ['name', str(commandName(op.id.text))],
      ['operationId', str(op.id)],
      ['summary', text(op.summary)],
      ['description', text(op.description)],
      ['http', str(op.path.map((path) => `${op.method.toUpperCase()} ${path}`))],
      ['effect', str(effectOf(op))],
      ['response', str(op.response.kind)],
      ['deprecated', bool(op.deprecated)],
      ['scopes', array(op.scopes.map(str))],
      ['params', paramsExpression(model.document, op)],
      ['body', bodyExpression(model.document, op)],
      ['call', callExpression(op)],
    ],
    true,
  );
}

export function emitCli(model: ApiModel): string {
  const list = constant({
    name: 'commands',
    exported: true,
    docs:
      `Every operation of the ${docLine(model.title)} as a command, in spec order ` +
      // The `platform` command line loads the commands of the project's own packages only.
      (model.pkg.standalone === true
        ? '(a command line or MCP server of your own can read them, as the `platform` command line reads those of ' +
          'the mail and database packages).'
        : '(read by the `platform` command line and its MCP server).'),
    type: readonlyArray(typeRef('Command', [typeRef(`${OPERATIONS}.${model.names.core}`)])),
    value: array(
      // A raw operation takes its request as the service expects it, which no command's input describes.
      model.operations.filter((op) => op.raw === undefined).map((op) => deferred(() => commandExpression(model, op))),
      true,
    ),
  });
  return printModuleImporting(
    [[list]],
    (used) => [
      ...importUsed(used, '@platform-sdk/runtime', ['Command'], true),
      importNamespace('./operations.gen.js', OPERATIONS),
    ],
    model.specPath,
  );
}
