/**
 * Definitions as code: `platform definitions plan <dir>` shows what putting the definition files of a folder
 * would change in the account; `apply <dir>` puts the added and changed ones, waits until each is ready
 * (`waitForDefinition`), then says to run fetch-specs and generate. Apply never deletes: a definition in the
 * account but not in the folder is shown as `remove` by plan and left in place (delete it with
 * `platform database delete-api-definition <name>`). `--allow-breaking` is needed to apply breaking changes.
 */
import path from 'node:path';
import { waitForDefinition } from '@platform-sdk/database';
import { Command } from 'commander';
import type { Context } from '../context.js';
import { UsageError } from '../exit-codes.js';
import { jsonText } from '../output/format.js';
import { type DefinitionFile, readDefinitionFiles } from './definition-files.js';
import { type DefinitionPlan, planDefinitions } from './plan.js';
import { counted } from '../output/counted.js';

const SIGN = { add: '+', change: '~', remove: '-', keep: '=' } as const;

async function plan(context: Context, dir: string): Promise<{ files: DefinitionFile[]; plans: DefinitionPlan[] }> {
  const files = await readDefinitionFiles(path.resolve(context.io.cwd, dir));
  const current = [];
  for await (const definition of context.clients.database().apiDefinitions()) current.push(definition);
  return { files, plans: planDefinitions(files, current as never) };
}

function planText(plans: readonly DefinitionPlan[]): string {
  const lines: string[] = [];
  for (const p of plans) {
    const note = p.action === 'remove' ? ' (in the account, not in the folder: apply leaves it)' : '';
    lines.push(`${SIGN[p.action]} ${p.name}: ${p.action}${note}`);
    for (const c of p.changes) {
      lines.push(`    ${c.severity.padEnd(9)} ${c.change}`);
      if (c.dataLoss !== undefined) lines.push(`              data loss: ${c.dataLoss}`);
    }
  }
  lines.push(countLine(plans, false));
  return `${lines.join('\n')}\n`;
}

/** `1 definition`, `2 definitions`. */
const definitionCount = (n: number) => counted(n, 'definition');

/**
 * The last line of plan (`done` false) and of apply: the same things counted in the same words, so the two can be
 * compared: the definitions to put (added, changed), those unchanged, those in the account but not the folder.
 */
export function countLine(plans: readonly DefinitionPlan[], done: boolean): string {
  const count = (action: DefinitionPlan['action']) => plans.filter((p) => p.action === action).length;
  const put = count('add') + count('change');
  const what = done
    ? `${count('add')} added, ${count('change')} changed`
    : `${count('add')} to add, ${count('change')} to change`;
  return (
    `${definitionCount(put)} ${done ? 'applied' : 'to apply'} (${what}); ${count('keep')} unchanged; ` +
    `${definitionCount(count('remove'))} in the account but not in the folder (left in place)`
  );
}

export function definitionsCommand(context: Context): Command {
  const definitions = new Command('definitions').description(
    'API definitions as code: plan and apply the definition files of a folder',
  );
  definitions
    .command('plan')
    .description(
      'What putting the definition files of <dir> would change: added, changed (breaking, additive, cosmetic), removed',
    )
    .argument('<dir>', 'a folder of definition files (.json or .yaml, one putApiDefinition body each)')
    .action(async (dir: string, _values, self: Command) => {
      const { plans } = await plan(context, dir);
      if (context.format(self) === 'table') context.io.stdout.write(planText(plans));
      else context.io.stdout.write(`${jsonText(plans, 2)}\n`);
    });
  definitions
    .command('apply')
    .description('Puts the added and changed definitions of <dir>, waits until each is ready, then says what to run')
    .argument('<dir>', 'a folder of definition files (.json or .yaml)')
    .option('--allow-breaking', 'apply changes classed breaking too (removed properties or options, new types)')
    .option('--timeout <seconds>', 'how long to wait for each definition to be ready (default 300)')
    .action(async (dir: string, values: { allowBreaking?: boolean; timeout?: string }) => {
      const { files, plans } = await plan(context, dir);
      const breaking = plans.filter((p) => p.changes.some((c) => c.severity === 'breaking'));
      if (breaking.length > 0 && values.allowBreaking !== true) {
        context.io.stderr.write(planText(breaking));
        throw new UsageError(
          `${breaking.map((p) => p.name).join(', ')} would change in breaking ways; ` +
            'give --allow-breaking to apply them',
        );
      }
      const timeout = Number(values.timeout ?? '300');
      if (!(timeout > 0)) throw new UsageError('--timeout must be a number of seconds above 0');
      const database = context.clients.database();
      const todo = plans.filter((p) => p.action === 'add' || p.action === 'change');
      for (const p of todo) {
        const file = files.find((f) => f.name === p.name) as DefinitionFile;
        await database.putApiDefinition(p.name, file.body as never);
        context.say(`${SIGN[p.action]} ${p.name}: put; waiting until it is ready`);
        await waitForDefinition(database, p.name, { signal: AbortSignal.timeout(timeout * 1000) });
        context.say(`  ${p.name} is ready`);
      }
      context.say(countLine(plans, true));
      if (todo.length > 0)
        context.say(
          'Run npm run fetch-specs, then npm run generate, to bring the records package (and these commands) up to date',
        );
    });
  return definitions;
}
