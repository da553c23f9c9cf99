/**
 * `platform records <definition> export [--filter ...] [--out file]`: every matching record, streamed by the
 * key-ordered walk of `queryAll` (each record that exists throughout comes exactly once, whatever is created or
 * deleted meanwhile), to stdout or a file (kept only when the walk finished). Default format: ndjson on stdout,
 * by extension for a file (records.csv, records.ndjson). On a terminal, stderr shows the progress against the
 * count taken at the start.
 */
import { Command } from 'commander';
import type { Context } from '../context.js';
import { fileFormat, outFile, writeRows } from '../output/write-rows.js';
import { addQueryFlags, queryOf, recordCells, recordColumns } from './records-command.js';
import type { RecordsEntry } from './records-package.js';

export function exportCommand(context: Context, entry: RecordsEntry): Command {
  const name = entry.definition.name;
  const command = new Command('export').description(
    `Every matching ${name} record, streamed in id order (ndjson on stdout; --out file.csv or file.ndjson)`,
  );
  addQueryFlags(command, entry, false)
    .option('--out <file>', 'write to this file (kept only once the export finished; - for stdout)')
    .action(async (values, self: Command) => {
      const query = queryOf(entry, values);
      const records = entry.namespace();
      const out = outFile(values.out);
      const format =
        out === undefined ? (context.askedFormat(self) ?? 'ndjson') : fileFormat(out, context.askedFormat(self));
      const progress = context.io.stderr.isTTY === true;
      const total = progress ? await records.count(query) : undefined;
      // Every property is a column, in the definition's order; write-only ones never come back.
      const columns = recordColumns(entry);
      // Ids and other int64 values come as decimal strings; a file holds them as numbers, exact to the digit.
      const int64 = Object.entries(entry.definition.properties)
        .filter(([, p]) => p.int64 === true)
        .map(([property]) => property);
      const rows = async function* () {
        for await (const record of records.queryAll(query)) {
          const row = { ...record };
          for (const property of int64)
            if (typeof row[property] === 'string' && /^\d+$/.test(row[property] as string))
              row[property] = BigInt(row[property] as string);
          yield row;
        }
      };
      const count = await writeRows(context, rows(), format, out, {
        columns,
        cells: recordCells(entry),
        onRow: (n) => {
          if (progress && (n % 100 === 0 || n === total)) context.io.stderr.write(`\rexported ${n} of ${total}`);
        },
      });
      if (progress) context.io.stderr.write('\n');
      context.say(`${count} ${name} records exported${out === undefined ? '' : ` to ${out}`}`);
    });
  return command;
}
