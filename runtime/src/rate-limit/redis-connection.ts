/**
 * The connection a `redisRateLimitStore({ url })` opens itself, with node-redis (`@redis/client`, an optional
 * peer dependency of the runtime: imported here on first use, so that an application that never names a Redis
 * neither installs nor loads it). Its socket does not keep the process alive: a command in progress does, by
 * its deadline's timer. `close` ends it once the commands it has sent are answered, for as long as a call waits
 * for Redis at most; while Redis is unreachable, or past that wait, it drops what is left, so that an application
 * never hangs on its way out.
 */
import type { RedisCommandClient } from './redis-script.js';

export interface OwnRedisConnection {
  readonly client: RedisCommandClient;
  /** The last connection failure node-redis reported, while it reconnects. */
  readonly lastError: unknown;
  close(): Promise<void>;
}

interface NodeRedisClient extends RedisCommandClient {
  on(event: 'error' | 'ready', listener: (error: unknown) => void): unknown;
  connect(): Promise<unknown>;
  unref(): void;
  close(): Promise<void>;
  destroy(): void;
}

/**
 * node-redis's `close` waits for every command it holds to be answered, however long: for ever when Redis is down,
 * and then, the socket not keeping the process alive, Node ends with an unsettled promise (exit code 13). The
 * timer here keeps the process alive while it waits.
 */
async function closeWithin(client: NodeRedisClient, waitMs: number): Promise<void> {
  if (client.isReady !== true) {
    client.destroy();
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    if ((await Promise.race([client.close(), late])) === 'late') client.destroy();
  } finally {
    clearTimeout(timer);
  }
}

export async function openRedisConnection(url: string, closeWaitMs: number): Promise<OwnRedisConnection> {
  let nodeRedis: typeof import('@redis/client');
  try {
    nodeRedis = await import('@redis/client');
  } catch (error) {
    throw new Error(
      'redisRateLimitStore({ url }) needs the package @redis/client (node-redis): npm install @redis/client',
      { cause: error },
    );
  }
  const client: NodeRedisClient = nodeRedis.createClient({ url });
  const connection = { client, lastError: undefined as unknown, close: () => closeWithin(client, closeWaitMs) };
  // Without a listener an error event would end the process; node-redis reconnects by itself meanwhile.
  client.on('error', (error) => {
    connection.lastError = error;
  });
  client.on('ready', () => {
    connection.lastError = undefined;
  });
  client.unref();
  // Commands sent before the connection is up wait for it in node-redis's queue.
  client.connect().catch((error: unknown) => {
    connection.lastError = error;
  });
  return connection;
}
