/**
 * Checks of a client's options before anything is sent. A generated factory calls `checkClientOptions` first
 * (its server variables come from the descriptor: the options it takes, their patterns), and
 * `createApiRuntime` checks what every client shares (and the `security` option, when its runtime writes security). Each mistake is a `TypeError` naming the option, thrown
 * when the client is made, instead of a 404, an unauthenticated call or a network error retried later.
 */
import { DEFAULTS } from '../contract/defaults.js';
import { LOG_LEVELS } from '../features/log.js';
import type { ApiDescriptor, RuntimeOptions } from '../contract/operation.js';
import { RUNTIME_OPTION_NAMES } from '../contract/option-names.js';
import { takesSecurity } from '../auth/security-schemes.js';
import { baseAddressVariable } from '../request/server-url.js';
import { didYouMean } from '../util/did-you-mean.js';

/** Options the generated factory fills in itself; a caller never passes them. */
const FACTORY_FILLED: ReadonlySet<string> = new Set(['serverUrl', 'audience', 'serverValues']);

function refuseUnknown(who: string, options: object, known: readonly string[]): void {
  for (const name of Object.keys(options)) {
    if (known.includes(name)) continue;
    throw new TypeError(
      `${who} has no option "${name}"${didYouMean(name, known)}; its options are ${known.join(', ')}.`,
    );
  }
}

/**
 * An absolute http(s) URL that is a base address: no query, fragment or credentials, and not the token
 * endpoint itself (the token path is added to `authUrl`, and an API's base address never ends in it).
 */
function checkBaseAddress(who: string, option: string, value: unknown, tokenPath: string): void {
  const shown = typeof value === 'string' ? JSON.stringify(value) : typeof value;
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(
      `${who}: ${option} must be an absolute http(s) URL such as "https://host.example", not ${shown}.`,
    );
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new TypeError(`${who}: ${option} must be a base address without query, fragment or credentials.`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  const token = `/${tokenPath.replace(/^\/+|\/+$/g, '')}`;
  if (path === token || path.endsWith(token)) {
    throw new TypeError(
      `${who}: ${option} ends in the token path ${token}; give the base address (${url.origin}${path.slice(0, -token.length) || ''}), the SDK adds ${token} itself.`,
    );
  }
}

/**
 * What every client shares: authentication, `authUrl`, logging. `who` names the client in messages; `api` says
 * whether its document asks for no security and gives a token URL of its own.
 */
export function checkRuntimeOptions(
  who: string,
  options: RuntimeOptions,
  api: Pick<ApiDescriptor, 'authentication' | 'tokenUrl'> = {},
): void {
  const { credentials, accessToken } = options;
  const authentication = api.authentication;
  if (credentials === undefined && accessToken === undefined && authentication !== 'none') {
    throw new TypeError(`${who} needs credentials (with authUrl) or accessToken: every operation is authenticated.`);
  }
  if (accessToken !== undefined && typeof accessToken !== 'string' && typeof accessToken !== 'function') {
    throw new TypeError(`${who}: accessToken must be a string or a function returning one.`);
  }
  if (typeof accessToken === 'string' && accessToken.trim() === '') {
    throw new TypeError(`${who}: accessToken must not be empty.`);
  }
  if (credentials !== undefined) {
    if (
      typeof credentials !== 'object' ||
      credentials === null ||
      typeof credentials.clientKey !== 'string' ||
      typeof credentials.clientSecret !== 'string' ||
      credentials.clientKey === '' ||
      credentials.clientSecret === ''
    ) {
      throw new TypeError(`${who}: credentials must be { clientKey, clientSecret }, two non-empty strings.`);
    }
    if (accessToken === undefined && options.authUrl === undefined && api.tokenUrl === undefined) {
      throw new TypeError(
        `${who}: credentials need authUrl, the base address of the authorization server (tokens come from {authUrl}${DEFAULTS.tokenPath}).`,
      );
    }
  }
  if (options.authUrl !== undefined)
    checkBaseAddress(who, 'authUrl', options.authUrl, options.token?.path ?? DEFAULTS.tokenPath);
  if (options.logLevel !== undefined && !LOG_LEVELS.includes(options.logLevel)) {
    throw new TypeError(
      `${who}: logLevel must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(options.logLevel)}.`,
    );
  }
  const logger = options.logger as Record<string, unknown> | undefined;
  if (
    logger !== undefined &&
    (typeof logger !== 'object' ||
      logger === null ||
      LOG_LEVELS.slice(1).some((level) => typeof logger[level] !== 'function'))
  ) {
    throw new TypeError(`${who}: logger must have debug, info, warn and error methods (console has them).`);
  }
}

/**
 * What a generated factory checks before it builds anything: every option name is one it takes (its server
 * variables, from the descriptor, and the runtime's), each server variable has a value that fits (the base
 * address, the variable that opens the server URL, an absolute http(s) URL; others their spec pattern or enum),
 * and the shared options.
 */
export function checkClientOptions(api: ApiDescriptor, options: unknown): void {
  const who = `The ${api.name} client`;
  if (typeof options !== 'object' || options === null) throw new TypeError(`${who} needs an options object.`);
  const variables = api.serverVariables ?? [];
  const known = [
    ...variables.map((v) => v.option),
    ...(api.factoryOptions ?? []),
    ...RUNTIME_OPTION_NAMES.filter((n) => !FACTORY_FILLED.has(n) && (n !== 'security' || takesSecurity(api))),
  ];
  refuseUnknown(who, options, known);
  const given = options as Record<string, unknown>;
  const base = api.serverUrl === undefined ? undefined : baseAddressVariable(api.serverUrl);
  variables.forEach((variable) => {
    // Option names come from the spec: only an own property gives one (a `valueOf` option is not Object's).
    const value = Object.hasOwn(given, variable.option) ? given[variable.option] : undefined;
    if (value === undefined && variable.optional === true) return;
    if (typeof value !== 'string' || value === '') {
      throw new TypeError(`${who} needs ${variable.option}, a non-empty string.`);
    }
    if (variable.name === base) {
      checkBaseAddress(who, variable.option, value, DEFAULTS.tokenPath);
      return;
    }
    if (variable.enum !== undefined && !variable.enum.includes(value)) {
      throw new TypeError(
        `${who}: ${variable.option} must be one of ${variable.enum.map((e) => JSON.stringify(e)).join(', ')}, not ${JSON.stringify(value)}.`,
      );
    }
    if (variable.pattern !== undefined && !new RegExp(variable.pattern, 'u').test(value)) {
      throw new TypeError(
        `${who}: ${variable.option} ${JSON.stringify(value)} does not match its pattern ${variable.pattern}.`,
      );
    }
  });
  checkRuntimeOptions(who, given as unknown as RuntimeOptions, api);
}
