/**
 * A random (version 4) UUID for `requestId`s. `crypto.randomUUID` exists only in secure contexts (HTTPS pages,
 * Node, workers); a page served over plain HTTP has `crypto.getRandomValues` alone, so the UUID is built from
 * it there (RFC 9562 section 5.4: 122 random bits, version 4, variant 10).
 */
export function randomUuid(): string {
  const crypto = globalThis.crypto as Partial<Crypto> | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  if (typeof crypto?.getRandomValues !== 'function') {
    throw new TypeError(
      'A requestId needs crypto.getRandomValues, which this environment lacks; pass requestId yourself.',
    );
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
