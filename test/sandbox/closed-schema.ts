/**
 * A closed copy of a spec schema for checking the sandbox's answers: every object schema that lists `properties`
 * and says nothing about other members gets `unevaluatedProperties: false`, so an answer member the spec does not
 * name fails the check. The specs stay open (a service may add members); the sandbox, which is the spec's own
 * emulator, must not. Schemas under `not` are left as they are, since closing them would loosen the rule.
 */
import type { JsonObject } from '../spec/load-spec.js';

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'contains',
  'if',
  'then',
  'else',
]);

const closedCopies = new WeakMap<object, JsonObject>();

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The closed copy of `schema` (made once per schema object; shared subschemas stay shared). */
export function closed(schema: JsonObject): JsonObject {
  const known = closedCopies.get(schema);
  if (known) return known;
  const copy: JsonObject = {};
  closedCopies.set(schema, copy);
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      const entries = Object.entries(value).map(([name, sub]) => [name, isObject(sub) ? closed(sub) : sub]);
      copy[key] = Object.fromEntries(entries);
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      copy[key] = value.map((sub: unknown) => (isObject(sub) ? closed(sub) : sub));
    } else if (SCHEMA_VALUES.has(key) && isObject(value)) {
      copy[key] = closed(value);
    } else {
      copy[key] = value;
    }
  }
  const open = !['additionalProperties', 'unevaluatedProperties', 'patternProperties'].some((key) => key in schema);
  if (isObject(schema['properties']) && open) copy['unevaluatedProperties'] = false;
  return copy;
}
