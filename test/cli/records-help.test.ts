/**
 * `platform help records` and `platform records --help` list the API definitions of whatever account the records
 * package was generated from, each on one line: here a bakery's (test/fixtures/bakery-account), whose definitions
 * no code of the command line names. The fixture itself is held to what the sandbox and the generator give now.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleFiles } from '../fixtures/fetched-account.js';
import { BAKERY_PACKAGE, makeBakeryAccount } from '../fixtures/bakery-account/make.js';
import { ROOT } from '../root.js';
import { type CliEnv, startCliEnv } from './cli-env.js';

let env: CliEnv;
const bakery = { PLATFORM_RECORDS: path.join(ROOT, BAKERY_PACKAGE) };
beforeAll(async () => {
  env = await startCliEnv();
});
afterAll(async () => {
  await env?.close();
});

/** The lines of a help text from its `Commands:` heading on. */
const commandLines = (help: string) => help.slice(help.indexOf('Commands:')).trimEnd().split('\n');

describe('the records commands of an account the command line does not know', () => {
  it.each([[['help', 'records']], [['records', '--help']], [['--format', 'json', 'help', 'records']]])(
    'platform %j lists its definitions, each with a line saying what it holds',
    async (args) => {
      const { code, stdout } = await env.run(args, { env: bakery });
      expect(code).toBe(0);
      expect(commandLines(stdout)).toEqual([
        'Commands:',
        '  ovenBatch       4 properties: id, patronId, bakedAt, loaves',
        '  patron          5 properties: id, email, nickname, loyaltyStamps and 1 more',
        '  help [command]  display help for command',
      ]);
    },
  );

  it('platform records patron --help describes the definition with every property', async () => {
    const { code, stdout } = await env.run(['records', 'patron', '--help'], { env: bakery });
    expect(code).toBe(0);
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      'The records of API definition patron: properties id, email, nickname, loyaltyStamps, favouriteLoaf',
    );
  });

  it('the fixture is what the sandbox answers for its definitions and what the generator makes of it', async () => {
    const stale = await staleFiles(await makeBakeryAccount());
    expect(stale, 'run npx tsx test/fixtures/bakery-account/make.ts').toEqual([]);
  }, 60_000);
});
