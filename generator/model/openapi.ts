/**
 * The parts of an OpenAPI 3.x document the model reads, typed loosely on purpose: the spec has passed lint,
 * but the model still checks every shape it relies on and reports what it cannot use.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface SchemaObject {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly enum?: readonly Json[];
  readonly properties?: Readonly<Record<string, SchemaObject>>;
  readonly required?: readonly string[];
  readonly items?: SchemaObject;
  readonly allOf?: readonly SchemaObject[];
  readonly anyOf?: readonly SchemaObject[];
  readonly oneOf?: readonly SchemaObject[];
  readonly additionalProperties?: SchemaObject | boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly description?: string;
  readonly example?: Json;
  readonly examples?: readonly Json[];
  readonly default?: Json;
  readonly [extension: `x-${string}`]: unknown;
}

export interface ParameterObject {
  readonly $ref?: string;
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: SchemaObject;
  readonly style?: string;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
  /** A parameter given as a media type's content (JSON) in place of a schema. */
  readonly content?: Readonly<Record<string, { readonly schema?: SchemaObject }>>;
  readonly example?: Json;
  readonly examples?: Readonly<Record<string, { readonly value?: Json; readonly $ref?: string }>>;
}

export interface MediaTypeObject {
  readonly schema?: SchemaObject;
  readonly example?: Json;
  readonly examples?: Readonly<
    Record<string, { readonly value?: Json; readonly $ref?: string; readonly summary?: string }>
  >;
  readonly [extension: `x-${string}`]: unknown;
}

export interface RequestBodyObject {
  readonly $ref?: string;
  readonly description?: string;
  readonly required?: boolean;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
}

export interface ResponseObject {
  readonly $ref?: string;
  readonly description?: string;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
  readonly [extension: `x-${string}`]: unknown;
}

export interface OperationObject {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly deprecated?: boolean;
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: RequestBodyObject;
  readonly responses?: Readonly<Record<string, ResponseObject>>;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  readonly [extension: `x-${string}`]: unknown;
}

export interface ServerObject {
  readonly url: string;
  readonly description?: string;
  readonly variables?: Readonly<
    Record<
      string,
      {
        readonly default: string;
        readonly enum?: readonly string[];
        readonly description?: string;
        readonly [extension: `x-${string}`]: unknown;
      }
    >
  >;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: {
    readonly title: string;
    readonly version: string;
    readonly description?: string;
    readonly summary?: string;
  };
  readonly servers?: readonly ServerObject[];
  readonly paths?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, SchemaObject>>;
    readonly parameters?: Readonly<Record<string, ParameterObject>>;
    readonly requestBodies?: Readonly<Record<string, RequestBodyObject>>;
    readonly responses?: Readonly<Record<string, ResponseObject>>;
    readonly securitySchemes?: Readonly<Record<string, { readonly type: string; readonly $ref?: string }>>;
  };
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  readonly [extension: `x-${string}`]: unknown;
}

/** A JSON object: not null, not a list. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethodName = (typeof HTTP_METHODS)[number];

/**
 * The segments of a local `$ref` (`#/a/b~1c` -> `['a', 'b/c']`): the URI fragment is percent-decoded, then each
 * JSON-pointer segment unescaped (RFC 6901). Undefined for a reference that is not local or has a broken
 * percent escape (`%zz`).
 */
export function decodePointer(ref: string): string[] | undefined {
  if (!ref.startsWith('#/')) return undefined;
  try {
    return ref
      .slice(2)
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
  } catch {
    return undefined;
  }
}

/** The local `$ref` of a place in the document (`['a', 'b/c']` -> `#/a/b~1c`). */
export function encodePointer(segments: readonly (string | number)[]): string {
  return `#/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/**
 * Follows internal `$ref`s (a bundled document has no other kind) until a non-reference object. The model
 * checks every `$ref` first (model-document.ts), so a failure here is a bug, not a spec problem.
 */
export function deref<T extends { readonly $ref?: string }>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (typeof current === 'object' && current !== null && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const ref = (current as { $ref: string }).$ref;
    const segments = decodePointer(ref);
    if (segments === undefined) throw new Error(`not a local JSON pointer: ${ref}`);
    if (seen.has(ref)) throw new Error(`circular $ref: ${ref}`);
    seen.add(ref);
    let target: unknown = doc;
    for (const segment of segments) {
      target =
        typeof target === 'object' && target !== null && Object.hasOwn(target, segment)
          ? (target as Record<string, unknown>)[segment]
          : undefined;
    }
    if (target === undefined) throw new Error(`unresolved $ref: ${ref}`);
    current = target;
  }
  return current as T;
}

/**
 * A non-empty regular expression the runtime can build (ECMA-262, unicode mode, as it checks values with
 * `new RegExp(pattern, 'u')`): a server variable's `x-pattern`, a path parameter's `pattern`.
 */
export function isUnicodePattern(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The component schema name a `$ref` points to (`#/components/schemas/Foo` -> `Foo`), if it does. */
export function schemaRefName(schema: SchemaObject | undefined): string | undefined {
  const segments = schema?.$ref === undefined ? undefined : decodePointer(schema.$ref);
  return segments?.length === 3 && segments[0] === 'components' && segments[1] === 'schemas' ? segments[2] : undefined;
}

export interface ObjectShape {
  readonly properties: ReadonlyMap<string, SchemaObject>;
  readonly required: ReadonlySet<string>;
}

/** The parts a schema is composed of: its `allOf`, then `oneOf`, then `anyOf`. */
export function compositionParts(schema: SchemaObject): SchemaObject[] {
  return [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
}

/**
 * Properties of an object schema, merged through `$ref` and `allOf` (the only composition the model needs).
 * Each schema object is merged once, so a shared `allOf` part costs nothing twice.
 */
export function objectShape(doc: OpenApiDocument, schema: SchemaObject | undefined): ObjectShape {
  const properties = new Map<string, SchemaObject>();
  const required = new Set<string>();
  const seen = new Set<SchemaObject>();
  const visit = (s: SchemaObject | undefined): void => {
    if (s === undefined) return;
    const resolved = deref(doc, s);
    if (seen.has(resolved)) return;
    seen.add(resolved);
    for (const part of resolved.allOf ?? []) visit(part);
    for (const [name, prop] of Object.entries(resolved.properties ?? {})) properties.set(name, prop);
    if (Array.isArray(resolved.required)) for (const name of resolved.required) required.add(name);
  };
  visit(schema);
  return { properties, required };
}

export function hasType(schema: SchemaObject, type: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}
