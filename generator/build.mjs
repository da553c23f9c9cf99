/**
 * The esbuild bundle of the generator that run.mjs runs: generator/cli/cli.ts and the workspace TypeScript it
 * imports (the runtime) in one ES module bundle with a source map, split at dynamic imports so the no-op path
 * loads none of generate.ts; every package from node_modules stays an import, loaded as installed, except
 * openapi-typescript: it is bundled so that its `typescript` import is resolved to emit/compiler.ts (esbuild's
 * `alias`), the TypeScript of ts-morph, and the generator never loads the `typescript` a repository installs; and
 * its import of its own Redocly's `lib/ref-utils.js` to emit/redocly-ref-utils.ts, the same two functions on the
 * Redocly the generator runs on.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The imports bundled rather than made at run time; `ALIASES` says what two of them are. */
const BUNDLED = ['@platform-sdk', 'openapi-typescript', 'typescript', '@redocly/openapi-core/lib/ref-utils.js'];
const ALIASES = {
  typescript: './generator/emit/compiler.ts',
  '@redocly/openapi-core/lib/ref-utils.js': './generator/emit/redocly-ref-utils.ts',
};
const OPENAPI_TYPESCRIPT = `${path.sep}node_modules${path.sep}openapi-typescript${path.sep}`;
/** Marks the resolution the plugin asks esbuild for, so that the plugin does not answer it itself. */
const RESOLVING = Symbol('resolving');

/**
 * Where `dir` really is, its links resolved: esbuild gives resolved paths as real paths, and Node resolves a
 * relative import from the bundle's real place, so the bundle's relative imports are made from there too (a copy
 * of the checkout whose node_modules is a link to another's builds into that other's cache).
 */
function realDir(dir) {
  const rest = [];
  let existing = dir;
  while (!existsSync(existing)) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  return path.join(realpathSync(existing), ...rest);
}

/** Bundles into `outdir` (cli.js and its chunks); returns esbuild's result with its metafile. */
export async function buildGenerator(outdir) {
  const esbuild = await import('esbuild');
  const realOutdir = realDir(path.resolve(root, outdir));
  return esbuild.build({
    absWorkingDir: root,
    entryPoints: { cli: 'generator/cli/cli.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir,
    // Stack traces name the TypeScript files and lines; the sources themselves are read from the checkout.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'error',
    alias: ALIASES,
    plugins: [
      {
        name: 'dependencies-as-installed',
        setup(build) {
          // Packages are imported from node_modules at run time; only the workspace's own TypeScript and
          // openapi-typescript (for its compiler, above) are bundled.
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData === RESOLVING) return undefined;
            if (BUNDLED.some((name) => args.path === name || args.path.startsWith(`${name}/`))) return undefined;
            if (!args.importer.includes(OPENAPI_TYPESCRIPT) || args.path.startsWith('node:')) {
              return { path: args.path, external: true };
            }
            // What openapi-typescript imports is its own dependencies' copies (ansi-colors, change-case): imported by a
            // path relative to the bundle, so that no path of this checkout is written into it.
            const resolved = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: RESOLVING,
            });
            if (resolved.errors.length > 0) return { errors: resolved.errors };
            if (resolved.external) return { path: args.path, external: true };
            return {
              path: path.relative(realOutdir, resolved.path).split(path.sep).join('/'),
              external: true,
            };
          });
        },
      },
    ],
  });
}
