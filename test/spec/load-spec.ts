/**
 * Loads a spec (specs/mail.yaml, specs/database.yaml) the way the generator sees it (bundled by
 * @redocly/openapi-core) and an ajv instance set up for its schemas, so suites can validate examples, requests
 * and responses against the spec.
 */
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject } from 'ajv';

// Both packages are CommonJS with a `default` export; under NodeNext the default import is the module object.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
export type Ajv = InstanceType<typeof Ajv2020>;

export type JsonObject = { [key: string]: unknown };

export const MAIL_SPEC_PATH = fileURLToPath(new URL('../../specs/mail.yaml', import.meta.url));
export const DATABASE_SPEC_PATH = fileURLToPath(new URL('../../specs/database.yaml', import.meta.url));
const REDOCLY_CONFIG_PATH = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationEntry {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** The operation object of the dereferenced document. */
  readonly operation: JsonObject;
}

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: readonly ErrorObject[];
}

export interface LoadedSpec {
  /** Bundled document with every `$ref` kept (shows which responses are shared components). */
  readonly bundled: JsonObject;
  /** A node under an operation of the bundled document, following one level of component `$ref`. */
  bundledRef(operationId: string, ...keys: string[]): unknown;
  /** Bundled and dereferenced document: every `$ref` replaced by its target. */
  readonly document: JsonObject;
  /** Ajv (JSON Schema 2020-12) with formats and the spec's `x-` keywords; `x-max-bytes` is enforced. */
  readonly ajv: Ajv;
  readonly operations: readonly OperationEntry[];
  operation(operationId: string): OperationEntry;
  /** Schema of a dereferenced component, e.g. `schema('SendDeliveryRequest')`. */
  schema(name: string): JsonObject;
  /** Request body schema of an operation. */
  requestSchema(operationId: string, mediaType?: string): JsonObject;
  /** Response body schema of an operation for a status code. */
  responseSchema(operationId: string, status: string, mediaType?: string): JsonObject;
  validate(schema: JsonObject, value: unknown): ValidationResult;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path of keys (array indexes as strings), or undefined when any step is missing. */
export function get(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) {
    current = Array.isArray(current) ? current[Number(key)] : isObject(current) ? current[key] : undefined;
  }
  return current;
}

function child(node: unknown, ...keys: string[]): JsonObject {
  let current = node;
  for (const key of keys) {
    if (!isObject(current) || !isObject(current[key])) throw new Error(`spec has no ${keys.join(' > ')}`);
    current = current[key];
  }
  return current as JsonObject;
}

/** Ajv configured for OpenAPI 3.1 schemas of this project. */
export function createSpecAjv(): Ajv {
  // strict catches unknown keywords (typos in the spec). Relaxed: union types (`[string, 'null']`) are part of
  // 3.1; the body and test-delivery rules are subschemas (`required`, `properties` without `type`) that name
  // properties of their parent, which strictTypes and strictRequired would refuse.
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    allErrors: true,
  });
  addFormats(ajv);
  // JSON Schema counts characters; the service limits bodies in bytes (specs/mail.yaml "Limits": 512 KB / 300 MB).
  ajv.addKeyword({
    keyword: 'x-max-bytes',
    type: 'string',
    schemaType: 'number',
    errors: false,
    validate: (max: number, data: string) => Buffer.byteLength(data, 'utf8') <= max,
  });
  // Annotations for the generator and documentation-only marks; they do not constrain values.
  for (const keyword of [
    'x-count-of',
    'x-error-codes',
    'x-item-types',
    'x-filter-operators',
    'x-inferred',
    'x-bigint',
  ]) {
    ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'boolean'] });
  }
  return ajv;
}

async function bundleSpec(specPath: string, dereference: boolean): Promise<JsonObject> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG_PATH });
  const result = await bundle({ ref: specPath, config, dereference });
  const parsed: unknown = result.bundle.parsed;
  if (!isObject(parsed)) throw new Error(`${specPath} did not bundle to an object`);
  return parsed;
}

function listOperations(document: JsonObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(child(document, 'paths'))) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      entries.push({ operationId: String(operation['operationId']), method, path, operation });
    }
  }
  return entries;
}

const cached = new Map<string, Promise<LoadedSpec>>();

function loadSpecAt(specPath: string): Promise<LoadedSpec> {
  let spec = cached.get(specPath);
  if (spec === undefined) {
    spec = build(specPath);
    cached.set(specPath, spec);
  }
  return spec;
}

/** The mail spec, loaded once per test file. */
export function loadMailSpec(): Promise<LoadedSpec> {
  return loadSpecAt(MAIL_SPEC_PATH);
}

/** The database management spec, loaded once per test file. */
export function loadDatabaseSpec(): Promise<LoadedSpec> {
  return loadSpecAt(DATABASE_SPEC_PATH);
}

async function build(specPath: string): Promise<LoadedSpec> {
  const [bundled, document] = await Promise.all([bundleSpec(specPath, false), bundleSpec(specPath, true)]);
  const ajv = createSpecAjv();
  const operations = listOperations(document);
  const operation = (operationId: string): OperationEntry => {
    const found = operations.find((entry) => entry.operationId === operationId);
    if (!found) throw new Error(`spec has no operation ${operationId}`);
    return found;
  };
  return {
    bundled,
    bundledRef(operationId, ...keys) {
      const { method, path } = operation(operationId);
      const node = get(bundled, 'paths', path, method, ...keys);
      const ref = get(node, '$ref');
      if (typeof ref !== 'string') return node;
      return get(bundled, ...ref.replace(/^#\//, '').split('/'));
    },
    document,
    ajv,
    operations,
    operation,
    schema: (name) => child(document, 'components', 'schemas', name),
    requestSchema: (operationId, mediaType = 'application/json') =>
      child(operation(operationId).operation, 'requestBody', 'content', mediaType, 'schema'),
    responseSchema: (operationId, status, mediaType = 'application/json') =>
      child(operation(operationId).operation, 'responses', status, 'content', mediaType, 'schema'),
    validate(schema, value) {
      // ajv caches compiled validators by schema object, and the dereferenced schemas are stable objects.
      const check = ajv.compile(schema);
      const valid = check(value);
      return { valid, errors: check.errors ?? [] };
    },
  };
}
