/**
 * Request bodies, read with a cap: nothing larger than the cap is ever held in memory. The rest of a body over
 * the cap is read and thrown away (up to a bound) before the answer, so the client can read it.
 */
import type { IncomingMessage } from 'node:http';

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
 * Before an early answer (413, wrong media type): read and drop the rest of the body, at most `maxBytes` more,
 * so the client has finished sending when the answer comes. Answering first and closing would cut a client that
 * is still writing (EPIPE) before it reads the answer. Past the bound the connection is cut instead. Resolves
 * true when the answer can still be sent.
 */
export function discardRest(req: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (req.complete) return Promise.resolve(!req.destroyed);
  return new Promise((resolve) => {
    let discarded = 0;
    const done = (answerable: boolean): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(answerable);
    };
    const onData = (chunk: Buffer): void => {
      discarded += chunk.length;
      if (discarded <= maxBytes) return;
      done(false);
      req.destroy();
    };
    const onEnd = (): void => done(true);
    const onClose = (): void => done(req.complete && !req.socket.destroyed);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.on('error', () => undefined);
    req.resume();
  });
}

/** Media type of the request without parameters, lower case; '' when absent. */
export function mediaType(req: IncomingMessage): string {
  const value = req.headers['content-type'] ?? '';
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
