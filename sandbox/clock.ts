/**
 * The sandbox clock: real time plus an offset that only grows. Everything time-driven in the sandbox
 * (delivery progress, reservations, token expiry, list expiry, report availability, rate-limit windows) reads
 * this clock, so a test can move hours forward in one call instead of waiting.
 */
export class SandboxClock {
  private offsetMs = 0;
  private readonly realNow: () => number;

  constructor(realNow: () => number = Date.now) {
    this.realNow = realNow;
  }

  /** Epoch milliseconds on the sandbox clock. */
  now(): number {
    return this.realNow() + this.offsetMs;
  }

  /** Moves the clock forward; time never runs backwards while the sandbox runs (only reset returns it). */
  advance(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('advanceSeconds must be a finite number >= 0');
    this.offsetMs += Math.round(seconds * 1000);
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
