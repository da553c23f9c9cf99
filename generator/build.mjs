/**
 * The esbuild bundle of the generator that run.mjs runs: generator/cli/cli.ts and the workspace TypeScript it
 * imports (the runtime) in one ES module bundle with a source map, split at dynamic imports so the no-op path
 * loads none of generate.ts; every package from node_modules stays an import, loaded as installed.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Bundles into `outdir` (cli.js and its chunks); returns esbuild's result with its metafile. */
export async function buildGenerator(outdir) {
  const esbuild = await import('esbuild');
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
    plugins: [
      {
        name: 'dependencies-as-installed',
        setup(build) {
          // Packages are imported from node_modules at run time; only the workspace's own TypeScript is bundled.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@platform-sdk/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
