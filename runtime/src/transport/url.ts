/**
 * The URL of a call: the server URL, the resolved path (path.ts) and the query string, as openapi-fetch's
 * default serializers (the `raw` client's) write them: `name=value` pairs percent-encoded with
 * encodeURIComponent (so `+` goes out as `%2B`), arrays exploded (`name=a&name=b`, an empty one left out),
 * objects as deepObject (`name[key]=value`), undefined and null left out.
 */

function pair(name: string, value: unknown): string {
  return `${name}=${encodeURIComponent(String(value))}`;
}

export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined) return '';
  const parts: string[] = [];
  for (const name in query) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) parts.push(pair(key, item));
    } else if (typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) if (item !== undefined && item !== null) parts.push(pair(`${key}[${encodeURIComponent(inner)}]`, item));
    } else {
      parts.push(pair(key, value));
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** The server URL without one trailing slash, as openapi-fetch keeps its `baseUrl`. */
export function serverRoot(serverUrl: string): string {
  return serverUrl.endsWith('/') ? serverUrl.slice(0, -1) : serverUrl;
}
