/**
 * The command line every figure script shares, so each runs alone exactly as `npm run bench` runs it:
 *
 *   npx tsx bench/<figure>.ts [--quick | --tiny] [--runs N] [--ours-only] [--no-profile] [--json <file>]
 *
 * `--quick` is the small version (under two minutes for all eight), `--tiny` the smallest inputs, for the test
 * that keeps the scripts working. Progress goes to stderr, the figure in Markdown to stdout.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CommandSpec, commandLine, exitWrong } from '../../command-line/option-table.js';
import { type FigureContext, type FigureScript, renderFigure, type Scale } from './figure.js';
import { peerProblems, PeersMissingError } from './peers.js';

export const DEFAULT_RUNS: Readonly<Record<Scale, number>> = { full: 5, quick: 1, tiny: 1 };

export interface BenchOptions {
  readonly ctx: FigureContext;
  readonly json: string | undefined;
  readonly out: string | undefined;
  readonly only: readonly number[] | undefined;
}

const OPTIONS = {
  quick: { type: 'boolean', help: 'small inputs, one run each (about two minutes for all eight); writes no report' },
  tiny: { type: 'boolean', help: 'the smallest inputs, to check that the scripts work; writes no report' },
  runs: { type: 'string', value: 'N', help: 'interleaved runs of each variant (default 5, 1 with --quick or --tiny)' },
  'ours-only': { type: 'boolean', help: 'without the peers (bench/node_modules): our side only' },
  'no-profile': { type: 'boolean', help: 'no CPU profile of the full run' },
  json: { type: 'string', value: 'file', help: 'also write the results as JSON' },
  out: { type: 'string', value: 'file', help: 'write the report there (default BENCHMARKS.md after a full run)' },
  only: { type: 'string', value: 'list', help: 'some figures, by number (4,8)' },
} as const;

/** The command of `npm run bench`, or of one figure script run alone (`npx tsx bench/<figure>.ts`). */
export function benchCommand(script?: string): CommandSpec & { readonly options: typeof OPTIONS } {
  return {
    command: script === undefined ? 'npm run bench' : `npx tsx bench/${script}`,
    name: 'bench',
    summary:
      script === undefined
        ? [
            'The eight benchmarks against the peers (bench/package.json: npm ci --prefix bench first), each figure',
            'printed as it is done; a full run writes BENCHMARKS.md.',
          ]
        : [`One figure of npm run bench alone, with the same options (${script}).`],
    options: OPTIONS,
  };
}

export function parseBenchArgs(argv: readonly string[], command = benchCommand()): BenchOptions {
  const { values } = commandLine(command, argv);
  if (values.quick && values.tiny) exitWrong(command, '--quick and --tiny exclude each other');
  const scale: Scale = values.tiny ? 'tiny' : values.quick ? 'quick' : 'full';
  const runs = values.runs === undefined ? DEFAULT_RUNS[scale] : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    exitWrong(command, `--runs must be a whole number from 1 (got ${values.runs})`);
  const only = values.only?.split(',').map((s) => Number(s));
  if (only?.some((n) => !Number.isInteger(n) || n < 1 || n > 10))
    exitWrong(command, `--only takes figure numbers 1 to 10 (got ${values.only})`);
  const oursOnly = values['ours-only'];
  if (!oursOnly) {
    const problems = peerProblems();
    if (problems.length > 0) throw new PeersMissingError(problems);
  }
  return {
    ctx: {
      scale,
      runs,
      oursOnly,
      profile: scale === 'full' && !values['no-profile'],
      log: (message) => process.stderr.write(`${message}\n`),
    },
    json: values.json,
    out: values.out,
    only,
  };
}

/** Whether `file` (a module's import.meta.filename) is the script Node was started with. */
export function isMain(file: string): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === file;
}

/** The usual end of a command line program: the exit code, or the error's message and 1. */
export function exitWith(work: Promise<number>): void {
  work.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof PeersMissingError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error),
      );
      process.exit(1);
    },
  );
}

/** A figure script started on its own: run it, print it, and write its JSON when asked. */
export function runAlone(script: FigureScript): void {
  exitWith(
    (async () => {
      const options = parseBenchArgs(process.argv.slice(2), benchCommand(path.basename(process.argv[1] ?? '')));
      const figure = await script.run(options.ctx);
      process.stdout.write(renderFigure(figure));
      if (options.json !== undefined) await writeFile(options.json, `${JSON.stringify(figure, null, 2)}\n`);
      return 0;
    })(),
  );
}
