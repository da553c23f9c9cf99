/**
 * `RateLimitStoreError`: the Redis of a `redisRateLimitStore` did not answer in time, or refused the script. A
 * call that meets it fails with it (not retried: nothing was sent to the service); the address it names never
 * holds the URL's user name or password.
 */
export class RateLimitStoreError extends Error {
  override readonly name: string = 'RateLimitStoreError';
  /** `redis://host:port` of the store's own connection; undefined for a client the application gave. */
  readonly address: string | undefined;

  constructor(message: string, address: string | undefined, cause: unknown) {
    super(message, { cause });
    this.address = address;
  }
}

/** The URL without its user name, password, path or query: what an error may name. */
export function redisAddress(url: URL): string {
  return `${url.protocol}//${url.host}`;
}
