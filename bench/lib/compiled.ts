/**
 * Children of figures 5 and 6 run as one JavaScript file bundled by esbuild, under plain `node`: as a deployed
 * app runs the client, compiled. Under `node --import tsx` the loader alone holds about 36 MiB of resident
 * memory before the child does anything (Node 20.20: 39 MiB for `node -e ''`, 75 MiB with tsx imported), which
 * these figures would count against the client they measure. Every variant of a figure (ours and the peers)
 * runs from the same bundled file. Bundled once per process into bench/.work/compiled/.
 */
import path from 'node:path';
import { loadPeer } from './peers.js';
import { freshDir, ROOT } from './work.js';

const built = new Map<string, Promise<string>>();

async function bundle(script: string): Promise<string> {
  const esbuild = (await loadPeer.esbuild()) as unknown as {
    build(options: Record<string, unknown>): Promise<unknown>;
  };
  const dir = await freshDir(`compiled-${path.basename(script, '.ts')}`);
  const outfile = path.join(dir, `${path.basename(script, '.ts')}.mjs`);
  await esbuild.build({
    entryPoints: [path.join(ROOT, script)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    absWorkingDir: ROOT,
    logLevel: 'silent',
    // Peers are imported through computed specifiers (lib/peers.ts) and stay runtime imports, resolved from
    // bench/.work/… up to bench/node_modules as from bench/lib.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  return outfile;
}

/** The bundled form of one of bench/children (a path from the repository root); built on first use. */
export function compiledChild(script: string): Promise<string> {
  let file = built.get(script);
  if (file === undefined) built.set(script, (file = bundle(script)));
  return file;
}
