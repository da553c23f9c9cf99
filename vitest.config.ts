import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Integration suites start real servers on port 0; keep worker count modest on 2-core machines.
    pool: 'forks',
    testTimeout: 30_000,
    reporters: ['default'],
    // The commands that tests start print no progress lines on stderr (test/commands/progress.test.ts asks for them).
    env: { PLATFORM_SDK_PROGRESS: 'off' },
  },
});
