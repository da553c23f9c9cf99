import type { CallOptions, RuntimeOptions } from './operation.js';

/**
 * Every option name a generated factory hands to the runtime. The generator refuses server variables whose
 * option name would collide with one of these. `satisfies` keeps the list exact: adding an option to
 * `RuntimeOptions` without listing it here is a type error, and so is listing one that does not exist.
 */
const names = {
  credentials: true,
  authUrl: true,
  accessToken: true,
  scopes: true,
  token: true,
  fetch: true,
  retry: true,
  rateLimit: true,
  rateLimitStore: true,
  timeoutMs: true,
  totalTimeoutMs: true,
  onRetry: true,
  logger: true,
  logLevel: true,
  maxUploadBytes: true,
  random: true,
  serverUrl: true,
  audience: true,
  serverValues: true,
  security: true,
} as const satisfies Record<keyof RuntimeOptions, true>;

export const RUNTIME_OPTION_NAMES: readonly (keyof RuntimeOptions)[] = /*#__PURE__*/ Object.keys(
  names,
) as (keyof RuntimeOptions)[];

/** Every per-call option, kept exact the same way; generated READMEs list them. */
const callNames = {
  signal: true,
  timeoutMs: true,
  totalTimeoutMs: true,
  verify: true,
  accept: true,
  retry: true,
  retryUnsafe: true,
  onRetry: true,
  onUploadProgress: true,
  uploadCheck: true,
  bodyCheck: true,
  requestMediaType: true,
} as const satisfies Record<keyof CallOptions, true>;

export const CALL_OPTION_NAMES: readonly (keyof CallOptions)[] = /*#__PURE__*/ Object.keys(
  callNames,
) as (keyof CallOptions)[];
