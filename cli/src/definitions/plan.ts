/**
 * What putting a folder's definitions would change in the account: each definition added, changed or removed
 * (in the account but not the folder: `apply` leaves it), and per changed definition its property changes, each
 * classed simply:
 *
 * - breaking: a property removed or its item type or mapping changed (code reading it breaks), select options
 *   removed (the service deletes the stored selections of options a put leaves out), the database mapping or
 *   type changed;
 * - additive: a property or a select option added;
 * - cosmetic: anything else (labels, formats).
 *
 * Only what a put sends is compared: the service's additions to an answer (`nullable`, `items`, status,
 * metadata) are not differences.
 */

export type ChangeClass = 'breaking' | 'additive' | 'cosmetic';

export interface PropertyChange {
  readonly path: string;
  readonly class: ChangeClass;
  readonly what: string;
}

export interface DefinitionPlan {
  readonly name: string;
  readonly action: 'add' | 'change' | 'remove' | 'keep';
  readonly changes: readonly PropertyChange[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The keys of a property definition a put sets (the answer adds `nullable`, `items` and others). */
const PROPERTY_KEYS = [
  'x-platform-type',
  'x-platform-mapping',
  'type',
  'format',
  'x-platform-select-value-definitions',
];

function typeOf(p: Json): string {
  return String(p['x-platform-type'] ?? `${String(p.type ?? '')}/${String(p.format ?? '')}`);
}

function options(p: Json): Map<number, Json> {
  const list = p['x-platform-select-value-definitions'];
  return new Map(Array.isArray(list) ? list.filter(isObject).map((o) => [Number(o.value), o]) : []);
}

function propertyChanges(name: string, wanted: Json, current: Json): PropertyChange[] {
  const changes: PropertyChange[] = [];
  for (const key of Object.keys(current))
    if (!(key in wanted)) changes.push({ path: `${name}.${key}`, class: 'breaking', what: 'property removed' });
  for (const [key, raw] of Object.entries(wanted)) {
    const p = isObject(raw) ? raw : {};
    const before = current[key];
    if (!isObject(before)) {
      changes.push({ path: `${name}.${key}`, class: 'additive', what: `property added (${typeOf(p)})` });
      continue;
    }
    if (typeOf(p) !== typeOf(before))
      changes.push({ path: `${name}.${key}`, class: 'breaking', what: `type ${typeOf(before)} -> ${typeOf(p)}` });
    if (p['x-platform-mapping'] !== undefined && p['x-platform-mapping'] !== before['x-platform-mapping'])
      changes.push({
        path: `${name}.${key}`,
        class: 'breaking',
        what: `mapping ${String(before['x-platform-mapping'])} -> ${String(p['x-platform-mapping'])}`,
      });
    if (p['x-platform-select-value-definitions'] !== undefined) {
      const [was, will] = [options(before), options(p)];
      for (const value of was.keys())
        if (!will.has(value))
          changes.push({
            path: `${name}.${key}`,
            class: 'breaking',
            what: `option ${value} removed: its stored selections are deleted`,
          });
      for (const value of will.keys())
        if (!was.has(value)) changes.push({ path: `${name}.${key}`, class: 'additive', what: `option ${value} added` });
      for (const [value, option] of will)
        if (was.has(value) && canonical(was.get(value)) !== canonical(option))
          changes.push({ path: `${name}.${key}`, class: 'cosmetic', what: `option ${value} changed` });
    }
    const rest = (o: Json) =>
      canonical(Object.fromEntries(Object.entries(o).filter(([k]) => !PROPERTY_KEYS.includes(k) && k in p)));
    if (rest(p) !== rest(before)) changes.push({ path: `${name}.${key}`, class: 'cosmetic', what: 'other attributes' });
  }
  return changes;
}

function resources(spec: Json): Json {
  const main = (spec.resources as Json | undefined)?.main;
  return isObject(main) ? main : {};
}

function schemaProperties(spec: Json): Json {
  const properties = (spec.schema as Json | undefined)?.properties;
  return isObject(properties) ? properties : {};
}

export function planDefinitions(
  wanted: readonly { readonly name: string; readonly body: { readonly spec: Json } }[],
  current: readonly { readonly metadata: { readonly name: string }; readonly spec: unknown }[],
): DefinitionPlan[] {
  const byName = new Map(current.map((d) => [d.metadata.name, d]));
  const plans: DefinitionPlan[] = [];
  for (const definition of wanted) {
    const now = byName.get(definition.name);
    if (now === undefined) {
      plans.push({ name: definition.name, action: 'add', changes: [] });
      continue;
    }
    const [spec, before] = [definition.body.spec, isObject(now.spec) ? now.spec : {}];
    const changes: PropertyChange[] = [];
    for (const key of ['mapping', 'type'] as const)
      if (resources(spec)[key] !== undefined && resources(spec)[key] !== resources(before)[key])
        changes.push({
          path: `${definition.name}.resources.main.${key}`,
          class: 'breaking',
          what: `${String(resources(before)[key])} -> ${String(resources(spec)[key])}`,
        });
    changes.push(...propertyChanges(definition.name, schemaProperties(spec), schemaProperties(before)));
    plans.push({ name: definition.name, action: changes.length > 0 ? 'change' : 'keep', changes });
  }
  const names = new Set(wanted.map((d) => d.name));
  for (const d of current)
    if (!names.has(d.metadata.name)) plans.push({ name: d.metadata.name, action: 'remove', changes: [] });
  return plans;
}
