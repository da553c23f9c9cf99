/**
 * Builds the generator's startup snapshot (snapshot-run.ts starts runs from it): snapshot-main.ts and what it
 * imports, the generator with its libraries, bundled by esbuild into one CommonJS file (a snapshot cannot load
 * modules from node_modules), then run by `node --build-snapshot` with the Node flags of the run, which the
 * snapshot must be started with.
 */
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The bundle with every character outside ASCII written as a `\u` escape. esbuild escapes them in strings and
 * templates but leaves them in regular expression literals (two in the libraries, `/pok[eé]mon$/i` and
 * `/[.。]+$/u`), and one such character makes V8 hold the whole 9 MB source as a two-byte string: 9 MB more in
 * the snapshot and in the heap of every run started from it (39 to 30 MB of snapshot, 15 MiB of resident
 * memory). An escape means the same character in a regular expression, with or without the `u` flag, as in a
 * string or an identifier (only a regular expression's `source` shows the escape); in a comment it is only text.
 */
export function asciiOnly(source) {
  return source.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const LIB_FILES =
  /\nconst libFiles = \[\{\n[^]*?\n {4}\}\];\n\nfunction getLibFiles\(\) \{\n {4}return libFiles;\n\}\n/;

/**
 * ts-morph-common.js (`file`) with TypeScript's lib files (2.9 MB of declarations, held as source and again as
 * strings) left out: ts-morph reads them only for a project's in-memory file system, and the generator makes no
 * project; it prints structures. Should anything ask for them, `getLibFiles` loads the installed module then.
 * A version of the file without that shape is kept as it is.
 */
export function withoutLibFiles(source, file) {
  return source.replace(
    LIB_FILES,
    `\nfunction getLibFiles() {\n    return require(${JSON.stringify(file)}).getLibFiles();\n}\n`,
  );
}

/**
 * Writes `<outdir>/generator.blob`: the snapshot of the generator whose esbuild bundle (build.mjs) has its
 * cli.js at `cliFile`, for this Node and these flags.
 */
export async function buildSnapshot(outdir, cliFile, nodeFlags) {
  const esbuild = await import('esbuild');
  const bundle = path.join(outdir, 'snapshot.cjs');
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['generator/snapshot-main.ts'],
    outfile: bundle,
    // Written once, below, in ASCII only.
    write: false,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    // A failed build leaves the run to the process that asked for it (snapshot-run.ts), and prints nothing.
    logLevel: 'silent',
    // The snapshot holds the source of every function: minified, it is a fifth smaller and so is a run's peak
    // memory. Not minifySyntax, which made a run slower.
    minifyWhitespace: true,
    minifyIdentifiers: true,
    // cli.ts finds the project root from its folder and is the bundle's cli.js (the worker is its load-worker.js).
    define: {
      'import.meta.dirname': JSON.stringify(path.join(root, 'generator')),
      'import.meta.url': JSON.stringify(pathToFileURL(cliFile).href),
      CLI_FILE: JSON.stringify(cliFile),
    },
    // One TypeScript: openapi-typescript's `typescript` is the copy ts-morph bundles, as in libraries.ts.
    alias: { typescript: path.join(root, 'node_modules', '@ts-morph', 'common', 'dist', 'typescript.js') },
    // The require a snapshot has loads only Node's own modules; this one loads from node_modules too.
    banner: {
      js: `var require = require("node:module").createRequire(${JSON.stringify(path.join(root, 'package.json'))});`,
    },
    plugins: [
      {
        name: 'snapshot-libraries',
        setup(build) {
          build.onResolve({ filter: /^\.\/libraries\.js$/ }, (args) => ({
            path: path.join(args.resolveDir, 'libraries-inlined.ts'),
          }));
          // It loads Node's http module, which a snapshot cannot be built with, and only a fetch through a proxy
          // uses it (in openapi-typescript's own Redocly, never called here): required on first use instead.
          build.onResolve({ filter: /^https-proxy-agent$/ }, async (args) => {
            if (args.pluginData === 'installed') return undefined;
            const installed = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: 'installed',
            });
            return { path: installed.path, namespace: 'on-first-use' };
          });
          build.onResolve({ filter: /.*/, namespace: 'on-first-use' }, (args) => ({ path: args.path, external: true }));
          build.onLoad({ filter: /[\\/]@ts-morph[\\/]common[\\/]dist[\\/]ts-morph-common\.js$/ }, async (args) => ({
            contents: withoutLibFiles(await readFile(args.path, 'utf8'), args.path),
            loader: 'js',
          }));
          build.onLoad({ filter: /.*/, namespace: 'on-first-use' }, (args) => ({
            contents: `const load = () => require(${JSON.stringify(args.path)});\nmodule.exports = new Proxy({}, { get: (_, key) => load()[key] });`,
          }));
        },
      },
    ],
  });
  await writeFile(bundle, asciiOnly(built.outputFiles[0].text));
  await promisify(execFile)(
    process.execPath,
    [...nodeFlags, '--snapshot-blob', path.join(outdir, 'generator.blob'), '--build-snapshot', bundle],
    { cwd: outdir },
  );
  await rm(bundle);
}
