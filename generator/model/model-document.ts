/**
 * Checks of the whole bundled document before anything is modelled, so that no later step meets input it
 * cannot handle and stops with a stack trace instead of a spec location:
 *
 * - every string (key or value) is well-formed Unicode: a lone surrogate has no UTF-8 encoding, so it can be
 *   neither written into a file nor sent in a request;
 * - every number is finite: YAML's `.inf` and `.nan` are no JSON values (an OpenAPI document is JSON data),
 *   and TypeScript has no literal type for them;
 * - every `$ref` is a local JSON pointer that resolves (percent escapes included) without a loop;
 * - every keyword of a schema that the model reads has its shape (`required` a list of names, `properties` an
 *   object, `allOf`/`oneOf`/`anyOf` lists), so `required: true` is a located error, not a TypeError;
 * - no schema is part of its own `allOf`, which no value could satisfy and no type can express.
 *
 * Example values, defaults, enums and `x-` extensions are data, not OpenAPI objects: their strings and numbers
 * are checked like any other, but a `$ref` or `allOf` key in them means nothing (the database spec's example of
 * a getOpenApi answer is a whole OpenAPI document, whose `$ref`s point into itself). Which keys hold data
 * depends on where they are: `example` of a schema is data, a property named `example` is a schema.
 */
import type { IssueList } from './errors.js';
import { decodePointer, encodePointer, type OpenApiDocument } from './openapi.js';
import { loneSurrogateAt } from '../text/spec-text.js';

type Pointer = readonly (string | number)[];

function where(pointer: Pointer): string {
  return pointer.length === 0 ? 'the document root' : pointer.map(String).join('.');
}

/** The value a local `$ref` points to, or why it does not resolve. */
export function resolveLocalRef(doc: OpenApiDocument, ref: string): { value: unknown } | { problem: string } {
  const segments = decodePointer(ref);
  if (segments === undefined)
    return { problem: `$ref ${JSON.stringify(ref)} is not a local JSON pointer with valid percent escapes (#/...)` };
  let target: unknown = doc;
  for (const segment of segments) {
    if (typeof target !== 'object' || target === null || !Object.hasOwn(target, segment)) {
      return { problem: `$ref ${JSON.stringify(ref)} points to nothing in the document` };
    }
    target = (target as Record<string, unknown>)[segment];
  }
  return { value: target };
}

/** Follows a chain of `$ref`s to a value that is not one; a problem when a ref is broken or the chain loops. */
function follow(doc: OpenApiDocument, value: unknown): { value: unknown; refs: string[] } | { problem: string } {
  const refs: string[] = [];
  let current = value;
  while (typeof current === 'object' && current !== null && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const ref = (current as { $ref: string }).$ref;
    if (refs.includes(ref))
      return { problem: `$ref ${JSON.stringify(ref)} refers to itself (${[...refs, ref].join(' -> ')})` };
    refs.push(ref);
    const next = resolveLocalRef(doc, ref);
    if ('problem' in next) return next;
    current = next.value;
  }
  return { value: current, refs };
}

/**
 * What a value is, by where it sits: an OpenAPI object (`node`), a map from names to objects (`names`:
 * `properties`, `paths`, `responses`...), a map of Example Objects, an Example Object, or plain data.
 */
export type Role = 'node' | 'names' | 'example-map' | 'example' | 'data';

/** Keys of an OpenAPI object whose value is data. */
const DATA_KEYS: ReadonlySet<string> = new Set(['example', 'default', 'enum', 'const']);
/** Keys of an OpenAPI object whose value maps names (chosen by the spec) to objects. */
const NAME_MAP_KEYS: ReadonlySet<string> = new Set([
  'paths',
  'webhooks',
  'components',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'content',
  'encoding',
  'variables',
]);

/** The role of the value under `key` of an object of role `role`. */
function childRole(role: Role, key: string, child: unknown): Role {
  switch (role) {
    case 'data':
      return 'data';
    case 'names':
      return 'node';
    case 'example-map':
      return 'example';
    case 'example':
      if (key === 'value') return 'data';
      break;
    case 'node':
      break;
  }
  if (key.startsWith('x-') || DATA_KEYS.has(key)) return 'data';
  // A media type's or a component's `examples` maps names to Example Objects; a schema's (3.1) is a list of values.
  if (key === 'examples') return Array.isArray(child) ? 'data' : 'example-map';
  // `components` itself is an object of name maps, which its keys name (`schemas`, `examples`...).
  if (NAME_MAP_KEYS.has(key)) return key === 'components' ? 'node' : 'names';
  return 'node';
}

/** Whether a value of this role is an OpenAPI object, where `$ref` and `allOf` have their meaning. */
export function isObjectRole(role: Role): boolean {
  return role === 'node' || role === 'example';
}

