/**
 * Compile-time tests (checked by `npm run typecheck` under `exactOptionalPropertyTypes`, never run): client and
 * call options take `undefined` wherever the runtime treats it as absent, so options built from a config whose
 * fields may be missing (`timeoutMs: config.timeoutMs`, `{ signal: maybeSignal }`) compile as the guides write
 * them. Values that are not options are still refused.
 */
import type { CallOptions, CommonClientOptions, RetryOptions, TokenOptions } from '@platform-sdk/runtime';
import { createDatabaseClient } from '@platform-sdk/database';
import { createMailClient } from '@platform-sdk/mail';
import { createRecordsClient } from '../fixtures/demo-account/out/index.gen.js';

/** What an application's config gives: every field may be missing. */
declare const config: {
  readonly authUrl: string | undefined;
  readonly credentials: { clientKey: string; clientSecret: string } | undefined;
  readonly timeoutMs: number | undefined;
  readonly totalTimeoutMs: number | undefined;
  readonly maxRetries: number | undefined;
  readonly scopes: readonly string[] | undefined;
  readonly tokenPath: string | undefined;
  readonly logLevel: 'off' | 'debug' | undefined;
  readonly fetch: typeof fetch | undefined;
  readonly onRetry: (() => void) | undefined;
};
declare const maybeSignal: AbortSignal | undefined;

export async function undefinedIsAbsent(): Promise<void> {
  const client = {
    authUrl: config.authUrl,
    credentials: config.credentials,
    accessToken: undefined,
    scopes: config.scopes,
    token: { path: config.tokenPath, refreshAheadMs: undefined },
    fetch: config.fetch,
    retry: { maxRetries: config.maxRetries, baseDelayMs: undefined },
    rateLimit: undefined,
    rateLimitStore: undefined,
    timeoutMs: config.timeoutMs,
    totalTimeoutMs: config.totalTimeoutMs,
    onRetry: config.onRetry,
    logger: undefined,
    logLevel: config.logLevel,
    maxUploadBytes: undefined,
    random: undefined,
  } satisfies CommonClientOptions;
  const mail = createMailClient({ baseUrl: 'https://mail.example.net', userName: 'abc', ...client });
  const database = createDatabaseClient({ dbUrl: 'https://db.example.net', accountCode: 'demo', ...client });
  const db = createRecordsClient({ dbUrl: 'https://db.example.net', accountCode: 'demo', ...client });

  const call: CallOptions = {
    signal: maybeSignal,
    timeoutMs: config.timeoutMs,
    totalTimeoutMs: undefined,
    retry: config.maxRetries === undefined ? undefined : { maxRetries: config.maxRetries },
    retryUnsafe: undefined,
    onRetry: undefined,
    verify: undefined,
    uploadCheck: undefined,
    bodyCheck: undefined,
  };
  await mail.getDelivery(1, call);
  await mail.getDelivery(1, { signal: maybeSignal, timeoutMs: config.timeoutMs });
  await mail.uploadSendList('email\na@example.com\n', { uploadCheck: undefined, onUploadProgress: undefined });
  await database.listApiDefinition(undefined, { signal: maybeSignal });
  await db.member.patch('1', { name: 'Hanako' }, { fields: undefined, signal: maybeSignal });
  await db.member.bulkCreate([], { concurrency: undefined, onProgress: undefined, signal: maybeSignal });

  const token: TokenOptions = { rateLimitRetries: undefined, defaultLifetimeMs: undefined };
  expectNothing(token);
  // Still refused: a value of the wrong type, and `undefined` where a resolved policy needs every field.
  // @ts-expect-error timeoutMs is a number of milliseconds
  const wrong: CallOptions = { timeoutMs: '30s' };
  const resolved: RetryOptions = {
    // @ts-expect-error RetryOptions is the resolved policy: each field has a value
    maxRetries: undefined,
    baseDelayMs: 1,
    maxDelayMs: 1,
    maxRetryAfterMs: 1,
    retryStatuses: [],
  };
  expectNothing([wrong, resolved]);
}

function expectNothing<T>(_value: T): void {}
