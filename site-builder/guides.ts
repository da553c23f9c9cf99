/**
 * The guides: `docs/guides/*.md` rendered to `guides/*.html`. `index.md` is the guide index and decides the
 * order (its links to guides, top to bottom), which the sidebar of every guide follows. Every guide is linked
 * from the index and every link of the index names a guide, so no page is unreachable and none is missing.
 * Code blocks that show a snippet include the snippet file (`docs/guides/snippets/`), which the tests compile
 * and run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Highlight } from './highlight.js';
import { type LinkTargets, linkResolver } from './links.js';
import { type Included, renderMarkdown, type RenderedMarkdown } from './markdown.js';
import { SITE_DIRS } from './site-map.js';

export const GUIDES_DIR = 'docs/guides';
export const SNIPPETS_DIR = `${GUIDES_DIR}/snippets`;
const INDEX = 'index.md';

const LANGUAGES: Readonly<Record<string, string>> = {
  '.ts': 'ts',
  '.cjs': 'js',
  '.mjs': 'js',
  '.js': 'js',
  '.csv': 'csv',
  '.json': 'json',
  '.sh': 'sh',
  '.env': 'sh',
};

export interface Guide {
  /** File name in docs/guides (`sending.md`). */
  readonly source: string;
  /** Page relative to the site root (`guides/sending.html`). */
  readonly file: string;
  readonly rendered: RenderedMarkdown;
}

export interface Guides {
  readonly index: Guide;
  /** In the order the index links them. */
  readonly guides: readonly Guide[];
}

/** A snippet named by an include, relative to docs/guides; only files of the snippets folder can be shown. */
export function includer(root: string): (target: string) => Included {
  return (target) => {
    const file = path.posix.normalize(path.posix.join(GUIDES_DIR, target));
    if (!file.startsWith(`${SNIPPETS_DIR}/`)) throw new Error(`only files in ${SNIPPETS_DIR}/ can be included`);
    const language = LANGUAGES[path.extname(file)];
    if (language === undefined)
      throw new Error(`no code language is known for ${path.extname(file) || 'a file without extension'}`);
    return { text: readFileSync(path.join(root, file), 'utf8'), language, caption: file };
  };
}

/** File names of the guides the index links, in order. */
function indexOrder(indexText: string): string[] {
  const order: string[] = [];
  for (const match of indexText.matchAll(/\]\(([\w-]+\.md)(?:#[\w-]+)?\)/g)) {
    const file = match[1] as string;
    if (!order.includes(file)) order.push(file);
  }
  return order;
}

export function readGuideNames(root: string): string[] {
  return readdirSync(path.join(root, GUIDES_DIR))
    .filter((name) => name.endsWith('.md'))
    .sort();
}

export function renderGuides(root: string, targets: LinkTargets, highlight?: Highlight): Guides {
  const names = readGuideNames(root);
  if (!names.includes(INDEX)) throw new Error(`${GUIDES_DIR}/${INDEX} is missing: it is the guide index`);
  const render = (source: string): Guide => {
    const file = `${SITE_DIRS.guides}/${source.replace(/\.md$/, '.html')}`;
    const text = readFileSync(path.join(root, GUIDES_DIR, source), 'utf8');
    const rendered = renderMarkdown({
      file: `${GUIDES_DIR}/${source}`,
      text,
      link: linkResolver(file, targets),
      include: includer(root),
      ...(highlight === undefined ? {} : { highlight }),
    });
    return { source, file, rendered };
  };
  const index = render(INDEX);
  const order = indexOrder(readFileSync(path.join(root, GUIDES_DIR, INDEX), 'utf8'));
  const orphans = names.filter((n) => n !== INDEX && !order.includes(n));
  if (orphans.length > 0)
    throw new Error(`${GUIDES_DIR}/${INDEX} does not link ${orphans.join(', ')}: every guide is listed in the index`);
  return { index, guides: order.map(render) };
}