/**
 * Every value of the document with where it is and its role, parents before children. `visit` returns whether
 * to go into the value; `skip` leaves out one child of an object by its key. The pointer `visit` gets is the
 * walk's own and changes after it returns: a visitor copies it to keep it.
 */
export function walk(
  doc: OpenApiDocument,
  visit: (value: unknown, pointer: Pointer, role: Role) => boolean,
  skip: (key: string, role: Role) => boolean,
): void {
  // One path for the whole walk, grown and shrunk as it goes: `visit` copies what it keeps.
  const pointer: (string | number)[] = [];
  const step = (value: unknown, role: Role): void => {
    if (!visit(value, pointer, role) || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      // Items of a list keep its role (`allOf` parts, `parameters`, `tags` are objects; `enum` values data).
      const itemRole = role === 'names' ? 'node' : role;
      for (let index = 0; index < value.length; index++) {
        pointer.push(index);
        step(value[index], itemRole);
        pointer.pop();
      }
      return;
    }
    for (const key of Object.keys(value)) {
      if (skip(key, role)) continue;
      const child = (value as Record<string, unknown>)[key];
      pointer.push(key);
      step(child, childRole(role, key, child));
      pointer.pop();
    }
  };
  step(doc, 'node');
}

function checkValues(doc: OpenApiDocument, issues: IssueList): void {
  walk(
    doc,
    (value, pointer, role) => {
      if (typeof value === 'string') {
        const at = loneSurrogateAt(value);
        if (at >= 0) {
          const unit = value.charCodeAt(at).toString(16).toUpperCase();
          issues.add(
            'sdk/unicode',
            `the value at ${where(pointer)} holds a lone surrogate (U+${unit}), which no file or request can carry`,
            [...pointer],
          );
        }
        return false;
      }
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) {
          issues.add(
            'sdk/number',
            `the value at ${where(pointer)} is ${String(value)}, which is no JSON number (use a finite number)`,
            [...pointer],
          );
        }
        return false;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return true;
      for (const key of Object.keys(value)) {
        const at = loneSurrogateAt(key);
        if (at >= 0) {
          const unit = key.charCodeAt(at).toString(16).toUpperCase();
          issues.add(
            'sdk/unicode',
            `a name in ${where(pointer)} holds a lone surrogate (U+${unit}), which no file or request can carry`,
            [...pointer, key],
          );
        }
      }
      if (isObjectRole(role) && typeof (value as { $ref?: unknown }).$ref === 'string') {
        const followed = follow(doc, value);
        if ('problem' in followed) issues.add('sdk/ref', followed.problem, [...pointer, '$ref']);
      }
      return true;
    },
    (key, role) => loneSurrogateAt(key) >= 0 || (key === '$ref' && isObjectRole(role)),
  );
}

/**
 * Every schema whose `allOf` reaches itself again, through `$ref`s or nesting. Each schema object is walked
 * once (depth-first, with the path of the walk on a stack), so the cost stays linear in the document.
 */
function checkAllOfCycles(doc: OpenApiDocument, issues: IssueList): void {
  const done = new Set<object>();
  const onPath = new Map<object, number>();
  const names: string[] = [];
  const reported = new Set<object>();

  /** `pointer` is where `schema` itself is; a loop is reported at the allOf entry that closes it. */
  const trace = (schema: object, name: string, pointer: Pointer): void => {
    if (done.has(schema)) return;
    onPath.set(schema, names.length);
    names.push(name);
    const parts = (schema as { allOf?: unknown }).allOf;
    if (Array.isArray(parts)) {
      parts.forEach((part: unknown, i) => {
        const at = [...pointer, 'allOf', i];
        const followed = follow(doc, part);
        if ('problem' in followed || typeof followed.value !== 'object' || followed.value === null) return;
        const target = followed.value;
        const ref = followed.refs.at(-1);
        const index = onPath.get(target);
        if (index !== undefined) {
          if (!reported.has(target)) {
            reported.add(target);
            const loop = [...names.slice(index), names[index] ?? ''].join(' -> ');
            issues.add(
              'sdk/allof-cycle',
              `allOf of ${names[index] ?? ''} includes itself (${loop}); no value can be all of itself`,
              at,
            );
          }
          return;
        }
        trace(target, ref ?? encodePointer(at), ref === undefined ? at : (decodePointer(ref) ?? at));
      });
    }
    names.pop();
    onPath.delete(schema);
    done.add(schema);
  };

  walk(
    doc,
    (value, pointer, role) => {
      if (role === 'data') return false;
      if (
        isObjectRole(role) &&
        typeof value === 'object' &&
        value !== null &&
        Array.isArray((value as { allOf?: unknown }).allOf)
      ) {
        trace(value, encodePointer(pointer), [...pointer]);
      }
      return true;
    },
    () => false,
  );
}

