/**
 * The site's one visual theme: colours and fonts in one place, given to each of the three kinds of page in
 * the form it takes. Our pages and the header read them as CSS variables (`themeCss`, first in site.css); Redoc's
 * and TypeDoc's own variables are pointed at ours (site.css for the reference pages, typedoc.css), and TypeDoc's
 * code is highlighted with the same Shiki themes as the guides. Fonts are the system's: the site loads
 * nothing from other origins and ships no font files.
 *
 * Every colour has a light and a dark value. The reader's system setting chooses, unless the header's switch
 * (assets/theme.js) has stored a choice: it marks the root element `data-theme="light|dark|os"` as TypeDoc does,
 * and with the `light`/`dark` class Redoc reads, so the three kinds of page switch together.
 */

/** The colours of one scheme. */
export interface Palette {
  /** Header, the current page, Redoc's primary colour. */
  readonly accent: string;
  /** Text of the header, on the accent. */
  readonly onAccent: string;
  /** Links in the text. */
  readonly link: string;
  readonly text: string;
  readonly muted: string;
  readonly border: string;
  readonly background: string;
  /** Sidebars and code blocks. */
  readonly surface: string;
}

export const THEME = {
  light: {
    accent: '#1f4e79',
    onAccent: '#ffffff',
    link: '#1f4e79',
    text: '#1d2330',
    muted: '#5b6475',
    border: '#dde2ea',
    background: '#ffffff',
    surface: '#f4f6f9',
  },
  // Redoc's own dark greys for the backgrounds, so the HTTP references and the other pages are one site.
  dark: {
    accent: '#173a5c',
    onAccent: '#f2f5f9',
    link: '#8cc4ff',
    text: '#e6e7ec',
    muted: '#9b9ca8',
    border: '#3b3c45',
    background: '#22242b',
    surface: '#2a2b33',
  },
  fontText:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", ' +
    'Helvetica, Arial, sans-serif',
  fontCode: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  /** The Shiki themes of every code block, per scheme: guides, landing page and TypeDoc. */
  codeTheme: { light: 'github-light', dark: 'github-dark' },
} as const;

function declarations(palette: Palette, indent: string): string {
  const variables: Record<string, string> = {
    '--accent': palette.accent,
    '--on-accent': palette.onAccent,
    '--link': palette.link,
    '--text': palette.text,
    '--muted': palette.muted,
    '--border': palette.border,
    '--background': palette.background,
    '--surface': palette.surface,
  };
  return Object.entries(variables)
    .map(([name, value]) => `${indent}${name}: ${value};`)
    .join('\n');
}

/**
 * The theme as the CSS variables every stylesheet of the site uses: light by default, dark where the system
 * prefers it and the reader chose nothing else, or where the reader chose dark. Code blocks take Shiki's dark
 * colours (`--shiki-dark` on each span) in the dark scheme.
 */
export function themeCss(): string {
  const dark = ':root[data-theme="dark"]';
  const system = ':root:not([data-theme="light"])';
  const code = (root: string) => `${root} .shiki,\n${root} .shiki span {\n  color: var(--shiki-dark) !important;\n}`;
  return [
    '/* The theme of site-builder/theme.ts. */',
    `:root {\n${declarations(THEME.light, '  ')}\n  --font-text: ${THEME.fontText};\n  --font-code: ${THEME.fontCode};\n  color-scheme: light;\n}`,
    `${dark} {\n${declarations(THEME.dark, '  ')}\n  color-scheme: dark;\n}`,
    code(dark),
    `@media (prefers-color-scheme: dark) {\n  ${system} {\n${declarations(THEME.dark, '    ')}\n    color-scheme: dark;\n  }\n  ${code(system).replace(/\n/g, '\n  ')}\n}`,
    '',
  ].join('\n');
}
