/**
 * Look-up tables built once per definition from its `RecordsDefinition`: which filter keys exist and what each
 * names, which properties and filter operands are int64, which sort keys and body members are allowed. Built
 * with Maps and Sets from own properties only, so a property named `constructor` or `__proto__` is a property
 * like any other and `toString` names nothing unless the definition has it.
 */
import type { RecordProperty, RecordsDefinition } from './definition.js';

export interface FilterKey {
  readonly property: string;
  readonly operator: string;
}

export interface DefinitionIndex {
  readonly definition: RecordsDefinition;
  readonly properties: ReadonlyMap<string, RecordProperty>;
  /** `{property}_{operator}` -> its property and operator. */
  readonly filterKeys: ReadonlyMap<string, FilterKey>;
  /** Properties with their allowed operators, for messages. */
  readonly operators: ReadonlyMap<string, readonly string[]>;
  /** int64 properties: read as decimal strings, written with every digit. */
  readonly int64: ReadonlySet<string>;
  /** Filter keys whose operand (or each element of it) is an int64. */
  readonly int64FilterKeys: ReadonlySet<string>;
  readonly orderKeys: ReadonlySet<string>;
  /** Properties a create or patch body may hold (all but readOnly ones). */
  readonly writable: ReadonlySet<string>;
  readonly passwordHash: ReadonlySet<string>;
}

export function indexDefinition(definition: RecordsDefinition): DefinitionIndex {
  const properties = new Map(Object.entries(definition.properties));
  const filterKeys = new Map<string, FilterKey>();
  const operators = new Map<string, readonly string[]>();
  const int64 = new Set<string>();
  const int64FilterKeys = new Set<string>();
  const writable = new Set<string>();
  const passwordHash = new Set<string>();
  for (const [property, facts] of properties) {
    const ops = facts.filter.split(' ').filter((op) => op !== '');
    if (ops.length > 0) operators.set(property, ops);
    for (const operator of ops) {
      const key = `${property}_${operator}`;
      filterKeys.set(key, { property, operator });
      if (facts.int64 === true) int64FilterKeys.add(key);
    }
    if (facts.int64 === true) int64.add(property);
    if (facts.readOnly !== true) writable.add(property);
    if (facts.passwordHash === true) passwordHash.add(property);
  }
  return {
    definition,
    properties,
    filterKeys,
    operators,
    int64,
    int64FilterKeys,
    orderKeys: new Set(definition.order),
    writable,
    passwordHash,
  };
}

/** The property a sort key sorts by: the key itself when it is a property, else the key without its direction. */
export function orderProperty(index: DefinitionIndex, key: string): string {
  if (index.properties.has(key)) return key;
  return key.replace(/_(?:asc|desc)$/i, '');
}

/** Whether a sort key of the definition sorts descending (`{property}_desc`, in either case). */
export function orderDescending(index: DefinitionIndex, key: string): boolean {
  return !index.properties.has(key) && /_desc$/i.test(key);
}

/**
 * A sort key as the definition's document writes it: the key itself when the document lists it, else the key with
 * its direction in the case the document lists (`name_DESC` -> `name_desc`), since the service's reference words
 * the directions `ASC` and `DESC` and its documents write them in lower case. Undefined for any other key.
 */
export function documentOrderKey(index: DefinitionIndex, key: string): string | undefined {
  if (index.orderKeys.has(key)) return key;
  const direction = /_(asc|desc)$/i.exec(key)?.[1];
  if (direction === undefined) return undefined;
  const stem = key.slice(0, -direction.length);
  return [direction.toLowerCase(), direction.toUpperCase()].map((d) => stem + d).find((k) => index.orderKeys.has(k));
}

/** The property a filter key that is not allowed seems to name: the longest property that starts it. */
export function propertyOfKey(index: DefinitionIndex, key: string): string | undefined {
  let found: string | undefined;
  for (const property of index.properties.keys()) {
    if (key.startsWith(`${property}_`) && (found === undefined || property.length > found.length)) found = property;
  }
  return found;
}
