/**
 * `platform records <definition> <query|count|get|create|patch|delete|export|import>`: one group per API
 * definition the records package exports, built from its definition data (properties, filter operators, sort
 * keys), so the commands follow the account after fetch-specs and generate. The package is loaded only when a
 * records command is asked for; `platform --help` works without one.
 */
import { Command, InvalidArgumentError } from 'commander';
import { RECORD_LIMITS } from '@platform-sdk/runtime/records';
import type { Context } from '../context.js';
import { printValue, rowWriter } from '../output/format.js';
import { textOf } from './record-values.js';
import { readJson } from '../operations/read-input.js';
import { exportCommand } from './export-command.js';
import { collect, parseFilters, parseOrder, sortableProperties } from './filter-flags.js';
import { importCommand } from './import-command.js';
import type { RecordsEntry } from './records-package.js';
import { commandWords } from '../global-options.js';

function limitValue(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < RECORD_LIMITS.minLimit || n > RECORD_LIMITS.maxLimit)
    throw new InvalidArgumentError(`must be an integer from ${RECORD_LIMITS.minLimit} to ${RECORD_LIMITS.maxLimit}`);
  return n;
}

function offsetValue(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be an integer of at least 0');
  return n;
}

/** The `--filter` and `--order` flags of query, count and export. */
export function addQueryFlags(command: Command, entry: RecordsEntry, withOrder: boolean): Command {
  const operators = Object.entries(entry.definition.properties)
    .filter(([, p]) => p.filter !== '')
    .map(([name]) => name);
  command.option(
    '--filter <condition>',
    `a condition {property}_{operator}=value, repeatable, joined by AND (properties: ${operators.join(', ')})`,
    collect,
  );
  // The sortable properties as one list; each sorts three ways, so commander's choices would repeat each thrice.
  const sortable = sortableProperties(entry.definition).join(', ');
  if (withOrder)
    command.option(
      '--order <key>',
      `sort key, at most 2: a property, property_asc or property_desc (properties: ${sortable})`,
      collect,
    );
  return command;
}

/** The query of `--filter` and `--order`. */
export function queryOf(entry: RecordsEntry, values: { filter?: string[]; order?: string[] }): Record<string, unknown> {
  const filter = parseFilters(entry.definition, values.filter ?? []);
  const order = parseOrder(entry.definition, values.order ?? []);
  return { ...(Object.keys(filter).length > 0 ? { filter } : {}), ...(order.length > 0 ? { order } : {}) };
}

