/**
 * A request that gets no answer: the `NetworkError` names the server that failed (the API or the token
 * endpoint), its host and port, and the system's code with what it means, not only fetch's "fetch failed".
 * Refused connections are real ones, to a loopback port nothing listens on; DNS and timeout failures are
 * handed to the client by an injected fetch, in the shape Node's fetch gives them.
 */
import { createServer } from 'node:net';
import {
  clearRateLimiters,
  clearTokenCache,
  createApiRuntime,
  NetworkError,
  OutcomeUnknownError,
  type CallOperation,
} from '@platform-sdk/runtime/internal';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailApi, ops } from './fake-server.js';

beforeEach(() => {
  clearTokenCache();
  clearRateLimiters();
});

/** A loopback port nothing listens on (a server opened on it and closed). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Node's fetch failing: `TypeError: fetch failed`, the socket's error as its cause. */
function fetchFailing(cause: unknown): typeof fetch {
  return () => Promise.reject(new TypeError('fetch failed', { cause }));
}

const socketError = (message: string, code: string) => Object.assign(new Error(message), { code });
const getDelivery = { path: { delivery_id: 1 } };

async function failure(
  options: Parameters<typeof createApiRuntime>[1],
  op: CallOperation = ops.getDelivery,
): Promise<NetworkError> {
  const error = await createApiRuntime(mailApi, { retry: false, rateLimit: false, ...options })
    .call(op, op === ops.getDelivery ? getDelivery : { body: {} })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

const REFUSED = 'ECONNREFUSED (the connection was refused: nothing accepts connections there)';

describe('a NetworkError', () => {
  it('names the API, its host and port, and ECONNREFUSED when nothing listens there', async () => {
    const port = await deadPort();
    const error = await failure({
      serverUrl: `http://127.0.0.1:${port}/e/tymail/v1/abc/mail`,
      audience: `http://127.0.0.1:${port}`,
      accessToken: 'token',
    });
    expect(error.message).toBe(`getDelivery got no answer from the API at 127.0.0.1:${port}: ${REFUSED}.`);
    expect(error).toMatchObject({ endpoint: 'api', host: `127.0.0.1:${port}`, code: 'ECONNREFUSED' });
  });

  it('names the token endpoint when the token could not be fetched', async () => {
    const port = await deadPort();
    const error = await failure({
      serverUrl: 'https://api.example.test/e/tymail/v1/abc/mail',
      audience: 'https://api.example.test',
      authUrl: `http://127.0.0.1:${port}`,
      credentials: { clientKey: 'key', clientSecret: 'secret' },
    });
    expect(error.message).toBe(
      `getDelivery could not get an access token: no answer from the token endpoint at 127.0.0.1:${port}: ${REFUSED}.`,
    );
    expect(error).toMatchObject({ endpoint: 'token', host: `127.0.0.1:${port}`, code: 'ECONNREFUSED' });
  });

  it.each([
    [
      'a host that does not resolve',
      socketError('getaddrinfo ENOTFOUND db.example.invalid', 'ENOTFOUND'),
      'ENOTFOUND (the host name was not found (DNS))',
      'ENOTFOUND',
    ],
    [
      'every address timing out (an AggregateError, as Node tries each address)',
      Object.assign(new AggregateError([socketError('connect ETIMEDOUT 10.0.0.1:443', 'ETIMEDOUT')], 'failed'), {
        code: 'ETIMEDOUT',
      }),
      'ETIMEDOUT (the connection timed out)',
      'ETIMEDOUT',
    ],
    [
      'a code without a meaning of its own',
      socketError('write EPROTO 1234:error:0A00010B:SSL routines', 'EPROTO'),
      'EPROTO (write EPROTO 1234:error:0A00010B:SSL routines)',
      'EPROTO',
    ],
    ['no cause at all (a browser)', undefined, 'fetch failed', undefined],
  ] as const)('names the cause of %s', async (_name, cause, why, code) => {
    const error = await failure({
      serverUrl: 'https://db.example.invalid/e/tymail/v1/abc/mail',
      audience: 'https://db.example.invalid',
      accessToken: 'token',
      fetch: fetchFailing(cause),
    });
    expect(error.message).toBe(`getDelivery got no answer from the API at db.example.invalid:443: ${why}.`);
    expect(error.code).toBe(code);
  });

  it('is named by the OutcomeUnknownError of a call that may have been performed', async () => {
    const error = await failure(
      {
        serverUrl: 'http://127.0.0.1:9/e/tymail/v1/abc/mail',
        audience: 'http://127.0.0.1:9',
        accessToken: 'token',
        fetch: fetchFailing(socketError('read ECONNRESET', 'ECONNRESET')),
      },
      ops.createDelivery,
    );
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error.message).toContain(
      'then the call ended with a failed connection to the API at 127.0.0.1:9 ' +
        '(ECONNRESET: the connection was reset by the other side)',
    );
    expect(error).toMatchObject({ endpoint: 'api', host: '127.0.0.1:9', code: 'ECONNRESET' });
  });
});
