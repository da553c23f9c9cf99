/**
 * Makes `@redocly/cli build-docs` pages load nothing from outside the site.
 *
 * build-docs prerenders the reference and hydrates it in the browser with Redoc's bundle, which it imports from
 * Redocly's CDN (`--inlineBundle` would instead copy the whole 2 MB bundle into every page). The CLI package
 * ships the same bundle (`lib/chunks/redoc.standalone.js`, the file it hashes for the page's `integrity`), so
 * the site serves one copy from `assets/` and each page imports it from there. Two more changes, both needed
 * for a site without network:
 *
 * - The sidebar's "API docs by Redocly" logo is an image on Redocly's CDN; the copy shows the same words from a
 *   `data:` image instead. The page's `integrity` is recomputed for the copy.
 * - The prerendered links are server routes (`/sending`), which a static host answers with 404, while the
 *   hydrated page routes by hash (`#/sending`); they are rewritten to hash routes so that every link works,
 *   also when opened in a new tab.
 *
 * Every rewrite checks that it found exactly what it expects, so an upgrade of @redocly/cli that changes these
 * files stops the build with a message instead of quietly loading from the CDN again.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const REDOC_BUNDLE_FILE = 'redoc.standalone.js';

const CLI_PACKAGE = '@redocly/cli';

/** Where build-docs' page imports the bundle from. */
const CDN_BUNDLE = /https:\/\/cdn\.redocly\.com\/redoc\/v[\w.-]+\/bundles\/redoc\.standalone\.js/g;

/** An SVG of the attribution's words, as a `data:` URL (no backtick or `${`, so it can sit in a JS template). */
function textImage(text: string, width: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="16" viewBox="0 0 ${width} 16">` +
    `<text x="0" y="12.5" font-family="Helvetica,Arial,sans-serif" font-size="13" font-weight="600" fill="#0044d4">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The bundle's CDN images and what the copy shows instead. */
const LOGOS: readonly (readonly [string, string])[] = [
  ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', textImage('Redocly', 58)],
  ['https://cdn.redoc.ly/redoc/logo-mini.svg', textImage('R', 10)],
];

/** The installed @redocly/cli (its package has no `exports`, so its files are reached by path). */
export function redoclyCliDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve(`${CLI_PACKAGE}/package.json`));
}

function replaceExactly(
  text: string,
  search: string | RegExp,
  replacement: string,
  expected: number,
  what: string,
): string {
  const pattern = typeof search === 'string' ? new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : search;
  const found = text.match(pattern)?.length ?? 0;
  if (found !== expected) {
    throw new Error(
      `${what}: expected ${expected} occurrence(s) of ${pattern.source}, found ${found}. ${CLI_PACKAGE} changed its ` +
        'output; check that its pages still load nothing from other sites and update site-builder/redoc-bundle.ts.',
    );
  }
  return text.replace(pattern, () => replacement);
}

/** The `integrity` value of a script: sha384, as build-docs writes it. */
export function integrityOf(bytes: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The bundle as the site serves it: the CLI's copy with the attribution logo inlined. */
export function patchBundle(bundle: string): string {
  let patched = bundle;
  for (const [url, image] of LOGOS) patched = replaceExactly(patched, url, image, 1, `${CLI_PACKAGE}'s Redoc bundle`);
  return patched;
}

/** Writes the bundle to `dir`; returns its `integrity` for the pages. */
export async function writeRedocBundle(dir: string): Promise<string> {
  const source = path.join(redoclyCliDir(), 'lib', 'chunks', REDOC_BUNDLE_FILE);
  const patched = patchBundle(await readFile(source, 'utf8'));
  await writeFile(path.join(dir, REDOC_BUNDLE_FILE), patched);
  return integrityOf(patched);
}

/**
 * One build-docs page as the site serves it: the bundle preloaded (with its integrity) and imported from
 * `bundleHref`, and the prerendered server routes turned into the hash routes the hydrated page uses.
 */
export function localizePage(html: string, bundleHref: string, integrity: string): string {
  const what = 'a page written by build-docs';
  let page = replaceExactly(html, CDN_BUNDLE, bundleHref, 2, what);
  page = replaceExactly(
    page,
    /<link rel="modulepreload" href="([^"]+)" integrity="sha384-[^"]+"/g,
    `<link rel="modulepreload" href="${bundleHref}" integrity="${integrity}"`,
    1,
    what,
  );
  replaceExactly(page, `import { hydrate } from "${bundleHref}";`, '', 1, what);
  // `href="/x"` but not `href="//host"`: a route of the prerendered page, relative to the server's root.
  return page.replace(/href="\/(?!\/)/g, 'href="#/');
}
