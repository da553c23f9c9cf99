/** `platform config show`: the settings in use and where each came from; secrets show only whether they are set. */
import { Command } from 'commander';
import type { Context } from '../context.js';
import { describeSettings } from './settings.js';

export function configCommand(context: Context): Command {
  const config = new Command('config').description('The settings: profiles, addresses, credentials (never shown)');
  config
    .command('show')
    .description('The settings in use and where each came from (a secret only says whether it is set)')
    .action(async () => {
      const shown = describeSettings(context.settings);
      const width = Math.max(...Object.keys(shown).map((k) => k.length));
      for (const [name, value] of Object.entries(shown)) context.io.stdout.write(`${name.padEnd(width)}  ${value}\n`);
    });
  return config;
}
