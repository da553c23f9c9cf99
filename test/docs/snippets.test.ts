/**
 * The guides' snippets run as a reader runs them: each file is a program, started with Node and tsx, its
 * settings read with `--env-file=sandbox.env` as the quick start says, against a sandbox on a free port (the
 * environment's AUTH_URL and MAIL_BASE_URL win over the file's, as Node's --env-file has it). What it prints is
 * what the guide promises. `npm run typecheck` compiles the same files; commonjs.cjs and node-esm.mjs need the
 * built packages and run in test/packaging.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createMailClient } from '@platform-sdk/mail';
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORT, type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { readSeeds } from '../../sandbox/seed.js';
import { SNIPPETS_DIR } from '../../site-builder/guides.js';
import { ROOT } from '../root.js';

const run = promisify(execFile);
const DIR = path.join(ROOT, SNIPPETS_DIR);
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: false });
});
afterAll(async () => {
  clearTokenCache();
  clearRateLimiters();
  await sandbox.close();
});

/** Runs a snippet the way the guides do (`npx tsx --env-file=sandbox.env <file>`, here in one process). */
async function snippet(file: string, ...args: string[]): Promise<string> {
  return snippetAt(sandbox, file, ...args);
}

/** The same against another sandbox. */
async function snippetAt(at: RunningSandbox, file: string, ...args: string[]): Promise<string> {
  const env = { ...process.env, AUTH_URL: at.url, MAIL_BASE_URL: at.url, DB_URL: at.url };
  const { stdout } = await run(process.execPath, ['--env-file=sandbox.env', '--import', 'tsx', file, ...args], {
    cwd: DIR,
    env,
  });
  return stdout;
}

