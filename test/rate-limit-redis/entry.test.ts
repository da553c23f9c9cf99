/**
 * What using the Redis store costs an application that does not: no entry but `@platform-sdk/runtime/redis`
 * reaches its modules, and that entry imports node-redis only dynamically (on the store's first call), so that
 * the runtime loads without `@redis/client` installed. Read from esbuild's metafile of each entry's bundle.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../root.js';

async function imports(entry: string): Promise<{ files: string[]; redis: string[] }> {
  const { metafile } = await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    external: ['@redis/client'],
    logLevel: 'silent',
  });
  const files = Object.keys(metafile.inputs);
  const redis = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((i) => i.path === '@redis/client').map((i) => i.kind),
  );
  return { files, redis };
}

describe('@platform-sdk/runtime/redis', () => {
  it.each(['runtime/src/index.ts', 'runtime/src/client.ts', 'runtime/src/internal.ts'])(
    '%s reaches neither the Redis store nor node-redis',
    async (entry) => {
      const { files, redis } = await imports(entry);
      expect(files.filter((f) => f.includes('rate-limit/redis'))).toEqual([]);
      expect(redis).toEqual([]);
    },
  );

  it('imports node-redis only on the first call of a store with a url', async () => {
    const { redis } = await imports('runtime/src/rate-limit/redis.ts');
    expect(redis).toEqual(['dynamic-import']);
  });
});
