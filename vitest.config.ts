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
    // With two files at once on a 2-core machine that others share, a test that runs commands as processes (npm
    // run fetch-specs, generate) and a set-up hook that starts and seeds a server can take several times as long
    // as alone: the limits are for a hung test, not a slow one.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    reporters: ['default'],
    // The commands that tests start print no progress lines on stderr (test/commands/progress.test.ts asks for them).
    env: { PLATFORM_SDK_PROGRESS: 'off' },
  },
});
