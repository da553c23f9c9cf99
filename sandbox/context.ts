/** Everything a request handler may read or change: configuration, clock, tokens, limits and service state. */
import type { IncomingMessage } from 'node:http';
import { normalizeAudience, TokenStore } from './auth/tokens.js';
import { SandboxClock } from './clock.js';
import type { RateLimitConfig, SandboxConfig } from './config.js';
import { DatabaseState } from './database/state.js';
import { MailState } from './mail/state.js';
import { SlidingWindowLimiter, TokenBucketLimiter } from './rate-limit.js';

export interface Limiters {
  readonly token: SlidingWindowLimiter;
  readonly api: TokenBucketLimiter;
  /** Database API calls, per account; a bucket apart from the mail API's. */
  readonly database: TokenBucketLimiter;
}

export class SandboxContext {
  readonly clock = new SandboxClock();
  /** Tokens survive a reset on purpose: a client's cached token keeps working across test cases. */
  readonly tokens = new TokenStore();
  readonly limits: Limiters | undefined;
  mail: MailState;
  database: DatabaseState;
  /** `http://127.0.0.1:<port>`, known once the server listens. */
  origin = '';

  constructor(
    readonly config: SandboxConfig,
    rateLimit: RateLimitConfig | undefined,
  ) {
    this.limits = rateLimit && {
      token: new SlidingWindowLimiter(rateLimit.tokenPerMinute, 60_000),
      api: new TokenBucketLimiter(rateLimit.apiPerSecond, rateLimit.apiBurst),
      database: new TokenBucketLimiter(rateLimit.databasePerSecond, rateLimit.databaseBurst),
    };
    this.mail = new MailState(config);
    this.database = new DatabaseState(config, this.clock.now());
  }

  /** Empty state, clock back to real time, every rate-limit window cleared. */
  reset(): void {
    this.mail = new MailState(this.config);
    this.clock.reset();
    this.database = new DatabaseState(this.config, this.clock.now());
    this.limits?.token.clear();
    this.limits?.api.clear();
    this.limits?.database.clear();
  }

  /**
   * Audiences this sandbox answers for: its own origin under any loopback name and the Host the request used
   * (a token's audience is the API's base address, which is this origin), plus configured ones.
   */
  acceptsAudience(audience: string, req: IncomingMessage): boolean {
    const wanted = normalizeAudience(audience);
    const port = new URL(this.origin || 'http://127.0.0.1').port;
    const accepted = new Set(
      [
        this.origin,
        `http://localhost:${port}`,
        `http://127.0.0.1:${port}`,
        `http://[::1]:${port}`,
        req.headers.host ? `http://${req.headers.host}` : '',
        ...this.config.audiences,
      ]
        .filter((a) => a !== '')
        .map(normalizeAudience),
    );
    return accepted.has(wanted);
  }
}
