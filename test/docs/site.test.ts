/**
 * The documentation site as a reader gets it: built into site/ (what `npm run docs` does), served on loopback,
 * and opened page by page in headless Chromium. Nothing may fail, nothing may come from another origin, every
 * internal link must lead somewhere, and the HTTP reference must show every operation with its error codes and
 * examples. Screenshots of the landing page and the mail reference are left in site/screenshots/.
 */
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
import { readReadme } from '../../site-builder/landing.js';
import { serveSite, type SiteServer } from '../../site-builder/serve.js';
import { operationRoute, SITE_DIRS } from '../../site-builder/site-map.js';
import { ROOT } from '../generator/helpers.js';
import { type Browser, launchChromium, type PageReport, visit, watch } from './browser.js';
import { brokenLinks } from './links.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let site: BuiltSite;
let server: SiteServer;
let browser: Browser;
const reports: PageReport[] = [];

/** Pages open at once: enough to overlap waiting, few enough for two cores. */
const TABS = 3;

beforeAll(async () => {
  site = await buildSite(ROOT, path.join(ROOT, 'site'));
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

describe('the documentation site', () => {
  it('has the landing page, the guide index, an HTTP reference per package and the TypeScript reference', () => {
    expect(site.pages).toContain('index.html');
    expect(site.pages).toContain(`${SITE_DIRS.guides}/index.html`);
    expect(site.pages).toContain(`${SITE_DIRS.api}/index.html`);
    for (const pkg of packages) expect(site.pages).toContain(`${SITE_DIRS.reference}/${pkg.name}.html`);
  });

  it('opens every page with no console error, failed request or request to another origin', async () => {
    const queue = [...site.pages];
    const references = new Set(site.references.map((r) => r.file));
    await Promise.all(
      Array.from({ length: TABS }, () =>
        withPage(async (page) => {
          for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
            // Reference pages hydrate after `load` and fetch their search worker then.
            reports.push(await visit(page, `${server.url}/${file}`, references.has(file)));
          }
        }),
      ),
    );
    const problems = reports.flatMap((r) => r.problems.map((p) => `${r.url.slice(server.url.length)}: ${p}`));
    expect(problems).toEqual([]);
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

  it('shows every snippet on a guide page, as its file holds it', async () => {
    const guides = await Promise.all(
      site.pages
        .filter((p) => p.startsWith(`${SITE_DIRS.guides}/`))
        .map((p) => readFile(path.join(site.dir, p), 'utf8')),
    );
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const files = await readdir(path.join(ROOT, SNIPPETS_DIR));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = escape(await readFile(path.join(ROOT, SNIPPETS_DIR, file), 'utf8'));
      expect(
        guides.some((html) => html.includes(`${SNIPPETS_DIR}/${file}</figcaption>`) && html.includes(text)),
        file,
      ).toBe(true);
    }
  });

  it('shows the set-up commands of README.md on the landing page', async () => {
    const { setup } = await readReadme(ROOT);
    await withPage(async (page) => {
      const problems: string[] = [];
      watch(page, `${server.url}/index.html`, problems);
      await page.goto(`${server.url}/index.html`);
      for (const { command } of setup) await expect(page.getByText(command).first().isVisible()).resolves.toBe(true);
      await page.screenshot({ path: path.join(site.dir, SITE_DIRS.screenshots, 'landing.png'), fullPage: true });
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
      expect(await brokenLinks(visited, fixture.url)).toEqual([
        '/index.html links to /missing.css, which the site does not have',
        '/index.html links to /other.html#nowhere, but that page has no element with id "nowhere"',
        '/index.html links to /gone.html, which the site does not have',
      ]);
    } finally {
      await fixture.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
