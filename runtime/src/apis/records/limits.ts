/**
 * The rules of record requests the client checks before sending (specs/database.yaml, tag `openApi`, "Filters",
 * and "Limits"), and the defaults of the records helpers, declared once. A request that breaks a rule is refused
 * with a `RequestValidationError` naming the rule and the key, instead of a 400 after a round trip (or, inside a
 * bulk import, ten thousand of them).
 */
import { FILTER_OPERATORS } from '../../../../generated/database/item-types.gen.js';

export const RECORD_LIMITS = Object.freeze({
  /** queryRecords `limit`: 1 to 100 (the service's default, 100, is also the page size of `queryAll`). */
  minLimit: 1,
  maxLimit: 100,
  /** queryRecords `order`: at most 2 sort keys. */
  maxOrderKeys: 2,
  /** `{property}_{operator}` keys anywhere in one filter. */
  maxConditions: 20,
  /** Nesting: the top-level filter object is level 1, each AND or OR array adds one. */
  maxLevels: 3,
  /** Filters in one AND or OR array (and at least one). */
  maxElements: 10,
  /** The largest record id: platform and history ids are integers up to 2^63-1. */
  maxId: 2n ** 63n - 1n,
});

/** Defaults of the records helpers (`bulkCreate`, `bulkPatch`); each is an option of its own. */
export const RECORDS_DEFAULTS = Object.freeze({
  /**
   * Calls of a bulk helper in flight at once: 32. The shared rate limit (150 per second per account) paces them;
   * 32 in flight keep it busy as long as an answer takes up to about 200 ms (150/s x 0.2 s = 30).
   */
  bulkConcurrency: 32,
});

/**
 * What an operator takes (specs/database.yaml, "Filters"): `eq`/`notEq` a value or null, `isNull`/`isNotNull` a
 * boolean, `in`/`notIn`/`containsEvery`/`containsSome` a non-empty array of values, every other operator one value.
 */
export type OperandKind = 'value-or-null' | 'flag' | 'list' | 'value';

/** The operand kinds of the table (item-types.gen.ts) as this type names them: a text operand is one value. */
const KINDS = { valueOrNull: 'value-or-null', flag: 'flag', list: 'list', text: 'value', value: 'value' } as const;

const OPERANDS: ReadonlyMap<string, OperandKind> = new Map(
  Object.entries(FILTER_OPERATORS).map(([operator, kind]) => [operator, KINDS[kind]]),
);

/** The operand kind of an operator; `value` for the comparisons and text operators. */
export function operandKind(operator: string): OperandKind {
  return OPERANDS.get(operator) ?? 'value';
}
