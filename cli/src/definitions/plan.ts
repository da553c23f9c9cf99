/**
 * What putting a folder's definitions would change in the account: each definition added, changed or removed
 * (in the account but not the folder: `apply` leaves it). The changes are those of fetch-specs' change report
 * (fetch-specs/report/classify.ts), in its words and classes (breaking, additive, cosmetic), between the account's
 * definitions and the folder's, both as putApiDefinition bodies.
 *
 * Only what a put sends is compared: the service's additions to an answer (`nullable`, `items`, status, service-set
 * metadata) are no differences, and neither is a key the file leaves out that the service keeps as it is (options
 * without `x-platform-select-value-definitions`, a mapping or type the service filled in), as specs/database.yaml
 * (`PropertyDefinitionInput`, `SelectPropertyInput`) says of a put.
 */
import { type Change, classifyChanges } from '../../../fetch-specs/report/classify.js';
import { definitionsFacts } from '../../../fetch-specs/report/facts.js';

export interface DefinitionPlan {
  readonly name: string;
  readonly action: 'add' | 'change' | 'remove' | 'keep';
  /** The changes putting it makes, classified as fetch-specs' change report classifies them. */
  readonly changes: readonly Change[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of a property definition a put sets. */
const PUT_KEYS = ['x-platform-type', 'x-platform-mapping', 'type', 'format', 'x-platform-select-value-definitions'];

/** A select option as a put gives it. */
function putOption(option: unknown): unknown {
  if (!isObject(option)) return option;
  return { value: option.value, label: option.label, hasExtraText: option.hasExtraText === true };
}

/** A property as a put sets it, limited to `keys`. */
function putProperty(property: unknown, keys: readonly string[]): Json {
  const p = isObject(property) ? property : {};
  const kept = keys.filter((key) => p[key] !== undefined).map((key) => [key, p[key]] as const);
  return Object.fromEntries(
    kept.map(([key, value]) =>
      key === 'x-platform-select-value-definitions' && Array.isArray(value)
        ? [key, value.map(putOption)]
        : [key, value],
    ),
  );
}

function propertiesOf(spec: unknown): Json {
  const schema = isObject(spec) ? spec.schema : undefined;
  return isObject(schema) && isObject(schema.properties) ? schema.properties : {};
}

/**
 * The putApiDefinition body of `spec` under `name`: its database and its properties, each with the keys a put sets;
 * with `like`, a property that `like` has too keeps only the keys `like`'s sets (what a put of `like` changes).
 */
function putBody(name: string, spec: unknown, like?: unknown): Json {
  const main = isObject(spec) && isObject(spec.resources) ? spec.resources.main : undefined;
  const wanted = like === undefined ? undefined : propertiesOf(like);
  const properties = Object.fromEntries(
    Object.entries(propertiesOf(spec)).map(([key, property]) => {
      const given = wanted?.[key];
      const keys = isObject(given) ? PUT_KEYS.filter((k) => given[k] !== undefined) : PUT_KEYS;
      return [key, putProperty(property, keys)];
    }),
  );
  const resources = isObject(main) ? { main: { mapping: main.mapping, type: main.type } } : {};
  return { metadata: { name }, spec: { resources, schema: { properties } } };
}

export function planDefinitions(
  wanted: readonly { readonly name: string; readonly body: { readonly spec: Json } }[],
  current: readonly { readonly metadata: { readonly name: string }; readonly spec: unknown }[],
): DefinitionPlan[] {
  const byName = new Map(current.map((d) => [d.metadata.name, d]));
  // Only the folder's definitions are compared: one it leaves out is not removed (nor is a pair renamed) by apply.
  const before = wanted.flatMap((d) => {
    const now = byName.get(d.name);
    return now === undefined ? [] : [putBody(d.name, now.spec, d.body.spec)];
  });
  const after = wanted.map((d) => putBody(d.name, d.body.spec));
  const changes = classifyChanges(definitionsFacts(before), definitionsFacts(after));
  const plans: DefinitionPlan[] = wanted.map((d) => {
    const own = changes.filter((c) => c.definition === d.name);
    const action = !byName.has(d.name) ? 'add' : own.length > 0 ? 'change' : 'keep';
    return { name: d.name, action, changes: own };
  });
  const names = new Set(wanted.map((d) => d.name));
  for (const d of current)
    if (!names.has(d.metadata.name)) plans.push({ name: d.metadata.name, action: 'remove', changes: [] });
  return plans;
}
