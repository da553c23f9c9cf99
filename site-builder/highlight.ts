/**
 * Syntax highlighting of the site's code blocks with Shiki, at build time: a block becomes a `<pre>` of spans
 * with inline colours, so pages need no script and no stylesheet for it. One highlighter is loaded per build with
 * the grammars the guides use; a language it does not know is an error naming it, not a silently grey block.
 */
import { type BundledLanguage, createHighlighter } from 'shiki';
import { THEME } from './theme.js';

/** The languages of the guides' code blocks and snippets (guides.ts), and `text` for plain output. */
const LANGUAGES: readonly BundledLanguage[] = ['ts', 'js', 'json', 'csv', 'sh', 'ini', 'yaml', 'markdown'];
const PLAIN = new Set(['', 'text', 'txt', 'plain']);

/** HTML of one code block (`<pre class="shiki">…</pre>`); throws for a language it has no grammar of. */
export type Highlight = (code: string, language: string) => string;

export async function loadHighlighter(): Promise<Highlight> {
  const highlighter = await createHighlighter({
    themes: [THEME.codeTheme.light, THEME.codeTheme.dark],
    langs: [...LANGUAGES],
  });
  const known = new Set(highlighter.getLoadedLanguages());
  return (code, language) => {
    const lang = PLAIN.has(language) ? 'text' : language;
    if (lang !== 'text' && !known.has(lang)) {
      throw new Error(
        `no highlighting is known for code blocks of language "${language}" (known: ${[...LANGUAGES, 'text'].join(', ')})`,
      );
    }
    // The block's last line end would be an empty line of its own.
    // No time limit: Shiki's default (500 ms a line) leaves the rest of a line uncoloured when the machine is
    // busy (the first lines, while the grammar engine warms up), and the site must build the same every time.
    // Both schemes: the light colours inline, the dark ones as `--shiki-dark` (theme.ts switches to them).
    return highlighter.codeToHtml(code.replace(/\n$/, ''), {
      lang,
      themes: { light: THEME.codeTheme.light, dark: THEME.codeTheme.dark },
      tokenizeTimeLimit: 0,
    });
  };
}
