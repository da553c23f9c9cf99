/** `1 row`, `2 rows`, `0 rows`: a count and its noun, singular where one (regular plurals only). */
export function counted(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}
