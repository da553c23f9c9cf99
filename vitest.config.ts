import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Folders whose tests call functions and read files, and keep no state between files: they share their workers'
 * modules, so the generator (TypeScript, Redocly, openapi-typescript) is loaded once per worker, not once per file.
 * Tests that start servers, spawn commands, fake timers or hold clients stay isolated, a fresh process per file.
 */
const SHARED_MODULES = [
  'test/generator/**/*.test.ts',
  'test/spec/**/*.test.ts',
  'test/types/**/*.test.ts',
  'test/style/**/*.test.ts',
  'test/corpus/**/*.test.ts',
  'test/fetch-specs/**/*.test.ts',
];

export default defineConfig({
  test: {
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
    projects: [
      { extends: true, test: { name: 'shared modules', include: SHARED_MODULES, isolate: false } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SHARED_MODULES],
        },
      },
    ],
  },
});