function definitionCommand(context: Context, entry: RecordsEntry): Command {
  const name = entry.definition.name;
  const group = new Command(name)
    .summary(summaryOf(entry))
    .description(
      `The records of API definition ${name}: properties ${Object.keys(entry.definition.properties).join(', ')}`,
    );
  const print = (command: Command, value: unknown) => printValue(context.io.stdout, context.format(command), value);
  // Records in CSV: every readable property a column, each cell by its item type (record-values.ts), as export.
  const cells = recordCells(entry);
  const columns = recordColumns(entry);
  const printRecords = async (command: Command, value: unknown, records: readonly Record<string, unknown>[]) => {
    const format = context.format(command);
    if (format !== 'csv') return print(command, value);
    const writer = rowWriter(context.io.stdout, format, columns, cells);
    for (const record of records) await writer.write(record);
    await writer.end();
  };

  addQueryFlags(group.command('query').description(`One page of ${name} records (--all: every page)`), entry, true)
    .option(
      '--limit <n>',
      `records per page, ${RECORD_LIMITS.minLimit} to ${RECORD_LIMITS.maxLimit} (default 100)`,
      limitValue,
    )
    .option('--offset <n>', 'records to skip (at least 0)', offsetValue)
    .option('--all', 'every matching record, page after page (in id order: each record once)')
    .action(async (values, command: Command) => {
      const query = { ...queryOf(entry, values), ...(values.limit ? { limit: values.limit } : {}) };
      if (values.all) {
        const writer = rowWriter(context.io.stdout, context.format(command), columns, cells);
        for await (const record of entry.namespace().queryAll(query)) await writer.write(record);
        await writer.end();
        return;
      }
      const page = await entry.namespace().query({ ...query, ...(values.offset ? { offset: values.offset } : {}) });
      await printRecords(command, context.format(command) === 'json' ? page : page.items, page.items);
      if (page.metadata.hasMore) context.say('more records match: --offset for the next page, or --all');
    });

  addQueryFlags(group.command('count').description(`How many ${name} records match`), entry, false).action(
    async (values, command: Command) => {
      const count = await entry.namespace().count(queryOf(entry, values));
      await print(command, { count });
    },
  );

  group
    .command('get')
    .description(`One ${name} record by its id`)
    .argument('<id>', 'the record id')
    .action(async (id: string, _values, command: Command) => {
      const record = await entry.namespace().get(id);
      await printRecords(command, record, [record]);
    });

  group
    .command('create')
    .description(`Registers a ${name} record (not retried after a lost answer: it could register it twice)`)
    .requiredOption('--json <file>', 'the record, JSON, from a file or - for stdin')
    .action(async (values, command: Command) =>
      print(command, await entry.namespace().create(await readJson(values.json, `${name} create --json`))),
    );

  group
    .command('patch')
    .description(`Changes properties of a ${name} record (null clears one)`)
    .argument('<id>', 'the record id')
    .requiredOption('--json <file>', 'the properties, JSON, from a file or - for stdin')
    .option('--fields <list>', 'only these properties, comma-separated (each must be in the body)')
    .action(async (id: string, values, command: Command) => {
      const body = await readJson(values.json, `${name} patch --json`);
      const fields = values.fields === undefined ? {} : { fields: String(values.fields).split(',') };
      await print(command, await entry.namespace().patch(id, body, fields));
    });

  group
    .command('delete')
    .description(`Deletes a ${name} record`)
    .argument('<id>', 'the record id')
    .action(async (id: string) => {
      await entry.namespace().delete(id);
      context.say(`${name} ${id} deleted`);
    });

  group.addCommand(exportCommand(context, entry));
  group.addCommand(importCommand(context, entry));
  return group;
}

/** The columns of records in CSV: every property but the write-only ones, in the definition's order. */
export function recordColumns(entry: RecordsEntry): string[] {
  return Object.entries(entry.definition.properties)
    .filter(([, p]) => p.writeOnly !== true)
    .map(([property]) => property);
}

/** A record's value as a CSV cell, by its property's item type. */
export function recordCells(entry: RecordsEntry): (column: string, value: unknown) => string {
  return (column, value) => textOf(entry.definition.properties[column], value);
}

/**
 * Whether this command line asks for a records command, or their list (`platform help records`), or every command
 * (completion).
 */
function wantsRecords(argv: readonly string[]): boolean {
  const [first, second] = commandWords(argv);
  return first === 'records' || first === 'completion' || (first === 'help' && second === 'records');
}

/** Property names listed in a definition's line of `platform records --help` before the rest are counted. */
const LISTED_LENGTH = 40;

/** A definition's line in the list of `platform records --help`: how many properties, and the first of them. */
function summaryOf(entry: RecordsEntry): string {
  const names = Object.keys(entry.definition.properties);
  const listed: string[] = [];
  for (const name of names) {
    if (listed.length > 0 && [...listed, name].join(', ').length > LISTED_LENGTH) break;
    listed.push(name);
  }
  const rest = names.length - listed.length;
  return `${names.length} properties: ${listed.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

export async function recordsCommand(context: Context, argv: readonly string[]): Promise<Command> {
  const records = new Command('records').description(
    'The records of each API definition of the account ' +
      '(its records package: @platform-sdk/records, or PLATFORM_RECORDS)',
  );
  if (!wantsRecords(argv)) return records;
  const pkg = await context.clients.records();
  for (const entry of pkg.definitions.values()) records.addCommand(definitionCommand(context, entry));
  if (pkg.definitions.size === 0)
    records.addHelpText('after', `\nThe records package ${pkg.from} has no API definitions: the account has none.`);
  return records;
}
