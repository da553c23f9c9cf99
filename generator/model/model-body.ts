/**
 * Request bodies and success responses of one operation. How a body travels is decided by its declared media
 * type only (JSON, or CSV text), never by looking at the value; a media type the runtime cannot handle is an
 * error, not a guess.
 */
import type { IssueList } from './errors.js';
import type { CsvColumnModel, RequestModel, ResponseModel } from './model.js';
import { BODY_CHECKS, UPLOAD_CHECKS } from './runtime-exports.js';
import { baseMediaType, isJsonMediaType as isJson } from './media-types.js';
import { encodingOf, fileFields, otherMediaTypes, partEncodings, pickRequestContent } from './model-media-body.js';
import {
  deref,
  hasType,
  objectShape,
  schemaRefName,
  type Json,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type SchemaObject,
} from './openapi.js';
import { modelAnswer } from './model-answers.js';
import { OBJECT_MEMBERS } from './names.js';
import { specText, type SpecText } from '../text/spec-text.js';

type At = readonly (string | number)[];

function isCsvLike(mediaType: string): boolean {
  const base = baseMediaType(mediaType);
  return base === 'text/csv' || base === 'application/octet-stream';
}

function exampleOf(doc: OpenApiDocument, media: MediaTypeObject): Json | undefined {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first !== undefined) {
    const value = deref(doc, first).value;
    if (value !== undefined) return value;
  }
  const schema = media.schema === undefined ? undefined : deref(doc, media.schema);
  return schema?.example ?? schema?.examples?.[0];
}

/**
 * The media type of a content map the client uses: the only one, or the JSON one among several (JSON is the
 * default where a body or answer may take several forms: the request says `Content-Type` and `Accept` for it).
 * Several without JSON is an issue.
 */
function singleContent(
  content: Readonly<Record<string, MediaTypeObject>> | undefined,
  what: string,
  issues: IssueList,
  at: At,
  op: string,
): [string, MediaTypeObject] | undefined {
  const entries = Object.entries(content ?? {});
  if (entries.length > 1) {
    const json = entries.find(([mediaType]) => isJson(mediaType));
    if (json !== undefined) return json;
    issues.add(
      'sdk/media-type',
      `${what} declares ${entries.length} media types, none of them JSON; the client supports one of them or JSON`,
      at,
      op,
    );
    return undefined;
  }
  return entries[0];
}

/**
 * Optional properties the caller's object literals could never leave out (names.ts `OBJECT_MEMBERS`), anywhere
 * in a request body schema (through `$ref`, `allOf`/`oneOf`/`anyOf`, items and additional properties), as
 * paths like `items[].toString`.
 */
function optionalObjectMembers(doc: OpenApiDocument, root: SchemaObject | undefined): string[] {
  const found: string[] = [];
  const seen = new Set<object>();
  const visit = (schema: SchemaObject | undefined, where: string): void => {
    if (schema === undefined || typeof schema !== 'object') return;
    const s = deref(doc, schema);
    if (seen.has(s)) return;
    seen.add(s);
    const shape = objectShape(doc, s);
    for (const [name, prop] of shape.properties) {
      if (OBJECT_MEMBERS.has(name) && !shape.required.has(name)) found.push(`${where}${name}`);
      visit(prop, `${where}${name}.`);
    }
    const composed = s as {
      oneOf?: SchemaObject[];
      anyOf?: SchemaObject[];
      additionalProperties?: SchemaObject | boolean;
    };
    for (const part of [...(composed.oneOf ?? []), ...(composed.anyOf ?? [])]) visit(part, where);
    if (s.items !== undefined) visit(s.items, `${where.replace(/\.$/, '')}[].`);
    if (typeof composed.additionalProperties === 'object') visit(composed.additionalProperties, `${where}*.`);
  };
  visit(root, '');
  return found;
}

