/**
 * Parameters of one operation. Path parameters become positional arguments (camelCase of the spec name); query,
 * header and cookie parameters the properties of one query object; the spec name is what goes on the wire.
 */
import type { IssueList } from './errors.js';
import type { ParamStyle } from '../../runtime/src/contract/operation.js';
import type { ArgTypePart, ParamModel, ParamRuleModel } from './model.js';
import { paramStyleOf, type ValueShape } from './model-params-style.js';
import {
  compositionParts,
  deref,
  hasType,
  isObject,
  isUnicodePattern,
  type Json,
  type OpenApiDocument,
  type ParameterObject,
  type SchemaObject,
} from './openapi.js';
import { camelCase, isReserved, METHOD_OWN_NAMES, OBJECT_MEMBERS } from './names.js';
import { specText } from '../text/spec-text.js';

export interface RawParams {
  readonly path: ParamModel[];
  readonly query: ParamModel[];
}

/** A parameter with where it is declared in the document (the operation's list or its path item's). */
export interface LocatedParameter {
  readonly param: ParameterObject;
  readonly at: readonly (string | number)[];
}

/**
 * Path-item parameters apply to every operation unless the operation redefines the same name and location.
 * `at` is the operation's place (`paths`, path, method).
 */
export function mergeParameters(
  doc: OpenApiDocument,
  pathLevel: readonly ParameterObject[],
  opLevel: readonly ParameterObject[],
  at: readonly (string | number)[],
): LocatedParameter[] {
  const merged = new Map<string, LocatedParameter>();
  const add = (list: readonly ParameterObject[], listAt: readonly (string | number)[]) =>
    list.forEach((p, i) => {
      const param = deref(doc, p);
      merged.set(`${param.in}\u0000${param.name}`, { param, at: [...listAt, i] });
    });
  add(pathLevel, [...at.slice(0, -1), 'parameters']);
  add(opLevel, [...at, 'parameters']);
  return [...merged.values()];
}

function exampleOf(doc: OpenApiDocument, p: ParameterObject, schema: SchemaObject | undefined): Json | undefined {
  if (p.example !== undefined) return p.example;
  const first = Object.values(p.examples ?? {})[0];
  if (first !== undefined) {
    const value = deref(doc, first).value;
    if (value !== undefined) return value;
  }
  return schema?.example ?? schema?.examples?.[0];
}

/** The argument type of a scalar parameter; undefined when the schema is not one the runtime can send. */
function scalarType(schema: SchemaObject, where: 'path' | 'query'): ArgTypePart[] | undefined {
  if (
    schema.enum !== undefined &&
    schema.enum.length > 0 &&
    schema.enum.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
  ) {
    return schema.enum.map((v) => (typeof v === 'string' ? specText(v) : (v as number)));
  }
  // Integers may exceed 2^53 (ids up to 2^63-1, e.g. the `PlatformId` of specs/mail.yaml), so a bigint is accepted too.
  if (hasType(schema, 'integer')) return where === 'path' ? ['number', 'bigint'] : ['number'];
  if (hasType(schema, 'number')) return ['number'];
  if (hasType(schema, 'boolean')) return where === 'query' ? ['boolean'] : undefined;
  if (hasType(schema, 'string')) {
    // The runtime formats a Date as ISO 8601 and encodes `+` as %2B (report `start`/`end` in specs/mail.yaml).
    return where === 'query' && (schema.format === 'date-time' || schema.format === 'date')
      ? ['string', 'Date']
      : ['string'];
  }
  return undefined;
}

/**
 * What the runtime checks a path value against, from the schema: integer or number with its bounds, or a
 * string with its pattern. Enums are left to the types.
 */
function ruleOf(schema: SchemaObject): ParamRuleModel | undefined {
  if (schema.enum !== undefined) return undefined;
  const bound = (name: 'minimum' | 'maximum'): { [K in typeof name]?: number } =>
    typeof schema[name] === 'number' && Number.isFinite(schema[name]) ? { [name]: schema[name] } : {};
  if (hasType(schema, 'integer')) return { type: 'integer', ...bound('minimum'), ...bound('maximum') };
  if (hasType(schema, 'number')) return { type: 'number', ...bound('minimum'), ...bound('maximum') };
  if (hasType(schema, 'string')) {
    const pattern = typeof schema.pattern === 'string' && isUnicodePattern(schema.pattern) ? schema.pattern : undefined;
    return { type: 'string', ...(pattern === undefined ? {} : { pattern: specText(pattern) }) };
  }
  return undefined;
}

