/**
 * The bucket of a key in Redis, changed by one Lua script so that each change is atomic: Redis runs a script
 * alone, and no other process reads or writes between its read and its write. It is `takeToken`, `settleToken`
 * and `holdTokens` of bucket-state.ts on Redis's own clock (`TIME`), so the processes' clocks need not agree;
 * the state is a hash (tokens, at, held) and the requests in flight a sorted set (ticket -> until, epoch ms),
 * whose entries run out by themselves when a process dies before it settles them.
 */
export const BUCKET_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local op = ARGV[1]
if op == 'settle' then
  redis.call('ZREM', KEYS[2], ARGV[2])
  return {0, 0}
end
local perSecond = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local keepMs = tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at', 'held')
local tokens = tonumber(stored[1]) or burst
local at = tonumber(stored[2]) or now
local held = tonumber(stored[3]) or 0
local taken = 0
local wait = 0
if op == 'hold' then
  tokens = math.min(tokens, 0)
  held = math.max(held, now + tonumber(ARGV[5]))
else
  if now < held then return {0, held - now} end
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
  local inFlight = redis.call('ZCARD', KEYS[2])
  local elapsed = math.max(0, now - math.max(at, held))
  tokens = math.max(0, math.min(burst - inFlight, tokens + elapsed * perSecond / 1000))
  at = math.max(at, now)
  local count = tonumber(ARGV[7])
  while taken < count and tokens >= 1 do
    taken = taken + 1
    tokens = tokens - 1
    redis.call('ZADD', KEYS[2], now + tonumber(ARGV[5]), ARGV[6] .. ':' .. taken)
  end
  if taken > 0 then
    wait = 0
  elseif burst - inFlight < 1 then
    wait = math.max(1, math.ceil(1000 / perSecond))
  else
    wait = math.max(1, math.ceil((1 - tokens) * 1000 / perSecond))
  end
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at), 'held', tostring(held))
local ttl = math.max(held - now, 0) + keepMs
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
return {taken, wait}
`;

/** The script's SHA-1, by which Redis knows it (Web Crypto: the module loads wherever the runtime does). */
let sha: Promise<string> | undefined;
function scriptSha(): Promise<string> {
  sha ??= crypto.subtle
    .digest('SHA-1', new TextEncoder().encode(BUCKET_SCRIPT))
    .then((digest) => Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join(''));
  return sha;
}

/** What the store needs of a Redis client: node-redis clients have it as they are. */
export interface RedisCommandClient {
  sendCommand(args: readonly string[], options?: { readonly abortSignal?: AbortSignal }): Promise<unknown>;
  /** node-redis: whether the connection is up; without it the store cannot tell and always tries. */
  readonly isReady?: boolean;
  /** node-redis: false once the client was closed; a call then fails at once rather than waiting for it. */
  readonly isOpen?: boolean;
}

/**
 * Runs the script by its digest, and by its text when Redis does not have it (`NOSCRIPT`: the first call, or a
 * Redis that restarted), which caches it again. Resolves with the script's answer: how many tokens it took (the
 * tickets `ARGV[6]:1` to `ARGV[6]:n`) and how long to wait when it took none, ms.
 */
export async function runBucketScript(
  client: RedisCommandClient,
  keys: readonly [string, string],
  args: readonly string[],
  signal: AbortSignal,
): Promise<readonly [taken: number, wait: number]> {
  const tail = ['2', ...keys, ...args];
  let answer: unknown;
  try {
    answer = await client.sendCommand(['EVALSHA', await scriptSha(), ...tail], { abortSignal: signal });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    answer = await client.sendCommand(['EVAL', BUCKET_SCRIPT, ...tail], { abortSignal: signal });
  }
  const [taken, wait] = answer as [number, number];
  return [Number(taken), Number(wait)];
}
