/**
 * `redisRateLimitStore`: one account's rate limit kept in Redis for every process that sends for it, each change
 * one Lua script (redis-script.ts). A call waits for an unreachable Redis up to `unreachableMs`, then fails with
 * `RateLimitStoreError`; while Redis stays down past that, calls fail at once, and they go on by themselves when
 * it answers again. A Redis that restarted without its data starts the bucket full.
 */
import { RATE_LIMIT_IN_FLIGHT_MS, type RateLimit } from './bucket-state.js';
import { randomUuid } from '../request/uuid.js';
import { openRedisConnection, type OwnRedisConnection } from './redis-connection.js';
import { RateLimitStoreError, redisAddress } from './redis-error.js';
import { type RedisCommandClient, runBucketScript } from './redis-script.js';
import type { RateLimitStore, RateLimitTake } from '../contract/rate-limit-store.js';

export type { RedisCommandClient } from './redis-script.js';

/** Defaults of `redisRateLimitStore`; each is an option of the same name. */
export const REDIS_STORE_DEFAULTS = Object.freeze({
  /**
   * How long a call waits for a Redis that does not answer before it fails with `RateLimitStoreError`: 10 s,
   * long enough for a Redis to restart, short enough that a call does not hang.
   */
  unreachableMs: 10_000,
  /** The start of the store's keys in Redis. */
  prefix: 'platform-sdk:rate-limit:',
  /** How long a request counts in flight at most: the runtime's `RATE_LIMIT_IN_FLIGHT_MS` (60 s). */
  inFlightMs: RATE_LIMIT_IN_FLIGHT_MS,
});

export interface RedisRateLimitStoreOptions {
  /** The start of the store's keys; default `REDIS_STORE_DEFAULTS.prefix`. */
  readonly prefix?: string;
  /**
   * How long a request counts in flight at most, ms: the places of a process that died are free after this
   * long. Default `REDIS_STORE_DEFAULTS.inFlightMs` (60 s); shorter than a request may take lets the processes send
   * ahead of the service's bucket while such requests are out.
   */
  readonly inFlightMs?: number;
  /**
   * How long a call waits for a Redis that does not answer before it fails with `RateLimitStoreError`, ms;
   * default `REDIS_STORE_DEFAULTS.unreachableMs` (10 s).
   */
  readonly unreachableMs?: number;
}

/**
 * A store on a connection of its own: `close` ends it, once what it has sent is answered (up to `unreachableMs`;
 * at once while Redis is unreachable, dropping what waits for it).
 */
export interface RedisRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

/**
 * The store on a connection of its own to `url` (`redis://[[user]:password@]host[:port][/db]`, or `rediss://`),
 * opened by node-redis on first use; or on a node-redis client the application already has (`client`), which
 * stays the application's to open and close.
 */
