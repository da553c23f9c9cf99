/**
 * The " (did you mean …?)" hint of an option or scheme name that is not one of the known ones: a misspelt name
 * is answered with the names it was likely meant to be.
 */

/** Edit distance, ignoring case (option and scheme names are short). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] as number) + 1,
        diagonal + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** ` (did you mean "a" or "b"?)` for the known names near `name`, or '' when none is. */
export function didYouMean(name: string, known: readonly string[]): string {
  const near = known.filter((k) => {
    const d = distance(name, k);
    return d <= 2 || (d <= 3 && name.slice(0, 4).toLowerCase() === k.slice(0, 4).toLowerCase());
  });
  return near.length > 0 ? ` (did you mean ${near.map((k) => `"${k}"`).join(' or ')}?)` : '';
}
