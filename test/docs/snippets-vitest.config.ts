// The vitest settings the guides' suites run with (snippets.test.ts): rooted in the snippets' folder, where
// @platform-sdk/sandbox is the repository's sandbox/, as an application has it from its package
// (docs/guides/snippets/tsconfig.json maps the same name for the type-check and tsx).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: at('../../docs/guides/snippets'),
  // Vite's cache in the project's node_modules, not in a node_modules of the snippets' folder.
  cacheDir: at('../../node_modules/.vite/snippets'),
  resolve: { alias: { '@platform-sdk/sandbox': at('../../sandbox/index.ts') } },
  test: { include: ['*.test.ts'] },
});
