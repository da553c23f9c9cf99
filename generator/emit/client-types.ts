/**
 * Type expressions and method signatures of client.gen.ts, derived from the model. Request and response types
 * refer to openapi-typescript's output: a named alias when the spec uses a component schema, else an indexed
 * access into `operations`, so the client never re-derives a schema.
 */
import { docCode } from '../text/jsdoc.js';
import { operationTypeKey } from '../model/repeated-ids.js';
import type {
  AnswerKindModel,
  AnswerMediaModel,
  ApiModel,
  ArgTypePart,
  OperationModel,
  ResponseModel,
} from '../model/model.js';
import { uploadCheckOf } from '../model/runtime-exports.js';
import { answerStreams } from '../model/model-answers.js';
import { specText, type SpecText } from '../text/spec-text.js';
import {
  indexed,
  indexedBy,
  inlineTypeLiteral,
  intersection,
  keywordType,
  literalType,
  readonlyArray,
  type Member,
  scalarType,
  typeRef,
  type TypeNode,
  union,
} from './code.js';

export interface SignatureParam {
  readonly name: string;
  readonly type: TypeNode;
  readonly optional: boolean;
}

export interface Signature {
  readonly params: readonly SignatureParam[];
  readonly returnType: TypeNode;
  /** A sentence of the method's doc saying which case this overload covers (doc-comment text, escaped). */
  readonly note: string | undefined;
}

/** The exported alias of a component schema. */
export function aliasOf(model: ApiModel, schemaName: SpecText): string {
  const found = model.schemas.find((s) => s.specName.text === schemaName.text);
  if (found === undefined) throw new Error(`schema ${schemaName.quoted} has no alias`);
  return found.typeName;
}

/** What a style writes: a scalar, a list of scalars, an object of scalars (the runtime's `QueryValue`). */
const SCALAR = union([keywordType('string'), keywordType('number'), keywordType('boolean'), keywordType('null')]);
const WRITABLE = {
  entries: typeRef('Readonly', [typeRef('Record', [keywordType('string'), SCALAR])]),
  value: union([
    SCALAR,
    readonlyArray(SCALAR),
    typeRef('Readonly', [typeRef('Record', [keywordType('string'), SCALAR])]),
  ]),
};

/** The argument type of a path or query parameter (model-params.ts). */
export function argType(parts: readonly ArgTypePart[]): TypeNode {
  return union(
    parts.map((part) => {
      if (typeof part === 'number') return scalarType(part);
      if (typeof part === 'object' && 'schemaOf' in part) {
        const { path, method, name } = part.schemaOf;
        const query = indexed(
          indexed(indexed(indexed(typeRef('paths'), path), specText(method)), 'parameters'),
          part.schemaOf.in ?? 'query',
        );
        const type = indexed(typeRef('NonNullable', [query]), name);
        const writable = part.schemaOf.writable;
        return writable === undefined ? type : intersection([type, WRITABLE[writable]]);
      }
      if (typeof part !== 'string') return literalType(part);
      return part === 'Date' ? typeRef('Date') : keywordType(part);
    }),
  );
}

/**
 * The operation's type in openapi-typescript's output, under the key it printed: `operations[id]` with every `#`
 * of the id made `/` (as openapi-typescript writes it), or `paths[path][method]` for an operation without an id, or
 * with one an earlier operation has, which it prints in place (model/repeated-ids.ts).
 */
export function operationIndex(op: OperationModel): TypeNode {
  if (op.specId === undefined || op.typedInPlace === true)
    return indexed(indexed(typeRef('paths'), op.path), specText(op.method));
  return indexed(typeRef('operations'), op.specId.map(operationTypeKey));
}

/** The request body type as the spec declares it. */
export function requestType(model: ApiModel, op: OperationModel): TypeNode {
  const request = op.request;
  if (request === undefined) throw new Error(`${op.id.quoted} has no request body`);
  if (request.schemaName !== undefined) return typeRef(aliasOf(model, request.schemaName));
  const body = indexed(operationIndex(op), 'requestBody');
  return indexed(request.required ? body : typeRef('NonNullable', [body]), 'content', request.mediaType);
}

/**
 * What the method takes as its JSON body: the request type (with an `x-count-of` property made optional),
 * through the runtime's `JsonInput`: readonly arrays and objects are accepted (data built `as const`), and the
 * `x-bigint` properties also take a bigint.
 */
export function bodyParamType(model: ApiModel, op: OperationModel): TypeNode {
  if (op.request?.kind === 'csv') return typeRef('CsvUploadBody');
  if (op.request?.kind === 'text') return keywordType('string');
  if (op.request?.kind === 'binary') return union([...BINARY, typeRef('ReadableStream', [typeRef('Uint8Array')])]);
  if (op.request?.kind === 'multipart') return multipartType(model, op);
  const type = op.names.input === undefined ? requestType(model, op) : typeRef(op.names.input);
  const keys = op.request?.bigintKeys ?? [];
  return typeRef('JsonInput', keys.length === 0 ? [type] : [type, union(keys.map((k) => literalType(k)))]);
}

