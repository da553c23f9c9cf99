/**
 * Several OS processes of one database account over one real Redis (redis-server.ts), against the sandbox with
 * its real limit (150 per second, burst 300, per account, whatever key a call carries). Every request goes
 * through a proxy on loopback (test/faults/proxy.ts) that logs when it arrived and what the sandbox answered, so
 * the rate and the 429s are counted on the wire; the proxy can also leave requests without an answer, as a
 * process that is killed leaves its requests in flight.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createDatabaseClient } from '@platform-sdk/database';
import { clearRateLimiters } from '@platform-sdk/runtime';
import { redisRateLimitStore } from '@platform-sdk/runtime/redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { type FaultProxy, PASS, startFaultProxy } from '../faults/proxy.js';
import { ROOT } from '../root.js';
import { TICKET_PUT, ticketClient } from '../integration/ticket-records.js';
import { type RunningRedis, startRedis } from './redis-server.js';

const LIMIT = 150;
const KEYS = ['sandbox-client', 'sandbox-reader'] as const;

let sandbox: RunningSandbox;
let proxy: FaultProxy;
let redis: RunningRedis;
/** Arrival time (epoch ms) of every API request at the proxy, in order; token requests apart. */
let arrivals: number[] = [];

beforeAll(async () => {
  [sandbox, redis] = await Promise.all([startSandbox({ port: 0 }), startRedis()]);
  proxy = await startFaultProxy({ target: sandbox.url, maxStallMs: 30_000 });
});
afterAll(async () => {
  await Promise.all([proxy?.close(), sandbox?.close(), redis?.stop()]);
});
beforeEach(async () => {
  // An empty account with `ticket`, every window of the sandbox full again, and an empty Redis.
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
  await createDatabaseClient({
    dbUrl: sandbox.url,
    authUrl: sandbox.url,
    accountCode: 'demo',
    credentials: { clientKey: KEYS[0], clientSecret: 'sandbox-secret' },
    rateLimit: false,
  }).putApiDefinition('ticket', TICKET_PUT);
  await redis.stop();
  await redis.start();
  arrivals = [];
  proxy.clearLog();
  proxy.plan(arriving(PASS));
});

/** The plan, with every API request's arrival noted. */
function arriving(plan: typeof PASS): typeof PASS {
  return (request, index) => {
    if (!request.isToken) arrivals.push(Date.now());
    return plan(request, index);
  };
}

interface Sender {
  readonly child: ChildProcess;
  /** The sender's summary line, once every call settled; rejects if it exits without one. */
  readonly done: Promise<{ ok: number; failed: string[] }>;
}

function sender(clientKey: string, calls: number, extra: Record<string, string> = {}): Sender {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/rate-limit-redis/sender.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DB_URL: proxy.url,
      REDIS_URL: redis.url,
      CLIENT_KEY: clientKey,
      CALLS: String(calls),
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const done = new Promise<{ ok: number; failed: string[] }>((resolve, reject) => {
    child.once('exit', (code, signal) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line));
      else reject(new Error(`sender exited with ${code ?? signal}\n${out}\n${err}`));
    });
  });
  return { child, done };
}

const answered = (status: number) => proxy.log.filter((e) => !e.isToken && e.upstreamStatus === status).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: () => boolean, withinMs: number): Promise<void> {
  const started = Date.now();
  while (!what()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await sleep(10);
  }
}

describe('three processes of one account over one Redis', () => {
  // The rate they reach is a goal of figure 10 of the benchmarks (bench/cli-import-redis.ts), not of a test: a
  // test shares its machine's cores, and arrivals at a proxy come bunched. The service's own word is the 429.
  it('send 2,000 calls with two keys without a 429', async () => {
    const senders = [sender(KEYS[0], 667), sender(KEYS[1], 667), sender(KEYS[0], 666)];
    const outcomes = await Promise.all(senders.map((s) => s.done));
    expect(outcomes.map((o) => o.failed)).toEqual([[], [], []]);
    expect(outcomes.reduce((sum, o) => sum + o.ok, 0)).toBe(2_000);
    expect(answered(429)).toBe(0);
  });

  it('wait for the places of a killed process until its requests in flight run out, then go on', async () => {
    const inFlightMs = 5_000;
    // The first process's requests get no answer: it holds the whole client-side burst (270) when it is killed.
    proxy.plan(arriving((request) => (request.isToken ? { kind: 'none' } : { kind: 'stall' })));
    const killed = sender(KEYS[0], 400, { IN_FLIGHT_MS: String(inFlightMs) });
    await until(() => arrivals.length >= 270, 60_000);
    const heldSince = arrivals[0] ?? 0;
    killed.child.kill('SIGKILL');
    await killed.done.catch(() => undefined);
    await sleep(300);
    expect(arrivals).toHaveLength(270);
    proxy.plan(arriving(PASS));
    // Another process of the account (this one, with the other key) over the same Redis.
    const store = redisRateLimitStore({ url: redis.url });
    try {
      const tickets = ticketClient({
        dbUrl: proxy.url,
        authUrl: proxy.url,
        accountCode: 'demo',
        credentials: { clientKey: KEYS[1], clientSecret: 'sandbox-secret' },
        rateLimitStore: store,
      });
      const started = Date.now();
      const counts = await Promise.all(Array.from({ length: 100 }, () => tickets.count()));
      expect(counts).toHaveLength(100);
      const first = (arrivals[270] ?? 0) - heldSince;
      // Nothing went while the killed process's requests counted in flight, and the calls went once they ran out.
      expect(started - heldSince).toBeLessThan(inFlightMs - 1_000);
      expect(first).toBeGreaterThanOrEqual(inFlightMs - 300);
      expect(first).toBeLessThan(inFlightMs + 1_500);
      expect(answered(429)).toBe(0);
    } finally {
      await store.close();
      clearRateLimiters();
    }
  });

  it('go on when Redis restarts mid-run: calls wait for it, none fails', async () => {
    const senders = [sender(KEYS[0], 300), sender(KEYS[1], 300), sender(KEYS[0], 300)];
    await until(() => arrivals.length >= 400, 60_000);
    await redis.stop();
    const stopped = arrivals.length;
    await sleep(1_000);
    expect(arrivals.length - stopped).toBeLessThanOrEqual(270);
    await redis.start();
    const outcomes = await Promise.all(senders.map((s) => s.done));
    expect(outcomes.map((o) => o.failed)).toEqual([[], [], []]);
    expect(outcomes.reduce((sum, o) => sum + o.ok, 0)).toBe(900);
    console.log(`429 after the restart: ${answered(429)}`);
  });
});
