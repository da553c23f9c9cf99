/**
 * The sandbox clock: real time plus an offset that only grows. Everything time-driven in the sandbox
 * (delivery progress, reservations, token expiry, list expiry, report availability, rate-limit windows) reads
 * this clock, so a test can move hours forward in one call instead of waiting.
 */

/**
 * How far the clock may run ahead of real time: 100 years of 365.25 days. Far beyond any validity the API knows
 * (a month of request ids, six months of reports) and far inside what dates, ISO strings and reports can show.
 */
export const MAX_AHEAD_SECONDS = 100 * 365.25 * 86_400;

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

  /** The largest step `advance` takes now: what is left of the 100 years ahead of real time. */
  maxAdvanceSeconds(): number {
    return MAX_AHEAD_SECONDS - this.offsetMs / 1000;
  }

  /**
   * Why `advance(seconds)` would be refused, or undefined when it is fine: the step must be a finite number
   * >= 0 that keeps the clock at most 100 years ahead of real time.
   */
  advanceProblem(seconds: number): string | undefined {
    if (!Number.isFinite(seconds) || seconds < 0) return 'advanceSeconds must be a finite number >= 0';
    if (seconds > this.maxAdvanceSeconds()) {
      return `advanceSeconds must keep the sandbox clock at most 100 years (${MAX_AHEAD_SECONDS} s) ahead of real time; at most ${Math.floor(this.maxAdvanceSeconds())} is left`;
    }
    return undefined;
  }

  /** Moves the clock forward; time never runs backwards while the sandbox runs (only reset returns it). */
  advance(seconds: number): void {
    const problem = this.advanceProblem(seconds);
    if (problem !== undefined) throw new RangeError(problem);
    this.offsetMs += Math.round(seconds * 1000);
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