export function modelRequest(
  doc: OpenApiDocument,
  operation: OperationObject,
  issues: IssueList,
  at: At,
  op: string,
): RequestModel | undefined {
  if (operation.requestBody === undefined) return undefined;
  const body = deref(doc, operation.requestBody);
  const entry = pickRequestContent(doc, body.content ?? {});
  if (entry === undefined) return undefined;
  const [mediaType, media] = entry;
  const mediaAt = [...at, 'requestBody', 'content', mediaType];
  const kind = encodingOf(mediaType, media.schema === undefined ? undefined : deref(doc, media.schema));
  if (kind === undefined) {
    issues.add(
      'sdk/media-type',
      `request media type "${mediaType}" is not supported: the client sends JSON, form, multipart, binary and ` +
        'text bodies (no XML)',
      mediaAt,
      op,
    );
    return undefined;
  }
  const shape = kind === 'json' ? objectShape(doc, media.schema) : undefined;
  if (kind === 'json') {
    for (const where of optionalObjectMembers(doc, media.schema)) {
      issues.add(
        'sdk/object-member',
        `optional request property "${where}" is a member TypeScript sees on every object, so no body without it ` +
          `would type-check; make it required or rename it`,
        mediaAt,
        op,
      );
    }
  }
  let countOf: RequestModel['countOf'];
  for (const [name, propSchema] of shape?.properties ?? []) {
    const target = deref(doc, propSchema)['x-count-of'];
    if (target === undefined) continue;
    const targetSchema = typeof target === 'string' ? shape?.properties.get(target) : undefined;
    if (typeof target !== 'string' || targetSchema === undefined || !hasType(deref(doc, targetSchema), 'array')) {
      issues.add('sdk/count-of', `x-count-of on "${name}" must name an array property of the same body`, mediaAt, op);
    } else if (OBJECT_MEMBERS.has(name)) {
      issues.add(
        'sdk/object-member',
        `x-count-of makes "${name}" optional, and it is a member TypeScript sees on every object, so no body without ` +
          `it would type-check`,
        mediaAt,
        op,
      );
    } else if (countOf !== undefined) {
      issues.add(
        'sdk/count-of',
        `more than one property carries x-count-of ("${countOf.property.text}", "${name}")`,
        mediaAt,
        op,
      );
    } else {
      countOf = { property: specText(name), of: specText(target) };
    }
  }
  const dateTimes = [...(shape?.properties ?? [])]
    .filter(([, propSchema]) => {
      const prop = deref(doc, propSchema);
      return prop.format === 'date-time' && hasType(prop, 'string');
    })
    .map(([name]) => ({ property: specText(name), required: shape?.required.has(name) === true }));
  const maxBytes = media.schema === undefined ? undefined : deref(doc, media.schema)['x-max-bytes'];
  if (maxBytes !== undefined && !isByteLimit(maxBytes)) {
    issues.add('sdk/max-bytes', 'x-max-bytes of the request body must be a positive integer', mediaAt, op);
  }
  const fieldMaxBytes: { property: SpecText; maxBytes: number }[] = [];
  for (const [name, propSchema] of shape?.properties ?? []) {
    const prop = deref(doc, propSchema);
    const limit = prop['x-max-bytes'];
    if (limit === undefined) continue;
    if (!isByteLimit(limit) || !hasType(prop, 'string')) {
      issues.add(
        'sdk/max-bytes',
        `x-max-bytes on "${name}" must be a positive integer on a string property`,
        mediaAt,
        op,
      );
    } else {
      fieldMaxBytes.push({ property: specText(name), maxBytes: limit });
    }
  }
  const encodings = kind === 'form' || kind === 'multipart' ? partEncodings(media) : [];
  const files = kind === 'multipart' ? fileFields(doc, media.schema) : [];
  const alternatives = kind === 'csv' ? [] : otherMediaTypes(doc, body.content ?? {}, mediaType);
  return {
    kind,
    mediaType: specText(mediaType),
    ...(encodings.length > 0 ? { partEncodings: encodings } : {}),
    ...(files.length > 0 ? { fileFields: files } : {}),
    ...(alternatives.length > 0 ? { alternatives } : {}),
    maxBytes: isByteLimit(maxBytes) ? maxBytes : undefined,
    fieldMaxBytes,
    bigintKeys: kind === 'json' ? bigintKeys(doc, media.schema, issues, mediaAt, op) : [],
    uploadCheck: namedCheck(UPLOAD_CHECK, media['x-upload-check'], kind, issues, [...mediaAt, 'x-upload-check'], op),
    bodyCheck: namedCheck(BODY_CHECK, media['x-body-check'], kind, issues, [...mediaAt, 'x-body-check'], op),
    required: body.required === true,
    description: specText(body.description),
    schemaName: specText(schemaRefName(media.schema)),
    hasRequestId: shape?.properties.has('requestId') === true,
    countOf,
    dateTimes,
    ...(media.schema !== undefined && admitsNull(deref(doc, media.schema)) ? { nullable: true as const } : {}),
    example: exampleOf(doc, media),
  };
}

