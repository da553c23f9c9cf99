/**
 * The item-type table of a spec: `x-item-types` (each type's OpenAPI type and format, whether it is creatable,
 * its filter operators, and optionally `select`, `readOnly`, `writeOnly`) and `x-filter-operators` (each
 * operator's operand kind) on one schema of `components.schemas` (PlatformItemType in specs/database.yaml). The
 * item-types module (emit/emit-item-types.ts) and the records transform read it; a malformed table is an error
 * naming the entry and the rule (`sdk/item-types`).
 */
import type { IssueList } from './errors.js';
import type { OpenApiDocument } from './openapi.js';

export const OPERAND_KINDS = ['valueOrNull', 'flag', 'list', 'text', 'value'] as const;
export type OperandKindName = (typeof OPERAND_KINDS)[number];

const VALUE_TYPES = ['integer', 'number', 'string', 'boolean', 'array'] as const;
const SELECTS = ['single', 'multiple'] as const;

export interface ItemTypeRow {
  readonly name: string;
  readonly type: (typeof VALUE_TYPES)[number];
  readonly format: string | null;
  readonly creatable: boolean;
  readonly operators: readonly string[];
  readonly select: (typeof SELECTS)[number] | undefined;
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
}

export interface ItemTypesModel {
  /** The schema that carries the table, for the module's banner and messages. */
  readonly schema: string;
  readonly itemTypes: readonly ItemTypeRow[];
  /** Every operator in the order of `x-filter-operators`, with its operand kind. */
  readonly operators: readonly { readonly name: string; readonly operand: OperandKindName }[];
}

const RULE = 'sdk/item-types';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The table of the document, or undefined when no schema has `x-item-types`. Adds an issue per broken rule. */
export function modelItemTypes(document: OpenApiDocument, issues: IssueList): ItemTypesModel | undefined {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const found = Object.entries(schemas).find(([, schema]) => isObject(schema) && 'x-item-types' in schema);
  if (found === undefined) return undefined;
  const [schema, value] = found as [string, Record<string, unknown>];
  const at = ['components', 'schemas', schema];
  const before = issues.count;
  const operators = readOperators(value['x-filter-operators'], [...at, 'x-filter-operators'], issues);
  const table = value['x-item-types'];
  if (!isObject(table)) {
    issues.add(RULE, 'x-item-types must map each item type to its facts', [...at, 'x-item-types']);
    return undefined;
  }
  const known = new Set(operators.map((o) => o.name));
  const itemTypes = Object.entries(table).map(([name, facts]) =>
    readRow(name, facts, known, [...at, 'x-item-types', name], issues),
  );
  return issues.count > before ? undefined : { schema, itemTypes, operators };
}

function readOperators(value: unknown, at: readonly string[], issues: IssueList): ItemTypesModel['operators'] {
  if (!isObject(value)) {
    issues.add(RULE, 'x-filter-operators must map each filter operator to its operand kind', at);
    return [];
  }
  return Object.entries(value).map(([name, operand]) => {
    if (!(OPERAND_KINDS as readonly unknown[]).includes(operand)) {
      issues.add(RULE, `operator ${name}: the operand kind must be one of ${OPERAND_KINDS.join(', ')}`, [...at, name]);
    }
    return { name, operand: operand as OperandKindName };
  });
}

function readRow(
  name: string,
  facts: unknown,
  known: ReadonlySet<string>,
  at: readonly string[],
  issues: IssueList,
): ItemTypeRow {
  const bad = (field: string, rule: string): void => issues.add(RULE, `item type ${name}: ${field} ${rule}`, at);
  const f = isObject(facts) ? facts : {};
  if (!isObject(facts)) bad('its facts', 'must be an object');
  const { type, format, creatable, operators, select, readOnly, writeOnly } = f;
  if (!(VALUE_TYPES as readonly unknown[]).includes(type)) bad('type', `must be one of ${VALUE_TYPES.join(', ')}`);
  if (format !== null && typeof format !== 'string') bad('format', 'must be a string or null');
  if (typeof creatable !== 'boolean') bad('creatable', 'must be true or false');
  const list = Array.isArray(operators) ? operators : [];
  if (!Array.isArray(operators)) bad('operators', 'must be a list of filter operators');
  for (const operator of list) {
    if (typeof operator !== 'string' || !known.has(operator)) {
      bad('operators', `must name operators of x-filter-operators (got ${JSON.stringify(operator)})`);
    }
  }
  if (select !== undefined && !(SELECTS as readonly unknown[]).includes(select)) {
    bad('select', `must be ${SELECTS.join(' or ')}`);
  }
  for (const [field, flag] of [
    ['readOnly', readOnly],
    ['writeOnly', writeOnly],
  ] as const) {
    if (flag !== undefined && flag !== true) bad(field, 'must be true when given');
  }
  return {
    name,
    type: type as ItemTypeRow['type'],
    format: typeof format === 'string' ? format : null,
    creatable: creatable === true,
    operators: list.filter((o): o is string => typeof o === 'string'),
    select: select as ItemTypeRow['select'],
    readOnly: readOnly === true,
    writeOnly: writeOnly === true,
  };
}
