/**
 * The built runtime and mail package under the runtimes the runtimes guide names. Under plain Node (no TypeScript
 * loader): the /operations subpath, a call on the wire with errors keeping their classes, `require()` from
 * CommonJS, a stack trace through the source maps. Under Node, Bun and Deno: the guide's ES module and CommonJS
 * snippets against the sandbox; under Deno with least privilege (the network to the sandbox and the app's own
 * variables, nothing else) the client reads no environment variable it was not granted, and `verify: 'first'`
 * keeps a report in memory where the temporary folder is not granted, in a file of its own where it is. No
 * account changes any of it: the records package is not built here.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGeneratedPackage, buildRuntime } from '../../packaging/build-packages.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { ROOT } from '../root.js';
import {
  consumerOutput,
  copySnippet,
  makeConsumer,
  recordingFetch,
  sandboxSettings,
  type Consumer,
} from './consumer.js';
import { openedDelivery } from './opened-delivery.js';
import { bin } from './tools.js';

const run = promisify(execFile);
let consumer: Consumer;
let sandbox: RunningSandbox;
let settings: Record<string, string>;
/** The delivery whose opens the report scripts read. */
let deliveryId = '';

/** The variables the snippets read: all a least-privileged Deno app is granted. */
const APP_VARIABLES = ['AUTH_URL', 'MAIL_BASE_URL', 'MAIL_USER_NAME', 'CLIENT_KEY', 'CLIENT_SECRET'];

beforeAll(async () => {
  consumer = await makeConsumer('runtimes-', async (outDir) => {
    const runtime = await buildRuntime(ROOT, outDir);
    return [runtime, await buildGeneratedPackage(ROOT, 'mail', join(ROOT, 'generated', 'mail'), outDir, runtime)];
  });
  for (const file of ['node-esm.mjs', 'commonjs.cjs']) await copySnippet(consumer, file);
  await writeFile(join(consumer.dir, 'report.mjs'), REPORT);
  sandbox = await startSandbox({ port: 0, rateLimit: false });
  settings = await sandboxSettings(sandbox.url);
  deliveryId = await openedDelivery(sandbox.url);
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  await consumer?.remove();
});

/**
 * Reads the opens of DELIVERY_ID with `verify: 'first'` and prints the row count and, when the loop may look, the
 * report folders in TMPDIR while the first row is handed out.
 */
const REPORT = `import { readdirSync } from 'node:fs';
import { createMailClient } from '@platform-sdk/mail';

const mail = createMailClient({
  baseUrl: process.env.MAIL_BASE_URL,
  userName: process.env.MAIL_USER_NAME,
  credentials: { clientKey: process.env.CLIENT_KEY, clientSecret: process.env.CLIENT_SECRET },
  authUrl: process.env.AUTH_URL,
});
let rows = 0;
let spooled = 'not looked';
for await (const row of mail.opens(BigInt(process.env.DELIVERY_ID), {}, { verify: 'first' })) {
  if (rows++ === 0 && process.env.LOOK === 'yes') spooled = readdirSync(process.env.TMPDIR).join(',');
  void row;
}
console.log(JSON.stringify({ rows, spooled }));
`;

/** Runs `args` with a runtime of the packaging tools in the consumer project; its output, or its failure's. */
async function runIn(command: string, args: string[], extra: Record<string, string> = {}): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings, DENO_NO_UPDATE_CHECK: '1' };
  delete env['PLATFORM_SDK_LOG'];
  Object.assign(env, extra);
  return run(command, args, { cwd: consumer.dir, env }).then(
    ({ stdout, stderr }) => `${stdout}${stderr}`,
    (failed: { stdout: string; stderr: string }) => `${failed.stdout}${failed.stderr}`,
  );
}

/** `deno run` granted the sandbox's host and `variables`, and nothing else (no prompt: a refusal throws). */
function denoRun(file: string, variables: readonly string[], more: readonly string[] = []): string[] {
  const host = new URL(sandbox.url).host;
  return ['run', '--no-prompt', `--allow-net=${host}`, `--allow-env=${variables.join(',')}`, ...more, file];
}