/** Whether a schema admits null itself: `nullable: true` (3.0), or `null` among its types (3.1). */
function admitsNull(schema: SchemaObject): boolean {
  return (schema as { nullable?: unknown }).nullable === true || hasType(schema, 'null');
}

function isByteLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Names of the properties, at any depth of a JSON body, whose schema carries `x-bigint: true`: a string of
 * decimal digits (an id up to 2^63-1) that the method's input also takes as a bigint, sent as its digits.
 */
function bigintKeys(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  issues: IssueList,
  at: At,
  op: string,
): SpecText[] {
  const keys = new Set<string>();
  const seen = new Set<SchemaObject>();
  const visit = (raw: SchemaObject | boolean | undefined): void => {
    if (raw === undefined || typeof raw === 'boolean') return;
    const s = deref(doc, raw);
    if (seen.has(s)) return;
    seen.add(s);
    for (const part of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) visit(part);
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const resolved = deref(doc, prop);
      if (resolved['x-bigint'] === true) {
        if (hasType(resolved, 'string')) keys.add(name);
        else issues.add('sdk/bigint', `x-bigint on "${name}" needs a string schema (decimal digits)`, at, op);
      }
      visit(prop);
    }
    visit(s.items);
    visit(s.additionalProperties);
  };
  visit(schema);
  return [...keys].sort().map((key) => specText(key));
}

/** A body extension that names a runtime check, and the one kind of body it applies to. */
interface CheckExtension {
  readonly key: 'x-upload-check' | 'x-body-check';
  readonly rule: 'sdk/upload-check' | 'sdk/body-check';
  /** runtime-exports.ts `UPLOAD_CHECKS` or `BODY_CHECKS`. */
  readonly known: ReadonlyMap<string, unknown>;
  readonly kind: RequestModel['kind'];
  readonly body: string;
}

/** `x-upload-check`: a CSV body's check; `x-body-check`: a JSON body's. */
const UPLOAD_CHECK: CheckExtension = {
  key: 'x-upload-check',
  rule: 'sdk/upload-check',
  known: UPLOAD_CHECKS,
  kind: 'csv',
  body: 'a text/csv request body',
};
const BODY_CHECK: CheckExtension = {
  key: 'x-body-check',
  rule: 'sdk/body-check',
  known: BODY_CHECKS,
  kind: 'json',
  body: 'a JSON request body',
};

/** The check a body extension names: one the runtime has, on the kind of body it applies to. */
function namedCheck(
  extension: CheckExtension,
  value: unknown,
  kind: RequestModel['kind'],
  issues: IssueList,
  at: At,
  op: string,
): SpecText | undefined {
  if (value === undefined) return undefined;
  const { key, rule } = extension;
  if (typeof value !== 'string' || !extension.known.has(value)) {
    const known = [...extension.known.keys()].map((name) => `"${name}"`).join(', ');
    issues.add(rule, `${key} ${JSON.stringify(value)} names no check the runtime has (known: ${known})`, at, op);
    return undefined;
  }
  if (kind !== extension.kind) {
    issues.add(rule, `${key} applies to ${extension.body} only`, at, op);
    return undefined;
  }
  return specText(value);
}

