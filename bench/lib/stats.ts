/** Medians, ranges and pairwise ratios: what every figure reports. */

export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly n: number;
}

function sorted(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('no values to summarise');
  return [...values].sort((a, b) => a - b);
}

export function median(values: readonly number[]): number {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The q-quantile (0..1) by nearest rank: p99 of 5,000 latencies is the 4,950th smallest. */
export function quantile(values: readonly number[], q: number): number {
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

export function spread(values: readonly number[]): Spread {
  const s = sorted(values);
  return { median: median(s), min: s[0]!, max: s[s.length - 1]!, n: s.length };
}

/**
 * Ratios run by run: `a[i] / b[i]` for runs made next to each other, so that a slow moment of a shared machine
 * weighs on both sides of one ratio instead of on one side of the medians.
 */
export function pairedRatios(a: readonly number[], b: readonly number[]): number[] {
  if (a.length !== b.length)
    throw new Error(`paired ratios need as many runs on both sides (${a.length} and ${b.length})`);
  return a.map((x, i) => x / b[i]!);
}
