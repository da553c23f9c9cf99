import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Folders and files whose tests keep no state between files (faked timers, globals and environment variables
 * restored after each test, servers closed, nothing cached across files but the runtime's token cache and rate
 * limiters, which test/fresh-runtime.ts empties before each file): they share their workers' modules, so the generator
 * (TypeScript, Redocly, openapi-typescript), the sandbox and the runtime are loaded once per worker, not once per
 * file. The rest stay isolated, a fresh process per file.
 */
const SHARED_MODULES = [
  'test/generator/**/*.test.ts',
  'test/spec/**/*.test.ts',
  'test/types/**/*.test.ts',
  'test/style/**/*.test.ts',
  'test/corpus/**/*.test.ts',
  'test/fetch-specs/**/*.test.ts',
  'test/sandbox/**/*.test.ts',
  'test/runtime/**/*.test.ts',
  'test/integration/**/*.test.ts',
  'test/commands/**/*.test.ts',
  'test/cli/**/*.test.ts',
  'test/bench/**/*.test.ts',
  // processes.test.ts does its work in processes of its own: sharing would save it nothing.
  'test/rate-limit-redis/{store,entry,cli,guide-snippets}.test.ts',
  'test/faults/**/*.test.ts',
  // Of the docs and packaging tests, those that drive no browser, registry or build of every package.
  'test/docs/site-builder.test.ts',
  'test/docs/code-samples.test.ts',
  'test/packaging/engines.test.ts',
  'test/packaging/repository.test.ts',
  'test/packaging/minified-names.test.ts',
];

export default defineConfig({
  test: {
    // Integration suites start real servers on port 0, so files may run side by side. Many files spend part of their
    // time waiting (on child processes, Chromium, loopback HTTP, the services' paced rate limits), so one file more
    // than the cores keeps them busy where vitest's default (one less than the cores) leaves one idle.
    pool: 'forks',
    maxWorkers: availableParallelism() + 1,
    // With three files at once on a 2-core machine that others share, a test that runs commands as processes (npm
    // run fetch-specs, generate) and a set-up hook that starts and seeds a server can take several times as long
    // as alone: the limits are for a hung test, not a slow one.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    reporters: ['default'],
    // The commands that tests start print no progress lines on stderr (test/commands/progress.test.ts asks for them).
    env: { PLATFORM_SDK_PROGRESS: 'off' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: SHARED_MODULES,
          isolate: false,
          setupFiles: ['test/fresh-runtime.ts'],
        },
      },
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
