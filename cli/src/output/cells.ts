/**
 * One value as one CSV cell, and back, without loss: a string is written as it is unless it would read back as
 * JSON (`42`, `true`, `null`, `[...]`), in which case it is written as a JSON string (`"42"`); any other value
 * (a number, a boolean, select values) is written as JSON; null and a missing value are an empty cell. Reading
 * takes a cell that parses as JSON as that value and any other cell as text, so `platform records x export
 * --format csv` reads back with `import` as the same records.
 */

export function toCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return readsAsJson(value) ? JSON.stringify(value) : value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** What a JSON text can start with: a cell starting otherwise is text without trying (an exception is slow). */
const JSON_START = /^\s*(?:[[{"\-0-9]|true\b|false\b|null\b)/;

function readsAsJson(text: string): boolean {
  if (!JSON_START.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A cell as a value; an empty cell is `undefined` (left out of the record). */
export function fromCell(cell: string): unknown {
  if (cell === '') return undefined;
  if (!JSON_START.test(cell)) return cell;
  try {
    return JSON.parse(cell);
  } catch {
    return cell;
  }
}
