/**
 * `npm run fetch-specs -- [--out dir] [--env file]`: refreshes the records snapshot (default specs/records/) from
 * the account that DB_URL, AUTH_URL, ACCOUNT_CODE, CLIENT_KEY and CLIENT_SECRET name (environment, else the env
 * file, default .env), via fetch-specs/run.ts.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fetchSpecs } from '../fetch-specs/run.js';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { out: { type: 'string' }, env: { type: 'string' } },
  strict: true,
});
process.exitCode = await fetchSpecs({
  out: values.out === undefined ? resolve(root, 'specs/records') : resolve(values.out),
  envFile: values.env === undefined ? resolve(root, '.env') : resolve(values.env),
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
