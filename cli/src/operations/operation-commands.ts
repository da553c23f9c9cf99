/**
 * `platform mail <operation>` and `platform database <operation>`: one command per entry of the generated
 * command table (`@platform-sdk/<api>/commands`). Path parameters are arguments, query parameters flags, each
 * read and checked by its schema (param-value.ts); a JSON body comes from `--json <file>` (or `-` for stdin), a
 * CSV body from `--csv <file>`. A report streams its rows as they are verified.
 */
import type { Command as ApiCommand } from '@platform-sdk/runtime';
import { Command, Option } from 'commander';
import type { Context } from '../context.js';
import { printValue } from '../output/format.js';
import { fileFormat, outFile, writeRows } from '../output/write-rows.js';
import { describeSchema, parseValue } from './param-value.js';
import { readInput, readJson } from './read-input.js';

/** What the generated tables hold, for any API's core (the runtime declares the one shape of every API). */
export type GeneratedCommand<Core> = ApiCommand<Core>;

export function flagName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

/** Spec text is wrapped by hand; the help wraps it again to the terminal, so single line breaks go. */
export function unwrap(text: string): string {
  return text.replace(/([^\n])\n(?!\n)/g, '$1 ');
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0]?.trim() ?? '';
}

/**
 * An argument's or option's help: the first paragraph of its description, whole (a line of wrapped spec text can
 * stop mid-sentence, inside parentheses), then its schema's limits.
 */
function helpLine(description: string | undefined, schema: Readonly<Record<string, unknown>>): string {
  const what = unwrap((description ?? '').split(/\n\s*\n/)[0] ?? '').trim();
  // One default per option: the spec's description may name it already.
  const limits = describeSchema(/\(default /.test(what ?? '') ? { ...schema, default: undefined } : schema);
  return [what, limits === '' ? '' : `(${limits})`].filter((s) => s !== '').join(' ');
}

export function operationCommand<Core>(context: Context, op: GeneratedCommand<Core>, core: () => Core): Command {
  const command = new Command(op.name).summary(firstLine(op.summary ?? op.description));
  command.description(
    [op.summary, op.description, `${op.http}; ${op.effect === 'read' ? 'only reads' : `${op.effect}s`}.`]
      .filter((s): s is string => s !== undefined && s.trim() !== '')
      .map((s) => unwrap(s.trim()))
      .join('\n\n'),
  );
  const path = op.params.filter((p) => p.in === 'path');
  // Query, header and cookie values all go in the call's query object.
  const query = op.params.filter((p) => p.in !== 'path');
  for (const p of path) command.argument(`<${flagName(p.name)}>`, helpLine(p.description, p.schema));
  const flags = new Map<string, (typeof query)[number]>();
  for (const p of query) {
    const option = new Option(`--${flagName(p.name)} <value>`, helpLine(p.description, p.schema));
    if (Array.isArray(p.schema.enum)) option.choices(p.schema.enum.map(String));
    if (p.required) option.makeOptionMandatory();
    flags.set(option.attributeName(), p);
    command.addOption(option);
  }
  if (op.body?.kind === 'json') {
    const option = new Option('--json <file>', `the request body, JSON, from a file or - for stdin`);
    if (op.body.required) option.makeOptionMandatory();
    command.addOption(option);
  }
  if (op.body?.kind === 'csv') {
    const option = new Option('--csv <file>', 'the request body, CSV, from a file or - for stdin');
    if (op.body.required) option.makeOptionMandatory();
    command.addOption(option);
  }
  if (op.response === 'csv')
    command.option('--out <file>', 'write the rows to a file (kept only once verified; - for stdout)');
  command.action(async (...args: unknown[]) => {
    const self = args.at(-1) as Command;
    const values = self.opts<Record<string, string | undefined>>();
    const pathValues: Record<string, unknown> = {};
    path.forEach((p, i) => {
      pathValues[p.key] = parseValue(`<${flagName(p.name)}>`, String(args[i]), p.schema);
    });
    const queryValues: Record<string, unknown> = {};
    for (const [attribute, p] of flags) {
      const raw = values[attribute];
      if (raw !== undefined) queryValues[p.key] = parseValue(`--${flagName(p.name)}`, raw, p.schema);
    }
    let body: unknown;
    if (values.json !== undefined) body = await readJson(values.json, `${op.name} --json`);
    if (values.csv !== undefined) body = await readInput(values.csv, `${op.name} --csv`);
    const input = {
      path: pathValues,
      ...(query.length > 0 ? { query: queryValues } : {}),
      ...(op.body ? { body } : {}),
    };
    // A report kept in a file is verified before its first row is written (the runtime's `verify: 'first'`).
    const out = outFile(values.out);
    const answer = op.call(core(), input, op.response === 'csv' && out !== undefined ? { verify: 'first' } : {});
    const format = context.format(self);
    if (op.response === 'csv') {
      const rows = answer as AsyncIterable<Record<string, unknown>>;
      const count = await writeRows(
        context,
        rows,
        out === undefined ? format : fileFormat(out, context.askedFormat(self)),
        out,
      );
      if (out !== undefined) context.say(`${count} rows written to ${out}, verified against the report's Content-MD5`);
      return;
    }
    const result = await answer;
    if (result === undefined) {
      context.say(`${op.name}: done`);
      return;
    }
    await printValue(context.io.stdout, format, result);
  });
  return command;
}

export function apiCommand<Core>(
  context: Context,
  name: string,
  description: string,
  commands: readonly GeneratedCommand<Core>[],
  core: () => Core,
): Command {
  const api = new Command(name).description(description);
  for (const op of commands) api.addCommand(operationCommand(context, op, core));
  return api;
}
