/**
 * The documentation site as a reader gets it: built into site/ (what `npm run docs` does), served on loopback,
 * and opened in headless Chromium: every page of ours and a few of each kind of TypeDoc page (page-kinds.ts), the
 * other TypeDoc pages parsed (static-pages.ts). Nothing may fail, nothing may come from another origin, every
 * internal link must lead somewhere, and the HTTP reference must show every operation with its error codes and
 * examples. A reader finds things with the search box, copies code with a button, sees one theme on every kind
 * of page, and nothing is cut off at a desktop's or a phone's width (390 px). Screenshots at both widths are left
 * in site/screenshots/ (git ignores site/), and their paths printed.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecordsModel } from '../../generator/records/generate-records.js';
import { loadSpec } from '../../generator/load/load-spec.js';
import { buildApiModel } from '../../generator/model/model-api.js';
import { packages } from '../../generator/packages.js';
import { buildSite, type BuiltSite } from '../../site-builder/build-site.js';
import { SNIPPETS_DIR } from '../../site-builder/guides.js';
import { serveSite, type SiteServer } from '../../site-builder/serve.js';
import { operationRoute, SITE_DIRS } from '../../site-builder/site-map.js';
import { ROOT } from '../root.js';
import { THEME } from '../../site-builder/theme.js';
import { type Browser, launchChromium, type PageReport, visit, watch } from './browser.js';
import { cutOff } from './layout.js';
import { brokenLinks } from './links.js';
import { pagesOfEveryKind } from './page-kinds.js';
import { readStatically } from './static-pages.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `#1f4e79` as getComputedStyle gives it. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The text of an HTML fragment as a reader sees it: tags dropped, character references decoded. */
function textOf(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) =>
      ref.startsWith('#x') || ref.startsWith('#X')
        ? String.fromCodePoint(Number.parseInt(ref.slice(2), 16))
        : ref.startsWith('#')
          ? String.fromCodePoint(Number(ref.slice(1)))
          : (named[ref] ?? whole),
    );
}

let site: BuiltSite;
/** The pages opened in the browser (pagesOfEveryKind); the others are read by readStatically. */
let opened: string[];
let server: SiteServer;
let browser: Browser;
const reports: PageReport[] = [];

/** Pages open at once: enough to overlap waiting, few enough for two cores. */
const TABS = 3;

