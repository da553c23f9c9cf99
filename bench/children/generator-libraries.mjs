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
require('typescript');
require('openapi-typescript/dist/transform/index.cjs');
require('openapi-typescript/dist/lib/ts.cjs');
require('openapi-typescript/dist/lib/utils.cjs');
