/**
 * command-line/option-table.ts: one option table gives the parsing, the `--help` text and the one-line answer to a
 * wrong command line, for every command of the repository.
 */
import { describe, expect, it } from 'vitest';
import { type CommandSpec, helpText, readCommandLine } from '../../command-line/option-table.js';

const SPEC = {
  command: 'npm run thing',
  name: 'thing',
  summary: ['Does the thing.'],
  options: {
    out: { type: 'string', value: 'dir', default: 'site', help: 'where it goes (default site)' },
    env: { type: 'string', value: 'file', help: 'an env file' },
    serve: { type: 'boolean', short: 's', help: 'serve it' },
  },
} as const satisfies CommandSpec;

const HINT = '; `npm run thing -- --help` lists the options';

describe('readCommandLine', () => {
  it.each<[string, readonly string[], unknown]>([
    ['nothing: the defaults', [], { kind: 'run', values: { out: 'site', env: undefined, serve: false } }],
    [
      'every option',
      ['--out', 'x', '--env=.env.test', '-s'],
      { kind: 'run', values: { out: 'x', env: '.env.test', serve: true } },
    ],
    ['an unknown option', ['--frob'], { kind: 'wrong', line: `thing: unknown option --frob${HINT}` }],
    ['an unknown short option', ['-x'], { kind: 'wrong', line: `thing: unknown option -x${HINT}` }],
    ['a value missing', ['--env'], { kind: 'wrong', line: `thing: option --env needs a value${HINT}` }],
    [
      'a value given to a flag',
      ['--serve=yes'],
      { kind: 'wrong', line: `thing: option --serve takes no value${HINT}` },
    ],
    ['an argument it does not take', ['here'], { kind: 'wrong', line: `thing: unexpected argument "here"${HINT}` }],
    ['--help', ['--out', 'x', '--help'], { kind: 'help', text: helpText(SPEC) }],
    ['-h', ['-h'], { kind: 'help', text: helpText(SPEC) }],
  ])('%s', (_, argv, want) => {
    expect(readCommandLine(SPEC, argv)).toMatchObject(want as object);
  });

  it('takes arguments when the command names them', () => {
    const spec = { ...SPEC, command: 'npx tsx child.ts', positionals: '<url> <n>' } as const;
    expect(readCommandLine(spec, ['http://x', '3'])).toMatchObject({ kind: 'run', positionals: ['http://x', '3'] });
    expect(readCommandLine(spec, ['--frob'])).toEqual({
      kind: 'wrong',
      line: 'thing: unknown option --frob; `npx tsx child.ts --help` lists the options',
    });
  });
});

describe('helpText', () => {
  it('gives the usage, the summary and every option with its value and help, aligned', () => {
    expect(helpText(SPEC)).toBe(
      [
        'Usage: npm run thing -- [options]',
        '',
        'Does the thing.',
        '',
        'Options:',
        '      --out <dir>   where it goes (default site)',
        '      --env <file>  an env file',
        '  -s, --serve       serve it',
        '  -h, --help        print this help and exit',
        '',
      ].join('\n'),
    );
  });
});
