/**
 * The check of a request against specs/mail.yaml that the sandbox harness makes for every request the sandbox
 * accepts: path and query parameters (each required one present, given once, valid, none undocumented), then the
 * body (media type and schema).
 */
import type { ErrorObject } from 'ajv';
import type { JsonObject, LoadedSpec } from '../spec/load-spec.js';

/** What a call put on the wire, as the spec's request description reads it. */
export interface SentRequest {
  /** Path parameter values before encoding. */
  readonly path: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Media type without parameters (`application/json; charset=UTF-8` is `application/json`). */
  readonly mediaType: string | undefined;
  /** The body as text, or `'stream'` when it is a stream (only its media type can be checked). */
  readonly body: string | 'stream' | undefined;
}

const formatErrors = (errors: readonly ErrorObject[]): string =>
  errors.map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`).join('; ');

/** A parameter value as the spec types it: query and path values arrive as text. */
function typedValue(schema: JsonObject, text: string): unknown {
  switch (schema['type']) {
    case 'integer':
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    default:
      return text;
  }
}

/**
 * Where a request departs from the operation's description in the spec (its parameters, then its body); an
 * empty list when it does not.
 */
export function requestProblems(spec: LoadedSpec, operationId: string, sent: SentRequest): string[] {
  const entry = spec.operation(operationId);
  const pathItem = (spec.document['paths'] as JsonObject)[entry.path] as JsonObject;
  // Operation parameters override path-item parameters of the same name and place (OpenAPI 3.1, Path Item).
  const parameters = new Map<string, JsonObject>();
  for (const parameter of [
    ...((pathItem['parameters'] ?? []) as JsonObject[]),
    ...((entry.operation['parameters'] ?? []) as JsonObject[]),
  ]) {
    parameters.set(`${String(parameter['in'])} ${String(parameter['name'])}`, parameter);
  }
  const requestBody = entry.operation['requestBody'] as JsonObject | undefined;
  return [...parameterProblems(spec, [...parameters.values()], sent), ...bodyProblems(spec, requestBody, sent)];
}

/** Path and query parameters: each required one present, given once and valid; none undocumented. */
function parameterProblems(spec: LoadedSpec, parameters: readonly JsonObject[], sent: SentRequest): string[] {
  const problems: string[] = [];
  const documented = new Set<string>();
  for (const parameter of parameters) {
    const name = String(parameter['name']);
    const place = String(parameter['in']);
    documented.add(`${place} ${name}`);
    if (place !== 'path' && place !== 'query') {
      problems.push(`${place} parameter ${name}: not checked by the harness`);
      continue;
    }
    const texts = place === 'path' ? (name in sent.path ? [sent.path[name] as string] : []) : sent.query.getAll(name);
    if (texts.length === 0) {
      if (parameter['required'] === true) problems.push(`${place} parameter ${name} is required`);
      continue;
    }
    if (texts.length > 1) problems.push(`${place} parameter ${name} is given ${texts.length} times`);
    const schema = parameter['schema'] as JsonObject;
    const check = spec.validate(schema, typedValue(schema, texts[0] as string));
    if (!check.valid)
      problems.push(`${place} parameter ${name}=${JSON.stringify(texts[0])}: ${formatErrors(check.errors)}`);
  }
  const given = [
    ...Object.keys(sent.path).map((name) => `path ${name}`),
    ...new Set([...sent.query.keys()].map((name) => `query ${name}`)),
  ];
  for (const key of given)
    if (!documented.has(key)) problems.push(`${key.replace(' ', ' parameter ')} is not documented`);
  return problems;
}

/**
 * The body: present when required, absent when the operation takes none, of a documented media type, and
 * valid against its schema (JSON parsed first; CSV text against its string schema; a stream by media type only).
 */
function bodyProblems(spec: LoadedSpec, requestBody: JsonObject | undefined, sent: SentRequest): string[] {
  if (requestBody === undefined) return sent.body === undefined ? [] : ['a body is sent, but the operation takes none'];
  if (sent.body === undefined) return requestBody['required'] === true ? ['the body is required'] : [];
  const content = requestBody['content'] as JsonObject;
  const media = content[sent.mediaType ?? ''] as JsonObject | undefined;
  if (media === undefined)
    return [`media type ${String(sent.mediaType)} is not documented (${Object.keys(content).join(', ')})`];
  if (sent.body === 'stream') return [];
  let value: unknown = sent.body;
  if (sent.mediaType === 'application/json') {
    try {
      value = JSON.parse(sent.body);
    } catch {
      return ['the body is not JSON'];
    }
  }
  const check = spec.validate(media['schema'] as JsonObject, value);
  return check.valid ? [] : [`body: ${formatErrors(check.errors)}`];
}
