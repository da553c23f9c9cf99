/**
 * `npx tsx test/corpus/measure.ts`: how many corpus documents generate and type-check, and how many of their
 * operations the clients call (typed or raw); one line each, then the rules that made operations raw or left them
 * out, by count.
 */
import path from 'node:path';
import { ROOT } from '../root.js';
import { runCorpus } from './corpus.js';

const results = await runCorpus(path.join(ROOT, '.corpus-out'));
let ok = 0;
let generated = 0;
let total = 0;
let raw = 0;
const rules = new Map<string, number>();
for (const r of results) {
  const state =
    r.refused !== undefined ? 'refused' : r.typeErrors.length > 0 ? `${r.typeErrors.length} type errors` : 'ok';
  if (state === 'ok') ok++;
  generated += r.operations?.generated ?? 0;
  total += r.operations?.total ?? 0;
  raw += r.operations?.raw ?? 0;
  for (const w of r.warnings) {
    const form = w.includes('left out') ? 'left out' : w.includes('in its raw form') ? 'raw' : undefined;
    if (form === undefined) continue;
    const rule = `${/\[([^\]]+)\]/.exec(w)?.[1] ?? '?'} (${form})`;
    rules.set(rule, (rules.get(rule) ?? 0) + 1);
  }
  const ops =
    r.operations === undefined
      ? ''
      : ` (${r.operations.generated}/${r.operations.total} operations, ${r.operations.raw} raw)`;
  const why = r.refused?.split('\n').slice(0, 3).join(' | ') ?? r.typeErrors.slice(0, 2).join(' | ');
  console.log(`${state.padEnd(16)} ${r.document.spec}${ops}${why ? `\n    ${why.slice(0, 400)}` : ''}`);
}
console.log(
  `operations raw or left out, by rule: ${[...rules].map(([rule, n]) => `${rule} ${n}`).join(', ') || 'none'}`,
);
console.log(
  `${ok} of ${results.length} documents generate and type-check; ${generated} of ${total} operations ` +
    `(${generated - raw} typed, ${raw} raw)`,
);