export function redisRateLimitStore(
  options: { readonly url: string } & RedisRateLimitStoreOptions,
): RedisRateLimitStore;
export function redisRateLimitStore(
  options: { readonly client: RedisCommandClient } & RedisRateLimitStoreOptions,
): RateLimitStore;
export function redisRateLimitStore(
  options: ({ readonly url: string } | { readonly client: RedisCommandClient }) & RedisRateLimitStoreOptions,
): RateLimitStore {
  const prefix = options.prefix ?? REDIS_STORE_DEFAULTS.prefix;
  const inFlightMs = positive(options, 'inFlightMs') ?? REDIS_STORE_DEFAULTS.inFlightMs;
  const unreachableMs = positive(options, 'unreachableMs') ?? REDIS_STORE_DEFAULTS.unreachableMs;
  let connect: () => Promise<{ client: RedisCommandClient; own?: OwnRedisConnection }>;
  let address: string | undefined;
  let opened: Promise<OwnRedisConnection> | undefined;
  if ('url' in options) {
    address = redisAddress(redisUrl(options.url));
    connect = async () => {
      opened ??= openRedisConnection(options.url, unreachableMs);
      const own = await opened;
      return { client: own.client, own };
    };
  } else {
    if (typeof options.client?.sendCommand !== 'function') {
      throw new TypeError('redisRateLimitStore: client must be a node-redis client (a sendCommand method).');
    }
    const client = options.client;
    connect = async () => ({ client });
  }
  const ticketPrefix = randomUuid();
  let batches = 0;
  /** Since when Redis has not answered (epoch ms), or undefined while it does. */
  let downSince: number | undefined;

  const run = async (key: string, args: readonly string[]): Promise<readonly [number, number]> => {
    const { client, own } = await connect();
    const where =
      address === undefined ? 'the Redis of the rate-limit store' : `the rate-limit store's Redis at ${address}`;
    if (downSince !== undefined && Date.now() - downSince >= unreachableMs && client.isReady === false) {
      throw new RateLimitStoreError(
        `${where} has not answered for ${Date.now() - downSince} ms${cause(own)}`,
        address,
        own?.lastError,
      );
    }
    const tag = `${prefix}{${key}}`;
    const started = Date.now();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new RateLimitStoreError(
            `${where} did not answer within ${unreachableMs} ms${cause(own)}`,
            address,
            own?.lastError,
          ),
        );
      }, unreachableMs);
    });
    try {
      const answer = await Promise.race([
        untilAnswered(client, [tag, `${tag}:in-flight`], args, controller.signal),
        deadline,
      ]);
      downSince = undefined;
      return answer;
    } catch (error) {
      downSince ??= started;
      if (error instanceof RateLimitStoreError) throw error;
      throw new RateLimitStoreError(`${where} failed: ${(error as Error)?.message ?? String(error)}`, address, error);
    } finally {
      clearTimeout(timer);
    }
  };

  const limitArgs = (limit: RateLimit) => [
    String(limit.perSecond),
    String(limit.burst),
    // The keys outlive their last change by as long as a request may stay in flight or the bucket takes to fill.
    String(Math.max(inFlightMs, Math.ceil((limit.burst * 1000) / limit.perSecond))),
  ];
  const store: RedisRateLimitStore = {
    async take(key, limit, count): Promise<RateLimitTake> {
      const batch = `${ticketPrefix}:${++batches}`;
      const [taken, wait] = await run(key, ['take', ...limitArgs(limit), String(inFlightMs), batch, String(count)]);
      return { tickets: Array.from({ length: taken }, (_v, i) => `${batch}:${i + 1}`), wait };
    },
    async settle(key, ticket) {
      await run(key, ['settle', ticket]);
    },
    async hold(key, forMs) {
      // The limit is not known here; a full second's worth of keys is kept at least, as `take` writes them.
      await run(key, ['hold', '1', '1', String(inFlightMs), String(Math.ceil(forMs))]);
    },
    async close() {
      if (opened !== undefined) await (await opened).close();
    },
  };
  return store;
}

/**
 * Runs the script until Redis answers it, or `signal` aborts: a connection lost while a command was out (Redis
 * restarting) fails that command, and node-redis sends the next one once it has reconnected. Sending one twice is
 * safe: a take whose answer was lost holds its place until the in-flight time runs out, a settle or a hold
 * changes nothing the second time. An error Redis answered (`ERR ...`, `NOPERM ...`) is not tried again, nor a
 * command of a client that was closed (the store's `close`, or the application's own client).
 */
async function untilAnswered(
  client: RedisCommandClient,
  keys: readonly [string, string],
  args: readonly string[],
  signal: AbortSignal,
): Promise<readonly [number, number]> {
  for (;;) {
    try {
      return await runBucketScript(client, keys, args, signal);
    } catch (error) {
      if (signal.aborted || (error instanceof Error && /^[A-Z]+ /.test(error.message))) throw error;
      if (client.isOpen === false) throw new Error('its connection was closed while the call waited for it');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function cause(own: OwnRedisConnection | undefined): string {
  const error = own?.lastError;
  if (error === undefined) return '';
  return `: ${error instanceof Error ? error.message : String(error)}`;
}

function positive(options: RedisRateLimitStoreOptions, name: 'inFlightMs' | 'unreachableMs'): number | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  if (!(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
    throw new RangeError(
      `redisRateLimitStore: ${name} must be a positive number of milliseconds (got ${String(value)}).`,
    );
  }
  return value;
}

function redisUrl(url: string): URL {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Reported below.
  }
  if (parsed === undefined || (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')) {
    throw new TypeError('redisRateLimitStore: url must be a redis:// or rediss:// address.');
  }
  return parsed;
}
