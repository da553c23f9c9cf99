/**
 * The site's offline search: a Pagefind index of every page (guides, landing page, the HTTP references as
 * build-docs prerenders them, the TypeScript reference), written into the site at build time. Pagefind's own
 * search box (`pagefind-ui.js`, written with the index) loads the index from the site in the reader's browser,
 * so search needs no server and no network. The site's chrome (headers, sidebars, footers, Redoc's menu,
 * TypeDoc's navigation) is left out of the index, so a result is the page that says it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import { listFiles } from '../generator/cli/check.js';
import type { ReferenceSource } from './reference-source.js';
import { operationRoute, type ReferencePage, SITE_DIRS } from './site-map.js';

/** Everything of a page that is navigation rather than its content. */
const CHROME = [
  '.site-header',
  '.sidebar',
  '.site-footer',
  // Redoc: its menu and search box.
  '.menu-content',
  // TypeDoc: its toolbar, navigation, the page's table of contents and footer.
  '.tsd-page-toolbar',
  '.tsd-navigation',
  '.site-menu',
  '.page-menu',
  '.tsd-generator',
  'footer',
];

/** A search result that is no HTML file of the site: an operation of an HTTP reference. */
export interface SearchRecord {
  /** From the site root, with the leading `/` Pagefind's own URLs have. */
  readonly url: string;
  readonly title: string;
  readonly content: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly parameters?: readonly { readonly name?: string; readonly description?: string }[];
}

/** One record per operation of a reference: its id, summary, description (error codes included), parameters. */
export function operationRecords(page: ReferencePage, source: ReferenceSource): SearchRecord[] {
  const paths = (source.document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method] as Operation | undefined;
      const id = operation?.operationId;
      if (operation === undefined || id === undefined) return [];
      const parameters = (operation.parameters ?? []).map((p) => `${p.name ?? ''} ${p.description ?? ''}`);
      return [
        {
          url: `/${page.file}${operationRoute(source.operations.get(id) ?? 'default', id)}`,
          title: `${operation.summary ?? id} · ${source.title}`,
          content: [id, `${method.toUpperCase()} ${route}`, operation.description ?? '', ...parameters].join('\n'),
        },
      ];
    }),
  );
}

/**
 * How much the words of the TypeScript reference's pages count, against 1 for the guides, the front pages and
 * the HTTP references' operations. TypeDoc writes a page per generated type, short and full of the API's words
 * (`paths` lists every error code, `RateLimitError` is "rate limit" in a heading), so at full weight they rank
 * before the guide or operation a reader is looking for. Their headings are weighted too: Pagefind gives a
 * heading its own weight, which a page's weight alone would not lower. The search box ranks with no bonus for
 * short pages (assets/search.js); the site test holds the order of what readers search for.
 */
export const API_PAGE_WEIGHT = 0.02;

/**
 * How much the words of a guide count: a guide is the answer a reader wants first, and Pagefind's weights have a
 * floor, so a type page full of one phrase (`RateLimitStore`, "rate limit" in every line) is not lowered below a
 * guide by its own weight alone. A guide's headings keep Pagefind's own, higher, weights.
 */
export const GUIDE_PAGE_WEIGHT = 2;

/** A TypeScript reference page as indexed: its body and its headings at `API_PAGE_WEIGHT`. */
export function weightedApiPage(html: string): string {
  const weight = ` data-pagefind-weight="${API_PAGE_WEIGHT}"`;
  return html.replace(/<(body|h[1-6])(?=[\s>])/g, (_, tag: string) => `<${tag}${weight}`);
}

/** A guide as indexed: its body at `GUIDE_PAGE_WEIGHT`. */
function weightedGuide(html: string): string {
  return html.replace(/<body(?=[\s>])/, `<body data-pagefind-weight="${GUIDE_PAGE_WEIGHT}"`);
}

function indexedContent(file: string, html: string): string {
  if (file.startsWith(`${SITE_DIRS.api}/`)) return weightedApiPage(html);
  return file.startsWith(`${SITE_DIRS.guides}/`) ? weightedGuide(html) : html;
}

export async function buildSearchIndex(
  siteDir: string,
  records: readonly SearchRecord[],
): Promise<{ readonly pages: number }> {
  const created = await createIndex({
    excludeSelectors: CHROME,
    forceLanguage: 'en',
    // Result links name the page (guides/index.html): a static host need not map folders to index.html.
    keepIndexUrl: true,
  });
  try {
    if (created.index === undefined) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`);
    const files = (await listFiles(siteDir)).filter((f) => f.endsWith('.html'));
    for (const file of files) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      const content = indexedContent(file, html);
      const added = await created.index.addHTMLFile({ sourcePath: file, content });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
    }
    for (const record of records) {
      const { errors } = await created.index.addCustomRecord({
        url: record.url,
        content: record.content,
        language: 'en',
        meta: { title: record.title },
      });
      if (errors.length > 0) throw new Error(`Pagefind could not index ${record.url}: ${errors.join('; ')}`);
    }
    const written = await created.index.writeFiles({ outputPath: path.join(siteDir, SITE_DIRS.search) });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return { pages: files.length + records.length };
  } finally {
    await close();
  }
}
