/**
 * command-line/progress.mjs: the progress of long commands. On a terminal one live line, redrawn in place with a bar,
 * the step, how far it is and the time; in CI or without a terminal one plain line per step; never on stdout.
 * The last test runs a real command on a pseudo-terminal (`script`) and without one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgress, progressMode } from '../../command-line/progress.mjs';
import { ROOT } from '../root.js';

const run = promisify(execFile);
const CLEAR = '\r\u001b[2K';

/** A stand-in for stderr that keeps what is written, and a clock that moves only when told. */
function terminal(isTTY: boolean, columns = 100) {
  const written: string[] = [];
  let now = 0;
  return {
    stream: { isTTY, columns, write: (text: string) => written.push(text) },
    written,
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('progressMode', () => {
  it.each<[string, boolean, Record<string, string>, string]>([
    ['a terminal', true, {}, 'live'],
    ['a terminal in CI', true, { CI: 'true' }, 'plain'],
    ['a terminal with CI=false', true, { CI: 'false' }, 'live'],
    ['no terminal (a pipe, a file, a test)', false, {}, 'plain'],
    ['no terminal, asked for live', false, { PLATFORM_SDK_PROGRESS: 'live' }, 'live'],
    ['a terminal, asked for none', true, { PLATFORM_SDK_PROGRESS: 'off' }, 'off'],
    ['CI, asked for plain in capitals', true, { CI: '1', PLATFORM_SDK_PROGRESS: 'PLAIN' }, 'plain'],
    ['an unknown request: the default', true, { PLATFORM_SDK_PROGRESS: 'loud' }, 'live'],
  ])('%s: %s', (_, isTTY, env, want) => {
    expect(progressMode({ isTTY }, env)).toBe(want);
  });
});

describe('on a terminal', () => {
  it('redraws one line in place: bar, step of steps, what, how far and the time; clears it at the end', () => {
    const t = terminal(true);
    const progress = createProgress('docs', { steps: 4, stream: t.stream, env: {}, clock: t.clock, redrawMs: 0 });
    progress.step('reading the specs');
    t.advance(1500);
    progress.step('rendering the references');
    progress.item(1, 4, 'reference/mail.html');
    progress.end();
    expect(t.written).toEqual([
      `${CLEAR}docs ${'░'.repeat(20)} 1/4 reading the specs · 0.0s`,
      `${CLEAR}docs ${'█'.repeat(5)}${'░'.repeat(15)} 2/4 rendering the references · 1.5s`,
      `${CLEAR}docs ${'█'.repeat(6)}${'░'.repeat(14)} 2/4 rendering the references · reference/mail.html 1/4 · 1.5s`,
      CLEAR,
    ]);
    // No line ends: the terminal keeps one line, which the command's own output then replaces.
    expect(t.written.join('')).not.toContain('\n');
  });

  it('cuts the line to the terminal width, so it never wraps and `\\r` redraws all of it', () => {
    const t = terminal(true, 40);
    const progress = createProgress('build-packages', { steps: 1, stream: t.stream, env: {}, redrawMs: 0 });
    progress.step('building the packages with a very long description of the step');
    const line = t.written[0]?.slice(CLEAR.length) ?? '';
    expect([...line]).toHaveLength(39);
    expect(line.endsWith('…')).toBe(true);
  });

  it('moves the time while a step runs, and stops redrawing once ended', async () => {
    const t = terminal(true);
    const progress = createProgress('generate', { steps: 1, stream: t.stream, env: {}, redrawMs: 10 });
    progress.step('generating mail');
    await new Promise((resolve) => setTimeout(resolve, 80));
    progress.end();
    const count = t.written.length;
    expect(count).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.written).toHaveLength(count);
    expect(t.written.at(-1)).toBe(CLEAR);
  });

  it('clears the line for a line the command prints (pause), and writes nothing before the first step', () => {
    const t = terminal(true);
    const progress = createProgress('fetch-specs', { steps: 2, stream: t.stream, env: {}, redrawMs: 0 });
    progress.pause();
    progress.end();
    expect(t.written).toEqual([]);
    const again = createProgress('fetch-specs', { steps: 2, stream: t.stream, env: {}, redrawMs: 0 });
    again.step('getting a token');
    again.pause();
    expect(t.written.at(-1)).toBe(CLEAR);
    again.end();
  });
});

describe('in CI or without a terminal', () => {
  it('writes one plain line per step and item, with the time so far, and nothing at the end', () => {
    const t = terminal(false);
    const progress = createProgress('publish-packages', { steps: 2, stream: t.stream, env: {}, clock: t.clock });
    progress.step('building the packages');
    progress.item(0, 2, 'runtime');
    t.advance(2000);
    progress.step('publishing to http://127.0.0.1:4873/');
    progress.item(1, 2, 'mail');
    progress.end();
    expect(t.written.join('')).toBe(
      [
        'publish-packages: [1/2] building the packages (0.0s)',
        'publish-packages: [1/2] building the packages: runtime 0/2 (0.0s)',
        'publish-packages: [2/2] publishing to http://127.0.0.1:4873/ (2.0s)',
        'publish-packages: [2/2] publishing to http://127.0.0.1:4873/: mail 1/2 (2.0s)',
        '',
      ].join('\n'),
    );
  });

  it('writes plain lines on a terminal when CI is set, and nothing when asked for none', () => {
    const ci = terminal(true);
    createProgress('docs', { steps: 1, stream: ci.stream, env: { CI: 'true' } }).step('reading the specs');
    expect(ci.written.join('')).toMatch(/^docs: \[1\/1\] reading the specs \(\d+\.\ds\)\n$/);
    const off = terminal(true);
    const quiet = createProgress('docs', { steps: 1, stream: off.stream, env: { PLATFORM_SDK_PROGRESS: 'off' } });
    quiet.step('reading the specs');
    quiet.item(1, 1);
    quiet.end();
    expect(off.written).toEqual([]);
  });
});

describe('a long command as a user runs it', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'sdk-progress-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  const generate = (out: string) => [
    path.join(ROOT, 'generator', 'run.mjs'),
    '--spec',
    path.join(ROOT, 'test', 'fixtures', 'mini', 'spec.yaml'),
    '--name',
    'mini',
    '--out',
    out,
  ];
  const env = (extra: Record<string, string>) => {
    const { CI: _ci, PLATFORM_SDK_PROGRESS: _asked, ...rest } = process.env;
    return { ...rest, ...extra };
  };

  it('generate: plain step lines on stderr when piped, its summary line alone on stdout', async () => {
    const { stdout, stderr } = await run(process.execPath, generate(path.join(tmp, 'piped')), {
      cwd: ROOT,
      env: env({}),
    });
    expect(stdout).toMatch(
      /^generate: \d+ written, 0 deleted, 0 unchanged in .*piped\/ \(mini, 5 of 5 operations\) in \d+\.\d\ds\.\n$/,
    );
    expect(stderr).toMatch(/^generate: \[1\/2\] loading the generator \(\d+\.\ds\)$/m);
    expect(stderr).toMatch(/^generate: \[2\/2\] generating mini \(\d+\.\ds\)$/m);
  });

  it('generate: a live line on a terminal, cleared before the summary', async () => {
    const command = [process.execPath, ...generate(path.join(tmp, 'terminal'))].map((a) => `'${a}'`).join(' ');
    // `script` runs the command on a pseudo-terminal: stdout and stderr are a TTY, as in a user's shell.
    const { stdout } = await run('script', ['-qec', command, '/dev/null'], { cwd: ROOT, env: env({}) });
    expect(stdout).toContain(`${CLEAR}generate `);
    expect(stdout).toMatch(/2\/2 generating mini · \d+\.\ds/);
    expect(stdout).not.toMatch(/generate: \[\d\/\d\]/);
    // The summary starts on a cleared line.
    expect(stdout).toMatch(/\r\u001b\[2Kgenerate: \d+ written, 0 deleted, 0 unchanged in /);
  });
});
