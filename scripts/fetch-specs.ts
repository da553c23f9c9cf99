/**
 * `npm run fetch-specs -- [--out dir] [--env file] [--report file] [--fail-on severity]`: refreshes the records
 * snapshot (default specs/records/) from the account that DB_URL, AUTH_URL, ACCOUNT_CODE, CLIENT_KEY and
 * CLIENT_SECRET name (environment, else the env file, default .env), via fetch-specs/run.ts. Exit codes: 0 done,
 * 1 nothing written, 2 written with a change at the --fail-on level.
 */
import { resolve } from 'node:path';
import { type CommandSpec, commandLine } from '../command-line/option-table.js';
import { createProgress } from '../command-line/progress.mjs';

const COMMAND = {
  command: 'npm run fetch-specs',
  name: 'fetch-specs',
  summary: [
    'Refreshes the records snapshot (the getAllOpenApi document and the API definitions) from the account named by',
    'DB_URL, AUTH_URL, ACCOUNT_CODE, CLIENT_KEY and CLIENT_SECRET (the environment, else the env file). It writes',
    'the snapshot only once the records package generates from it; without credentials it keeps the snapshot.',
    "It prints the change report (breaking, additive, cosmetic) and moves the records package's version by it.",
    'Exit codes: 0 done, 1 nothing written (the reason is printed), 2 written, with a change at the --fail-on level.',
  ],
  options: {
    out: { type: 'string', value: 'dir', help: 'the snapshot folder (default specs/records)' },
    env: { type: 'string', value: 'file', help: 'the env file, which must exist (default .env, read when present)' },
    report: { type: 'string', value: 'file', help: 'also write the change report there, as JSON' },
    'fail-on': {
      type: 'string',
      value: 'severity',
      help: 'exit 2 when a change is this grave or graver: breaking, additive or cosmetic (the snapshot is written)',
    },
  },
} as const satisfies CommandSpec;

const { values } = commandLine(COMMAND);
const root = resolve(import.meta.dirname, '..');
const SEVERITIES = ['breaking', 'additive', 'cosmetic'] as const;
const failOn = values['fail-on'];
if (failOn !== undefined && !SEVERITIES.includes(failOn as never)) {
  console.error(`fetch-specs: --fail-on takes ${SEVERITIES.join(', ')}, not ${JSON.stringify(failOn)}.`);
  process.exit(1);
}
// Loaded once the command line is read, so --help answers without loading the client and the generator.
const [{ fetchSpecs, FETCH_STEPS }, { colourFor }] = await Promise.all([
  import('../fetch-specs/run.js'),
  import('../fetch-specs/print.js'),
]);
const progress = createProgress('fetch-specs', { steps: FETCH_STEPS });
process.exitCode = await fetchSpecs({
  root,
  out: values.out === undefined ? resolve(root, 'specs/records') : resolve(values.out),
  envFile: values.env === undefined ? resolve(root, '.env') : resolve(values.env),
  envFileNamed: values.env !== undefined,
  env: process.env,
  ...(values.report === undefined ? {} : { reportFile: resolve(values.report) }),
  ...(failOn === undefined ? {} : { failOn: failOn as (typeof SEVERITIES)[number] }),
  colour: colourFor(process.stdout, process.env),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  progress,
}).finally(() => progress.end());
