/**
 * The site check of the pages the browser does not open: each page's HTML read from the built site and parsed by
 * Chromium's own HTML parser (`DOMParser`, no scripts run, nothing loaded), giving the same report as `visit`:
 * its links and ids for the link check, and as problems every resource it would load (scripts, stylesheets,
 * icons, images, frames) from another origin. Resources of the site's origin join the links, so the link check
 * finds the missing ones. What only a running page shows (console errors, script failures) is left to the
 * pages of each kind that the browser opens.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PageReport } from './browser.js';

/** Pages parsed per call into the browser: small enough to keep each message of the protocol modest. */
const BATCH = 25;

interface Parsed {
  readonly links: string[];
  readonly resources: string[];
  readonly ids: string[];
}

/** Parses each HTML text in the browser: the raw attribute values, resolved against the page's URL in Node. */
function parseAll(page: Page, htmls: readonly string[]): Promise<Parsed[]> {
  return page.evaluate((texts) => {
    const fetched = 'script[src], img[src], iframe[src], source[src], link[href]:not([rel~="canonical"])';
    return texts.map((text) => {
      const doc = new DOMParser().parseFromString(text, 'text/html');
      const attr = (selector: string, name: string) =>
        [...doc.querySelectorAll(selector)].map((e) => e.getAttribute(name) ?? '');
      return {
        links: attr('a[href], link[href]', 'href'),
        resources: [...doc.querySelectorAll(fetched)].map((e) => e.getAttribute('src') ?? e.getAttribute('href') ?? ''),
        ids: [...doc.querySelectorAll('[id], a[name]')].map((e) => e.id || (e.getAttribute('name') ?? '')),
      };
    });
  }, htmls);
}

/** An attribute's URL as the browser would resolve it on the page at `base`, or undefined when it is no URL. */
function resolved(value: string, base: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/** The report of each of `files` (relative to `siteDir`), as served at `origin`, read without running it. */
export async function readStatically(
  page: Page,
  origin: string,
  siteDir: string,
  files: readonly string[],
): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH);
    const htmls = await Promise.all(batch.map((file) => readFile(path.join(siteDir, file), 'utf8')));
    const parsed = await parseAll(page, htmls);
    batch.forEach((file, i) => {
      const url = `${origin}/${file}`;
      const { links, resources, ids } = parsed[i] as Parsed;
      const problems: string[] = [];
      const found: string[] = [];
      for (const href of links) {
        const target = resolved(href, url);
        if (target !== undefined && /^https?:$/.test(target.protocol)) found.push(target.href);
      }
      for (const src of resources) {
        const target = resolved(src, url);
        if (target === undefined || target.protocol === 'data:') continue;
        if (target.origin !== origin) problems.push(`request to another origin: ${target.href}`);
        else found.push(target.href);
      }
      reports.push({ url, problems, links: [...new Set(found)], ids: new Set(ids) });
    });
  }
  return reports;
}