/** What a binary body or a file part takes (runtime/src/request/media-body.ts). */
const BINARY = [typeRef('Blob'), typeRef('Uint8Array'), typeRef('ArrayBuffer')];

/**
 * A multipart body: the request type with each file property taking a Blob or bytes (a list of them for a list of
 * files), which openapi-typescript types as a string; a binary body also a ReadableStream.
 */
function multipartType(model: ApiModel, op: OperationModel): TypeNode {
  const req = requestType(model, op);
  const files = op.request?.fileFields ?? [];
  if (files.length === 0) return typeRef('JsonInput', [req]);
  const members = files.map((f) => ({
    name: f.name,
    optional: !f.required,
    type: f.list ? typeRef('ReadonlyArray', [union(BINARY)]) : union(BINARY),
  }));
  const omitted = union(files.map((f) => literalType(f.name)));
  return intersection([typeRef('JsonInput', [typeRef('Omit', [req, omitted])]), inlineTypeLiteral(members)]);
}

/**
 * The input type of a body with `x-count-of` or date-times: `Omit<Req, 'count' | 'at'> & { count?: Req['count'];
 * at: Req['at'] | Date }`. The count may be left out; a date-time may be a `Date` (sent as ISO 8601 in UTC).
 */
export function inputType(model: ApiModel, op: OperationModel): TypeNode {
  const request = op.request;
  if (request === undefined || (request.countOf === undefined && request.dateTimes.length === 0)) {
    throw new Error(`${op.id.quoted} has neither x-count-of nor date-time properties`);
  }
  // The properties of a body that admits null are those of its other values.
  const req = request.nullable === true ? typeRef('NonNullable', [requestType(model, op)]) : requestType(model, op);
  const fields = [
    ...(request.countOf ? [{ property: request.countOf.property, optional: true, date: false }] : []),
    ...request.dateTimes.map((d) => ({ property: d.property, optional: !d.required, date: true })),
  ];
  const members = fields.map((f) => ({
    name: f.property,
    optional: f.optional,
    type: f.date ? union([indexed(req, f.property), typeRef('Date')]) : indexed(req, f.property),
  }));
  const omitted = union(fields.map((f) => literalType(f.property)));
  return intersection([typeRef('Omit', [req, omitted]), inlineTypeLiteral(members)]);
}

/** Whether the operation answers with a parsed JSON body (else its methods resolve to void). */
export function hasResult(op: OperationModel): boolean {
  return op.response.kind === 'json' && op.response.mediaType !== undefined;
}

/** What a text answer resolves to (a string) and a binary one (a Blob); undefined for the other kinds. */
function readAsType(kind: AnswerKindModel | ResponseModel['kind']): TypeNode | undefined {
  if (kind === 'text') return keywordType('string');
  return kind === 'binary' ? typeRef('Blob') : undefined;
}

/** The body type of one 2xx answer in a JSON media type: its schema's alias, else openapi-typescript's type. */
function jsonAnswerType(
  model: ApiModel,
  op: OperationModel,
  status: string,
  schemaName: SpecText | undefined,
): TypeNode {
  if (schemaName !== undefined) return typeRef(aliasOf(model, schemaName));
  const responses = indexedBy(indexed(operationIndex(op), 'responses'), scalarType(Number(status)));
  return indexed(responses, 'content', op.response.mediaType ?? specText('application/json'));
}

/** The parsed success body type: JSON typed by the spec (the union of several 2xx answers), a string or a Blob. */
export function resultType(model: ApiModel, op: OperationModel): TypeNode {
  if (op.raw !== undefined) return keywordType('unknown');
  const response = op.response;
  const read = readAsType(response.kind);
  if (read !== undefined) return read;
  if (response.kind !== 'json' || response.mediaType === undefined) return keywordType('void');
  const several = response.successStatuses;
  if (several !== undefined) {
    return union(
      several.map((s) => (s.empty ? keywordType('undefined') : jsonAnswerType(model, op, s.status, s.schemaName))),
    );
  }
  return jsonAnswerType(model, op, response.status, response.schemaName);
}

/** The body type of the answer in one of its media types (`Accept`): JSON typed by the spec, text, a Blob. */
function acceptedType(model: ApiModel, op: OperationModel, media: AnswerMediaModel): TypeNode {
  const read = readAsType(media.kind);
  if (read !== undefined) return read;
  if (media.mediaType.text === op.response.mediaType?.text) return resultType(model, op);
  const responses = indexedBy(indexed(operationIndex(op), 'responses'), scalarType(Number(op.response.status)));
  return indexed(responses, 'content', media.mediaType);
}