async function sandboxControl(route: string, body: unknown): Promise<void> {
  const response = await fetch(`${sandbox.url}/_sandbox${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** A client of the test's own, with the settings the snippets read from sandbox.env. */
function client() {
  return createMailClient({
    baseUrl: sandbox.url,
    userName: 'abc',
    credentials: { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' },
    authUrl: sandbox.url,
    rateLimit: false,
  });
}

/** Snippets that run on their own, and lines their output must hold. */
const STANDALONE: readonly [string, readonly RegExp[]][] = [
  ['send-first.ts', [/^delivery \d+ started$/m, /^delivery \d+: COMPLETED, 2 of 2 sent$/m]],
  ['own-token.ts', [/^token for "mail:result", valid 3600 s: \d+ unsubscribe requests in the last six months$/m]],
  [
    'send-now.ts',
    [
      new RegExp(
        String.raw`^delivery \d+ started; tracked links: \d+ https:\/\/shop\.example\.jp\/spring, \d+ ` +
          String.raw`https:\/\/shop\.example\.jp\/spring$`,
        'm',
      ),
    ],
  ],
  ['create-then-send.ts', [/^delivery \d+: a test delivery to QA, then the real one to 2 recipients$/m]],
  [
    'sandbox-tour.ts',
    [
      /^hanako@mail\.example\.jp: "Hello Hanako" DELIVERED$/m,
      /^unknown\.taro@mail\.example\.jp: "Hello Taro" UNKNOWN_USER$/m,
      /^opens: 5001; errors: 5002 UNKNOWN_USER$/m,
    ],
  ],
  [
    'handle-errors.ts',
    [
      new RegExp(
        String.raw`^sendDelivery failed with HTTP 400 Bad Request: 10013 on count: count differs from the number ` +
          String.raw`of deliveryData elements\. count is 3, deliveryData has 2 elements \(deliveryData size ` +
          String.raw`differs from count\)\.$`,
        'm',
      ),
      /^10013 on count: deliveryData size differs from count$/m,
      /^send-list rule 1: the header has no Customer\.platformid column$/m,
    ],
  ],
  ['observe-retries.ts', [/^failed recipients in the last six months: \d+$/m]],
  ['resend-unknown.ts', [/^delivery \d+ sent once$/m]],
  ['smaller-bundles.ts', [/^delivery \d+: 1 recipient, sent with the operation functions$/m]],
];

/** Snippets run with arguments, or whose result is checked on the sandbox, by the tests below. */
const WITH_SETUP = [
  'idempotent-send.ts',
  'reserve.ts',
  'cancel-reservation.ts',
  'reports.ts',
  'define-member.ts',
  'list-definitions.ts',
  'snapshot-labels.ts',
  'read-databases.ts',
  'records-crud.ts',
  'records-query.ts',
];
/** The vitest settings of the suites below: their folder, and where @platform-sdk/sandbox is in this repository. */
const CONFIG = path.join(ROOT, 'test', 'docs', 'snippets-vitest.config.ts');
/** A test suite of an application (welcome.ts), which vitest runs against a sandbox of its own. */
const SUITES = ['welcome.test.ts'];
/**
 * Not programs: the clients the others import, the application code a suite tests, their settings, the list
 * reserve.ts uploads, their tsconfig.
 */
const NOT_RUN = [
  'tsconfig.json',
  'welcome.ts',
  'env.ts',
  'mail-client.ts',
  'database-client.ts',
  'records-client.ts',
  'sandbox.env',
  'recipients.csv',
];
/** Need a Redis: run by test/rate-limit-redis/guide-snippets.test.ts. */
const WITH_REDIS = ['shared-rate-limit.ts', 'shared-rate-limit-client.ts'];
/** Need the built packages: run by test/packaging/runtimes.test.ts. */
const BUILT = ['commonjs.cjs', 'node-esm.mjs'];
/** A page and its server: run in Chromium by test/packaging/browser-page.test.ts. */
const BROWSER = ['browser-page.ts', 'browser-token.ts'];

describe('guide snippets against the sandbox', () => {
  it('are all run by a test (no snippet goes unchecked)', async () => {
    const files = (await readdir(DIR)).sort();
    const all = [
      ...STANDALONE.map(([f]) => f),
      ...WITH_SETUP,
      ...SUITES,
      ...NOT_RUN,
      ...WITH_REDIS,
      ...BUILT,
      ...BROWSER,
    ];
    expect(files).toEqual(all.sort());
  });

  it("sandbox.env holds the sandbox's address, user and client, as npm run sandbox starts it", async () => {
    const settings = Object.fromEntries(
      (await readFile(path.join(DIR, 'sandbox.env'), 'utf8'))
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split('=') as [string, string]),
    );
    const origin = `http://127.0.0.1:${DEFAULT_PORT}`;
    expect(settings).toEqual({
      AUTH_URL: origin,
      MAIL_BASE_URL: origin,
      MAIL_USER_NAME: 'abc',
      DB_URL: origin,
      ACCOUNT_CODE: 'demo',
      CLIENT_KEY: 'sandbox-client',
      CLIENT_SECRET: 'sandbox-secret',
    });
  });

  it.concurrent.each(STANDALONE)('%s runs and prints what its guide says', async (file, lines) => {
    const stdout = await snippet(file);
    for (const line of lines) expect(stdout).toMatch(line);
  });

  it.concurrent('idempotent-send.ts sends once: the repeated call returns the same delivery', async () => {
    const stdout = await snippet('idempotent-send.ts');
    const match = /^requestId [\w-]+: delivery (\d+), repeated call -> delivery (\d+) \(sent once\)$/m.exec(stdout);
    expect(match?.[1]).toBeDefined();
    expect(match?.[2]).toBe(match?.[1]);
    // The sandbox holds one delivery with the one recipient, not two.
    await expect(client().getDelivery(BigInt(match?.[1] ?? '0'))).resolves.toMatchObject({ total: 1 });
  });

  it.concurrent('reserve.ts reserves a delivery to recipients.csv, and cancel-reservation.ts deletes it', async () => {
    const stdout = await snippet('reserve.ts');
    expect(stdout).toMatch(/^list \d+: 3 recipients, usable until \S+$/m);
    const id = /^delivery (\d+) reserved for \S+$/m.exec(stdout)?.[1] ?? '';
    await expect(client().getDelivery(BigInt(id))).resolves.toMatchObject({ status: 'RESERVED', total: 3 });
    await expect(snippet('cancel-reservation.ts', id)).resolves.toBe(
      `delivery ${id} deleted; its list can be reserved again\n`,
    );
    await expect(client().getDelivery(BigInt(id))).rejects.toMatchObject({ status: 404 });
  });

  it.concurrent('reports.ts reads the results with rows() and streams the errors of a delivery', async () => {
    const mail = client();
    const { deliveryTaskId } = await mail.sendDelivery({
      fromAddress: 'info@shop.example.jp',
      subject: 'Reports',
      bodyText: 'Hello',
      deliveryMailAddressPropertyName: 'Customer.email',
      deliveryData: [
        { 'Customer.platformid': '7001', 'Customer.email': 'hanako@mail.example.jp' },
        { 'Customer.platformid': '7002', 'Customer.email': 'unknown.taro@mail.example.jp' },
      ],
    });
    await sandboxControl('/clock', { advanceSeconds: 61 });
    const stdout = await snippet('reports.ts', String(deliveryTaskId));
    expect(stdout).toMatch(/^1 delivered$/m);
    expect(stdout).toMatch(/^7002 failed at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: UNKNOWN_USER$/m);
    expect(stdout).toMatch(/^7001 delivered at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/m);
  });

  it.concurrent('the database snippets define member, list it with the iterator, read the databases', async () => {
    expect(await snippet('define-member.ts')).toMatch(
      new RegExp(
        String.raw`^member is ready \(version \d+\): id -> _platformId, email -> _mailAddress, name -> ` +
          String.raw`member_name, birthday -> member_birthday, rank -> member_rank$`,
        'm',
      ),
    );
    expect(await snippet('list-definitions.ts')).toBe('member: 5 properties over _customer, ready\n');
    const databases = await snippet('read-databases.ts');
    expect(databases).toMatch(/^_customer \(customerDb\): 12 items$/m);
    expect(databases).toMatch(/^  _mlRefusalFlags: mlRefusalFlags \[1 Newsletter, 2 Campaigns, 3 Other\]$/m);
    expect(databases).toMatch(/^  member_rank: singleSelect \[1 Regular, 2 Gold\]$/m);
  });

  it.concurrent('fetch-specs and snapshot-labels.ts as the regenerating guide runs them (demo account)', async () => {
    const seeded = await startSandbox({ port: 0, rateLimit: false, seeds: await readSeeds() });
    // `npm run fetch-specs -- --env docs/guides/snippets/sandbox.env --out demo-records`, twice.
    const out = await mkdtemp(path.join(tmpdir(), 'guide-records-'));
    try {
      const fetchSpecs = async (): Promise<string> => {
        const env = { ...process.env, AUTH_URL: seeded.url, DB_URL: seeded.url };
        const args = [
          '--import',
          'tsx',
          'scripts/fetch-specs.ts',
          '--env',
          path.join(SNIPPETS_DIR, 'sandbox.env'),
          '--out',
          out,
        ];
        return (await run(process.execPath, args, { cwd: ROOT, env })).stdout;
      };
      expect((await fetchSpecs()).split('\n')).toEqual([
        `fetch-specs: token for client key "sandbox-client" with db:openapi:read db:apidefinition:design; ` +
          `account demo at ${seeded.url}`,
        'fetch-specs: 0 breaking, 2 additive, 0 cosmetic changes: @platform-sdk/records 0.1.0 -> 0.2.0 (minor).',
        'Additive:',
        '  + member added (18 properties, database _customer (customerDb))',
        '      do: nothing to do; `db.member` is there once regenerated',
        '  + purchase added (7 properties, database purchase_history (historyDb))',
        '      do: nothing to do; `db.purchase` is there once regenerated',
        `fetch-specs: wrote ${out}/openapi.json, ${out}/apidefinitions.json, ${out}/history.json, ` +
          `${out}/names.json; run \`npm run generate\` next.`,
        '',
      ]);
      expect(await fetchSpecs()).toMatch(/^fetch-specs: no change: .* is up to date\.$/m);
      expect((await snippetAt(seeded, 'snapshot-labels.ts', out)).split('\n')).toEqual([
        '13 record operations: countMember, queryMember, createMember, deleteMember, getMember, patchMember, ' +
          'authenticateMember, countPurchase, queryPurchase, createPurchase, deletePurchase, getPurchase, ' +
          'patchPurchase',
        'member.refusedLists (mlRefusalFlags): 1 = Newsletter, 2 = Campaigns, 3 = Other',
        'member.rank (singleSelect): 1 = レギュラー, 2 = シルバー, 3 = ゴールド',
        'member.interests (multipleSelect): 1 = ファッション, 2 = グルメ, 3 = 旅行, 4 = その他',
        '',
      ]);
    } finally {
      await rm(out, { recursive: true, force: true });
      await seeded.close();
    }
    // Three processes (fetch-specs twice, the snippet) beside the file's other concurrent tests: on a loaded
    // 2-core runner they take longer than the default 30 s.
  }, 120_000);

  it.concurrent(
    'the records snippets run against the seeded account (npm run sandbox -- --seed), ids above 2^53 ' + 'exact',
    async () => {
      // The snippets' records package is the demo account's (their tsconfig.json), whose definitions are the seeds.
      const seeded = await startSandbox({
        port: 0,
        rateLimit: false,
        seeds: await readSeeds(),
        config: { recordIdStart: '9223372036853775000' },
      });
      try {
        expect(await snippetAt(seeded, 'records-crud.ts')).toBe(
          'created member 9223372036853775000\nHanako has 120 points\npassword check: authenticated\nmember ' +
            '9223372036853775000 is gone\n',
        );
        expect(await snippetAt(seeded, 'records-query.ts')).toBe(
          'bulkCreate: 150 created, 0 failed, 0 unknown\nmatching: 12\ntop 3: 149, 148, 147; more: true\nqueryAll: ' +
            '150 members, 100 per page\n',
        );
      } finally {
        await seeded.close();
      }
    },
  );

  it.concurrent.each(SUITES)('%s passes as the testing guide runs it (npx vitest run)', async (file) => {
    const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    // A vitest of its own, as in an application: none of the settings of the vitest that runs this file.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|FORCE_COLOR)/.test(name)));
    const { stdout } = await run(process.execPath, [vitest, 'run', '--config', CONFIG, file], {
      cwd: DIR,
      env: { ...env, NO_COLOR: '1' },
    });
    expect(stdout).toMatch(/Tests +4 passed \(4\)/);
  });

  it.concurrent('a snippet that needs an id says so when it is missing', async () => {
    await expect(snippet('reports.ts')).rejects.toMatchObject({
      stderr: expect.stringContaining('give the delivery id as the argument (got "")'),
    });
  });
});
