/**
 * Figure 1's floor: loads the libraries a full run of the generator loads, from the project's node_modules, and
 * does nothing else, so its time is what Node spends reading and compiling them on every run (all through
 * `require`: the bundle imports Redocly, handlebars and the YAML parsers as ES modules, which measured the same).
 *
 *   node bench/children/generator-libraries.mjs
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '..', '..', 'package.json'));

for (const name of ['@redocly/openapi-core', 'handlebars', 'js-yaml', 'yaml']) require(name);
// ts-morph, with the TypeScript it bundles: the one the generator loads (generator/emit/compiler.ts).
require('ts-morph');
// openapi-typescript's transform is bundled with the generator (its `typescript` being ts-morph's), so it is not
// loaded here: its own modules would load the repository's typescript.
