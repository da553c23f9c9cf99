/**
 * The byte form of the snapshot files, so that the same content always gives the same bytes: JSON with two-space
 * indents and a final newline, object members in code-point order of their names, except the members of a
 * `properties` map (a schema's properties, a definition's properties), which keep the service's order: it is the
 * order of the definition and of the generated types, so a change of it is a change worth seeing. Arrays keep
 * their order. A number that JavaScript cannot hold exactly (an integer beyond 2^53) is refused rather than written
 * changed.
 */

export class SnapshotValueError extends Error {}

/** `value` rebuilt with its members in the canonical order; `where` names the place for errors. */
function ordered(value: unknown, where: string, keepOrder: boolean): unknown {
  if (Array.isArray(value)) return value.map((item, i) => ordered(item, `${where}[${i}]`, false));
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new SnapshotValueError(`${where}: ${value} is an integer beyond 2^53, which cannot be kept exactly`);
  }
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (!keepOrder) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, unknown> = {};
  for (const [key, member] of entries) {
    // The members of a map are schemas, whatever their names; a schema's `properties` is a map.
    out[key] = ordered(member, `${where}.${key}`, !keepOrder && key === 'properties');
  }
  return out;
}

/** The canonical text of `value` (`file` names it in errors). */
export function canonicalJson(value: unknown, file: string): string {
  return `${JSON.stringify(ordered(value, file, false), null, 2)}\n`;
}
