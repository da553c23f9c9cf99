/**
 * Finds every example of an OpenAPI 3.1 document together with the schema it illustrates: media type,
 * parameter and header `example`/`examples`, and JSON Schema `examples` arrays at any depth; and the request
 * and response bodies of an operation, which should each show one.
 */
import { isObject, type JsonObject } from './load-spec.js';

export interface FoundExample {
  /** JSON pointer of the example in the dereferenced document. */
  readonly where: string;
  readonly schema: JsonObject;
  readonly value: unknown;
}

// Keys whose values are data, not spec structure: never look for examples inside them.
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const', 'default']);
// Keys whose children are named by the author, so a child called `examples` is a name, not a keyword.
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

const escape = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

export function collectExamples(document: JsonObject): FoundExample[] {
  const found = new Map<string, FoundExample>();
  const add = (where: string, schema: JsonObject, value: unknown): void => {
    // The dereferenced document repeats shared components at every use; keep the first place seen.
    const key = JSON.stringify([schema, value]);
    if (!found.has(key)) found.set(key, { where, schema, value });
  };

  const walk = (node: unknown, where: string, parentKey: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${where}/${index}`, ''));
      return;
    }
    if (!isObject(node)) return;
    const isNameMap = NAME_MAPS.has(parentKey);
    if (!isNameMap) {
      // Media type, parameter or header: its examples illustrate its `schema`.
      const schema = node['schema'];
      if (isObject(schema)) {
        if ('example' in node) add(`${where}/example`, schema, node['example']);
        const named = node['examples'];
        if (isObject(named)) {
          for (const [name, example] of Object.entries(named)) {
            if (isObject(example) && 'value' in example)
              add(`${where}/examples/${escape(name)}`, schema, example['value']);
          }
        }
      }
      // A schema: JSON Schema `examples` is an array of instances.
      const instances = node['examples'];
      if (Array.isArray(instances)) instances.forEach((value, i) => add(`${where}/examples/${i}`, node, value));
    }
    for (const [key, child] of Object.entries(node)) {
      if (!isNameMap && (DATA_KEYS.has(key) || key.startsWith('x-'))) continue;
      walk(child, `${where}/${escape(key)}`, isNameMap ? '' : key);
    }
  };

  walk(document, '#', '');
  return [...found.values()];
}

/** The request and response bodies of an operation, each named `request <media type>` or `<status> <media type>`. */
export function bodiesOf(operation: JsonObject): Array<[string, JsonObject]> {
  const bodies: Array<[string, JsonObject]> = [];
  const collect = (where: string, holder: unknown): void => {
    const content = isObject(holder) ? holder['content'] : undefined;
    if (!isObject(content)) return;
    for (const [mediaType, media] of Object.entries(content)) {
      if (isObject(media)) bodies.push([`${where} ${mediaType}`, media]);
    }
  };
  collect('request', operation['requestBody']);
  const responses = operation['responses'];
  if (isObject(responses)) for (const [status, response] of Object.entries(responses)) collect(status, response);
  return bodies;
}
