/**
 * JSDoc of the records package: what a property is (its item type, bound item, format, options with their
 * labels, read-only or write-only, how ids are carried), what each filter key asks, and what each namespace
 * method does. Spec text (descriptions, names, labels, item names) goes through jsdoc.ts only.
 */
import { docCode, docLine, docText, paragraphs } from '../text/jsdoc.js';
import type { DefinitionModel, PropertyModel } from './model-records.js';
import type { Direction } from './records-types.js';

const FORMATS: Readonly<Record<string, string>> = {
  date: 'A date, `yyyy-MM-dd`.',
  'month-day': 'A month and day, `--MM-dd` (`--02-29` exists).',
  'date-time':
    'A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone ' +
    '(`2024-05-01T10:00:00+09:00`).',
  email: 'A mail address.',
};

/** What an id is and how the client carries it (README and guide say the same). */
export const INT64_NOTE =
  'An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number ' +
  'holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a ' +
  'JSON number with every digit.';

function facts(property: PropertyModel): string {
  const parts: string[] = [];
  if (property.itemType !== undefined) parts.push(`item type ${docCode(property.itemType)}`);
  if (property.mapping !== undefined) parts.push(`database item ${docCode(property.mapping)}`);
  if (parts.length === 0) return '';
  const line = parts.join(', ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}

function options(property: PropertyModel): string {
  if (property.select === undefined) return '';
  if (property.options === undefined || property.optionsName === undefined) {
    return (
      'Select values: option numbers (the snapshot has no `apidefinitions.json`, so their labels are unknown ' +
      'here).'
    );
  }
  const name = property.optionsName;
  const lines = property.options.map(
    (o) => `- \`${o.value}\` ${docLine(o.label)} (\`${name}.${o.key}\`)${o.hasExtraText ? ', takes `extraText`' : ''}`,
  );
  return `Options (\`${name}\`):\n${lines.join('\n')}`;
}

/** The doc comment of a record, create or patch property. */
export function propertyDoc(property: PropertyModel, direction: Direction): string {
  const format = property.schema.format === undefined ? undefined : FORMATS[property.schema.format];
  const write =
    direction === 'write' && property.schema.format === 'date-time' ? ' A `Date` is sent as ISO 8601 in UTC.' : '';
  return paragraphs(
    docText(property.schema.description),
    facts(property),
    format === undefined ? '' : `${format}${write}`,
    options(property),
    property.int64 ? INT64_NOTE : '',
    property.readOnly ? 'Set by the service: a create or patch body may not give it.' : '',
    property.writeOnly ? 'Write-only: stored, never returned in a record.' : '',
  );
}

const OPERATOR_TEXT: Readonly<Record<string, string>> = {
  eq: 'equals the value (`null`: has no value)',
  notEq: 'differs from the value (`null`: has a value); also true where there is no value',
  isNull: 'has no value (`true`) or has one (`false`)',
  isNotNull: 'has a value (`true`) or has none (`false`)',
  lt: 'is less than the value',
  lte: 'is at most the value',
  gt: 'is greater than the value',
  gte: 'is at least the value',
  in: 'is one of the values',
  notIn: 'is none of the values',
  contains: 'contains the text',
  notContains: 'does not contain the text',
  startsWith: 'starts with the text',
  notStartsWith: 'does not start with the text',
  endsWith: 'ends with the text',
  notEndsWith: 'does not end with the text',
  containsEvery: 'has every one of the values chosen',
  containsSome: 'has at least one of the values chosen',
};

const SELECT_TEXT: Readonly<Record<string, string>> = {
  in: 'has only options among the values chosen',
  notIn: 'has an option outside the values chosen (or none)',
  contains: 'has this option chosen',
  notContains: 'does not have this option chosen (or none)',
};

/** The doc comment of one filter key. */
export function filterKeyDoc(property: PropertyModel, operator: string): string {
  // A multiple selection: an array of options that may hold more than one (a singleSelect holds at most one).
  const multiple =
    property.select === 'array' && property.schema.maxItems !== 1 && property.itemType?.text !== 'singleSelect';
  const what = (multiple ? SELECT_TEXT[operator] : undefined) ?? OPERATOR_TEXT[operator] ?? operator;
  return `${docCode(property.name)} ${what}.`;
}

/**
 * Where a definition's records live, for type and namespace docs: `API definition member (database _customer,
 * customerDb)`.
 */
export function definitionLine(definition: DefinitionModel): string {
  const db = definition.database;
  const where =
    db?.mapping === undefined
      ? ''
      : ` (database ${docCode(db.mapping)}${db.type === undefined ? '' : `, ${docLine(db.type)}`})`;
  return `API definition ${docCode(definition.name)}${where}`;
}

export function definitionDoc(definition: DefinitionModel, lead: string): string {
  return paragraphs(lead, docText(definition.description));
}
