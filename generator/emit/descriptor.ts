/**
 * The OperationDescriptor of one operation as an expression (runtime/src/contract/operation.ts is the contract): what
 * operations.gen.ts declares for every operation and the records definition modules write for theirs. A
 * descriptor is plain data (kinds, names, limits, codes): the runtime picks its behaviour from it.
 */
import { changesSomething } from '@platform-sdk/runtime/internal';
import type { AnswerMediaModel, OperationModel, ParamRuleModel, RequestModel } from '../model/model.js';
import type { SpecText } from '../text/spec-text.js';
import { array, bool, type Expression, frozen, id, intersection, num, object, str, typeRef } from './code.js';

/** How `descriptorExpression` writes a descriptor. */
export interface DescriptorStyle {
  /** `Object.freeze` the descriptor and its lists (operations.gen.ts); records definitions are frozen at run time. */
  readonly freeze: boolean;
  /** The error-code map's constant, named by the operations whose spec lists 400 codes (`x-error-codes`). */
  readonly errorCodes: string | undefined;
}

/** The kind of an operation (runtime/src/contract/operation.ts): what it sends and what comes back. */
export function operationKind(op: OperationModel): keyof typeof KIND_TYPES {
  if (op.response.kind === 'csv') return 'csv-report';
  if (op.request?.kind === 'json') return 'json-body';
  if (op.request !== undefined && op.request.kind !== 'csv') return 'media-body';
  return op.request?.kind === 'csv' ? 'csv-upload' : 'no-body';
}

const KIND_TYPES = {
  'no-body': 'NoBodyOperation',
  'json-body': 'JsonBodyOperation',
  'media-body': 'MediaBodyOperation',
  'csv-upload': 'CsvUploadOperation',
  'csv-report': 'CsvReportOperation',
} as const;

/**
 * The descriptor type of an operation: its kind and its effect (runtime/src/contract/operation.ts), each of which
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

type Entries = [SpecText | string, Expression][];

/** `Object.freeze({...})` of entries, or the plain literal when the style does not freeze. */
function objectOf(entries: Entries, freeze: boolean): Expression {
  return freeze ? frozen(object(entries)) : object(entries);
}

function listOf(items: Expression[], freeze: boolean): Expression {
  return freeze ? frozen(array(items)) : array(items);
}

function ruleEntries(rule: ParamRuleModel | undefined): Entries {
  if (rule === undefined) return [];
  const entries: Entries = [['type', str(rule.type)]];
  if (rule.minimum !== undefined) entries.push(['minimum', num(rule.minimum)]);
  if (rule.maximum !== undefined) entries.push(['maximum', num(rule.maximum)]);
  if (rule.pattern !== undefined) entries.push(['pattern', str(rule.pattern)]);
  return entries;
}

/** `bodyEncoding` and `partEncodings` of a body that is not JSON or CSV (model-media-body.ts). */
function mediaBodyEntries(op: OperationModel, freeze: boolean): Entries {
  const request = op.request;
  if (request === undefined || request.kind === 'json' || request.kind === 'csv') return [];
  const entries: Entries = [['bodyEncoding', str(request.kind)]];
  const parts = request.partEncodings ?? [];
  if (parts.length > 0) entries.push(['partEncodings', partEncodingsOf(parts, freeze)]);
  return entries;
}

/** `partEncodings`: the encoding of each form field or multipart part the spec gives one. */
function partEncodingsOf(parts: NonNullable<RequestModel['partEncodings']>, freeze: boolean): Expression {
  const byName: Entries = parts.map(({ name, encoding }) => {
    const fields: Entries = [];
    if (encoding.contentType !== undefined) fields.push(['contentType', str(encoding.contentType)]);
    if (encoding.style !== undefined) fields.push(['style', str(encoding.style)]);
    if (encoding.explode !== undefined) fields.push(['explode', bool(encoding.explode)]);
    return [name, objectOf(fields, freeze)];
  });
  return objectOf(byName, freeze);
}

/** `paramStyles`: how the parameters not written the default way travel (model-params-style.ts); none for none. */
function paramStyleEntries(op: OperationModel, freeze: boolean): Entries {
  const styled = [...op.pathParams, ...op.queryParams].filter((p) => p.style !== undefined);
  if (styled.length === 0) return [];
  const byName: Entries = styled.map((p) => {
    const { in: where, style, explode, allowReserved } = p.style!;
    const fields: Entries = [['in', str(where)]];
    if (style !== undefined) fields.push(['style', str(style)]);
    if (explode !== undefined) fields.push(['explode', bool(explode)]);
    if (allowReserved === true) fields.push(['allowReserved', bool(true)]);
    return [p.name, objectOf(fields, freeze)];
  });
  return [['paramStyles', objectOf(byName, freeze)]];
}

