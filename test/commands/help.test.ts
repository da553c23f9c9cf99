/**
 * Every command of the repository (package.json scripts, generate among them: command-line/option-table.ts reads every
 * command line) as a process: `--help` prints its usage and every option and exits 0 without doing anything; an
 * unknown option gets one line naming it and the `--help` hint, exit code 2, no stack trace.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../root.js';

const run = promisify(execFile);

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function command(file: string, args: readonly string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file, ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** npm command, its entry, and the options its help must list. */
const COMMANDS: readonly [string, string, readonly string[]][] = [
  [
    'generate',
    'generator/run.mjs',
    [
      '--check',
      '--out <dir>',
      '--spec <file>',
      '--name <name>',
      '--factory <name>',
      '--definitions <file>',
      '--names <file>',
    ],
  ],
  ['fetch-specs', 'scripts/fetch-specs.ts', ['--out <dir>', '--env <file>']],
  ['docs', 'scripts/docs.ts', ['--out <dir>', '--serve', '--port <N>']],
  ['build-packages', 'scripts/build-packages.ts', ['--out <dir>']],
  ['publish-packages', 'scripts/publish-packages.ts', ['--registry <url>', '--pack <folder>', '--out <dir>']],
  ['cli-docs', 'cli/write-docs.ts', ['--check']],
  ['sandbox', 'sandbox/main.ts', ['--port <N>', '--config <file>', '--no-rate-limit', '--seed']],
  [
    'bench',
    'bench/run.ts',
    [
      '--quick',
      '--tiny',
      '--runs <N>',
      '--ours-only',
      '--no-profile',
      '--json <file>',
      '--out <file>',
      '--only <list>',
    ],
  ],
  ['soak', 'test/faults/soak.ts', ['--ops <N>', '--rate <R>', '--seed <N>', '--concurrency <N>']],
];

describe('every command', () => {
  it.concurrent.each(COMMANDS)(
    'npm run %s -- --help lists its options and does nothing else',
    async (name, file, options) => {
      const { code, stdout, stderr } = await command(file, ['--help']);
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      // The arguments a command takes besides options follow them (`[folder ...]`).
      expect(stdout).toMatch(new RegExp(`^Usage: npm run ${name} -- \\[options\\]( [^\n]+)?\n\n`));
      for (const option of [...options, '-h, --help']) expect(stdout).toContain(`${option}  `);
    },
  );

  it.concurrent.each(COMMANDS)('npm run %s: an unknown option is one line and exit code 2', async (name, file) => {
    const outcome = await command(file, ['--no-such-option']);
    expect(outcome).toEqual({
      code: 2,
      stdout: '',
      stderr: `${name}: unknown option --no-such-option; \`npm run ${name} -- --help\` lists the options\n`,
    });
  });
});
