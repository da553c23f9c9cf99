// The vitest settings of the snippets' suites: @platform-sdk/sandbox is the repository's sandbox/ here, as an
// application has it from its package (tsconfig.json maps the same name for the type-check and tsx).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite's cache in the project's node_modules, not in a node_modules of this folder.
  cacheDir: fileURLToPath(new URL('../../../node_modules/.vite/snippets', import.meta.url)),
  resolve: {
    alias: { '@platform-sdk/sandbox': fileURLToPath(new URL('../../../sandbox/index.ts', import.meta.url)) },
  },
  test: { include: ['*.test.ts'] },
});
