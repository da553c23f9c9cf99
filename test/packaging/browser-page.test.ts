/**
 * A page in Chromium calls the sandbox through the bundled mail client, as the browser guide has it: the page is
 * served by the app's own server, which hands it an access token (docs/guides/snippets/browser-token.ts) while
 * the client credentials stay on the server; the page's client (browser-page.ts) is bundled by esbuild and calls
 * the sandbox, another origin, which answers browsers only when started with CORS on.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { SNIPPETS_DIR } from '../../site-builder/guides.js';
import { tokenEndpoint } from '../../docs/guides/snippets/browser-token.js';
import { launchChromium, type Browser } from '../docs/browser.js';
import { ROOT } from '../root.js';
import { sandboxSettings } from './consumer.js';
import { openedDelivery } from './opened-delivery.js';

/** The page's program: the guide's client, three calls, their outcomes on `window.outcomes`. */
const ENTRY = `import { createPageMailClient } from './browser-page.ts';
const { baseUrl, userName, deliveryId } = window.settings;
const mail = createPageMailClient(baseUrl, userName);
const outcome = (call) =>
  call().then(
    (value) => ({ rows: value.length }),
    (error) => ({ error: error.name, requiredScope: error.requiredScope, message: error.message }),
  );
window.outcomes = (async () => [
  await outcome(() => mail.opens(BigInt(deliveryId)).rows()),
  await outcome(() => mail.opens(987654321n).rows()),
  await outcome(() => mail.getDelivery(BigInt(deliveryId))),
])();
`;

let browser: Browser;
let bundle = '';
const running: { close(): Promise<void> }[] = [];

/** A sandbox, with CORS or without, holding a delivery whose two recipients opened the mail. */
async function sandboxWithOpens(cors: boolean): Promise<{ sandbox: RunningSandbox; deliveryId: string }> {
  const sandbox = await startSandbox({ port: 0, rateLimit: false, config: { cors } });
  running.push(sandbox);
  return { sandbox, deliveryId: await openedDelivery(sandbox.url) };
}

/** The app's own server: the page, its bundle, and `/token` (a token for reading reports only). */
async function appServer(sandbox: RunningSandbox, deliveryId: string): Promise<string> {
  const settings = await sandboxSettings(sandbox.url);
  const token = tokenEndpoint({
    authUrl: sandbox.url,
    baseUrl: sandbox.url,
    clientKey: settings['CLIENT_KEY']!,
    clientSecret: settings['CLIENT_SECRET']!,
    scope: 'mail:result',
  });
  const pageSettings = { baseUrl: sandbox.url, userName: settings['MAIL_USER_NAME'], deliveryId };
  const page = `<!doctype html><meta charset="utf-8"><title>app</title>
<script>window.settings = ${JSON.stringify(pageSettings)};</script>
<script type="module" src="/app.js"></script>`;
  const server: Server = createServer((req, res) => {
    if (req.url === '/token') return void token(req, res);
    if (req.url === '/app.js') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(bundle);
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}

/** Opens the app's page and returns the outcomes of its calls and every request it made. */
async function visit(url: string): Promise<{ outcomes: unknown; requests: Request[] }> {
  const page = await browser.context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => void requests.push(request));
  try {
    await page.goto(url);
    const outcomes = await page.evaluate(() => (window as unknown as { outcomes: Promise<unknown> }).outcomes);
    return { outcomes, requests };
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: join(ROOT, SNIPPETS_DIR), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]!.text;
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  for (const r of running) await r.close();
});

describe('a page calling the sandbox through the bundled client', () => {
  it('works with the sandbox started with CORS: rows verified, errors typed, the scope it lacks named', async () => {
    const { sandbox, deliveryId } = await sandboxWithOpens(true);
    const { outcomes, requests } = await visit(await appServer(sandbox, deliveryId));
    expect(outcomes).toEqual([
      { rows: 2 },
      { error: 'NotFoundError', message: expect.stringMatching(/^opens failed with HTTP 404 Not Found/) },
      { error: 'ForbiddenError', requiredScope: 'mail:send', message: expect.stringContaining('mail:send') },
    ]);
    // The page never asked the token endpoint, and nothing it holds knows the client secret.
    expect(requests.map((r) => new URL(r.url()).pathname)).not.toContain('/oauth2/token');
    expect(bundle).not.toContain((await sandboxSettings(sandbox.url))['CLIENT_SECRET']);
  }, 60_000);

  it('fails as a NetworkError without CORS, the default', async () => {
    const { sandbox, deliveryId } = await sandboxWithOpens(false);
    const { outcomes } = await visit(await appServer(sandbox, deliveryId));
    expect((outcomes as { error: string }[]).map((o) => o.error)).toEqual([
      'NetworkError',
      'NetworkError',
      'NetworkError',
    ]);
  }, 60_000);
});
