/**
 * `--filter 'age_gte=20'` and `--order age_desc` of the records commands, read against the definition: the
 * property must exist and allow the operator (its `filter` list in the records package), the sort key must be
 * one of the definition's. The operand is read by the property's item type (record-values.ts: a text property's
 * operand is text, `name_startsWith=123` too; a number, date or option value is parsed and checked); `in`,
 * `notIn`, `containsEvery` and `containsSome` take a JSON array (`["a,b","c"]`, `[1,3]`), so a value may hold a
 * comma; `isNull`, `isNotNull` true or false. Several `--filter`s are joined by AND, as the entries of one filter
 * object are.
 */
import { operandKind, type RecordProperty, type RecordsDefinition } from '@platform-sdk/runtime/records';
import { UsageError } from '../exit-codes.js';
import { ValueRuleError, valueOf } from './record-values.js';

function operand(
  flag: string,
  kind: ReturnType<typeof operandKind>,
  property: RecordProperty | undefined,
  raw: string,
): unknown {
  const one = (text: string, where: string) => {
    try {
      return valueOf(property, text);
    } catch (error) {
      if (error instanceof ValueRuleError) throw new UsageError(`${flag}: ${where}${error.message}`);
      throw error;
    }
  };
  if (kind === 'flag') {
    if (raw !== 'true' && raw !== 'false') throw new UsageError(`${flag}: the operand must be true or false`);
    return raw === 'true';
  }
  if (kind === 'list') {
    let items: unknown;
    try {
      items = JSON.parse(raw);
    } catch {
      items = undefined;
    }
    if (!Array.isArray(items) || items.length === 0)
      throw new UsageError(`${flag}: the operand must be a non-empty JSON array (["a","b"] or [1,3])`);
    return items.map((item: unknown, i) =>
      item === null || typeof item === 'object'
        ? one(JSON.stringify(item), `item ${i + 1} `)
        : one(String(item), `item ${i + 1} `),
    );
  }
  return one(raw, '');
}

export function parseFilters(definition: RecordsDefinition, filters: readonly string[]): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const text of filters) {
    const flag = `--filter ${JSON.stringify(text)}`;
    const at = text.indexOf('=');
    if (at < 1) throw new UsageError(`${flag}: write it as {property}_{operator}=value (age_gte=20)`);
    const key = text.slice(0, at);
    const split = key.lastIndexOf('_');
    const [property, operator] = [key.slice(0, split), key.slice(split + 1)];
    const allowed = definition.properties[property]?.filter.split(' ').filter((o) => o !== '');
    if (split < 1 || allowed === undefined)
      throw new UsageError(
        `${flag}: ${definition.name} has no property ${JSON.stringify(split < 1 ? key : property)} ` +
          `(properties: ${Object.keys(definition.properties).join(', ')})`,
      );
    if (!allowed.includes(operator))
      throw new UsageError(
        `${flag}: ${property} of ${definition.name} does not allow ${operator} ` +
          `(it allows: ${allowed.join(', ') || 'no filter'})`,
      );
    if (Object.hasOwn(filter, key)) throw new UsageError(`${flag}: ${key} is given twice`);
    filter[key] = operand(flag, operandKind(operator), definition.properties[property], text.slice(at + 1));
  }
  return filter;
}

export function parseOrder(definition: RecordsDefinition, order: readonly string[]): string[] {
  for (const key of order)
    if (!definition.order.includes(key))
      throw new UsageError(
        `--order ${key}: ${definition.name} sorts by a property, property_asc or property_desc ` +
          `(properties: ${sortableProperties(definition).join(', ')})`,
      );
  return [...order];
}

/** The properties a definition sorts by: each is a key of `order` alone and with `_asc` and `_desc`. */
export function sortableProperties(definition: RecordsDefinition): string[] {
  return definition.order.filter((key) => definition.order.includes(`${key}_asc`));
}

export function collect(value: string, previous: readonly string[] = []): string[] {
  return [...previous, value];
}
