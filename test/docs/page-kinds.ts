/**
 * Which pages of the built site the browser opens: every page of ours (landing, contributing, guides, HTTP
 * references) and the TypeScript reference's own top pages, and of each folder of TypeDoc pages (classes,
 * functions, interfaces, …), whose pages share one template and one set of scripts, the first, the last and
 * the largest. The list comes from the built site, so a new page or a new kind of page is opened too.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltSite } from '../../site-builder/build-site.js';
import { SITE_DIRS } from '../../site-builder/site-map.js';

export async function pagesOfEveryKind(site: BuiltSite): Promise<string[]> {
  const folders = new Map<string, string[]>();
  const chosen = new Set<string>();
  for (const page of site.pages) {
    const folder = path.posix.dirname(page);
    if (!page.startsWith(`${SITE_DIRS.api}/`) || folder === SITE_DIRS.api) chosen.add(page);
    else folders.set(folder, [...(folders.get(folder) ?? []), page]);
  }
  for (const pages of folders.values()) {
    const sizes = await Promise.all(pages.map(async (p) => (await stat(path.join(site.dir, p))).size));
    const largest = pages[sizes.indexOf(Math.max(...sizes))];
    for (const page of [pages[0], pages.at(-1), largest]) if (page !== undefined) chosen.add(page);
  }
  return site.pages.filter((page) => chosen.has(page));
}