function promiseOf(type: TypeNode): TypeNode {
  return typeRef('Promise', [type]);
}

export function returnType(model: ApiModel, op: OperationModel): TypeNode {
  if (op.response.kind === 'csv') return typeRef('CsvReport', [rowType(op)]);
  // A DELETE whose retry meets 404 after an attempt that may have deleted it resolves with no answer (runtime retry
  // rules).
  if (op.method === 'delete' && op.response.kind === 'json') {
    return promiseOf(union([resultType(model, op), keywordType('undefined')]));
  }
  return promiseOf(resultType(model, op));
}

/** The row type of a CSV report. */
export function rowType(op: OperationModel): TypeNode {
  return op.names.row === undefined ? keywordType('never') : typeRef(op.names.row);
}

/** The per-call options type: `CallOptions`, with the options of the operation's upload check. */
export function callOptionsType(op: OperationModel): TypeNode {
  const check = uploadCheckOf(op);
  return typeRef('CallOptions', check === undefined ? undefined : [typeRef(check.optionsType)]);
}

/**
 * The per-call options of an operation with media types to choose: `accept` one of its answer's, and
 * `requestMediaType` one of its body's (the default first), so a media type the document does not give is a type
 * error rather than a refusal at run time.
 */
function withMediaChoices(op: OperationModel, options: TypeNode): TypeNode {
  const accepts = op.response.accepts;
  const request = op.request;
  const members: Member[] = [];
  if (accepts !== undefined) {
    members.push({ name: 'accept', optional: true, type: union(accepts.map((a) => literalType(a.mediaType))) });
  }
  if (request?.alternatives !== undefined && request.alternatives.length > 0) {
    const sent = [request.mediaType, ...request.alternatives.map((a) => a.mediaType)];
    members.push({ name: 'requestMediaType', optional: true, type: union(sent.map((m) => literalType(m))) });
  }
  return members.length === 0 ? options : intersection([options, inlineTypeLiteral(members)]);
}

/** Positional path arguments, then body, then query object, then per-call options. */
export function baseParams(model: ApiModel, op: OperationModel): SignatureParam[] {
  const params: SignatureParam[] = op.pathParams.map((p) => ({
    name: p.argName,
    type: argType(p.tsType),
    optional: false,
  }));
  if (op.request !== undefined) {
    params.push({
      name: 'body',
      type: bodyParamType(model, op),
      optional: !op.request.required && op.request.countOf === undefined,
    });
  }
  if (op.names.query !== undefined) {
    params.push({ name: 'query', type: typeRef(op.names.query), optional: !op.queryParams.some((p) => p.required) });
  }
  if (op.raw !== undefined) params.push({ name: 'init', type: typeRef('RawRequest'), optional: true });
  params.push({ name: 'options', type: withMediaChoices(op, callOptionsType(op)), optional: true });
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
  const accepts = op.response.accepts;
  if (accepts !== undefined) return acceptSignatures(model, op, params, accepts);
  if (answerStreams(op)) return binarySignatures(params);
  const when = op.response.emptyWhen;
  if (when === undefined || op.response.kind !== 'json') {
    return [{ params, returnType: returnType(model, op), note: undefined }];
  }
  const result = resultType(model, op);
  const withBody = (extra: TypeNode): SignatureParam[] =>
    params.map((p) => (p.name === 'body' ? { ...p, type: intersection([p.type, extra]) } : p));
  const equals = when.equals;
  const shown = docCode(
    when.property.map(
      (p) => `${p}: ${JSON.stringify(typeof equals === 'object' && equals !== null ? equals.text : equals)}`,
    ),
  );
  const out: Signature[] = [
    {
      params: withBody(inlineTypeLiteral([{ name: when.property, type: scalarType(when.equals) }])),
      returnType: promiseOf(keywordType('void')),
      note: `With ${shown} the service answers with an empty body: resolves to undefined.`,
    },
  ];
  if (typeof when.equals === 'boolean') {
    out.push({
      params: withBody(inlineTypeLiteral([{ name: when.property, optional: true, type: scalarType(!when.equals) }])),
      returnType: promiseOf(result),
      note: `Without ${shown} it answers with the result.`,
    });
  }
  out.push({
    params,
    returnType: promiseOf(union([result, keywordType('undefined')])),
    note: `A body not known to have ${shown} gives either: resolves to undefined when it has.`,
  });
  return out;
}

/**
 * One overload per media type of the answer: without `accept` (or with the default) the default's type, with
 * another media type in `options.accept` that one's (a string for text, a Blob for bytes).
 */
