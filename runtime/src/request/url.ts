/** The server URL without one trailing slash, as openapi-fetch keeps its `baseUrl`. */
export function serverRoot(serverUrl: string): string {
  return serverUrl.endsWith('/') ? serverUrl.slice(0, -1) : serverUrl;
}
