/**
 * item-types.gen.ts: the spec's item-type table (model/model-item-types.ts) as one plain-data module without
 * imports, so the runtime's definition and filter checks and the sandbox read the same table the spec holds.
 * The runtime imports it by relative path and its package build copies it in (packaging/build-packages.ts).
 */
import { specText } from '../text/spec-text.js';
import type { ItemTypesModel } from '../model/model-item-types.js';
import { array, asType, bool, constant, nullValue, object, str, typeRef } from './code.js';
import { printModule } from './print.js';

export function emitItemTypes(model: ItemTypesModel, source: string): string {
  const text = (value: string) => str(specText(value));
  const operators = constant({
    name: 'FILTER_OPERATORS',
    exported: true,
    docs: `Every filter operator (\`x-filter-operators\` of ${model.schema}) with what its operand is.`,
    value: asType(
      object(
        model.operators.map((o) => [specText(o.name), text(o.operand)]),
        true,
      ),
      typeRef('const'),
    ),
  });
  const itemTypes = constant({
    name: 'ITEM_TYPES',
    exported: true,
    docs:
      `Every item type (\`x-item-types\` of ${model.schema}): its OpenAPI type and format, whether a new item of ` +
      'it can be created, its filter operators, its select kind, and whether the service sets or hides its values.',
    value: asType(
      object(
        model.itemTypes.map((row) => [
          specText(row.name),
          object(
            [
              ['type', text(row.type)],
              ['format', row.format === null ? nullValue() : text(row.format)],
              ['creatable', bool(row.creatable)],
              ['operators', array(row.operators.map(text))],
              ['select', row.select === undefined ? nullValue() : text(row.select)],
              ['readOnly', bool(row.readOnly)],
              ['writeOnly', bool(row.writeOnly)],
            ],
            true,
          ),
        ]),
        true,
      ),
      typeRef('const'),
    ),
  });
  return printModule([operators, itemTypes], source);
}
