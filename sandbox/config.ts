/**
 * Sandbox configuration: the built-in credentials, mail users and database accounts, plus whatever a JSON
 * config file adds (`--config path`). Every default the sandbox uses lives here, documented where declared.
 */
import { readFile } from 'node:fs/promises';
import { isRecordsShape, RECORDS_SHAPES, type RecordsShape } from './database/records-shape.js';

export interface SandboxClient {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Scopes this client may be granted; a token gets the requested ones that are in this list. */
  readonly scopes: readonly string[];
}

export interface MailUser {
  /** Contract user name, the `{user_name}` path segment (3 to 4 letters, specs/mail.yaml). */
  readonly userName: string;
  /** Custom click-tracking domains this user subscribes to; any other `trackingDomain` gives error 10002. */
  readonly trackingDomains: readonly string[];
}

export interface SandboxConfig {
  readonly clients: readonly SandboxClient[];
  readonly mailUsers: readonly MailUser[];
  readonly databaseAccounts: readonly string[];
  /** Token audiences accepted besides the sandbox's own origin (e.g. the real service's address). */
  readonly audiences: readonly string[];
  /** Simulated sending speed: recipients per sandbox second. */
  readonly sendRatePerSecond: number;
  /** Delay on the sandbox clock before an event shows in the reports ("about 1 minute", specs/mail.yaml "Limits"). */
  readonly reportDelaySeconds: number;
  /** How long a send list stays PROCESSING before it turns SUCCESS or FAIL. */
  readonly listProcessingSeconds: number;
  /**
   * First record id of every database account (platform IDs and history IDs come from one counter per account).
   * Small by default; a test starts it above 2^53 to prove that clients keep ids exact.
   */
  readonly recordIdStart: bigint;
  /**
   * How long an API definition stays not ready (`status.ready.status` false) after a put, on the sandbox clock;
   * record calls on it answer 409 meanwhile. 0 (the default): ready at once.
   */
  readonly definitionReadySeconds: number;
  /** Whether pages of other origins may call the sandbox (CORS, cors.ts): off unless `--cors` or `cors: true`. */
  readonly cors: boolean;
  /**
   * The shape of the records documents (getOpenApi, getAllOpenApi) and of record values on the wire
   * (database/records-shape.ts): `reference` (the default), as the reference 1.3.0 describes the service, or
   * `2020`, as its public answer of 2020 shows it (a singleSelect value one object, deletes answered 204).
   */
  readonly recordsShape: RecordsShape;
}

export interface RateLimitConfig {
  /** API calls per second per mail user (specs/mail.yaml, "Limits": "about 5 calls per second"). */
  readonly apiPerSecond: number;
  /** Calls a user may make back to back before the per-second rate applies. */
  readonly apiBurst: number;
  /** Token requests per minute per IP address (specs/mail.yaml, "Access tokens"). */
  readonly tokenPerMinute: number;
  /** Database API calls per second per account (specs/database.yaml, Limits: token bucket, rate 150). */
  readonly databasePerSecond: number;
  /** Database API calls an account may make back to back (specs/database.yaml, Limits: burst 300). */
  readonly databaseBurst: number;
}

export const ALL_SCOPES = Object.freeze([
  'mail:send',
  'mail:result',
  'db:apidefinition:design',
  'db:openapi:read',
  'db:record:execute',
  'db:record:read',
]);

export const DEFAULT_CONFIG: SandboxConfig = Object.freeze({
  clients: Object.freeze([
    { clientId: 'sandbox-client', clientSecret: 'sandbox-secret', scopes: ALL_SCOPES },
    {
      clientId: 'sandbox-reader',
      clientSecret: 'sandbox-secret',
      scopes: Object.freeze(['mail:result', 'db:openapi:read', 'db:record:read']),
    },
  ]),
  mailUsers: Object.freeze([{ userName: 'abc', trackingDomains: Object.freeze(['click.example.com']) }]),
  databaseAccounts: Object.freeze(['demo']),
  audiences: Object.freeze([]),
  sendRatePerSecond: 100,
  reportDelaySeconds: 60,
  listProcessingSeconds: 3,
  recordIdStart: 1n,
  definitionReadySeconds: 0,
  cors: false,
  recordsShape: 'reference',
});

export const DEFAULT_RATE_LIMIT: RateLimitConfig = Object.freeze({
  apiPerSecond: 5,
  apiBurst: 10,
  tokenPerMinute: 100,
  databasePerSecond: 150,
  databaseBurst: 300,
});

/** What `startSandbox({ config })` and the config file may give; lists add to the built-ins. */
export interface SandboxConfigInput {
  readonly clients?: readonly SandboxClient[];
  readonly mailUsers?: readonly (
    | MailUser
    | { readonly userName: string; readonly trackingDomains?: readonly string[] }
  )[];
  readonly databaseAccounts?: readonly string[];
  readonly audiences?: readonly string[];
  readonly sendRatePerSecond?: number;
  readonly reportDelaySeconds?: number;
  readonly listProcessingSeconds?: number;
  /** A decimal string (JSON cannot hold such numbers exactly), a safe integer or a bigint. */
  readonly recordIdStart?: string | number | bigint;
  readonly definitionReadySeconds?: number;
  readonly cors?: boolean;
  readonly recordsShape?: RecordsShape;
}

