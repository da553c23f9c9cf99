/**
 * Interleaved runs: variant A, B, C, then A, B, C again, so that whatever else the machine does at a moment
 * falls on every variant alike. Each variant's results come back in run order, ready for paired ratios.
 */

export interface Variant<R> {
  readonly label: string;
  run(round: number): Promise<R>;
}

export async function interleaved<R>(
  variants: readonly Variant<R>[],
  runs: number,
  log: (message: string) => void,
  describe: (result: R) => string,
): Promise<Map<string, R[]>> {
  const results = new Map<string, R[]>(variants.map((v) => [v.label, []]));
  for (let round = 0; round < runs; round++) {
    for (const variant of variants) {
      const result = await variant.run(round);
      results.get(variant.label)!.push(result);
      log(`  run ${round + 1}/${runs} ${variant.label}: ${describe(result)}`);
    }
  }
  return results;
}
