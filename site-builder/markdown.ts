/**
 * Markdown to HTML for the guides, with markdown-it (CommonMark; raw HTML off, so a page holds only what
 * Markdown can say). Three rules of our own:
 *
 * - A paragraph that is a single link titled `:include`, `[send.ts](snippets/send.ts ':include')`, becomes a
 *   code block holding that file's text: snippets are real files, compiled and run by the tests, and the page
 *   can only show what they are. On GitHub the same line is a plain link to the file.
 * - Every link target goes through the caller's `link`, which maps it to a page of the site or refuses it.
 * - Headings get ids (GitHub's slugs), so `#fragment` links work and are checked on the same page.
 *
 * Code blocks are highlighted by the caller's `highlight` (Shiki, at build time), when it gives one.
 * Problems are collected and thrown together, each naming the file and the link or include at fault.
 */
import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import type { Highlight } from './highlight.js';

export interface Included {
  readonly text: string;
  /** Language of the code block (`ts`, `csv`, ...). */
  readonly language: string;
  /** Shown above the block: the file's path as a reader would find it in the repository. */
  readonly caption: string;
}

export interface MarkdownSource {
  /** The source file, relative to the project root; names it in errors. */
  readonly file: string;
  readonly text: string;
  /** The href a link target as written becomes on the page; throws an Error saying why it cannot be linked. */
  readonly link: (target: string) => string;
  /** The file a `:include` link names (target as written); throws when it cannot be read. */
  readonly include: (target: string) => Included;
  /** Highlights code blocks (highlight.ts); without it they are plain `<pre><code>`. */
  readonly highlight?: Highlight;
}

export interface Heading {
  readonly level: number;
  readonly id: string;
  readonly text: string;
}

export interface RenderedMarkdown {
  /** Text of the single level-1 heading the page starts with. */
  readonly title: string;
  readonly html: string;
  readonly headings: readonly Heading[];
}

/** Per-render state, passed to the rules through markdown-it's `env`. */
interface Env {
  readonly source: MarkdownSource;
  readonly problems: string[];
  readonly headings: Heading[];
  readonly fragments: string[];
}

const INCLUDE_TITLE = ':include';

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function attempt(env: Env, what: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    env.problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The lone link of a paragraph's inline token, when it is an include. */
function includeTarget(inline: Token | undefined): string | undefined {
  const children = inline?.children ?? [];
  const open = children[0];
  const close = children[children.length - 1];
  if (open?.type !== 'link_open' || close?.type !== 'link_close') return undefined;
  if (children.slice(1, -1).some((c) => c.type !== 'text' && c.type !== 'code_inline')) return undefined;
  return open.attrGet('title') === INCLUDE_TITLE ? (open.attrGet('href') ?? undefined) : undefined;
}

function includeRule(state: StateCore): void {
  const env = state.env as Env;
  const tokens = state.tokens;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i]?.type !== 'paragraph_open' || tokens[i + 2]?.type !== 'paragraph_close') continue;
    const target = includeTarget(tokens[i + 1]);
    if (target === undefined) continue;
    attempt(env, `include ${target}`, () => {
      const included = env.source.include(target);
      const fence = new state.Token('fence', 'code', 0);
      fence.info = included.language;
      fence.content = included.text.endsWith('\n') ? included.text : `${included.text}\n`;
      fence.block = true;
      fence.meta = { caption: included.caption };
      tokens.splice(i, 3, fence);
    });
  }
}

function headingRule(state: StateCore): void {
  const env = state.env as Env;
  const used = new Map<string, number>();
  state.tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const text = (state.tokens[i + 1]?.children ?? []).map((c) => c.content).join('');
    const base = slug(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen}`;
    token.attrSet('id', id);
    env.headings.push({ level: Number(token.tag.slice(1)), id, text });
  });
}

function linkRule(state: StateCore): void {
  const env = state.env as Env;
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type !== 'link_open') continue;
      const target = token.attrGet('href') ?? '';
      if (target.startsWith('#')) {
        env.fragments.push(target.slice(1));
        continue;
      }
      attempt(env, `link ${target}`, () => token.attrSet('href', env.source.link(target)));
    }
  }
}

function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  // Links are checked by our own rule; markdown-it's check would drop `api:` targets silently.
  md.validateLink = (url) => !/^(javascript|vbscript|file|data):/i.test(url);
  md.core.ruler.push('site-include', includeRule);
  md.core.ruler.push('site-headings', headingRule);
  md.core.ruler.push('site-links', linkRule);
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env: Env, self) => {
    const token = tokens[idx] as Token;
    const language = token.info.trim().split(/\s+/)[0] ?? '';
    let html = '';
    attempt(env, `code block (${language || 'no language'})`, () => {
      html = env.source.highlight === undefined ? '' : `${env.source.highlight(token.content, language)}\n`;
    });
    if (html === '') html = fence(tokens, idx, options, env, self);
    const caption = (tokens[idx]?.meta as { caption?: string } | null)?.caption;
    return caption === undefined
      ? html
      : `<figure class="snippet"><figcaption>${md.utils.escapeHtml(caption)}</figcaption>${html}</figure>\n`;
  };
  return md;
}

const renderer = createRenderer();

function render(source: MarkdownSource, page: boolean): RenderedMarkdown {
  const env: Env = { source, problems: [], headings: [], fragments: [] };
  const html = renderer.render(source.text, env);
  const titles = env.headings.filter((h) => h.level === 1);
  if (page && (titles.length !== 1 || env.headings[0]?.level !== 1)) {
    env.problems.push(`a page starts with its one level-1 heading (found ${titles.length})`);
  }
  for (const fragment of env.fragments) {
    if (!env.headings.some((h) => h.id === fragment))
      env.problems.push(`link #${fragment}: no heading of this page has that id`);
  }
  if (env.problems.length > 0) {
    throw new Error(`${source.file} cannot be rendered:\n${env.problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return { title: titles[0]?.text ?? '', html, headings: env.headings };
}

/** A whole page: it starts with its one level-1 heading, the page's title. */
export function renderMarkdown(source: MarkdownSource): RenderedMarkdown {
  return render(source, true);
}

/** A part of a page (the README's introduction on the landing page): no title required. */
export function renderFragment(source: MarkdownSource): string {
  return render(source, false).html;
}