function acceptSignatures(
  model: ApiModel,
  op: OperationModel,
  params: readonly SignatureParam[],
  accepts: readonly AnswerMediaModel[],
): Signature[] {
  const orUndefined = (type: TypeNode): TypeNode =>
    op.method === 'delete' ? union([type, keywordType('undefined')]) : type;
  const stream = typeRef('ReadableStream', [typeRef('Uint8Array')]);
  const each = accepts.flatMap((media, i) => {
    // A binary media type is a Blob, or the body's stream with `parseAs: 'stream'` (an overload of its own).
    const binary = media.kind === 'binary';
    return (binary ? (['blob', 'stream'] as const) : [undefined]).map((parseAs) => {
      const optional = i === 0 && parseAs !== 'stream';
      const members: Member[] = [{ name: 'accept', optional: i === 0, type: literalType(media.mediaType) }];
      if (parseAs !== undefined) {
        members.push({ name: 'parseAs', optional: parseAs === 'blob', type: literalType(parseAs) });
      }
      // Where `options` must be given, so must every parameter before it (`undefined` for one that may be left out).
      const withAccept = params.map((p) => {
        if (p.name === 'options') return { ...p, optional, type: intersection([p.type, inlineTypeLiteral(members)]) };
        return !optional && p.optional ? { ...p, optional: false, type: union([p.type, keywordType('undefined')]) } : p;
      });
      const type = parseAs === 'stream' ? stream : acceptedType(model, op, media);
      const shown = docCode(media.mediaType);
      const note =
        parseAs === 'stream'
          ? `With ${shown} as \`options.accept\` and \`parseAs: 'stream'\` it resolves to the body's stream.`
          : i === 0
            ? `Asks for ${shown} unless \`options.accept\` names another of the answer's media types.`
            : `With ${shown} as \`options.accept\` it resolves to the body in that media type.`;
      return { params: withAccept, returnType: promiseOf(orUndefined(type)), note };
    });
  });
  // Options whose `accept` is not known where the call is written: any of the media types' bodies.
  const types = new Map<string, TypeNode>();
  for (const media of accepts)
    types.set(media.kind === 'json' ? media.mediaType.text : media.kind, acceptedType(model, op, media));
  if (!accepts.some((media) => media.kind === 'binary')) {
    return [...each, { params, returnType: promiseOf(orUndefined(union([...types.values()]))), note: undefined }];
  }
  const parseAs = inlineTypeLiteral([
    { name: 'parseAs', optional: true, type: union([literalType('blob'), literalType('stream')]) },
  ]);
  const anyParams = params.map((p) => (p.name === 'options' ? { ...p, type: intersection([p.type, parseAs]) } : p));
  const returns = promiseOf(orUndefined(union([...types.values(), stream])));
  return [...each, { params: anyParams, returnType: returns, note: undefined }];
}

/**
 * A binary answer's overloads: a Blob by default (`parseAs: 'blob'`), the body's stream with `parseAs: 'stream'`,
 * either when the option is not known where the call is written.
 */
function binarySignatures(params: readonly SignatureParam[]): Signature[] {
  const blob = typeRef('Blob');
  const stream = typeRef('ReadableStream', [typeRef('Uint8Array')]);
  const withParseAs = (parseAs: string | undefined): SignatureParam[] =>
    params.map((p) => {
      if (p.name === 'options') {
        const optional = parseAs !== 'stream';
        const type = parseAs === undefined ? union([literalType('blob'), literalType('stream')]) : literalType(parseAs);
        return {
          ...p,
          optional,
          type: intersection([p.type, inlineTypeLiteral([{ name: 'parseAs', optional, type }])]),
        };
      }
      // Where `options` must be given, so must every parameter before it (`undefined` for one that may be left out).
      return parseAs === 'stream' && p.optional
        ? { ...p, optional: false, type: union([p.type, keywordType('undefined')]) }
        : p;
    });
  return [
    { params: withParseAs('blob'), returnType: promiseOf(blob), note: 'Resolves to a Blob once every byte is in.' },
    {
      params: withParseAs('stream'),
      returnType: promiseOf(stream),
      note:
        "With `parseAs: 'stream'` in `options` it resolves to the body's stream as soon as the answer's headers " +
        'are in, for bodies too large to hold in memory.',
    },
    { params: withParseAs(undefined), returnType: promiseOf(union([blob, stream])), note: undefined },
  ];
}

/** The implementation signature behind overloads (compatible with each of them). */
export function implementationReturnType(model: ApiModel, op: OperationModel): TypeNode {
  if (op.response.accepts !== undefined || answerStreams(op)) return promiseOf(keywordType('unknown'));
  return promiseOf(union([resultType(model, op), keywordType('void')]));
}