describe('plain Node', () => {
  it('runs the operation functions of the /operations subpath under plain Node, with the same checks', async () => {
    const output = await consumerOutput(
      consumer,
      'operations.mjs',
      `import { createMailCore, getDelivery } from '@platform-sdk/mail/operations';
${recordingFetch("Response.json({ deliveryTaskId: 7, status: 'COMPLETED', total: 1, sent: 1 })")}
const mail = createMailCore({
  baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 't', rateLimit: false, fetch,
});
const status = await getDelivery(mail, 7);
const refused = await getDelivery(mail, 0).catch((e) => e.message);
let option;
try {
  createMailCore({ baseUrl: 'https://mail.example.net', userName: 'a', accessToken: 't' });
} catch (e) {
  option = e.constructor.name;
}
console.log(JSON.stringify({ status: status.status, seen, refused, option }));
`,
    );
    expect(output).toEqual({
      status: 'COMPLETED',
      seen: ['GET https://mail.example.net/e/tymail/v1/abc/mail/deliveries/7'],
      refused: 'getDelivery was not sent because path parameter delivery_id must be at least 1 (got 0).',
      option: 'TypeError',
    });
  });

  it('runs under plain Node: a call goes out on the wire and errors keep their classes', async () => {
    const output = await consumerOutput(
      consumer,
      'use.mjs',
      `import {
  createMailClient, NotFoundError, SendListValidationError, UploadValidationError, isMailApiError,
} from '@platform-sdk/mail';
import * as runtime from '@platform-sdk/runtime';
import { createApiRuntime } from '@platform-sdk/runtime/internal';
import { validateSendList } from '@platform-sdk/runtime/mail';
${recordingFetch(
  "seen.length === 1 ? Response.json({ deliveryTaskId: 7, status: 'SENDING', total: 2, sent: 1 }) : " +
    "new Response('', { status: 404 })",
)}
const mail = createMailClient({
  baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 't', rateLimit: false, fetch,
});
const status = await mail.getDelivery(9223372036854775807n);
const error = await mail.getDelivery(1).catch((e) => e);
const refused = await mail.uploadSendList('"Customer.email"\\r\\n"a@b.jp"\\r\\n').catch((e) => e);
console.log(JSON.stringify({
  status, seen, notFound: error instanceof NotFoundError, guarded: isMailApiError(error),
  sendList: refused instanceof SendListValidationError && refused instanceof UploadValidationError,
  rules: validateSendList('').map((i) => i.rule),
  entries: { publicFactory: 'createApiRuntime' in runtime, internalFactory: typeof createApiRuntime },
}));
`,
    );
    expect(output).toEqual({
      status: { deliveryTaskId: 7, status: 'SENDING', total: 2, sent: 1 },
      seen: [
        'GET https://mail.example.net/e/tymail/v1/abc/mail/deliveries/9223372036854775807',
        'GET https://mail.example.net/e/tymail/v1/abc/mail/deliveries/1',
      ],
      notFound: true,
      guarded: true,
      sendList: true,
      rules: [1],
      entries: { publicFactory: false, internalFactory: 'function' },
    });
  });

  it('a stack trace under node --enable-source-maps names the TypeScript source in the package', async () => {
    const script = join(consumer.dir, 'trace.mjs');
    await writeFile(
      script,
      `import { createMailClient } from '@platform-sdk/mail';
const mail = createMailClient({ baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 't' });
await mail.getDelivery(0).catch((e) => console.log(e.stack));
`,
    );
    const { stdout } = await run(process.execPath, ['--enable-source-maps', script], { cwd: consumer.dir });
    expect(stdout).toMatch(/^RequestValidationError: getDelivery was not sent/);
    expect(stdout).toMatch(/node_modules\/@platform-sdk\/runtime\/src\/[\w/-]+\.ts:\d+:\d+/);
  });

  it('loads with require() from a CommonJS consumer: a call goes out and errors keep their classes', async () => {
    const output = await consumerOutput(
      consumer,
      'use.cjs',
      `const { createMailClient, NotFoundError, SdkError, waitForDelivery } = require('@platform-sdk/mail');
const { validateSendList } = require('@platform-sdk/runtime/mail');
${recordingFetch(
  "seen.length === 1 ? Response.json({ deliveryTaskId: 7, status: 'COMPLETED', total: 1, sent: 1 }) : " +
    "new Response('', { status: 404 })",
)}
const mail = createMailClient({
  baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 't', rateLimit: false, fetch,
});
(async () => {
  const done = await waitForDelivery(mail, 7n);
  const error = await mail.getDelivery(8).catch((e) => e);
  console.log(JSON.stringify({
    done, seen, notFound: error instanceof NotFoundError, sdk: error instanceof SdkError,
    rules: validateSendList('').map((i) => i.rule),
  }));
})();
`,
    );
    expect(output).toEqual({
      done: { deliveryTaskId: 7, status: 'COMPLETED', total: 1, sent: 1 },
      seen: [
        'GET https://mail.example.net/e/tymail/v1/abc/mail/deliveries/7',
        'GET https://mail.example.net/e/tymail/v1/abc/mail/deliveries/8',
      ],
      notFound: true,
      sdk: true,
      rules: [1],
    });
  });
});

