/**
 * Mail address format, as the sandbox judges it for fromAddress/replyAddress (errors 10004/10007) and for
 * recipients (outcome INVALID_ADDRESS): a dot-atom local part, `@`, and a domain of dot-separated labels with at
 * least one dot (the shape of JSON Schema's `email` format). Quoted local parts and address literals are not
 * accepted. The overall length is limited elsewhere (256 characters, errors 10005/10008).
 */

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** At least two labels. One expression rather than a split: every recipient of a report is judged by it. */
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+${LABEL}$`);
/** Longest domain, in characters (DNS names without the trailing dot). */
export const MAX_DOMAIN_CHARS = 253;

export function isValidAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return false;
  const domain = address.slice(at + 1);
  return domain.length <= MAX_DOMAIN_CHARS && LOCAL.test(address.slice(0, at)) && DOMAIN.test(domain);
}

/** Length in characters (code points), how the reference's character limits are counted here. */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
