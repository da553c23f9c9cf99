/**
 * The mail client through the fault proxy (proxy.ts) in front of the sandbox: one scripted fault per case, each a
 * way the network or the service fails, and what the caller must see. The service's own log (which requests it
 * answered) tells whether an operation was performed once, twice or not at all. Random faults over hundreds of
 * operations are `npm run soak` (soak.ts), not part of `npm test`.
 */
import {
  createMailClient,
  DuplicateRequestError,
  NetworkError,
  OutcomeUnknownError,
  RateLimitError,
  ServerError,
  TimeoutError,
  type Logger,
} from '@platform-sdk/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { content, LIST_CSV, recipient, recipients } from '../integration/sandbox-env.js';
import { startFaultEnv, tagged, type FaultEnv } from './fault-env.js';
import { scripted, type Fault } from './proxy.js';

let env: FaultEnv;
beforeAll(async () => {
  env = await startFaultEnv();
});
afterAll(() => env.close());
beforeEach(() => env.reset());

const status = (code: number): Fault => ({ kind: 'status', status: code });
const RESET_AFTER: Fault = { kind: 'reset-after' };
const RESET_BEFORE: Fault = { kind: 'reset-before' };

/** Faults for the requests of one path (and method); every other request passes. */
function on(method: string, path: RegExp, faults: Fault[]) {
  env.proxy.plan(scripted(faults, (r) => !r.isToken && r.method === method && path.test(r.url.split('?')[0] ?? '')));
}

describe('429 and 503 say nothing was done: every operation retries them', () => {
  it.each([
    ['createDelivery', 429],
    ['createDelivery', 503],
  ] as const)('%s after %i creates one setting', async (_op, code) => {
    on('POST', /\/deliveries\/new$/, [status(code), status(code)]);
    const created = await tagged('create', () => env.client().createDelivery(content));
    expect(env.served('create', 'POST')).toEqual([200]);
    expect(await env.direct().getDelivery(created.deliveryTaskId)).toMatchObject({ status: 'COMPLETED', total: 0 });
  });

  it.each([429, 503])('uploadSendList after %i registers the list once', async (code) => {
    on('POST', /\/sendlists$/, [status(code)]);
    const { sendListId } = await tagged('upload', () => env.client().uploadSendList(LIST_CSV));
    expect(env.served('upload', 'POST')).toEqual([200]);
    expect(await env.direct().getSendList(sendListId)).toMatchObject({ sendListId });
  });

  it('a one-shot upload stream cannot be sent again: the 503 is the answer, and nothing was registered', async () => {
    on('POST', /\/sendlists$/, [status(503)]);
    async function* once(): AsyncGenerator<string> {
      yield LIST_CSV;
    }
    await expect(tagged('upload', () => env.client().uploadSendList(once()))).rejects.toBeInstanceOf(ServerError);
    expect(env.served('upload')).toEqual([]);
  });

  it('the last 429 of a create is given as it is: nothing was done', async () => {
    on('POST', /\/deliveries\/new$/, [status(429), status(429), status(429)]);
    await expect(tagged('create', () => env.client().createDelivery(content))).rejects.toBeInstanceOf(RateLimitError);
    expect(env.served('create')).toEqual([]);
  });
});

describe('test deliveries are guarded by requestId', () => {
  it('a test send retried after the service sent it is not sent twice: the retry meets 409 and resolves', async () => {
    on('POST', /\/deliveries$/, [RESET_AFTER]);
    const answer = await tagged('test', () =>
      env.client().sendDelivery({ ...content, test: true, deliveryData: recipients(2) }),
    );
    expect(answer).toBeUndefined();
    expect(env.served('test', 'POST')).toEqual([200, 409]);
  });

  it('a test send by id as well', async () => {
    const { deliveryTaskId } = await env.direct().createDelivery(content);
    on('POST', /\/send$/, [RESET_AFTER]);
    const answer = await tagged('test-by-id', () =>
      env.client().sendDeliveryById(deliveryTaskId, { test: true, deliveryData: [recipient(1)] }),
    );
    expect(answer).toBeUndefined();
    expect(env.served('test-by-id', 'POST')).toEqual([200, 409]);
  });
});

