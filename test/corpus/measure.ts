/**
 * `npx tsx test/corpus/measure.ts`: how many corpus documents generate and type-check, one line each.
 */
import path from 'node:path';
import { ROOT } from '../generator/helpers.js';
import { runCorpus } from './corpus.js';

const results = await runCorpus(path.join(ROOT, '.corpus-out'));
let ok = 0;
for (const r of results) {
  const state =
    r.refused !== undefined ? 'refused' : r.typeErrors.length > 0 ? `${r.typeErrors.length} type errors` : 'ok';
  if (state === 'ok') ok++;
  const why = r.refused?.split('\n').slice(0, 3).join(' | ') ?? r.typeErrors.slice(0, 2).join(' | ');
  console.log(`${state.padEnd(16)} ${r.document.spec}${why ? `\n    ${why.slice(0, 400)}` : ''}`);
}
console.log(`${ok} of ${results.length} documents generate and type-check`);
