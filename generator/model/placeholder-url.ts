/**
 * Whether a URL names a host reserved for examples and tests (RFC 2606 and 6761: `example.com`, `.net`, `.org`,
 * and the `.example`, `.test`, `.invalid` domains): a placeholder of a document, which no client should call or
 * send credentials to.
 */
export function isPlaceholderUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase();
  return /(^|\.)example\.(com|net|org)$/.test(host) || /\.(example|test|invalid)$/.test(host);
}

/** Whether a server URL is the absolute http(s) address of a real host, one a client may call as it stands. */
export function isServiceAddress(url: string): boolean {
  if (!URL.canParse(url) || isPlaceholderUrl(url)) return false;
  return ['http:', 'https:'].includes(new URL(url).protocol);
}
