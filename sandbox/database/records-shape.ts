/**
 * The shape of the records documents and of record values on the wire (`recordsShape`, config.ts). The service
 * has been seen to answer two:
 *
 * - `reference` (the default): what the reference 1.3.0 describes. Select values are arrays of `{value,
 *   extraText}` (at most one for singleSelect), `nullable` is filled in, a delete answers 200 with
 *   `{timestamp, status, error, message, path}`.
 * - `2020`: the public getOpenApi answer of 2020. A singleSelect value is one `{value, extraText}` object (or
 *   null), there is no `nullable`, ids are `integer` without a format, operands, limit, offset and count int32,
 *   the filter offers no isNotNull and contains/notContains on multiple selections, and a delete answers 204
 *   without a body.
 *
 * Both use the real service's layout (full record paths under a host-only server, root security, no x-
 * extensions); everything else the sandbox does is the same in both.
 */
import { ITEM_TYPE_INFO, type ItemType, type Operator } from './item-types.js';

export const RECORDS_SHAPES = ['reference', '2020'] as const;
export type RecordsShape = (typeof RECORDS_SHAPES)[number];

export function isRecordsShape(value: unknown): value is RecordsShape {
  return typeof value === 'string' && (RECORDS_SHAPES as readonly string[]).includes(value);
}

/** The filter operators a document of `shape` lists for a property of `type`. */
export function documentOperators(type: ItemType, shape: RecordsShape): readonly Operator[] {
  const operators = ITEM_TYPE_INFO[type].operators;
  if (shape === 'reference') return operators;
  const out = operators.filter((o) => o !== 'isNotNull');
  if (ITEM_TYPE_INFO[type].select !== 'multiple') return out;
  // 2020's multiple selections: contains and notContains (one option chosen or not) where the reference has in.
  return out.flatMap((o): Operator[] => (o === 'in' ? ['contains'] : o === 'notIn' ? ['notContains'] : [o]));
}

/** The operators a filter may use on `type` in `shape`: the document's, and the reference's as well. */
export function acceptedOperators(type: ItemType, shape: RecordsShape): readonly Operator[] {
  const reference = ITEM_TYPE_INFO[type].operators;
  return [...reference, ...documentOperators(type, shape).filter((o) => !reference.includes(o))];
}