function csvColumns(value: unknown, issues: IssueList, at: At, op: string): CsvColumnModel[] | undefined {
  if (!Array.isArray(value) || value.length === 0) {
    issues.add('sdk/csv-columns', 'x-csv-columns must be a non-empty list of {name, description}', at, op);
    return undefined;
  }
  const columns: CsvColumnModel[] = [];
  const seen = new Set<string>();
  for (const item of value as unknown[]) {
    const entry =
      typeof item === 'object' && item !== null
        ? (item as { name?: unknown; description?: unknown; enum?: unknown })
        : {};
    const { name, description } = entry;
    const values = entry.enum;
    if (
      typeof name !== 'string' ||
      name.length === 0 ||
      (description !== undefined && typeof description !== 'string')
    ) {
      issues.add(
        'sdk/csv-columns',
        'every x-csv-columns entry needs a string name and an optional string description',
        at,
        op,
      );
      return undefined;
    }
    if (
      values !== undefined &&
      !(Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string'))
    ) {
      issues.add(
        'sdk/csv-columns',
        `the enum of x-csv-columns entry "${name}" must be a non-empty list of strings`,
        at,
        op,
      );
      return undefined;
    }
    if (seen.has(name)) {
      issues.add('sdk/csv-columns', `x-csv-columns names "${name}" twice`, at, op);
      return undefined;
    }
    seen.add(name);
    columns.push({
      name: specText(name),
      description: specText(description),
      enum: (values as string[] | undefined)?.map((v) => specText(v)),
    });
  }
  return columns;
}

function emptyWhen(
  value: unknown,
  request: RequestModel | undefined,
  doc: OpenApiDocument,
  mediaSchemaOwner: OperationObject,
  issues: IssueList,
  at: At,
  op: string,
): ResponseModel['emptyWhen'] {
  if (value === undefined) return undefined;
  const v = value as { property?: unknown; equals?: unknown };
  const scalar = (x: unknown): x is string | number | boolean | null =>
    x === null || typeof x === 'string' || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x));
  if (typeof value !== 'object' || value === null || typeof v.property !== 'string' || !scalar(v.equals)) {
    issues.add('sdk/empty-when', 'x-empty-when must be {property: <request property>, equals: <scalar>}', at, op);
    return undefined;
  }
  if (request?.kind !== 'json') {
    issues.add('sdk/empty-when', 'x-empty-when needs a JSON request body', at, op);
    return undefined;
  }
  const body = mediaSchemaOwner.requestBody === undefined ? undefined : deref(doc, mediaSchemaOwner.requestBody);
  const schema = Object.values(body?.content ?? {})[0]?.schema;
  if (OBJECT_MEMBERS.has(v.property)) {
    issues.add(
      'sdk/object-member',
      `x-empty-when names "${v.property}", a member TypeScript sees on every object, which an overload would make ` +
        `optional`,
      at,
      op,
    );
    return undefined;
  }
  if (!objectShape(doc, schema).properties.has(v.property)) {
    issues.add('sdk/empty-when', `x-empty-when names "${v.property}", which the request body does not have`, at, op);
    return undefined;
  }
  return { property: specText(v.property), equals: typeof v.equals === 'string' ? specText(v.equals) : v.equals };
}

export function modelResponse(
  doc: OpenApiDocument,
  operation: OperationObject,
  request: RequestModel | undefined,
  issues: IssueList,
  at: At,
  op: string,
): ResponseModel | undefined {
  const statuses = Object.keys(operation.responses ?? {});
  const status = statuses.includes('200') ? '200' : statuses.filter((s) => /^2\d\d$/.test(s)).sort()[0];
  // No 2xx answer (a redirect, a default only): the call resolves to nothing when it succeeds, and throws the
  // typed error of any answer that is not a success.
  if (status === undefined) {
    return {
      kind: 'empty',
      status: '2XX',
      description: undefined,
      emptyWhen: undefined,
      mediaType: undefined,
      schemaName: undefined,
      csvColumns: undefined,
    };
  }
  const responseAt = [...at, 'responses', status];
  const raw = operation.responses?.[status];
  if (raw === undefined) return undefined;
  const response = deref(doc, raw);
  const when = emptyWhen(response['x-empty-when'], request, doc, operation, issues, responseAt, op);
  const common = { status, description: specText(response.description), emptyWhen: when };
  const entries = Object.entries(response.content ?? {});
  // A CSV report is the one media type of its answer and says its columns (`x-csv-columns`); every other answer is
  // read by its media types (model-answers.ts).
  const report = entries.find(([, media]) => media['x-csv-columns'] !== undefined);
  if (report !== undefined && entries.length > 1) {
    issues.add('sdk/csv-columns', 'x-csv-columns needs a CSV report to be the one media type of its answer', at, op);
    return undefined;
  }
  if (report === undefined) return modelAnswer(doc, operation, response.content, common);
  const [mediaType, media] = report;
  const mediaAt = [...responseAt, 'content', mediaType];
  const columnsValue = media['x-csv-columns'];
  if (isCsvLike(mediaType)) {
    const columns = csvColumns(columnsValue, issues, [...mediaAt, 'x-csv-columns'], op);
    if (columns === undefined) return undefined;
    return { ...common, kind: 'csv', mediaType: specText(mediaType), schemaName: undefined, csvColumns: columns };
  }
  issues.add(
    'sdk/csv-columns',
    `x-csv-columns needs application/octet-stream or text/csv, not "${mediaType}"`,
    mediaAt,
    op,
  );
  return undefined;
}
