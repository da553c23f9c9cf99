/**
 * Headless Chromium for the site check: the Debian package (`/usr/bin/chromium`, or `CHROMIUM_PATH`) driven by
 * playwright-core, in a fresh profile, with everything that would reach the network switched off. `visit`
 * opens one page and records what a reader's browser would report: console errors, uncaught exceptions,
 * failed requests, error answers, requests to other origins, and the page's links and element ids for the link
 * check.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not at ${CHROMIUM}: install it (apt-get install -y chromium, as .ci/run does) or set CHROMIUM_PATH`,
    );
  }
  const profile = await mkdtemp(path.join(tmpdir(), 'site-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export interface PageReport {
  readonly url: string;
  /** Everything that went wrong while loading, one line each. */
  readonly problems: string[];
  /** Absolute URLs of the page's links and linked resources (`a[href]`, `link[href]`, after its scripts ran). */
  readonly links: string[];
  /** Ids (and `a[name]`s) a fragment can point at. */
  readonly ids: Set<string>;
}

/** Whether a request stays on the site: same origin, or data held by the page itself (`data:`, `blob:`). */
function local(url: string, origin: string): boolean {
  if (url.startsWith('data:')) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

const withoutHash = (url: string) => url.split('#')[0];

/**
 * Records problems of `page` from now on, until the returned function is called. A tab is reused from page to
 * page, and leaving a page cuts off what it still loads (its favicon): such a cut-off request
 * (`net::ERR_ABORTED`) and an error answer count only for the page whose request it was (its navigation, or a
 * request whose Referer is the page). `link[href]`s, favicons included, are checked as links.
 */
export function watch(page: Page, url: string, problems: string[]): () => void {
  const origin = new URL(url).origin;
  // Compared with the page asked for, not page.url(): while the next page loads, that is still the one before.
  const ours = (request: import('playwright-core').Request) =>
    request.isNavigationRequest() || withoutHash(request.headers()['referer'] ?? '') === withoutHash(url);
  const onConsole = (message: import('playwright-core').ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`uncaught exception: ${error.message}`);
  const onRequest = (request: import('playwright-core').Request) => {
    if (!local(request.url(), origin)) problems.push(`request to another origin: ${request.url()}`);
  };
  const onFailed = (request: import('playwright-core').Request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason !== 'net::ERR_ABORTED' || ours(request)) problems.push(`failed request: ${request.url()} (${reason})`);
  };
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.status() >= 400 && ours(response.request()))
      problems.push(`HTTP ${response.status()} for ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  };
}

/**
 * Opens `url` in `page` and waits until it is loaded; `settle` also waits for the network to be quiet (pages
 * that hydrate and fetch after `load`).
 */
export async function visit(page: Page, url: string, settle: boolean): Promise<PageReport> {
  const problems: string[] = [];
  const stop = watch(page, url, problems);
  try {
    const response = await page.goto(url, { waitUntil: settle ? 'networkidle' : 'load' });
    if (response === null || !response.ok())
      problems.push(`HTTP ${response?.status() ?? 'no answer'} for the page itself`);
    const { links, ids } = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href], link[href]')].map(
        (a) => (a as HTMLAnchorElement | HTMLLinkElement).href,
      ),
      ids: [...document.querySelectorAll('[id], a[name]')].map((e) => e.id || (e.getAttribute('name') ?? '')),
    }));
    return { url, problems, links, ids: new Set(ids) };
  } finally {
    stop();
  }
}