describe('a delete whose answer was lost', () => {
  it('resolves when the retry meets 404, and says so in a debug line', async () => {
    const { deliveryTaskId } = await env.direct().createDelivery(content);
    on('DELETE', /\/deliveries\/\d+$/, [RESET_AFTER]);
    const lines: string[] = [];
    const logger: Logger = {
      debug: (l) => lines.push(l),
      info: () => undefined,
      warn: () => undefined,
      error: (l) => lines.push(l),
    };
    await expect(
      tagged('delete', () => env.client({ logger, logLevel: 'debug' }).deleteDelivery(deliveryTaskId)),
    ).resolves.toBeUndefined();
    expect(env.served('delete', 'DELETE')).toEqual([200, 404]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^\\[platform-sdk\\] mail deleteDelivery DELETE /deliveries/${deliveryTaskId} -> NotFoundError 404 in \\d+ ms \\(attempt 2\\); counted as done: an earlier attempt may have deleted it, and it is gone$`,
        ),
      ),
    );
  });

  it('still fails with NotFoundError when no attempt can have deleted it', async () => {
    on('DELETE', /\/deliveries\/\d+$/, [status(503)]);
    await expect(tagged('delete', () => env.client().deleteDelivery(999_999))).rejects.toMatchObject({ status: 404 });
  });
});

describe('operations without requestId whose connection fails after sending', () => {
  it('createDelivery: OutcomeUnknownError, a NetworkError, not repeated; the service did create it', async () => {
    on('POST', /\/deliveries\/new$/, [RESET_AFTER]);
    const error = await tagged('create', () => env.client().createDelivery(content)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      kind: 'outcome-unknown',
      operationId: 'createDelivery',
      method: 'POST',
      path: '/deliveries/new',
      attempts: 1,
      requestId: undefined,
    });
    expect((error as Error).message).toMatch(
      new RegExp(
        '^createDelivery may or may not have been performed: the request was sent, then the call ended with a ' +
          'failed connection to the API at 127\\.0\\.0\\.1:\\d+ \\(UND_ERR_SOCKET: the other side closed the ' +
          'connection\\) \\(1 attempt\\)\\. Check whether it took effect before calling again: repeating it could ' +
          'perform it twice\\.$',
      ),
    );
    expect(env.served('create', 'POST')).toEqual([200]);
  });

  it('a connection dropped before the service saw it looks the same to the client: OutcomeUnknownError, nothing done', async () => {
    on('POST', /\/sendlists$/, [RESET_BEFORE]);
    await expect(tagged('upload', () => env.client().uploadSendList(LIST_CSV))).rejects.toBeInstanceOf(
      OutcomeUnknownError,
    );
    expect(env.served('upload')).toEqual([]);
  });

  it('retryUnsafe: true stays the opt-in, and repeats it: the list is registered twice', async () => {
    on('POST', /\/sendlists$/, [RESET_AFTER]);
    const { sendListId } = await tagged('upload', () => env.client().uploadSendList(LIST_CSV, { retryUnsafe: true }));
    expect(env.served('upload', 'POST')).toEqual([200, 200]);
    expect(await env.direct().getSendList(sendListId)).toMatchObject({ sendListId });
  });

  it('a connection that cannot be made at all is retried: nothing was sent', async () => {
    const closed = await startFaultEnv();
    const url = closed.proxy.url;
    await closed.close();
    let attempts = 0;
    const client = createMailClient({
      baseUrl: url,
      userName: 'abc',
      accessToken: 'unused',
      rateLimit: false,
      retry: { baseDelayMs: 1 },
      onRetry: () => attempts++,
    });
    const error = await client.createDelivery(content).catch((e: unknown) => e);
    expect(attempts).toBe(2);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ kind: 'network' });
  });
});

describe('a send the client gives up on', () => {
  it('carries the requestId it used; sending again with it gives the earlier response and sends nothing', async () => {
    on('POST', /\/deliveries$/, [RESET_AFTER, RESET_BEFORE, RESET_BEFORE]);
    const body = { ...content, deliveryData: [recipient(7)] };
    const error = await tagged('send', () => env.client().sendDelivery(body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    const requestId = (error as OutcomeUnknownError).requestId as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((error as Error).message).toContain(`Send it again with requestId ${requestId}`);
    const again = await tagged('again', () => env.client().sendDelivery({ ...body, requestId })).catch(
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(DuplicateRequestError);
    const earlier = (again as DuplicateRequestError).earlierResponse as { deliveryTaskId: number };
    expect(await env.direct().getDelivery(earlier.deliveryTaskId)).toMatchObject({ total: 1 });
    expect([...env.served('send'), ...env.served('again')]).toEqual([200, 409]);
  });
});

describe('deadlines', () => {
  it('timeoutMs bounds the wait for a token from a stalled token endpoint', async () => {
    env.proxy.plan((r) => (r.isToken ? { kind: 'stall' } : { kind: 'none' }));
    // The token request's own timeout is the client's 20 s; the call's 300 ms must end the wait first.
    const error = await env
      .client({ timeoutMs: 20_000 })
      .getDelivery(1, { timeoutMs: 300, retry: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 300, scope: 'attempt', waitingFor: 'token', operationId: 'getDelivery' });
    expect((error as Error).message).toBe('getDelivery timed out after 300 ms waiting for an access token.');
  });

  it('totalTimeoutMs bounds the attempts together: a stalled service ends the call at the total', async () => {
    const { deliveryTaskId } = await env.direct().createDelivery(content);
    on('GET', /\/deliveries\/\d+$/, [{ kind: 'stall' }]);
    const error = await env
      .client()
      .getDelivery(deliveryTaskId, { timeoutMs: 20_000, totalTimeoutMs: 400 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 400, scope: 'total', operationId: 'getDelivery' });
  });

  it('a total timeout running out while a create is in flight: OutcomeUnknownError, since it may have been performed', async () => {
    on('POST', /\/deliveries\/new$/, [{ kind: 'stall' }]);
    const error = await env
      .client()
      .createDelivery(content, { totalTimeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as OutcomeUnknownError).cause).toMatchObject({ scope: 'total', timeoutMs: 300 });
  });
});

describe('streamed reports with verify: first', () => {
  async function reportOf(n: number): Promise<number> {
    const { deliveryTaskId } = await env.direct().sendDelivery({ ...content, deliveryData: recipients(n) });
    await env.advance(n / 100 + 70);
    return deliveryTaskId;
  }

  it('hand out no row of a corrupted body: the mismatch is retried before the first row', async () => {
    const id = await reportOf(300);
    const truth = await env.direct().results(id).rows();
    on('GET', /\/results$/, [{ kind: 'corrupt' }, { kind: 'truncate' }]);
    const seen: unknown[] = [];
    for await (const row of env.client().results(id, {}, { verify: 'first' })) seen.push(row);
    expect(seen).toEqual(truth);
    expect(seen).toHaveLength(300);
    expect(env.proxy.log.filter((e) => e.url.includes('/results')).map((e) => e.fault)).toEqual([
      'corrupt',
      'truncate',
      'none',
    ]);
  });

  it('never hand out a row when every attempt is corrupted, where streaming hands out rows before it fails', async () => {
    const id = await reportOf(300);
    const corrupt: Fault = { kind: 'corrupt' };
    const read = async (verify: 'first' | 'stream'): Promise<{ rows: number; error: unknown }> => {
      on('GET', /\/results$/, [corrupt, corrupt, corrupt]);
      let rows = 0;
      try {
        for await (const _row of env.client().results(id, {}, { verify })) rows++;
      } catch (error) {
        return { rows, error };
      }
      return { rows, error: undefined };
    };
    const first = await read('first');
    expect(first.rows).toBe(0);
    expect(first.error).toMatchObject({ kind: 'content-digest', reason: 'mismatch' });
    const streamed = await read('stream');
    expect(streamed.rows).toBeGreaterThan(0);
    expect(streamed.error).toMatchObject({ kind: 'content-digest', reason: 'mismatch' });
  });
});
