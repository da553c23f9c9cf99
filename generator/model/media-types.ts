/** What a media type is, by its name alone: shared by the request bodies and the answers of the model. */

/** The media type without its parameters, in lower case (`Application/JSON; charset=utf-8` -> `application/json`). */
export function baseMediaType(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

/** `application/json` and the structured `+json` types (`application/problem+json`). */
export function isJsonMediaType(mediaType: string): boolean {
  const base = baseMediaType(mediaType);
  return base === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(base);
}
