/**
 * `npm run fetch-specs -- [--out dir] [--env file]`: refreshes the records snapshot (default specs/records/) from
 * the account that DB_URL, AUTH_URL, ACCOUNT_CODE, CLIENT_KEY and CLIENT_SECRET name (environment, else the env
 * file, default .env), via fetch-specs/run.ts.
 */
import { resolve } from 'node:path';
import { type CommandSpec, commandLine } from './command-line.js';
import { createProgress } from './progress.mjs';

const COMMAND = {
  command: 'npm run fetch-specs',
  name: 'fetch-specs',
  summary: [
    'Refreshes the records snapshot (the getAllOpenApi document and the API definitions) from the account named by',
    'DB_URL, AUTH_URL, ACCOUNT_CODE, CLIENT_KEY and CLIENT_SECRET (the environment, else the env file). It writes',
    'the snapshot only once the records package generates from it; without credentials it keeps the snapshot.',
  ],
  options: {
    out: { type: 'string', value: 'dir', help: 'the snapshot folder (default specs/records)' },
    env: { type: 'string', value: 'file', help: 'the env file, which must exist (default .env, read when present)' },
  },
} as const satisfies CommandSpec;

const { values } = commandLine(COMMAND);
const root = resolve(import.meta.dirname, '..');
// Loaded once the command line is read, so --help answers without loading the client and the generator.
const { fetchSpecs, FETCH_STEPS } = await import('../fetch-specs/run.js');
const progress = createProgress('fetch-specs', { steps: FETCH_STEPS });
process.exitCode = await fetchSpecs({
  root,
  out: values.out === undefined ? resolve(root, 'specs/records') : resolve(values.out),
  envFile: values.env === undefined ? resolve(root, '.env') : resolve(values.env),
  envFileNamed: values.env !== undefined,
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  progress,
}).finally(() => progress.end());
