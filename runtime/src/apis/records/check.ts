/**
 * Record requests checked before sending, against the limits of limits.ts and the definition's own data
 * (definition-index.ts): query `limit`, `offset` and `order`, the filter's keys, operands, conditions, levels
 * and AND/OR sizes, the members of a create or patch body, patch `fields`, and authenticate's `propertyName`.
 * Each refusal is a `RequestValidationError` whose field is where the value sits (`filter.OR[0].rank_contains`)
 * and whose rule says what is allowed, so the caller can fix it without a round trip. Values the service checks
 * itself (formats, select options, text lengths) are left to it.
 */
import { RequestValidationError } from '../../errors/call-errors.js';
import { documentOrderKey, orderProperty, propertyOfKey, type DefinitionIndex } from './definition-index.js';
import { operandKind, RECORD_LIMITS } from './limits.js';
import { isObject, memberPath as member, shown } from './text.js';
import type { Query } from './walk.js';

/** A list for a message: at most `max` names, then how many more. */
function listed(names: readonly string[], max = 12): string {
  const head = names.slice(0, max).join(', ');
  return names.length > max ? `${head} and ${names.length - max} more` : head;
}

export class RecordsChecker {
  readonly #index: DefinitionIndex;

  constructor(index: DefinitionIndex) {
    this.#index = index;
  }