/** Keywords whose value is one schema. */
const SUBSCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else'] as const;
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const;
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every schema of the document (a reference is checked where it points): the component schemas and every
 * `schema` of a parameter, header or media type, and what they nest.
 */
function eachSchema(doc: OpenApiDocument, visit: (schema: Record<string, unknown>, pointer: Pointer) => void): void {
  const schema = (value: unknown, pointer: Pointer): void => {
    if (!isPlainObject(value) || typeof value['$ref'] === 'string') return;
    visit(value, pointer);
    for (const key of SUBSCHEMA_KEYS) schema(value[key], [...pointer, key]);
    for (const key of SCHEMA_LIST_KEYS) {
      const list = value[key];
      if (Array.isArray(list)) list.forEach((part, i) => schema(part, [...pointer, key, i]));
    }
    for (const key of SCHEMA_MAP_KEYS) {
      const map = value[key];
      if (isPlainObject(map)) for (const [name, part] of Object.entries(map)) schema(part, [...pointer, key, name]);
    }
  };
  const withSchema = (value: unknown, pointer: Pointer): void => {
    if (isPlainObject(value)) schema(value['schema'], [...pointer, 'schema']);
  };
  const content = (value: unknown, pointer: Pointer): void => {
    if (!isPlainObject(value)) return;
    if (isPlainObject(value['content']))
      for (const [type, media] of Object.entries(value['content'])) withSchema(media, [...pointer, 'content', type]);
    if (isPlainObject(value['headers']))
      for (const [name, header] of Object.entries(value['headers'])) withSchema(header, [...pointer, 'headers', name]);
  };
  const parameters = (value: unknown, pointer: Pointer): void => {
    if (Array.isArray(value)) value.forEach((p, i) => withSchema(p, [...pointer, i]));
  };
  const components = isPlainObject(doc.components) ? (doc.components as Record<string, unknown>) : {};
  const each = (key: string, check: (value: unknown, pointer: Pointer) => void): void => {
    const map = components[key];
    if (isPlainObject(map)) for (const [name, value] of Object.entries(map)) check(value, ['components', key, name]);
  };
  each('schemas', schema);
  each('parameters', withSchema);
  each('headers', withSchema);
  each('requestBodies', content);
  each('responses', content);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isPlainObject(item)) continue;
    parameters(item['parameters'], ['paths', path, 'parameters']);
    for (const [method, operation] of Object.entries(item)) {
      if (!isPlainObject(operation) || method === 'parameters') continue;
      const at = ['paths', path, method];
      parameters(operation['parameters'], [...at, 'parameters']);
      content(operation['requestBody'], [...at, 'requestBody']);
      if (isPlainObject(operation['responses']))
        for (const [status, r] of Object.entries(operation['responses'])) content(r, [...at, 'responses', status]);
    }
  }
}

/**
 * The keywords of a schema that the model reads, in the shape OpenAPI gives them: `required` names the required
 * properties of an object (`required: true` on a property is OpenAPI 2 and JSON Schema draft 3, not 3.x).
 */
function checkSchemaShapes(doc: OpenApiDocument, issues: IssueList): void {
  eachSchema(doc, (schema, pointer) => {
    const required = schema['required'];
    // `required: true` on a property (OpenAPI 2's form) is ignored, as the peers ignore it: the property stays
    // optional.
    if (typeof required === 'boolean') {
      issues.warn(
        'sdk/schema',
        `the schema at ${where(pointer)} has required: ${required}, OpenAPI 2's form, which 3.x ignores: list the ` +
          'property in `required` of the object schema that holds it',
        [...pointer, 'required'],
      );
    } else if (required !== undefined && !(Array.isArray(required) && required.every((n) => typeof n === 'string'))) {
      issues.add(
        'sdk/schema',
        `the schema at ${where(pointer)} has required: ${JSON.stringify(required)}; in OpenAPI 3 \`required\` is ` +
          'the list of names of the required properties, given on the object schema that holds them',
        [...pointer, 'required'],
      );
    }
    for (const key of SCHEMA_MAP_KEYS) {
      if (schema[key] !== undefined && !isPlainObject(schema[key]))
        issues.add('sdk/schema', `${key} of the schema at ${where(pointer)} must map names to schemas`, [
          ...pointer,
          key,
        ]);
    }
    for (const key of SCHEMA_LIST_KEYS) {
      if (schema[key] !== undefined && !Array.isArray(schema[key]))
        issues.add('sdk/schema', `${key} of the schema at ${where(pointer)} must be a list of schemas`, [
          ...pointer,
          key,
        ]);
    }
  });
}

export function checkDocument(doc: OpenApiDocument, issues: IssueList): void {
  const before = issues.count;
  checkValues(doc, issues);
  checkSchemaShapes(doc, issues);
  // Cycles are looked for only among references that resolve, in schemas of the right shape.
  if (issues.count === before) checkAllOfCycles(doc, issues);
}
