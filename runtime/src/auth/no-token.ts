/**
 * The token provider of a client whose document asks for no security (`ApiDescriptor.authentication: 'none'`)
 * and that was given no credentials: no token is asked for and no Authorization header is sent.
 */
import type { TokenProvider } from './token-provider.js';

export const NO_TOKEN: TokenProvider = Object.freeze({
  get: () => Promise.resolve(undefined),
  invalidate: () => undefined,
  refreshable: false,
  current: () => undefined,
});