/** The media types of an answer with several, the default first, each with how it is read (`Accept` picks one). */
function answersEntry(accepts: readonly AnswerMediaModel[], freeze: boolean): Expression {
  return objectOf(
    accepts.map((a) => [a.mediaType, str(a.kind)]),
    freeze,
  );
}

/** `Object.freeze<Kind & Effect>({...})` of one operation, or the plain object literal when not frozen. */
export function descriptorExpression(op: OperationModel, style: DescriptorStyle): Expression {
  const { freeze } = style;
  const entries: Entries = [
    ['id', str(op.id)],
    ['kind', str(operationKind(op))],
    ['method', str(op.method)],
    ['path', str(op.path)],
    ['scopes', listOf(op.scopes.map(str), freeze)],
  ];
  if (op.request !== undefined) entries.push(['requestMediaType', str(op.request.mediaType)]);
  if (op.response.kind !== 'csv') entries.push(['response', str(op.response.kind)]);
  const accepts = op.response.accepts;
  if (accepts !== undefined) entries.push(['answers', answersEntry(accepts, freeze)]);
  entries.push(['retry', str(op.retry)]);
  if (op.raw !== undefined) entries.push(['raw', bool(true)]);
  // The code meanings, named only by operations that list codes: a bundle without them leaves the map out.
  if (style.errorCodes !== undefined && op.errorCodes.length > 0) entries.push(['errorCodes', id(style.errorCodes)]);
  if (op.request?.maxBytes !== undefined) entries.push(['maxRequestBytes', num(op.request.maxBytes)]);
  // A check by its spec name: the API's runtime factory (runtime-exports.ts) holds the check itself.
  if (op.request?.uploadCheck !== undefined) entries.push(['uploadCheck', str(op.request.uploadCheck)]);
  if (op.request?.bodyCheck !== undefined) entries.push(['bodyCheck', str(op.request.bodyCheck)]);
  if (op.response.csvColumns !== undefined) {
    entries.push(['csvColumns', frozen(array(op.response.csvColumns.map((c) => str(c.name))))]);
  }
  const limits = op.request?.fieldMaxBytes ?? [];
  if (limits.length > 0) {
    entries.push([
      'fieldMaxBytes',
      objectOf(
        limits.map((l) => [l.property, num(l.maxBytes)]),
        freeze,
      ),
    ]);
  }
  const rules = op.pathParams.filter((p) => p.rule !== undefined);
  if (rules.length > 0) {
    entries.push([
      'pathParams',
      objectOf(
        rules.map((p) => [p.name, objectOf(ruleEntries(p.rule), freeze)]),
        freeze,
      ),
    ]);
  }
  const queryRules = op.queryParams.filter((p) => p.rule !== undefined);
  if (queryRules.length > 0) {
    const byName: Entries = queryRules.map((p) => [p.name, objectOf(ruleEntries(p.rule), freeze)]);
    entries.push(['queryParams', objectOf(byName, freeze)]);
  }
  entries.push(...mediaBodyEntries(op, freeze), ...paramStyleEntries(op, freeze));
  const alternatives = op.request?.alternatives ?? [];
  if (alternatives.length > 0) {
    const byType: Entries = alternatives.map((alt) => {
      const fields: Entries = [['bodyEncoding', str(alt.kind)]];
      if (alt.partEncodings !== undefined) fields.push(['partEncodings', partEncodingsOf(alt.partEncodings, freeze)]);
      return [alt.mediaType, objectOf(fields, freeze)];
    });
    entries.push(['requestMediaTypes', objectOf(byType, freeze)]);
  }
  // The security alternatives by scheme name, for documents with basic or API-key schemes (model-security.ts).
  if (op.security !== undefined) {
    entries.push([
      'security',
      listOf(
        op.security.map((names) => listOf(names.map(str), freeze)),
        freeze,
      ),
    ]);
  }
  const literal = object(entries, true);
  if (!freeze) return literal;
  return frozen(
    literal,
    intersection(
      descriptorType(op)
        .split(' & ')
        .map((name) => typeRef(name)),
    ),
  );
}
