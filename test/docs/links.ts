/**
 * The internal link check over the pages the browser visited: a link to the site's origin must lead to a page
 * of the site (or a file the server has), and its fragment to an element id of that page. Hash routes of the
 * Redoc pages (`#/sending/senddelivery`) are routes, not ids; the reference test opens them instead.
 */
import type { PageReport } from './browser.js';

/** `/guides/` and `/guides/index.html` are the same page. */
function pagePath(url: URL): string {
  return url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
}

export async function brokenLinks(reports: readonly PageReport[], origin: string): Promise<string[]> {
  const pages = new Map(reports.map((r) => [pagePath(new URL(r.url)), r]));
  const files = new Map<string, Promise<boolean>>();
  const exists = (path: string) => {
    let found = files.get(path);
    if (found === undefined) {
      found = fetch(`${origin}${path}`, { method: 'HEAD' }).then((r) => r.ok);
      files.set(path, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const report of reports) {
    const from = pagePath(new URL(report.url));
    for (const link of report.links) {
      const url = new URL(link);
      if (url.origin !== origin) continue;
      const path = pagePath(url);
      const target = pages.get(path);
      if (target === undefined) {
        if (!(await exists(path))) broken.push(`${from} links to ${path}, which the site does not have`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment !== '' && !fragment.startsWith('/') && !target.ids.has(fragment)) {
        broken.push(`${from} links to ${path}#${fragment}, but that page has no element with id "${fragment}"`);
      }
    }
  }
  return broken;
}
