/**
 * Every answer of the MCP server is bounded: at most `MAX_ANSWER_CHARS` characters of JSON. A list (or the
 * `items` / `rows` of an answer) longer than that keeps as many leading items as fit and says how many it left
 * out and how to page; any other answer too long is cut with a note. An assistant's context is not a place for a
 * whole report.
 */
import { jsonText } from '../output/format.js';

/** The largest answer, in characters of JSON. */
export const MAX_ANSWER_CHARS = 20_000;

function listKey(value: unknown): 'items' | 'rows' | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (Array.isArray((value as { items?: unknown }).items)) return 'items';
  return Array.isArray((value as { rows?: unknown }).rows) ? 'rows' : undefined;
}

export function boundedText(value: unknown, max = MAX_ANSWER_CHARS): string {
  const whole = jsonText(value, 1) ?? 'null';
  if (whole.length <= max) return whole;
  const key = listKey(value);
  const list = Array.isArray(value) ? value : key === undefined ? undefined : (value as Record<string, unknown[]>)[key];
  if (list !== undefined) {
    const shape = (n: number) => {
      const note =
        `${n} of ${list.length} items shown: the answer is limited to ${max} characters; ` +
        'ask for fewer (limit) or the next ones (offset)';
      return Array.isArray(value)
        ? { items: list.slice(0, n), truncated: note }
        : { ...(value as object), [key as string]: list.slice(0, n), truncated: note };
    };
    let [low, high] = [0, list.length];
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((jsonText(shape(mid), 1) ?? '').length <= max) low = mid;
      else high = mid - 1;
    }
    return jsonText(shape(low), 1) ?? '';
  }
  return `${whole.slice(0, max)}\n... (cut: the answer is limited to ${max} characters)`;
}
