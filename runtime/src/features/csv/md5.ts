/**
 * Incremental MD5 for Content-MD5 checks (RFC 1864: Base64 of the MD5 of the body, sent with CSV reports).
 * Node's crypto is loaded lazily when present (fast, native); elsewhere js-md5's incremental hasher is used,
 * so the runtime stays browser-safe with no Node-only import at module top level.
 */
import { bytesToBase64 } from '../../util/base64.js';

export interface Md5Hasher {
  update(chunk: Uint8Array): void;
  /** Base64 of the digest (the Content-MD5 form). */
  digestBase64(): string;
}

export type Md5Implementation = 'node' | 'js';

interface NodeHash {
  update(data: Uint8Array): unknown;
  digest(encoding: 'base64'): string;
}

let nodeCreateHash: Promise<((algorithm: string) => NodeHash) | undefined> | undefined;

function loadNodeCrypto(): Promise<((algorithm: string) => NodeHash) | undefined> {
  // Read through globalThis so the runtime compiles without Node's type definitions (browser builds).
  const runtime = (globalThis as { process?: { versions?: { node?: unknown } } }).process;
  const isNode = typeof runtime?.versions?.node === 'string';
  if (!isNode) return Promise.resolve(undefined);
  // A computed specifier keeps browser bundlers from trying to resolve the Node module.
  const specifier = 'node:crypto';
  return (import(/* @vite-ignore */ specifier) as Promise<{ createHash: (algorithm: string) => NodeHash }>).then(
    (mod) => mod.createHash,
    () => undefined,
  );
}

/** A fresh hasher; `prefer: 'js'` forces the portable implementation (tests). */
export async function createMd5(prefer?: Md5Implementation): Promise<Md5Hasher> {
  if (prefer !== 'js') {
    nodeCreateHash ??= loadNodeCrypto();
    const createHash = await nodeCreateHash;
    if (createHash) {
      const hash = createHash('md5');
      return {
        update: (chunk) => void hash.update(chunk),
        digestBase64: () => hash.digest('base64'),
      };
    }
  }
  const { md5 } = await import('js-md5');
  const hasher = md5.create();
  return {
    update: (chunk) => void hasher.update(chunk),
    digestBase64: () => bytesToBase64(new Uint8Array(hasher.arrayBuffer())),
  };
}

/** Content-MD5 of a whole body. */
export async function contentMd5(body: Uint8Array, prefer?: Md5Implementation): Promise<string> {
  const hasher = await createMd5(prefer);
  hasher.update(body);
  return hasher.digestBase64();
}
