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
  readonly example?: Json;
  readonly examples?: Readonly<Record<string, { readonly value?: Json; readonly $ref?: string }>>;
}

export interface MediaTypeObject {
  readonly schema?: SchemaObject;
  readonly example?: Json;
  readonly examples?: Readonly<Record<string, { readonly value?: Json; readonly $ref?: string; readonly summary?: string }>>;
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
    Record<string, { readonly default: string; readonly enum?: readonly string[]; readonly description?: string; readonly [extension: `x-${string}`]: unknown }>
  >;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly description?: string; readonly summary?: string };
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

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethodName = (typeof HTTP_METHODS)[number];

/** Decodes one JSON-pointer segment (RFC 6901). */
function unescapeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows internal `$ref`s (a bundled document has no other kind) until a non-reference object. */
export function deref<T extends { readonly $ref?: string }>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (typeof current === 'object' && current !== null && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/')) throw new Error(`external $ref left after bundling: ${ref}`);
    if (seen.has(ref)) throw new Error(`circular $ref: ${ref}`);
    seen.add(ref);
    let target: unknown = doc;
    for (const segment of ref.slice(2).split('/').map(unescapeSegment)) {
      target = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[segment] : undefined;
    }
    if (target === undefined) throw new Error(`unresolved $ref: ${ref}`);
    current = target;
  }
  return current as T;
}

/** The component schema name a `$ref` points to (`#/components/schemas/Foo` -> `Foo`), if it does. */
export function schemaRefName(schema: SchemaObject | undefined): string | undefined {
  const ref = schema?.$ref;
  const prefix = '#/components/schemas/';
  if (ref === undefined || !ref.startsWith(prefix)) return undefined;
  const rest = ref.slice(prefix.length);
  return rest.includes('/') ? undefined : unescapeSegment(rest);
}

export interface ObjectShape {
  readonly properties: ReadonlyMap<string, SchemaObject>;
  readonly required: ReadonlySet<string>;
}

/** Properties of an object schema, merged through `$ref` and `allOf` (the only composition the model needs). */
export function objectShape(doc: OpenApiDocument, schema: SchemaObject | undefined): ObjectShape {
  const properties = new Map<string, SchemaObject>();
  const required = new Set<string>();
  const visit = (s: SchemaObject | undefined, depth: number): void => {
    if (s === undefined || depth > 32) return;
    const resolved = deref(doc, s);
    for (const part of resolved.allOf ?? []) visit(part, depth + 1);
    for (const [name, prop] of Object.entries(resolved.properties ?? {})) properties.set(name, prop);
    for (const name of resolved.required ?? []) required.add(name);
  };
  visit(schema, 0);
  return { properties, required };
}

export function hasType(schema: SchemaObject, type: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}
