/**
 * The site's one visual theme: colours and fonts in one place, given to each of the three kinds of page in
 * the form it takes. Our pages and the header read them as CSS variables (`themeCss`, first in site.css); Redoc's
 * and TypeDoc's own variables are pointed at ours (site.css for the reference pages, typedoc.css), and TypeDoc's
 * code is highlighted with the same Shiki theme as the guides. Fonts are the system's: the site loads
 * nothing from other origins and ships no font files.
 */

export const THEME = {
  /** Header, links, the current page, Redoc's primary colour. */
  accent: '#1f4e79',
  /** Text of the header, on the accent. */
  onAccent: '#ffffff',
  text: '#1d2330',
  muted: '#5b6475',
  border: '#dde2ea',
  background: '#ffffff',
  /** Sidebars and code blocks. */
  surface: '#f4f6f9',
  fontText:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", ' +
    'Helvetica, Arial, sans-serif',
  fontCode: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  /** The Shiki theme of every code block: guides, landing page and TypeDoc. */
  codeTheme: 'github-light',
} as const;

/** The theme as the CSS variables every stylesheet of the site uses. */
export function themeCss(): string {
  const variables: Record<string, string> = {
    '--accent': THEME.accent,
    '--on-accent': THEME.onAccent,
    '--text': THEME.text,
    '--muted': THEME.muted,
    '--border': THEME.border,
    '--background': THEME.background,
    '--surface': THEME.surface,
    '--font-text': THEME.fontText,
    '--font-code': THEME.fontCode,
  };
  const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
  return `/* The theme of site-builder/theme.ts. */\n:root {\n${lines.join('\n')}\n}\n`;
}
