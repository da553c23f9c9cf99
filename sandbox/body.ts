/**
 * Request bodies, read with a cap: nothing larger than the cap is ever held in memory. A body over the cap is
 * answered at once; the rest of it is read and thrown away (up to a bound) so the client can still read the
 * answer, and the connection is closed afterwards.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type CappedBody = { readonly kind: 'ok'; readonly bytes: Buffer } | { readonly kind: 'too-large' };

/** Reads the whole body if it has at most `maxBytes` bytes. */
export function readCapped(req: IncomingMessage, maxBytes: number): Promise<CappedBody> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      resolve({ kind: 'too-large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        chunks.length = 0;
        resolve({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve({ kind: 'ok', bytes: Buffer.concat(chunks, size) });
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onAborted = (): void => onError(new Error('request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/**
 * After an early answer: discard the rest of the body so the client finishes sending and reads the answer,
 * but never more than `maxBytes`; past that the connection is cut.
 */
export function discardRest(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  if (req.complete) return;
  res.setHeader('Connection', 'close');
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) req.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}

/** Media type of the request without parameters, lower case; '' when absent. */
export function mediaType(req: IncomingMessage): string {
  const value = req.headers['content-type'] ?? '';
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