/**
 * What the runtime checks a query value against: a number's type and bounds (`limit` 1 to 100), or a string's
 * pattern. A string without one has nothing to check (a query value is sent as text whatever it is).
 */
function queryRuleOf(schema: SchemaObject): ParamRuleModel | undefined {
  const rule = ruleOf(schema);
  return rule?.type === 'string' && rule.pattern === undefined ? undefined : rule;
}

/** Whether a schema is a list, an object or a scalar. */
function shapeOf(schema: SchemaObject): ValueShape {
  if (hasType(schema, 'array')) return 'array';
  return hasType(schema, 'object') || schema.properties !== undefined ? 'object' : 'scalar';
}

/**
 * The shape of a member of a list or object parameter, through its compositions: `allOf: [{$ref: Template},
 * {description}]` is an object when Template is one. Any part that is a list or an object makes it one.
 */
function memberShape(doc: OpenApiDocument, member: SchemaObject, depth = 0): ValueShape {
  const schema = deref(doc, member);
  const own = shapeOf(schema);
  if (own !== 'scalar' || depth > 8) return own;
  return (
    compositionParts(schema)
      .map((part) => memberShape(doc, part, depth + 1))
      .find((shape) => shape !== 'scalar') ?? 'scalar'
  );
}

/**
 * The argument type and writing of a parameter whose schema is a list or an object (openapi-typescript's type of
 * it), or of a scalar written in a style other than its location's default; else why it cannot be written.
 */
function styledParam(
  doc: OpenApiDocument,
  p: ParameterObject,
  schema: SchemaObject,
  route: { readonly path: string; readonly method: string },
): { tsType: ArgTypePart[] | undefined; style: ParamStyle | undefined } | string {
  const place = p.in === 'query' ? {} : { in: p.in };
  const schemaOf = { path: specText(route.path), method: route.method, name: specText(p.name), ...place };
  if (p.content !== undefined) {
    // A parameter given by `content` is the text of its media type, which openapi-typescript types as a string:
    // the caller gives that text (JSON.stringify of the value) and it is written as a scalar.
    if (Object.keys(p.content).length !== 1) return 'its content must have exactly one media type';
    const written = paramStyleOf(p, 'scalar');
    if (typeof written === 'string') return written;
    return { tsType: ['string'], style: written.style };
  }
  const composed =
    schema.type === undefined &&
    schema.enum === undefined &&
    schema.properties === undefined &&
    (schema.allOf ?? schema.oneOf ?? schema.anyOf) !== undefined;
  if (composed) {
    // A composition (oneOf a scalar or null, allOf a named enum) is typed as openapi-typescript prints it and
    // written as its style says for the value the caller gives.
    const written = paramStyleOf(p, 'any');
    if (typeof written === 'string') return written;
    // A list part without `items` (given beside the composition) is typed `unknown[]`: narrowed to what a style writes.
    const vague = compositionParts(schema)
      .map((part) => deref(doc, part))
      .some((part) => hasType(part, 'array') && part.items === undefined);
    return { tsType: [{ schemaOf: vague ? { ...schemaOf, writable: 'value' } : schemaOf }], style: written.style };
  }
  const shape = shapeOf(schema);
  // Only deepObject (in the query) writes a list or an object inside another (`items[0][price]=x`, the runtime's
  // param-style.ts); in other styles such members are refused rather than typed.
  const deep = p.in === 'query' && p.style === 'deepObject';
  const members =
    shape === 'array'
      ? [['items', schema.items] as const]
      : Object.entries(schema.properties ?? {}).map(([name, member]) => [`property "${name}"`, member] as const);
  let nested = false;
  for (const [what, member] of members) {
    if (member === undefined || typeof member !== 'object' || memberShape(doc, member) === 'scalar') continue;
    if (!deep) return `its ${what} is a list or an object, which no style of OpenAPI writes`;
    nested = true;
  }
  const more = shape === 'object' ? schema.additionalProperties : undefined;
  const anyMore = more === true || (isObject(more) && Object.keys(more).length === 0);
  if (isObject(more) && !anyMore && memberShape(doc, more as SchemaObject) !== 'scalar') {
    if (!deep) return 'its additional properties are lists or objects, which no style of OpenAPI writes';
    nested = true;
  }
  const written = paramStyleOf(p, shape, nested);
  if (typeof written === 'string') return written;
  if (shape === 'scalar') return { tsType: undefined, style: written.style };
  return { tsType: [{ schemaOf: anyMore ? { ...schemaOf, writable: 'entries' } : schemaOf }], style: written.style };
}