function fail(problem: string): never {
  throw new Error(`sandbox config: ${problem}`);
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) fail(`${name} must be a list of strings`);
  return value as string[];
}

function positive(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(`${name} must be a number >= 0`);
  return value;
}

function flag(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') fail(`${name} must be true or false`);
  return value;
}

/** Largest record id (platform IDs and history IDs are signed 64-bit integers). */
export const MAX_RECORD_ID = 2n ** 63n - 1n;
/** Ids kept free at the top: a sandbox started at the highest start still creates a million records. */
const ID_HEADROOM = 1_000_000n;

function recordIdStart(value: unknown): bigint {
  if (value === undefined) return DEFAULT_CONFIG.recordIdStart;
  let id: bigint | undefined;
  if (typeof value === 'bigint') id = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) id = BigInt(value);
  else if (typeof value === 'string' && /^[0-9]{1,19}$/.test(value)) id = BigInt(value);
  if (id === undefined || id < 1n || id > MAX_RECORD_ID - ID_HEADROOM) {
    fail(`recordIdStart must be an integer from 1 to ${MAX_RECORD_ID - ID_HEADROOM} (a decimal string above 2^53)`);
  }
  return id;
}

/** Built-ins plus the input; an input entry with a built-in's id or name replaces it. Throws on bad input. */
export function resolveConfig(input: unknown = {}): SandboxConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('must be a JSON object');
  const raw = input as Record<string, unknown>;
  const clients = new Map(DEFAULT_CONFIG.clients.map((c) => [c.clientId, c]));
  if (raw['clients'] !== undefined) {
    if (!Array.isArray(raw['clients'])) fail('clients must be a list');
    for (const c of raw['clients'] as unknown[]) {
      const o = (c ?? {}) as Record<string, unknown>;
      if (typeof o['clientId'] !== 'string' || typeof o['clientSecret'] !== 'string' || o['clientId'] === '') {
        fail('each client needs clientId and clientSecret strings');
      }
      clients.set(o['clientId'], {
        clientId: o['clientId'],
        clientSecret: o['clientSecret'],
        scopes: o['scopes'] === undefined ? ALL_SCOPES : stringList(o['scopes'], 'clients[].scopes'),
      });
    }
  }
  const users = new Map(DEFAULT_CONFIG.mailUsers.map((u) => [u.userName, u]));
  if (raw['mailUsers'] !== undefined) {
    if (!Array.isArray(raw['mailUsers'])) fail('mailUsers must be a list');
    for (const u of raw['mailUsers'] as unknown[]) {
      const o = (typeof u === 'string' ? { userName: u } : (u ?? {})) as Record<string, unknown>;
      if (typeof o['userName'] !== 'string' || !/^[A-Za-z0-9_-]+$/.test(o['userName'])) {
        fail('each mail user needs a userName of letters');
      }
      users.set(o['userName'], {
        userName: o['userName'],
        trackingDomains: stringList(o['trackingDomains'], 'mailUsers[].trackingDomains'),
      });
    }
  }
  return {
    clients: [...clients.values()],
    mailUsers: [...users.values()],
    databaseAccounts: [
      ...new Set([...DEFAULT_CONFIG.databaseAccounts, ...stringList(raw['databaseAccounts'], 'databaseAccounts')]),
    ],
    audiences: stringList(raw['audiences'], 'audiences'),
    sendRatePerSecond: positive(raw['sendRatePerSecond'], 'sendRatePerSecond', DEFAULT_CONFIG.sendRatePerSecond) || 1,
    reportDelaySeconds: positive(raw['reportDelaySeconds'], 'reportDelaySeconds', DEFAULT_CONFIG.reportDelaySeconds),
    listProcessingSeconds: positive(
      raw['listProcessingSeconds'],
      'listProcessingSeconds',
      DEFAULT_CONFIG.listProcessingSeconds,
    ),
    recordIdStart: recordIdStart(raw['recordIdStart']),
    definitionReadySeconds: positive(
      raw['definitionReadySeconds'],
      'definitionReadySeconds',
      DEFAULT_CONFIG.definitionReadySeconds,
    ),
    cors: flag(raw['cors'], 'cors', DEFAULT_CONFIG.cors),
    recordsShape: recordsShape(raw['recordsShape']),
  };
}

function recordsShape(value: unknown): RecordsShape {
  if (value === undefined) return DEFAULT_CONFIG.recordsShape;
  if (!isRecordsShape(value)) fail(`recordsShape must be one of ${RECORDS_SHAPES.join(', ')}`);
  return value;
}

/** Reads and resolves a JSON config file. */
export async function loadConfigFile(path: string): Promise<SandboxConfig> {
  const text = await readFile(path, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(`${path} is not valid JSON`);
  }
  return resolveConfig(parsed);
}
