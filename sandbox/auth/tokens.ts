/** Issued access tokens: opaque random strings mapped to who holds them, what they open and until when. */
import { randomBytes } from 'node:crypto';

/** Token validity: 1 hour (specs/mail.yaml, "Access tokens" and "Limits"). */
export const TOKEN_LIFETIME_SECONDS = 3600;

export interface IssuedToken {
  readonly clientId: string;
  readonly scopes: ReadonlySet<string>;
  /** Normalized audience the token was issued for. */
  readonly audience: string;
  /** Epoch ms on the sandbox clock. */
  readonly expiresAt: number;
}

export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();

  issue(clientId: string, scopes: readonly string[], audience: string, now: number): string {
    this.sweep(now);
    const value = randomBytes(32).toString('base64url');
    this.tokens.set(value, {
      clientId,
      scopes: new Set(scopes),
      audience,
      expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000,
    });
    return value;
  }

  lookup(value: string): IssuedToken | undefined {
    return this.tokens.get(value);
  }

  /** Drops tokens that expired more than a day ago so a long-running sandbox does not grow without bound. */
  private sweep(now: number): void {
    if (this.tokens.size < 10_000) return;
    for (const [value, token] of this.tokens) {
      if (token.expiresAt < now - 86_400_000) this.tokens.delete(value);
    }
  }
}

/** An audience compared as an origin-like string: no trailing slash, lower-case scheme and host. */
export function normalizeAudience(value: string): string {
  try {
    const url = new URL(value);
    const path = url.pathname.replace(/\/+$/, '');
    return `${url.protocol}//${url.host}${path}`.toLowerCase();
  } catch {
    return value.trim().replace(/\/+$/, '');
  }
}
