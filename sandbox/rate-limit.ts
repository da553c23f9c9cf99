/**
 * Server-side rate limits, measured on the sandbox clock so that advancing the clock also lets a window pass.
 * Two shapes, one per limit specs/mail.yaml states ("Limits"): a sliding window for the token endpoint
 * (100 requests per minute per IP address) and a token bucket for API calls (about 5 calls per second).
 */

export interface Admission {
  readonly allowed: boolean;
  /** Whole seconds until a request would be admitted; only when refused (the `Retry-After` value). */
  readonly retryAfterSeconds: number;
}

const ADMITTED: Admission = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

/** At most `limit` admitted requests per key in any `windowMs`. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  admit(key: string, now: number): Admission {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length >= this.limit) {
      this.hits.set(key, list);
      const oldest = list[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    list.push(now);
    this.hits.set(key, list);
    return ADMITTED;
  }

  clear(): void {
    this.hits.clear();
  }
}

/**
 * A bucket of `burst` tokens per key refilled at `perSecond`. The burst is larger than the client runtime's
 * own bucket (5/s, burst 5) so that a client pacing itself correctly is never refused because of network jitter;
 * a client that does not pace itself gets 429 soon after its first few calls.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  admit(key: string, now: number): Admission {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const elapsed = Math.max(0, now - bucket.at);
    bucket.tokens = Math.min(this.burst, bucket.tokens + (elapsed * this.perSecond) / 1000);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return ADMITTED;
    }
    const waitMs = ((1 - bucket.tokens) * 1000) / this.perSecond;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  clear(): void {
    this.buckets.clear();
  }
}