beforeAll(async () => {
  site = await buildSite(ROOT, path.join(ROOT, 'site'));
  opened = await pagesOfEveryKind(site);
  server = await serveSite(site.dir);
  browser = await launchChromium();
  await mkdir(path.join(site.dir, SITE_DIRS.screenshots), { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function withPage<T>(action: (page: Page) => Promise<T>): Promise<T> {
  const page = await browser.context.newPage();
  try {
    return await action(page);
  } finally {
    await page.close();
  }
}

/** Runs `action` on every item, in TABS pages at once, each page first given `size`. */
async function inTabs<T>(
  items: readonly T[],
  action: (page: Page, item: T) => Promise<void>,
  size?: { width: number; height: number },
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: TABS }, () =>
      withPage(async (page) => {
        if (size !== undefined) await page.setViewportSize(size);
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await action(page, item);
      }),
    ),
  );
}

describe('the documentation site', () => {
  it('has the landing page, the guide index, an HTTP reference per package and the TypeScript reference', () => {
    expect(site.pages).toContain('index.html');
    expect(site.pages).toContain('contributing.html');
    expect(site.pages).toContain(`${SITE_DIRS.guides}/index.html`);
    expect(site.pages).toContain(`${SITE_DIRS.api}/index.html`);
    for (const pkg of packages) expect(site.pages).toContain(`${SITE_DIRS.reference}/${pkg.name}.html`);
  });

  it('opens a page of every kind in the browser with no console error, failed request or other origin', async () => {
    const references = new Set(site.references.map((r) => r.file));
    await inTabs(opened, async (page, file) => {
      // Reference pages hydrate after `load` and fetch their search worker then.
      reports.push(await visit(page, `${server.url}/${file}`, references.has(file)));
    });
    const problems = reports.flatMap((r) => r.problems.map((p) => `${r.url.slice(server.url.length)}: ${p}`));
    expect(problems).toEqual([]);
    expect(reports).toHaveLength(opened.length);
  }, 300_000);

  it('reads every other page: nothing it loads comes from another origin', async () => {
    const others = site.pages.filter((p) => !opened.includes(p));
    const read = await withPage((page) => readStatically(page, server.url, site.dir, others));
    const problems = read.flatMap((r) => r.problems.map((p) => `${r.url.slice(server.url.length)}: ${p}`));
    expect(problems).toEqual([]);
    reports.push(...read);
    expect(reports).toHaveLength(site.pages.length);
  }, 120_000);

  it('has no broken internal link (the pages and fragments they name exist)', async () => {
    expect(reports.length).toBe(site.pages.length);
    expect(await brokenLinks(reports, server.url)).toEqual([]);
    // Guides do link the references: the check above covered real links, not an empty set.
    const guideLinks = reports.filter((r) => r.url.includes(`/${SITE_DIRS.guides}/`)).flatMap((r) => r.links);
    expect(guideLinks.some((l) => l.includes(`/${SITE_DIRS.api}/`))).toBe(true);
    expect(guideLinks.some((l) => l.includes(`/${SITE_DIRS.reference}/`))).toBe(true);
  });

  it('shows every snippet on a guide page, as its file holds it, highlighted at build time', async () => {
    const guides = await Promise.all(
      site.pages
        .filter((p) => p.startsWith(`${SITE_DIRS.guides}/`))
        .map((p) => readFile(path.join(site.dir, p), 'utf8')),
    );
    // The folder's tsconfig.json is how this repository type-checks the snippets, no code for a reader.
    const plumbing = ['tsconfig.json'];
    const files = (await readdir(path.join(ROOT, SNIPPETS_DIR))).filter((f) => !plumbing.includes(f));
    expect(files.length).toBeGreaterThan(5);
    const blocks = guides.flatMap((html) => [
      ...html.matchAll(/<figcaption>([^<]+)<\/figcaption>(<pre class="shiki[^"]*"[^>]*>[\s\S]*?<\/pre>)/g),
    ]);
    for (const file of plumbing) expect(blocks.map((b) => b[1])).not.toContain(`${SNIPPETS_DIR}/${file}`);
    for (const file of files) {
      const text = (await readFile(path.join(ROOT, SNIPPETS_DIR, file), 'utf8')).replace(/\n$/, '');
      const shown = blocks.filter((b) => b[1] === `${SNIPPETS_DIR}/${file}`).map((b) => textOf(b[2] as string));
      expect(shown.length, file).toBeGreaterThan(0);
      for (const code of shown) expect(code, file).toBe(text);
    }
    // Colours are in the HTML (Shiki's spans), not added by a script: a TypeScript keyword has its own colour.
    const sending = guides.find((html) => html.includes(`${SNIPPETS_DIR}/send-now.ts</figcaption>`)) ?? '';
    expect(sending).toMatch(/<span style="color:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}">import<\/span>/);
  });

  it('copies a code block with its Copy button, as the file holds it', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await withPage(async (page) => {
      await page.goto(`${server.url}/${SITE_DIRS.guides}/sending.html`);
      const figure = page.locator('figure.snippet', { hasText: `${SNIPPETS_DIR}/send-now.ts` }).first();
      await figure.getByRole('button', { name: 'Copy this code' }).click();
      // The button says so once the clipboard has taken the text, which is asynchronous.
      const button = figure.getByRole('button', { name: 'Copy this code' });
      await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe((await readFile(path.join(ROOT, SNIPPETS_DIR, 'send-now.ts'), 'utf8')).replace(/\n$/, ''));
    });
  });

  it('speaks to users on the landing page: install, a first call, the packages, and the way to contribute', async () => {
    await withPage(async (page) => {
      const problems: string[] = [];
      watch(page, `${server.url}/index.html`, problems);
      await page.goto(`${server.url}/index.html`);
      const install = page.locator('section', { has: page.locator('#install') }).locator('pre');
      await expect(install.textContent()).resolves.toMatch(
        /^npm install @platform-sdk\/mail .*@platform-sdk\/runtime$/,
      );
      await expect(
        page.locator('figure.snippet figcaption', { hasText: `${SNIPPETS_DIR}/send-first.ts` }).isVisible(),
      ).resolves.toBe(true);
      const rows = await page.locator('table tbody tr td:first-child').allTextContents();
      expect(rows).toEqual(['@platform-sdk/runtime', ...packages.map((p) => `@platform-sdk/${p.name}`)]);
      // The contributor material is one click away: README.md, its set-up commands included.
      await page.getByRole('link', { name: 'Set up the repository' }).click();
      await page.waitForURL(/contributing\.html$/);
      const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
      const setup =
        /```sh\n([\s\S]*?)```/
          .exec(readme)?.[1]
          ?.split('\n')
          .filter((l) => l.trim() !== '') ?? [];
      expect(setup.length).toBeGreaterThan(0);
      for (const line of setup) {
        const command = line.split(/\s+#\s/)[0]?.trim() ?? '';
        await expect(page.getByText(command).first().isVisible(), command).resolves.toBe(true);
      }
      expect(problems).toEqual([]);
    });
  });

  it('shows every mail operation at its route, with its error codes and examples', async () => {
    const pkg = packages.find((p) => p.name === 'mail');
    if (pkg === undefined) throw new Error('no mail package');
    const model = buildApiModel(await loadSpec(ROOT, pkg.spec), pkg);
    expect(model.operations).toHaveLength(15);
    await withPage(async (page) => {
      const problems: string[] = [];
      const reference = `${server.url}/${SITE_DIRS.reference}/mail.html`;
      watch(page, reference, problems);
      await page.goto(reference, { waitUntil: 'networkidle' });
      const shown: string[] = [];
      for (const op of model.operations) {
        await page.goto(`${reference}${operationRoute(op.tags[0]?.text ?? '', op.id.text)}`);
        // The heading's text is the summary (its accessible name also holds its anchor's "link to …").
        const heading = page
          .locator('h1, h2', { hasText: new RegExp(`^${escapeRegExp((op.summary ?? op.id).text)}$`) })
          .first();
        await heading.waitFor({ state: 'visible', timeout: 10_000 });
        shown.push(op.id.text);
      }
      expect(shown).toEqual(model.operations.map((o) => o.id.text));

      await page.goto(`${reference}${operationRoute('sending', 'sendDelivery')}`);
      // The error-code table of sendDelivery, and a request example by its summary.
      const code = page.getByRole('cell', { name: '10013', exact: true }).first();
      await code.waitFor({ state: 'visible' });
      await code.scrollIntoViewIfNeeded();
      await expect(
        page.getByRole('cell', { name: 'deliveryData size differs from count' }).first().isVisible(),
      ).resolves.toBe(true);
      await expect(
        page.getByText('Multipart mail to two recipients with click tracking').first().isVisible(),
      ).resolves.toBe(true);
      await page.screenshot({ path: path.join(site.dir, SITE_DIRS.screenshots, 'mail-reference.png') });
      expect(problems).toEqual([]);
    });
  }, 60_000);
});

/** Where the screenshots go: a folder of the built site, which git ignores. */
const shots = () => path.join(site.dir, SITE_DIRS.screenshots);
const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

describe('the site as a reader sees it', () => {
  it('finds what a reader searches for, offline: queryAll in the records guide, 10013 in the mail reference', async () => {
    await withPage(async (page) => {
      const problems: string[] = [];
      watch(page, `${server.url}/${SITE_DIRS.guides}/index.html`, problems);
      await page.goto(`${server.url}/${SITE_DIRS.guides}/index.html`);
      // Results come in as Pagefind loads their fragments, five at first: a reader who does not see the page among
      // them asks for more, as the test does, until it shows or there are no more.
      const finds = async (query: string, file: string) => {
        await page.locator('#site-search input').fill(query);
        const result = page.locator(`.pagefind-ui__result-link[href^="/${file}"]`).first();
        const more = page.locator('.pagefind-ui__button', { hasText: 'Load more' });
        const until = Date.now() + 20_000;
        while (!(await result.isVisible())) {
          if (Date.now() > until) throw new Error(`a search for ${query} does not find ${file}`);
          if (await more.isVisible()) await more.click();
          else await page.waitForTimeout(200);
        }
      };
      await finds('queryAll', `${SITE_DIRS.guides}/records-and-filters.html`);
      await finds('10013', `${SITE_DIRS.guides}/errors-and-retries.html`);
      // The operation whose error-code table has it, at its route on the mail reference.
      await finds('10013', `${SITE_DIRS.reference}/mail.html${operationRoute('sending', 'sendDelivery')}`);
      for (const [name, size] of Object.entries(WIDTHS)) {
        await page.setViewportSize(size);
        const file = path.join(shots(), `search-${name}.png`);
        await page.screenshot({ path: file });
        console.log(`screenshot: ${file}`);
      }
      // A result leads to its page (searched again: the last search may have shown other results first).
      await finds('10013', `${SITE_DIRS.guides}/errors-and-retries.html`);
      await page
        .locator(`.pagefind-ui__result-link[href^="/${SITE_DIRS.guides}/errors-and-retries.html"]`)
        .first()
        .click();
      await page.waitForURL(/errors-and-retries\.html/);
      expect(problems).toEqual([]);
    });
  }, 60_000);

  it('has one theme: the same header, colours and fonts on guides, HTTP references and TypeScript pages', async () => {
    const pages = [
      `${SITE_DIRS.guides}/sending.html`,
      `${SITE_DIRS.reference}/mail.html`,
      `${SITE_DIRS.api}/index.html`,
    ];
    const looks = await withPage(async (page) => {
      const found: Record<string, unknown>[] = [];
      for (const file of pages) {
        await page.goto(`${server.url}/${file}`, { waitUntil: 'networkidle' });
        found.push(
          await page.evaluate(() => {
            const style = (selector: string) => {
              const element = document.querySelector(selector);
              return element === null ? undefined : getComputedStyle(element);
            };
            return {
              header: style('.site-header')?.backgroundColor,
              nav: [...document.querySelectorAll('.site-nav a')].map((a) => a.textContent?.trim()),
              search: document.querySelector('#site-search input') !== null,
              heading: style('h1')?.fontFamily,
              text: getComputedStyle(document.querySelector('h1')?.parentElement ?? document.body).fontFamily,
            };
          }),
        );
      }
      return found;
    });
    const [guide, reference, api] = looks;
    expect(guide?.['header']).toBe(hexToRgb(THEME.light.accent));
    expect(guide?.['search']).toBe(true);
    expect((guide?.['nav'] as string[]).length).toBeGreaterThan(2);
    expect(guide?.['heading']).toMatch(/^system-ui/);
    expect(reference).toEqual(guide);
    expect(api).toEqual(guide);
  }, 60_000);

  it('cuts nothing off at desktop and phone widths: code scrolls in its block, the page and header fit', async () => {
    const guides = site.pages.filter((p) => p.startsWith(`${SITE_DIRS.guides}/`));
    const api = site.pages.filter((p) => p.startsWith(`${SITE_DIRS.api}/`));
    // Every page of ours, every HTTP reference, and TypeDoc's pages with the longest code (the clients' methods).
    const checked = [
      'index.html',
      'contributing.html',
      ...guides,
      ...site.references.map((r) => r.file),
      `${SITE_DIRS.api}/index.html`,
      ...api.filter((p) => /(Client|operations)\.html$/.test(p) || /\/functions\//.test(p)).slice(0, 12),
    ];
    const problems: string[] = [];
    for (const [name, size] of Object.entries(WIDTHS)) {
      await inTabs(
        checked,
        async (page, file) => {
          // Reference pages hydrate after `load`.
          await page.goto(`${server.url}/${file}`, {
            waitUntil: file.startsWith(`${SITE_DIRS.reference}/`) ? 'networkidle' : 'load',
          });
          problems.push(...(await cutOff(page)).map((p) => `${name} ${file}: ${p}`));
        },
        size,
      );
    }
    await withPage(async (page) => {
      for (const [name, size] of Object.entries(WIDTHS)) {
        await page.setViewportSize(size);
        for (const [shot, file] of [
          ['landing', 'index.html'],
          ['guide', `${SITE_DIRS.guides}/records-and-filters.html`],
          ['mail-reference', `${SITE_DIRS.reference}/mail.html`],
          ['typescript-reference', api.find((p) => p.endsWith('MailClient.html')) ?? `${SITE_DIRS.api}/index.html`],
        ] as const) {
          await page.goto(`${server.url}/${file}`, { waitUntil: 'networkidle' });
          const target = path.join(shots(), `${shot}-${name}.png`);
          await page.screenshot({ path: target });
          console.log(`screenshot: ${target}`);
        }
      }
    });
    expect(problems).toEqual([]);
  }, 240_000);

  it('lists the /operations entry of each package in the TypeScript reference, with its functions', async () => {
    const withOperations = packages.filter((p) =>
      existsSync(path.join(ROOT, 'generated', p.name, 'operations.gen.ts')),
    );
    expect(withOperations.map((p) => p.name)).toContain('mail');
    await withPage(async (page) => {
      for (const pkg of withOperations) {
        await page.goto(`${server.url}/${SITE_DIRS.api}/index.html`);
        await page
          .getByRole('link', { name: `@platform-sdk/${pkg.name}/operations`, exact: true })
          .first()
          .click();
        await expect(page.locator('h1').first().textContent()).resolves.toContain(
          `@platform-sdk/${pkg.name}/operations`,
        );
        const model = buildApiModel(await loadSpec(ROOT, pkg.spec), pkg);
        const first = model.operations[0]?.id.text ?? '';
        await expect(page.getByRole('link', { name: first, exact: true }).first().isVisible(), first).resolves.toBe(
          true,
        );
      }
    });
  }, 60_000);

  it("shows openapi-typescript's paths and operations as what they are for, leading to components and HTTP", async () => {
    /** Opens the page a link leads to, once it has loaded. */
    const follow = async (page: Page, link: ReturnType<Page['getByRole']>) => {
      const href = (await link.first().getAttribute('href')) ?? '';
      await page.goto(new URL(href, page.url()).href);
    };
    await withPage(async (page) => {
      for (const pkg of packages) {
        const reference = `${pkg.name.charAt(0).toUpperCase()}${pkg.name.slice(1)} HTTP API`;
        for (const name of ['paths', 'operations']) {
          const at = `${pkg.name} ${name}`;
          await page.goto(`${server.url}/${SITE_DIRS.api}/index.html`);
          await follow(page, page.getByRole('link', { name: `@platform-sdk/${pkg.name}`, exact: true }));
          await follow(page, page.locator('.col-content').getByRole('link', { name, exact: true }));
          await expect(page.locator('h1').first().textContent(), at).resolves.toContain(name);
          await expect(page.locator('.tsd-member').count(), at).resolves.toBe(0);
          const comment = page.locator('.col-content');
          await expect(comment.getByRole('link', { name: reference, exact: true }).count(), at).resolves.toBe(1);
          await follow(page, comment.getByRole('link', { name: 'components', exact: true }));
          await expect(page.locator('h1').first().textContent(), at).resolves.toContain('components');
          // The schemas keep their fields here.
          await expect(page.locator('.tsd-member').count(), at).resolves.toBeGreaterThan(0);
        }
      }
    });
  }, 60_000);
});

/** What a page of each kind looks like: the body's background and the colour of a code block's first token. */
async function looksOf(page: Page): Promise<{ background: string; theme: string | undefined }> {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    theme: document.documentElement.dataset['theme'],
  }));
}

