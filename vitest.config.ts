import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Integration suites start real servers on port 0; keep worker count modest on 2-core machines.
    pool: 'forks',
    testTimeout: 30_000,
    reporters: ['default'],
  },
});
