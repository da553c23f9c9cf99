/**
 * The one-line banner every generated file starts with: it names the source and says not to edit. The text is
 * the same for every file kind; only the comment syntax differs.
 */

export const GENERATOR_NAME = 'platform-sdk generator';

export function bannerText(source: string): string {
  return `Generated from ${source} by the ${GENERATOR_NAME}. Do not edit.`;
}

/** Whether `text` is a banner (of any source), e.g. the `//` entry of a generated package.json. */
export function isBannerText(text: string): boolean {
  return text.startsWith('Generated from ') && text.endsWith(` by the ${GENERATOR_NAME}. Do not edit.`);
}

/** `// Generated from specs/mail.yaml by the platform-sdk generator. Do not edit.` */
export function tsBanner(source: string): string {
  return `// ${bannerText(source)}`;
}

/** Markdown files carry the banner as an HTML comment so it does not render. */
export function htmlBanner(source: string): string {
  return `<!-- ${bannerText(source).replace(/--/g, '- -')} -->`;
}

/**
 * Whether a file's text starts with a banner (of any source): the first line of a TypeScript or Markdown file, the
 * `//` entry of a package.json. How a folder of `--spec` tells the files the generator wrote from a user's own.
 */
export function startsWithBanner(file: string, text: string): boolean {
  if (file === 'package.json' || file.endsWith('/package.json')) {
    try {
      const note = (JSON.parse(text) as Record<string, unknown>)['//'];
      return typeof note === 'string' && isBannerText(note);
    } catch {
      return false;
    }
  }
  const end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  const inner = /^\/\/ (.*)$/.exec(first)?.[1] ?? /^<!-- (.*) -->$/.exec(first)?.[1];
  return inner !== undefined && isBannerText(inner);
}
