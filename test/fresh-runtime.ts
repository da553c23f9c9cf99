/**
 * Set-up of every file whose workers share modules (vitest.config.ts): the file starts with the runtime's
 * process-wide state empty, the token cache and the rate limiters, as it would in a process of its own.
 */
import { clearRateLimiters, clearTokenCache } from '@platform-sdk/runtime';

clearTokenCache();
clearRateLimiters();
