/**
 * The seed definitions: putApiDefinition bodies in `sandbox/seed/*.json` (a master database definition `member`
 * with a property of every item type a master database can have, and a history database definition `purchase`
 * linked to it by a platformId property). `npm run sandbox -- --seed` starts the sandbox with them put into account
 * `demo`, which is the account the checked-in records snapshot (specs/records/) is fetched from; the tests put the
 * same files through the generated client. Each goes through the checks of putApiDefinition, so a seed the
 * service would refuse stops the start with the file and the rule.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxContext } from './context.js';
import { DbBadRequest } from './database/answers.js';
import { isJsonObject, type JsonValue, parseJson } from './database/json.js';
import { applyPut, planPut } from './database/put-definition.js';

export const SEED_DIR = fileURLToPath(new URL('./seed', import.meta.url));

/** The account the seeds go into: the built-in one. */
export const SEED_ACCOUNT = 'demo';

export interface SeedDefinition {
  readonly file: string;
  /** The body as the JSON reader of the database API reads it (large integers exact). */
  readonly body: JsonValue;
}

/** Every `*.json` of `dir`, in file-name order. */
export async function readSeeds(dir = SEED_DIR): Promise<SeedDefinition[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const read = async (file: string): Promise<SeedDefinition> => ({
    file: path.join(dir, file),
    body: parseJson(await readFile(path.join(dir, file), 'utf8')),
  });
  return Promise.all(files.map(read));
}

/** Puts each seed into account `demo`, in order, as putApiDefinition would; ready at once. */
export function plantSeeds(ctx: SandboxContext, seeds: readonly SeedDefinition[]): void {
  const account = ctx.database.accounts.get(SEED_ACCOUNT);
  if (!account) throw new Error(`the sandbox has no database account ${SEED_ACCOUNT}`);
  for (const seed of seeds) {
    const metadata = isJsonObject(seed.body) ? seed.body['metadata'] : undefined;
    const name = isJsonObject(metadata) ? metadata['name'] : undefined;
    const now = ctx.clock.now();
    try {
      applyPut(account, planPut(account, typeof name === 'string' ? name : '', seed.body, now), now, 0);
    } catch (error) {
      if (!(error instanceof DbBadRequest)) throw error;
      throw new Error(`${seed.file}: putApiDefinition would refuse it: ${error.message}`);
    }
  }
}
