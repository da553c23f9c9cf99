/**
 * `--filter 'age_gte=20'` and `--order age_desc` of the records commands, read against the definition: the
 * property must exist and allow the operator (its `filter` list in the records package), the sort key must be
 * one of the definition's. The operand is read as a cell (output/cells.ts: JSON when it parses, else text);
 * `in`, `notIn`, `containsEvery` and `containsSome` take a comma-separated list; `isNull`, `isNotNull` true or
 * false. Several `--filter`s are joined by AND, as the entries of one filter object are.
 */
import { operandKind, type RecordsDefinition } from '@platform-sdk/runtime/records';
import { UsageError } from '../exit-codes.js';
import { fromCell } from '../output/cells.js';

function operand(flag: string, kind: ReturnType<typeof operandKind>, raw: string): unknown {
  if (kind === 'flag') {
    if (raw !== 'true' && raw !== 'false') throw new UsageError(`${flag}: the operand must be true or false`);
    return raw === 'true';
  }
  if (kind === 'list') return raw.split(',').map((item) => fromCell(item.trim()));
  return raw === '' ? '' : fromCell(raw);
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
    filter[key] = operand(flag, operandKind(operator), text.slice(at + 1));
  }
  return filter;
}

export function parseOrder(definition: RecordsDefinition, order: readonly string[]): string[] {
  for (const key of order)
    if (!definition.order.includes(key))
      throw new UsageError(
        `--order ${key}: ${definition.name} sorts by ${definition.order.filter((o) => o.includes('_')).join(', ')}`,
      );
  return [...order];
}

export function collect(value: string, previous: readonly string[] = []): string[] {
  return [...previous, value];
}