/** Headers OpenAPI says a header parameter cannot set: the client writes them itself. */
const OWN_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export function modelParams(
  doc: OpenApiDocument,
  params: readonly LocatedParameter[],
  issues: IssueList,
  operation: string,
  route: { readonly path: string; readonly method: string },
): RawParams {
  const out: RawParams = { path: [], query: [] };
  const named = new Set<string>();
  for (const { param: p, at } of params) {
    const given = p.schema ?? Object.values(p.content ?? {})[0]?.schema ?? (p.content === undefined ? undefined : {});
    const schema = given === undefined ? undefined : deref(doc, given);
    if (p.in === 'header' && OWN_HEADERS.has(p.name.toLowerCase())) {
      issues.warn(
        'sdk/unsupported-parameter',
        `header parameter "${p.name}" is ignored, as OpenAPI says: the client writes that header itself`,
        at,
        operation,
      );
      continue;
    }
    // Query, header and cookie values are the properties of one object, so each name may stand once.
    if (p.in !== 'path' && named.has(p.name)) {
      issues.add(
        'sdk/unsupported-parameter',
        `${p.in} parameter "${p.name}" has the name of another query, header or cookie parameter of the operation`,
        at,
        operation,
      );
      continue;
    }
    if (schema?.enum !== undefined && schema.enum.length === 0) {
      issues.add(
        'sdk/enum',
        `${p.in} parameter ${JSON.stringify(p.name)} has an empty enum: no value could be sent`,
        at,
        operation,
      );
      continue;
    }
    const styled = schema === undefined ? undefined : styledParam(doc, p, schema, route);
    if (typeof styled === 'string') {
      issues.add('sdk/unsupported-parameter', `${p.in} parameter "${p.name}": ${styled}`, at, operation);
      continue;
    }
    const structured = styled?.tsType;
    const tsType =
      schema === undefined ? undefined : (structured ?? scalarType(schema, p.in === 'path' ? 'path' : 'query'));
    if (tsType === undefined) {
      issues.add(
        'sdk/unsupported-parameter',
        `${p.in} parameter "${p.name}" must have a string, integer, number${p.in !== 'path' ? ', boolean' : ''} or ` +
          `enum schema`,
        at,
        operation,
      );
      continue;
    }
    if (p.in !== 'path' && p.required !== true && OBJECT_MEMBERS.has(p.name)) {
      issues.add(
        'sdk/object-member',
        `optional ${p.in} parameter "${p.name}" is a member TypeScript sees on every object, so no query object ` +
          `without it would type-check; make it required or rename it`,
        at,
        operation,
      );
      continue;
    }
    // The peers check no patterns; one the runtime could not build (`\:`, `\-` outside a class) is left unchecked.
    if (typeof schema?.pattern === 'string' && !isUnicodePattern(schema.pattern)) {
      issues.warn(
        'sdk/pattern',
        `${p.in} parameter ${JSON.stringify(p.name)} has a pattern that is no regular expression in unicode mode ` +
          '(ECMA-262): the client does not check values against it',
        at,
        operation,
      );
    }
    let argName = p.in === 'path' ? camelCase(p.name) : p.name;
    if (p.in === 'path') {
      // A name with no ASCII letter to start an identifier (`æøå`, `1st`) is named by its place; the wire name
      // stays the spec's.
      if (!/^[A-Za-z]/.test(argName)) argName = `pathParam${out.path.length + 1}`;
      // A reserved word cannot name an argument, nor can a name the method binds itself (`query`); the wire name
      // stays the spec's.
      if (isReserved(argName) || METHOD_OWN_NAMES.includes(argName)) argName = `${argName}Value`;
    }
    const model: ParamModel = {
      name: specText(p.name),
      argName,
      required: p.in === 'path' ? true : p.required === true,
      description: specText(p.description ?? schema?.description),
      tsType,
      example: exampleOf(doc, p, schema),
      rule:
        schema === undefined || structured !== undefined || p.in === 'header' || p.in === 'cookie'
          ? undefined
          : p.in === 'path'
            ? ruleOf(schema)
            : queryRuleOf(schema),
      ...(styled?.style === undefined ? {} : { style: styled.style }),
    };
    if (p.in !== 'path') named.add(p.name);
    (p.in === 'path' ? out.path : out.query).push(model);
  }
  return out;
}
