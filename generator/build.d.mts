import type { BuildResult } from 'esbuild';

export function buildGenerator(outdir: string): Promise<BuildResult<{ metafile: true }>>;
