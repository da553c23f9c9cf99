/**
 * `platform mail report <kind> [id] [--start] [--end] [--out file]`: the CSV reports by their kind (the mail
 * operations that answer CSV in the generated table: opens, clicks, errors, results, unsubscribes, all-errors,
 * all-unsubscribes), streamed to stdout, or to a file that is kept only once the report matched its Content-MD5
 * (the runtime's `verify: 'first'`).
 */
import { commands } from '@platform-sdk/mail/commands';
import { Command } from 'commander';
import type { Context } from '../context.js';
import { UsageError } from '../exit-codes.js';
import { parseValue } from '../operations/param-value.js';
import { fileFormat, outFile, writeRows } from '../output/write-rows.js';

type Report = (typeof commands)[number];

/**
 * An empty report of a delivery that completed moments ago is empty only for now: reports fill about a minute
 * after sending (specs/mail.yaml, "Report availability"). The service does not say when a delivery completed, but
 * a completed delivery that sent mail and whose results report is still empty has not had its reports filled
 * yet: then a line on stderr says so, and when to ask again.
 */
async function hintWhenNotFilled(
  context: Context,
  reports: readonly Report[],
  kind: string,
  path: Record<string, unknown>,
): Promise<void> {
  const id = Object.values(path)[0] as number | bigint;
  const status = await context.clients.mail().getDelivery(id);
  if (status.status !== 'COMPLETED' || status.sent === 0) return;
  const results = reports.find((r) => r.name === 'results');
  if (results === undefined) return;
  if (kind !== 'results') {
    const rows = results.call(context.clients.mailCore(), { path, query: {} }, {}) as AsyncIterable<unknown>;
    for await (const _row of rows) return;
  }
  context.say(
    `the ${kind} report of delivery ${id} is empty for now: the delivery completed less than about a minute ago, ` +
      'and reports fill about a minute after sending; run this again in a minute',
  );
}

export function reportCommand(context: Context): Command {
  const reports = commands.filter((c) => c.response === 'csv');
  return new Command('report')
    .description(`A CSV report: ${reports.map((r) => r.name).join(', ')} (to stdout, or --out a verified file)`)
    .argument('<kind>', reports.map((r) => r.name).join(' | '))
    .argument('[delivery-id]', 'the deliveryTaskId (every kind but the all- reports)')
    .option('--start <date-time>', 'start of the period, ISO 8601 with offset')
    .option('--end <date-time>', 'end of the period, ISO 8601 with offset')
    .option('--out <file>', 'write the rows to a file, kept only once verified against Content-MD5 (- for stdout)')
    .action(
      async (kind: string, id: string | undefined, values: { start?: string; end?: string; out?: string }, self) => {
        const report = reports.find((r) => r.name === kind);
        if (report === undefined)
          throw new UsageError(
            `report: no report ${JSON.stringify(kind)} (reports: ${reports.map((r) => r.name).join(', ')})`,
          );
        const pathParams = report.params.filter((p) => p.in === 'path');
        if (pathParams.length > 0 && id === undefined) throw new UsageError(`report ${kind}: give the delivery id`);
        if (pathParams.length === 0 && id !== undefined) throw new UsageError(`report ${kind} takes no delivery id`);
        const path: Record<string, unknown> = {};
        for (const p of pathParams) path[p.key] = parseValue('<delivery-id>', id as string, p.schema);
        const query: Record<string, unknown> = {};
        for (const p of report.params.filter((q) => q.in === 'query')) {
          const raw = values[p.key as 'start' | 'end'];
          if (raw !== undefined) query[p.key] = parseValue(`--${p.key}`, raw, p.schema);
        }
        const command = self as Command;
        const out = outFile(values.out);
        const rows = report.call(context.clients.mailCore(), { path, query }, out ? { verify: 'first' } : {});
        const format = out === undefined ? context.format(command) : fileFormat(out, context.askedFormat(command));
        const count = await writeRows(context, rows as AsyncIterable<Record<string, unknown>>, format, out);
        if (out !== undefined)
          context.say(`${count} rows of ${kind} written to ${out}, verified against the report's Content-MD5`);
        if (count === 0 && pathParams.length > 0) await hintWhenNotFilled(context, reports, kind, path);
      },
    );
}
