/**
 * The one esbuild call of the packages that ship as bundles (the command line, the sandbox): ESM for Node, split
 * into chunks, with source maps, every package left as an import. It answers which packages the bundle imports,
 * so each caller can check them against what its package.json declares.
 */
import { build as esbuild } from 'esbuild';

/** The package a bare import names (`@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Bundles `entryPoints` (name -> source, relative to `root`) into `outdir`; the packages it imports, sorted. */
export async function bundleForNode(
  root: string,
  outdir: string,
  entryPoints: Record<string, string>,
): Promise<string[]> {
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'silent',
  });
  const imported = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageOf(i.path)),
  );
  return [...new Set(imported)].sort();
}
