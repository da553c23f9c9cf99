/**
 * `npm run generate`: regenerates generated/ from specs/ (no network). Writes only changed files, deletes
 * orphans, prints one summary line with the elapsed time.
 * `npm run generate -- --check`: regenerates in memory, writes nothing, exits 1 naming every stale, missing or
 * orphan file (0 when generated/ is up to date).
 * `--out <dir>` sets the output folder (default `generated`, relative to the project root).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDrift, findDrift, hasDrift } from './check.js';
import { GeneratorError } from './errors.js';
import { generate } from './generate.js';
import { packages } from './packages.js';
import { writeOutput } from './write-output.js';

const root = path.resolve(import.meta.dirname, '..');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, out: { type: 'string', default: 'generated' } },
    strict: true,
  });
  const outDir = path.resolve(root, values.out);
  const label = path.relative(root, outDir).split(path.sep).join('/') || '.';
  // performance.now() counts from process start, so the time includes loading the generator itself.
  const elapsed = () => `${(performance.now() / 1000).toFixed(2)}s`;

  const { files, warnings } = await generate(root, packages);
  for (const warning of warnings) console.warn(warning);

  if (values.check) {
    const drift = await findDrift(outDir, files);
    if (hasDrift(drift)) {
      for (const line of describeDrift(drift, label)) console.error(line);
      console.error(`generate --check: ${label}/ is out of date; run \`npm run generate\` and commit the result (${elapsed()}).`);
      return 1;
    }
    console.log(`generate --check: ${label}/ is up to date, ${files.size} files (${elapsed()}).`);
    return 0;
  }
  const summary = await writeOutput(outDir, files);
  console.log(
    `generate: ${summary.written.length} written, ${summary.deleted.length} deleted, ${summary.unchanged} unchanged in ${label}/ (${packages.map((p) => p.name).join(', ')}) in ${elapsed()}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof GeneratorError) {
      console.error(`generate: the spec has problems that stop generation:\n${error.message}`);
    } else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    process.exit(1);
  },
);
