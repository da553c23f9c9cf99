/**
 * Click feedback (`ClickFeedback` in specs/mail.yaml): tagged URLs in bodies become tracked URLs. Text bodies use
 * `<sym-tr symccid="0" symcc="true">URL</sym-tr>`, HTML bodies `<a symccid="0" symcc="true" href="URL">`.
 * Responses list each tag as `{ id, url }` with the URL as written (before conversion).
 */

export interface ClickFeedback {
  readonly id: number;
  readonly url: string;
}

const TEXT_TAG = /<sym-tr\b([^>]*)>([\s\S]*?)<\/sym-tr>/gi;
const HTML_A = /<a\b([^>]*)>/gi;
const ATTRIBUTE = /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * An HTML attribute value as a browser reads it: character references decoded (`&amp;` is `&`), so a tracked
 * `href="…?a=1&amp;b=2"` is clicked as `…?a=1&b=2`. Unknown or out-of-range references stay as written.
 */
export function decodeAttribute(value: string): string {
  return value.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED[name] ?? whole;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) {
    if (m[1]) found.set(m[1].toLowerCase(), m[2] ?? m[3] ?? '');
  }
  return found;
}

function tracked(attrs: Map<string, string>): boolean {
  return attrs.get('symcc')?.toLowerCase() === 'true' && attrs.has('symccid');
}

/** URLs of the tracked tags in a text body, in order of appearance. */
export function textFeedbackUrls(body: string): string[] {
  const urls: string[] = [];
  for (const m of body.matchAll(TEXT_TAG)) {
    if (tracked(attributes(m[1] ?? ''))) urls.push((m[2] ?? '').trim());
  }
  return urls;
}

/** URLs of the tracked links in an HTML body, in order of appearance. */
export function htmlFeedbackUrls(body: string): string[] {
  const urls: string[] = [];
  for (const m of body.matchAll(HTML_A)) {
    const attrs = attributes(m[1] ?? '');
    const href = attrs.get('href');
    if (tracked(attrs) && href !== undefined) urls.push(href);
  }
  return urls;
}

/** Replaces the n-th tracked text tag with `replace(n, url)`. */
export function rewriteText(body: string, replace: (index: number, url: string) => string): string {
  let n = 0;
  return body.replace(TEXT_TAG, (whole, attrs: string, url: string) =>
    tracked(attributes(attrs)) ? replace(n++, url.trim()) : whole,
  );
}

/** Replaces the href of the n-th tracked link with `replace(n, url)` and drops the tracking attributes. */
export function rewriteHtml(body: string, replace: (index: number, url: string) => string): string {
  let n = 0;
  return body.replace(HTML_A, (whole, attrText: string) => {
    const attrs = attributes(attrText);
    const href = attrs.get('href');
    if (!tracked(attrs) || href === undefined) return whole;
    const target = replace(n++, href).replace(/"/g, '&quot;');
    const kept = [...attrs].filter(([name]) => name !== 'symcc' && name !== 'symccid' && name !== 'href');
    return `<a href="${target}"${kept.map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`).join('')}>`;
  });
}
