import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Integration suites start real servers on port 0, so files may run side by side. Most files spend their time
    // waiting (on child processes, Chromium, loopback HTTP), so two at once keep two cores busy where vitest's
    // default (one less than the cores) would run one file at a time on a 2-core machine.
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    reporters: ['default'],
    // The commands that tests start print no progress lines on stderr (test/commands/progress.test.ts asks for them).
    env: { PLATFORM_SDK_PROGRESS: 'off' },
  },
});