describe('the site as points 1 to 4 promise it', () => {
  const kinds = [
    'index.html',
    `${SITE_DIRS.guides}/sending.html`,
    `${SITE_DIRS.reference}/mail.html`,
    `${SITE_DIRS.api}/index.html`,
  ];

  it('follows the reader’s light or dark setting on every kind of page, and its switch holds across pages', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await withPage(async (page) => {
        await page.emulateMedia({ colorScheme: scheme });
        for (const file of kinds) {
          await page.goto(`${server.url}/${file}`, { waitUntil: 'networkidle' });
          expect(await looksOf(page), `${scheme} ${file}`).toEqual({
            background: hexToRgb(THEME[scheme].background),
            theme: 'os',
          });
        }
        // The switch on a guide turns every page to the other scheme until switched back.
        const other = scheme === 'dark' ? 'light' : 'dark';
        await page.goto(`${server.url}/${SITE_DIRS.guides}/sending.html`);
        await page.locator('.theme-switch').click();
        for (const file of kinds) {
          await page.goto(`${server.url}/${file}`, { waitUntil: 'networkidle' });
          expect(await looksOf(page), `${other} after the switch: ${file}`).toEqual({
            background: hexToRgb(THEME[other].background),
            theme: other,
          });
        }
        await page.locator('.theme-switch').click();
        expect(await looksOf(page)).toEqual({ background: hexToRgb(THEME[scheme].background), theme: 'os' });
      });
    }
  }, 120_000);

  it('shows the servers of an HTTP reference without the docs host before them', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/${SITE_DIRS.reference}/mail.html`, { waitUntil: 'networkidle' });
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toContain('https://mail.example.net/e/tymail/v1/{user_name}/mail');
      expect(text).not.toContain(new URL(server.url).host);
    });
  }, 60_000);

  it('gives each operation a TypeScript call and a curl, linked both ways with its method', async () => {
    const html = await readFile(path.join(site.dir, SITE_DIRS.reference, 'mail.html'), 'utf8');
    // The page's own copy of the document Redoc renders: one pair of samples per operation of the mail API.
    expect(html.match(/"label":"TypeScript","source":"import \{ createMailClient \}/g)?.length).toBe(15);
    expect(html.match(/"label":"curl","source":"curl -X /g)?.length).toBe(15);
    await withPage(async (page) => {
      const reference = `${server.url}/${SITE_DIRS.reference}/mail.html`;
      await page.goto(`${reference}${operationRoute('sending', 'sendDelivery')}`, { waitUntil: 'networkidle' });
      // TypeScript is the sample shown first.
      await expect
        .poll(() => page.locator('pre', { hasText: 'await mail.sendDelivery(' }).first().isVisible())
        .toBe(true);
      const method = page.getByRole('link', { name: 'MailClient.sendDelivery' }).first();
      await method.click();
      await page.waitForURL(/MailClient\.html#senddelivery$/);
      // The method's page names the request it sends, leading back to the operation.
      const back = page.locator('.http-operation a', { hasText: /^POST \/deliveries \(/ });
      await expect(back.count()).resolves.toBe(1);
      await back.click();
      await page.waitForURL(new RegExp(`mail\\.html${escapeRegExp(operationRoute('sending', 'sendDelivery'))}$`));
    });
  }, 60_000);

  // Two guides explain the rate limit (its numbers and 429s; one account's limit shared by processes): either is
  // the answer, a type listing never.
  it.each([
    ['10013', `${SITE_DIRS.guides}/errors-and-retries.html`],
    ['queryAll', `${SITE_DIRS.guides}/records-and-filters.html`],
    ['reserve', `${SITE_DIRS.guides}/reserved-sending.html`],
    ['rate limit', `${SITE_DIRS.guides}/(errors-and-retries|more-than-one-process).html`],
  ])(
    'ranks first, for %s, the page a reader wants: %s',
    async (query, file) => {
      await withPage(async (page) => {
        await page.goto(`${server.url}/${SITE_DIRS.guides}/index.html`);
        await page.locator('#site-search input').fill(query);
        const first = page.locator('.pagefind-ui__result-link').first();
        await first.waitFor({ state: 'visible', timeout: 20_000 });
        expect(await first.getAttribute('href')).toMatch(new RegExp(`^/${file.replaceAll('.html', '\\.html')}`));
      });
    },
    60_000,
  );

  it('puts a guide’s content first on a phone, its list of guides folded, and no code under a button', async () => {
    await withPage(async (page) => {
      await page.setViewportSize(WIDTHS.phone);
      await page.goto(`${server.url}/${SITE_DIRS.guides}/records-and-filters.html`);
      const title = await page.locator('main h1').boundingBox();
      expect(title?.y).toBeLessThan(300);
      await expect(page.locator('.sidebar ol a').first().isVisible()).resolves.toBe(false);
      await page.locator('.sidebar summary').click();
      await expect(page.locator('.sidebar ol a').first().isVisible()).resolves.toBe(true);
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll('.code-block')].flatMap((block) => {
          const button = block.querySelector('.copy-code')?.getBoundingClientRect();
          const pre = block.querySelector('pre')?.getBoundingClientRect();
          return button && pre && button.bottom > pre.top + 0.5 ? [block.textContent?.slice(0, 40)] : [];
        }),
      );
      expect(covered).toEqual([]);
      // Redoc's samples too: its copy button's row ends before the code begins.
      await page.goto(`${server.url}/${SITE_DIRS.reference}/mail.html${operationRoute('sending', 'sendDelivery')}`, {
        waitUntil: 'networkidle',
      });
      await page.locator('.code-block-header + pre').first().waitFor({ state: 'visible', timeout: 10_000 });
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('.code-block-header')].map((header) => {
          const code = header.nextElementSibling?.getBoundingClientRect();
          return code === undefined ? 0 : Math.max(0, header.getBoundingClientRect().bottom - code.top);
        }),
      );
      expect(overlaps.length).toBeGreaterThan(0);
      expect(overlaps.filter((px) => px > 0.5)).toEqual([]);
    });
  }, 60_000);

  it('loads a reference page in at most 1 MB compressed, its scripts shared and cached from page to page', async () => {
    await withPage(async (page) => {
      const sizes = async () =>
        page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .concat(performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
            .map((e) => ({ name: e.name, transfer: e.transferSize, encoded: e.encodedBodySize })),
        );
      await page.goto(`${server.url}/${SITE_DIRS.reference}/mail.html`, { waitUntil: 'networkidle' });
      const first = await sizes();
      const total = first.reduce((sum, e) => sum + e.encoded, 0);
      expect(total).toBeLessThanOrEqual(1_000_000);
      await page.goto(`${server.url}/${SITE_DIRS.reference}/database.html`, { waitUntil: 'networkidle' });
      const bundle = (await sizes()).find((e) => e.name.endsWith('/assets/redoc.standalone.js'));
      // From the browser's cache: nothing transferred.
      expect(bundle?.transfer).toBe(0);
      console.log(`reference/mail.html loads ${total} bytes compressed`);
    });
  }, 60_000);
});

describe('the records pages', () => {
  it("describe the account of specs/records/: each definition's filter type, or that there is none", async () => {
    const pkg = packages.find((p) => p.records !== undefined);
    if (pkg === undefined) throw new Error('no records package');
    const { model } = await loadRecordsModel(ROOT, pkg);
    await withPage(async (page) => {
      const problems: string[] = [];
      if (model.definitions.length === 0) {
        const url = `${server.url}/${SITE_DIRS.reference}/${pkg.name}.html`;
        watch(page, url, problems);
        await page.goto(url, { waitUntil: 'networkidle' });
        const note = page.getByText('This account has no API definitions').first();
        await note.waitFor({ state: 'visible', timeout: 10_000 });
      }
      for (const definition of model.definitions) {
        const filter = definition.names.filter;
        const file = site.pages.find((p) => p.startsWith(`${SITE_DIRS.api}/`) && p.endsWith(`.${filter}.html`));
        expect(file, `a TypeDoc page of ${filter}`).toBeDefined();
        const url = `${server.url}/${file as string}`;
        watch(page, url, problems);
        await page.goto(url);
        await expect(page.locator('h1', { hasText: filter }).first().isVisible()).resolves.toBe(true);
        // The first condition key of each property (`name_eq`), as the filter type lists them.
        for (const property of definition.properties.slice(0, 3)) {
          const key = property.filter[0]?.key.text;
          if (key !== undefined)
            await expect(page.getByText(key, { exact: true }).first().isVisible(), key).resolves.toBe(true);
        }
      }
      expect(problems).toEqual([]);
    });
  }, 60_000);
});

describe('the browser check itself', () => {
  it('reports a console error, a failed request, an error answer, another origin and broken links', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-check-'));
    const fixture = await serveSite(dir);
    try {
      await writeFile(
        path.join(dir, 'index.html'),
        `<!doctype html><html><head><link rel="stylesheet" href="missing.css"></head><body>
<a href="other.html#nowhere">other</a> <a href="gone.html">gone</a> <a href="other.html#here">fine</a>
<img src="http://platform-sdk.invalid/pixel.png" alt="">
<script>console.error('broken on purpose')</script></body></html>`,
      );
      await writeFile(
        path.join(dir, 'other.html'),
        '<!doctype html><html><body><h1 id="here">Other</h1></body></html>',
      );
      const visited = await withPage(async (page) => [
        await visit(page, `${fixture.url}/index.html`, true),
        await visit(page, `${fixture.url}/other.html`, false),
      ]);
      expect(visited[0]?.problems).toEqual(
        expect.arrayContaining([
          `HTTP 404 for ${fixture.url}/missing.css`,
          'request to another origin: http://platform-sdk.invalid/pixel.png',
          expect.stringMatching(/^failed request: http:\/\/platform-sdk\.invalid\/pixel\.png /),
          'console error: broken on purpose',
        ]),
      );
      expect(visited[1]?.problems).toEqual([]);
      const broken = [
        '/index.html links to /missing.css, which the site does not have',
        '/index.html links to /other.html#nowhere, but that page has no element with id "nowhere"',
        '/index.html links to /gone.html, which the site does not have',
      ];
      expect(await brokenLinks(visited, fixture.url)).toEqual(broken);
      // The same pages read without the browser running them: all but the console error is found.
      const read = await withPage((page) => readStatically(page, fixture.url, dir, ['index.html', 'other.html']));
      expect(read.map((r) => r.problems)).toEqual([
        ['request to another origin: http://platform-sdk.invalid/pixel.png'],
        [],
      ]);
      expect(await brokenLinks(read, fixture.url)).toEqual(broken);
    } finally {
      await fixture.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
