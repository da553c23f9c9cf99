/**
 * Our generator on one spec, as a process of its own: what `npm run generate` does for one package (load and
 * lint, model, schema.gen.ts, client.gen.ts, package files, write), for documents that are not in packages.ts.
 * Run under tsx like `npm run generate`:
 *
 *   npx tsx bench/lib/generate-one.ts <spec> <name> <out-dir>
 */
import path from 'node:path';
import { createShared, generatePackage } from '../../generator/generate.js';
import { writeOutput } from '../../generator/write-output.js';

const root = path.resolve(import.meta.dirname, '../..');
const [spec, name, out] = process.argv.slice(2);
if (spec === undefined || name === undefined || out === undefined) {
  console.error('usage: generate-one.ts <spec> <name> <out-dir>');
  process.exit(2);
}
const pascal = name.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase());
const shared = await createShared(root);
const { files, warnings } = await generatePackage(shared, { name, spec: path.resolve(spec), factory: `create${pascal}Client` });
for (const warning of warnings) console.warn(warning);
const summary = await writeOutput(path.resolve(out), files);
console.log(`generate-one: ${summary.written.length} written, ${summary.unchanged} unchanged in ${out}`);