  get #name(): string {
    return this.#index.definition.name;
  }

  /**
   * A query body: filter, order, limit, offset and nothing else. Answers the body to send: the query with its sort
   * keys as the document writes them (`name_DESC` goes out as `name_desc`).
   */
  query(operationId: string, query: Query | undefined): Query {
    this.#members(operationId, query, 'the query', ['filter', 'order', 'limit', 'offset']);
    const q = query as Record<string, unknown> | undefined;
    if (q === undefined) return {};
    const limit = q['limit'];
    if (
      limit !== undefined &&
      !(
        Number.isInteger(limit) &&
        (limit as number) >= RECORD_LIMITS.minLimit &&
        (limit as number) <= RECORD_LIMITS.maxLimit
      )
    ) {
      this.#refuse(
        operationId,
        'limit',
        `must be an integer from ${RECORD_LIMITS.minLimit} to ${RECORD_LIMITS.maxLimit} (got ${shown(limit)})`,
      );
    }
    const offset = q['offset'];
    if (offset !== undefined && !(Number.isSafeInteger(offset) && (offset as number) >= 0)) {
      // A number past 2^53-1 no longer counts records one by one (2**53 + 1 is 2**53): the rule it breaks is that one.
      const rule = Number.isInteger(offset)
        ? (offset as number) < 0
          ? 'must be at least 0'
          : 'must be a safe integer (at most 2^53-1, Number.MAX_SAFE_INTEGER)'
        : 'must be an integer of at least 0';
      this.#refuse(operationId, 'offset', `${rule} (got ${shown(offset)})`);
    }
    if (q['filter'] !== undefined) this.filter(operationId, q['filter']);
    return q['order'] === undefined ? q : { ...q, order: this.#order(operationId, q['order']) };
  }

  /** A count body: a filter and nothing else. */
  count(operationId: string, query: unknown): void {
    this.#members(operationId, query, 'the count query', ['filter']);
    const filter = (query as Record<string, unknown> | undefined)?.['filter'];
    if (filter !== undefined) this.filter(operationId, filter);
  }

  #members(operationId: string, value: unknown, what: string, allowed: readonly string[]): void {
    if (value === undefined) return;
    if (!isObject(value))
      this.#refuse(operationId, what, `must be an object with ${allowed.join(', ')} (got ${shown(value)})`);
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined && !allowed.includes(key))
        this.#refuse(operationId, member('', key), `is not part of ${what}, which takes ${allowed.join(', ')}`);
    }
  }

  /** The sort keys, checked, as the document writes them. */
  #order(operationId: string, order: unknown): string[] {
    if (!Array.isArray(order))
      this.#refuse(operationId, 'order', `must be an array of sort keys (got ${shown(order)})`);
    if (order.length > RECORD_LIMITS.maxOrderKeys) {
      this.#refuse(
        operationId,
        'order',
        `has ${order.length} sort keys; a query may sort by at most ${RECORD_LIMITS.maxOrderKeys}`,
      );
    }
    const seen = new Set<string>();
    return order.map((given: unknown, i) => {
      const where = `order[${i}]`;
      const key = typeof given === 'string' ? documentOrderKey(this.#index, given) : undefined;
      if (key === undefined) {
        const sortable = [...new Set([...this.#index.orderKeys].map((k) => orderProperty(this.#index, k)))];
        this.#refuse(
          operationId,
          where,
          `is ${shown(given)}, not a sort key of ${this.#name}: {property}, {property}_asc or {property}_desc ` +
            `(the direction in either case) of a sortable property (${listed(sortable)})`,
        );
      }
      const property = orderProperty(this.#index, key);
      if (seen.has(property)) this.#refuse(operationId, where, `sorts by ${property} a second time`);
      seen.add(property);
      return key;
    });
  }

  /** A filter, anywhere it appears: keys, operands, AND/OR arrays, levels and the number of conditions. */
  filter(operationId: string, filter: unknown): void {
    let conditions = 0;
    const walk = (value: unknown, path: string, level: number): void => {
      if (!isObject(value))
        this.#refuse(
          operationId,
          path,
          `must be a filter object of {property}_{operator} keys, AND and OR (got ${shown(value)})`,
        );
      for (const [key, operand] of Object.entries(value)) {
        if (operand === undefined) continue;
        const where = member(path, key);
        if (key === 'AND' || key === 'OR') {
          if (!Array.isArray(operand))
            this.#refuse(operationId, where, `must be an array of filter objects (got ${shown(operand)})`);
          if (level + 1 > RECORD_LIMITS.maxLevels) {
            this.#refuse(
              operationId,
              where,
              `nests a filter ${level + 1} levels deep; at most ${RECORD_LIMITS.maxLevels} (the top-level filter is level 1, each AND or OR adds one)`,
            );
          }
          if (operand.length === 0) this.#refuse(operationId, where, 'must hold at least one filter object');
          if (operand.length > RECORD_LIMITS.maxElements) {
            this.#refuse(
              operationId,
              where,
              `holds ${operand.length} filter objects; an AND or OR holds at most ${RECORD_LIMITS.maxElements}`,
            );
          }
          operand.forEach((item: unknown, i) => walk(item, `${where}[${i}]`, level + 1));
          continue;
        }
        const known = this.#index.filterKeys.get(key);
        if (known === undefined) this.#refuse(operationId, where, this.#unknownKey(key));
        conditions++;
        this.#operand(operationId, where, known.operator, operand);
      }
    };
    walk(filter, 'filter', 1);
    if (conditions > RECORD_LIMITS.maxConditions) {
      this.#refuse(
        operationId,
        'filter',
        `has ${conditions} conditions; a filter holds at most ${RECORD_LIMITS.maxConditions} {property}_{operator} keys in all`,
      );
    }
  }

  #unknownKey(key: string): string {
    const property = propertyOfKey(this.#index, key);
    if (property === undefined)
      return `is not a filter key of ${this.#name}: keys are {property}_{operator} of its properties, AND and OR`;
    const allowed = this.#index.operators.get(property);
    const operator = key.slice(property.length + 1);
    if (allowed === undefined) return `names ${property}, which allows no filter operator`;
    return `uses ${operator}, which ${property} does not allow; it allows ${allowed.join(', ')}`;
  }

  #operand(operationId: string, where: string, operator: string, operand: unknown): void {
    switch (operandKind(operator)) {
      case 'list':
        if (!Array.isArray(operand) || operand.length === 0)
          this.#refuse(operationId, where, `must be a non-empty array of values (got ${shown(operand)})`);
        operand.forEach((item: unknown, i) => {
          if (item === null || Array.isArray(item) || isObject(item))
            this.#refuse(operationId, `${where}[${i}]`, `must be a value (got ${shown(item)})`);
        });
        return;
      case 'flag':
        if (typeof operand !== 'boolean')
          this.#refuse(operationId, where, `must be true or false (got ${shown(operand)})`);
        return;
      case 'value-or-null':
        if (Array.isArray(operand) || isObject(operand))
          this.#refuse(operationId, where, `must be one value or null (got ${shown(operand)})`);
        return;
      case 'value':
        if (operand === null || Array.isArray(operand) || isObject(operand))
          this.#refuse(operationId, where, `must be one value (got ${shown(operand)})`);
        return;
    }
  }

  /** A create or patch body: an object of the definition's writable properties. */
  body(operationId: string, body: unknown): void {
    if (!isObject(body))
      this.#refuse(operationId, 'the body', `must be an object of ${this.#name} properties (got ${shown(body)})`);
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || this.#index.writable.has(key)) continue;
      const where = member('', key);
      if (this.#index.properties.has(key))
        this.#refuse(operationId, where, 'is set by the service (read-only), so a body may not give it');
      this.#refuse(operationId, where, `is not a property of ${this.#name}`);
    }
  }

  /** patch `fields`: writable properties, each held by the body (the service would refuse it otherwise). */
  fields(operationId: string, fields: unknown, body: unknown): void {
    if (!Array.isArray(fields) || fields.length === 0)
      this.#refuse(operationId, 'fields', `must be a non-empty array of property names (got ${shown(fields)})`);
    fields.forEach((field: unknown, i) => {
      const where = `fields[${i}]`;
      if (typeof field !== 'string' || !this.#index.writable.has(field)) {
        this.#refuse(operationId, where, `is ${shown(field)}, not a property of ${this.#name} a patch can write`);
      }
      const value = isObject(body) && Object.hasOwn(body, field) ? body[field] : undefined;
      if (value === undefined) {
        this.#refuse(operationId, where, `names ${field}, which the body does not hold (give it, or null to clear it)`);
      }
    });
  }

  /** authenticate's body: `propertyName` one of the passwordHash properties, `value` a string. */
  authenticate(operationId: string, body: unknown): void {
    this.#members(operationId, body, 'the authenticate body', ['propertyName', 'value']);
    const { propertyName, value } = (body ?? {}) as Record<string, unknown>;
    if (typeof propertyName !== 'string' || !this.#index.passwordHash.has(propertyName)) {
      const names = [...this.#index.passwordHash].join(', ');
      this.#refuse(
        operationId,
        'propertyName',
        `is ${shown(propertyName)}, not a passwordHash property of ${this.#name} (${names})`,
      );
    }
    if (typeof value !== 'string')
      this.#refuse(operationId, 'value', `must be the password as a string (got ${shown(value)})`);
  }

  #refuse(operationId: string, field: string, rule: string): never {
    throw new RequestValidationError(operationId, field, rule);
  }
}
