/** `platform config show`: the settings in use and where each came from; secrets show only whether they are set. */
import { Command } from 'commander';
import type { Context } from '../context.js';
import { printValue } from '../output/format.js';
import { describeSettings } from './settings.js';

export function configCommand(context: Context): Command {
  const config = new Command('config').description('The settings: profiles, addresses, credentials (never shown)');
  config
    .command('show')
    .description('The settings in use and where each came from (a secret only says whether it is set)')
    .action(async (_values, command: Command) => {
      const rows = describeSettings(context.settings);
      const format = context.askedFormat(command);
      // Asked for json, ndjson or csv: rows for a script; else one line each, for a person.
      if (format !== undefined && format !== 'table') return printValue(context.io.stdout, format, rows);
      const width = Math.max(...rows.map((row) => row.setting.length));
      for (const { setting, value, source } of rows)
        context.io.stdout.write(`${setting.padEnd(width)}  ${value}${source === null ? '' : `  [${source}]`}\n`);
    });
  return config;
}
