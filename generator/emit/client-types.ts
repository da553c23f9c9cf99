/**
 * Type expressions and method signatures of client.gen.ts, derived from the model. Request and response types
 * refer to openapi-typescript's output: a named alias when the spec uses a component schema, else an indexed
 * access into `operations`, so the client never re-derives a schema.
 */
import { docCode } from '../text/jsdoc.js';
import { propertyKey, tsLiteral, tsString } from '../text/literals.js';
import type { ApiModel, OperationModel } from '../model/model.js';
import { uploadCheckOf } from './runtime-exports.js';
import type { SpecText } from '../text/spec-text.js';

export interface SignatureParam {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
}

export interface Signature {
  readonly params: readonly SignatureParam[];
  readonly returnType: string;
  /** A sentence of the method's doc saying which case this overload covers (doc-comment text, escaped). */
  readonly note: string | undefined;
}

/** The exported alias of a component schema. */
export function aliasOf(model: ApiModel, schemaName: SpecText): string {
  const found = model.schemas.find((s) => s.specName.text === schemaName.text);
  if (found === undefined) throw new Error(`schema ${schemaName.quoted} has no alias`);
  return found.typeName;
}

function opIndex(op: OperationModel): string {
  return `operations[${tsString(op.id)}]`;
}

/** The request body type as the spec declares it. */
export function requestType(model: ApiModel, op: OperationModel): string {
  const request = op.request;
  if (request === undefined) throw new Error(`${op.id.quoted} has no request body`);
  if (request.schemaName !== undefined) return aliasOf(model, request.schemaName);
  const body = request.required ? `${opIndex(op)}['requestBody']` : `NonNullable<${opIndex(op)}['requestBody']>`;
  return `${body}['content'][${tsString(request.mediaType)}]`;
}

/**
 * What the method takes as its JSON body: the request type (with an `x-count-of` property made optional),
 * through the runtime's `JsonInput`: readonly arrays and objects are accepted (data built `as const`), and the
 * `x-bigint` properties also take a bigint.
 */
export function bodyParamType(model: ApiModel, op: OperationModel): string {
  if (op.request?.kind === 'csv') return 'CsvUploadBody';
  const type = op.names.input ?? requestType(model, op);
  const keys = op.request?.bigintKeys ?? [];
  return keys.length === 0 ? `JsonInput<${type}>` : `JsonInput<${type}, ${keys.map(tsString).join(' | ')}>`;
}

/**
 * The input type of a body with `x-count-of` or date-times: `Omit<Req, 'count' | 'at'> & { count?: Req['count'];
 * at: Req['at'] | Date }`. The count may be left out; a date-time may be a `Date` (sent as ISO 8601 in UTC).
 */
export function inputTypeText(model: ApiModel, op: OperationModel): string {
  const request = op.request;
  if (request === undefined || (request.countOf === undefined && request.dateTimes.length === 0)) {
    throw new Error(`${op.id.quoted} has neither x-count-of nor date-time properties`);
  }
  const req = requestType(model, op);
  const fields = [
    ...(request.countOf ? [{ property: request.countOf.property, optional: true, extra: '' }] : []),
    ...request.dateTimes.map((d) => ({ property: d.property, optional: !d.required, extra: ' | Date' })),
  ];
  const members = fields.map(
    (f) => `${propertyKey(f.property)}${f.optional ? '?' : ''}: ${req}[${tsString(f.property)}]${f.extra}`,
  );
  return `Omit<${req}, ${fields.map((f) => tsString(f.property)).join(' | ')}> & { ${members.join('; ')} }`;
}

/** The parsed success body type of a JSON response. */
export function resultType(model: ApiModel, op: OperationModel): string {
  const response = op.response;
  if (response.kind !== 'json' || response.mediaType === undefined) return 'void';
  if (response.schemaName !== undefined) return aliasOf(model, response.schemaName);
  return `${opIndex(op)}['responses'][${Number(response.status)}]['content'][${tsString(response.mediaType)}]`;
}

export function returnType(model: ApiModel, op: OperationModel): string {
  if (op.response.kind === 'csv') return `CsvReport<${op.names.row ?? 'never'}>`;
  // A DELETE whose retry meets 404 after an attempt that may have deleted it resolves with no answer (runtime retry
  // rules).
  if (op.method === 'delete' && op.response.kind === 'json') return `Promise<${resultType(model, op)} | undefined>`;
  return `Promise<${resultType(model, op)}>`;
}

/** Positional path arguments, then body, then query object, then per-call options. */
export function baseParams(model: ApiModel, op: OperationModel): SignatureParam[] {
  const params: SignatureParam[] = op.pathParams.map((p) => ({ name: p.argName, type: p.tsType, optional: false }));
  if (op.request !== undefined) {
    params.push({
      name: 'body',
      type: bodyParamType(model, op),
      optional: !op.request.required && op.request.countOf === undefined,
    });
  }
  if (op.names.query !== undefined) {
    params.push({ name: 'query', type: op.names.query, optional: !op.queryParams.some((p) => p.required) });
  }
  const check = uploadCheckOf(op);
  params.push({
    name: 'options',
    type: check === undefined ? 'CallOptions' : `CallOptions<${check.optionsType}>`,
    optional: true,
  });
  // A parameter can only be optional when every one after it is.
  let allLaterOptional = true;
  for (let i = params.length - 1; i >= 0; i--) {
    const p = params[i] as SignatureParam;
    if (!allLaterOptional && p.optional) params[i] = { ...p, optional: false };
    allLaterOptional &&= params[i]?.optional === true;
  }
  return params;
}

/**
 * The method's signatures. An `x-empty-when` operation gets overloads: the matching body returns
 * `Promise<void>`, the opposite boolean value (or its absence) the result, and any other body either.
 */
export function signatures(model: ApiModel, op: OperationModel): Signature[] {
  const params = baseParams(model, op);
  const when = op.response.emptyWhen;
  if (when === undefined || op.response.kind !== 'json') {
    return [{ params, returnType: returnType(model, op), note: undefined }];
  }
  const result = resultType(model, op);
  const key = propertyKey(when.property);
  const withBody = (extra: string): SignatureParam[] =>
    params.map((p) => (p.name === 'body' ? { ...p, type: `${p.type} & { ${extra} }` } : p));
  const equals = when.equals;
  const shown = docCode(
    when.property.map(
      (p) => `${p}: ${JSON.stringify(typeof equals === 'object' && equals !== null ? equals.text : equals)}`,
    ),
  );
  const out: Signature[] = [
    {
      params: withBody(`${key}: ${tsLiteral(when.equals)}`),
      returnType: 'Promise<void>',
      note: `With ${shown} the service answers with an empty body: resolves to undefined.`,
    },
  ];
  if (typeof when.equals === 'boolean') {
    out.push({
      params: withBody(`${key}?: ${String(!when.equals)}`),
      returnType: `Promise<${result}>`,
      note: `Without ${shown} it answers with the result.`,
    });
  }
  out.push({
    params,
    returnType: `Promise<${result} | undefined>`,
    note: `A body not known to have ${shown} gives either: resolves to undefined when it has.`,
  });
  return out;
}

/** The implementation signature behind overloads (compatible with each of them). */
export function implementationReturnType(model: ApiModel, op: OperationModel): string {
  return `Promise<${resultType(model, op)} | void>`;
}