describe('Node, Bun and Deno', () => {
  it.each([
    ['Node', 'node-esm.mjs', /^ES module: 0 unsubscribe requests$/m],
    ['Node', 'commonjs.cjs', /^CommonJS: 0 unsubscribe requests$/m],
    ['Bun', 'node-esm.mjs', /^ES module: 0 unsubscribe requests$/m],
    ['Bun', 'commonjs.cjs', /^CommonJS: 0 unsubscribe requests$/m],
    ['Deno', 'node-esm.mjs', /^ES module: 0 unsubscribe requests$/m],
    ['Deno', 'commonjs.cjs', /^CommonJS: 0 unsubscribe requests$/m],
  ])('%s runs the guide snippet %s against the sandbox', async (runtime, file, output) => {
    const out =
      runtime === 'Node'
        ? await runIn(process.execPath, [file])
        : runtime === 'Bun'
          ? await runIn(bin.bun(), [file])
          : await runIn(bin.deno(), denoRun(file, APP_VARIABLES));
    expect(out).toMatch(output);
  });

  it('Deno without access to PLATFORM_SDK_LOG makes the client and logs nothing, even with it set', async () => {
    const out = await runIn(bin.deno(), denoRun('node-esm.mjs', APP_VARIABLES), { PLATFORM_SDK_LOG: 'debug' });
    expect(out).toBe('ES module: 0 unsubscribe requests\n');
  });

  it('Deno granted PLATFORM_SDK_LOG logs at its level', async () => {
    const variables = [...APP_VARIABLES, 'PLATFORM_SDK_LOG'];
    const out = await runIn(bin.deno(), denoRun('node-esm.mjs', variables), { PLATFORM_SDK_LOG: 'debug' });
    expect(out).toMatch(/^\[platform-sdk\] mail allUnsubscribes GET \/deliveries\/unsubscribes\/all -> 200 in /m);
  });

  it("Deno without the temporary folder reads a report with verify: 'first', kept in memory", async () => {
    const out = await runIn(bin.deno(), denoRun('report.mjs', [...APP_VARIABLES, 'DELIVERY_ID', 'LOOK']), {
      DELIVERY_ID: deliveryId,
    });
    expect(out).toBe('{"rows":2,"spooled":"not looked"}\n');
  });

  it('Deno granted the temporary folder spools the report to a folder of its own there, removed after', async () => {
    const tmp = join(consumer.root, 'tmp');
    await mkdir(tmp);
    const variables = [...APP_VARIABLES, 'DELIVERY_ID', 'LOOK', 'TMPDIR', 'TMP', 'TEMP'];
    const access = [`--allow-read=${tmp}`, `--allow-write=${tmp}`];
    const out = await runIn(bin.deno(), denoRun('report.mjs', variables, access), {
      DELIVERY_ID: deliveryId,
      LOOK: 'yes',
      TMPDIR: tmp,
    });
    expect(JSON.parse(out)).toEqual({ rows: 2, spooled: expect.stringMatching(/^platform-sdk-report-\w+$/) });
    expect(await readdir(tmp)).toEqual([]);
  });
});
