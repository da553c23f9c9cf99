/** BENCHMARKS.md: the machine and the run, a summary of every target, then each figure in full. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Figure, FigureContext } from './figure.js';
import { renderFigure, verdictText } from './figure.js';
import { hasGnuTime } from './process.js';
import { INSTALL_PEERS, peerVersions } from './peers.js';

export interface FigureOutcome {
  readonly id: number;
  readonly title: string;
  readonly figure?: Figure;
  readonly error?: string;
  readonly seconds: number;
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly os: string;
  /** 1-, 5- and 15-minute load averages: how busy the machine was besides the benchmark. */
  readonly load: readonly number[];
}

export function machine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: os.totalmem() / 2 ** 30,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os.loadavg(),
  };
}

function npmVersion(): string {
  try {
    return execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

const load = (m: Machine) => m.load.map((l) => l.toFixed(2)).join(' / ');

export function renderReport(run: {
  ctx: FigureContext;
  started: Date;
  finished: Date;
  before: Machine;
  after: Machine;
  outcomes: readonly FigureOutcome[];
}): string {
  const { ctx, before } = run;
  const minutes = (run.finished.getTime() - run.started.getTime()) / 60_000;
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${ctx.scale === 'full' ? '' : ` -- --${ctx.scale}`}\` (bench/run.ts) on ${run.started.toISOString().slice(0, 10)}; do not edit by hand, run it again. How to read and rerun the figures: bench/README.md.`,
    '',
    `- Machine: ${before.cpu}, ${before.cores} cores, ${before.memoryGiB.toFixed(0)} GiB, ${before.os}; load average (1 / 5 / 15 min) ${load(before)} at the start, ${load(run.after)} at the end.`,
    `- Node ${process.version}, npm ${npmVersion()}; peers (bench/package.json, \`${INSTALL_PEERS}\`): ${ctx.oursOnly ? 'not used (--ours-only)' : peerVersions().join(', ')}.`,
    `- Runs: ${ctx.runs} per whole-process measurement, interleaved (A B C, A B C, …); in-process figures: a warm-up, then ${ctx.runs} round(s). Tables give the median and (min–max); \`÷\` columns are medians of run-by-run ratios.`,
    `- Peak RSS: ${hasGnuTime() ? 'GNU time (`/usr/bin/time -f %M`), the largest resident set of the process and the children it waited for' : 'not available (no GNU time at /usr/bin/time)'}; processes of our own report getrusage's maxRSS.`,
    `- ${run.outcomes.length} figure(s) in ${minutes.toFixed(1)} min.${ctx.scale === 'full' ? '' : ` Scale \`${ctx.scale}\`: small inputs, not figures to quote.`}`,
    '',
    '## Summary',
    '',
    '| # | figure | target | measured | verdict |',
    '|---|---|---|---|---|',
  ];
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  for (const o of run.outcomes) {
    if (o.figure === undefined) {
      lines.push(`| ${o.id} | ${cell(o.title)} | | | **failed**: ${cell(o.error ?? '')} |`);
      continue;
    }
    for (const t of o.figure.targets)
      lines.push(`| ${o.id} | ${cell(o.title)} | ${cell(t.target)} | ${cell(t.measured)} | ${cell(verdictText(t))} |`);
  }
  lines.push('');
  for (const o of run.outcomes) {
    lines.push(o.figure === undefined ? `## ${o.id}. ${o.title}\n\nFailed: ${o.error}\n` : renderFigure(o.figure));
  }
  return `${lines.join('\n')}\n`;
}

/** The figure number a Summary row or a section heading of BENCHMARKS.md belongs to. */
const rowFigure = (line: string): number | undefined => Number(/^\| (\d+) \|/.exec(line)?.[1]) || undefined;

/**
 * `existing` (a BENCHMARKS.md of a full run) with the figures of a run of some of them put in their places: their
 * Summary rows and their sections replaced, the others kept, and a line in the header saying which figures were
 * run again, when and on which Node (the rest of the header describes the run that wrote the file).
 */
export function updateReport(existing: string, partial: string, run: { ids: readonly number[]; note: string }): string {
  const sections = (text: string) => {
    const at = text.indexOf('\n## Summary\n');
    const [head, rest] = at < 0 ? [text, ''] : [text.slice(0, at + 1), text.slice(at + 1)];
    const figures = rest.split(/\n(?=## \d+\. )/);
    const summary = (figures.shift() ?? '').split('\n');
    return { head, summary, figures };
  };
  const old = sections(existing);
  const fresh = sections(partial);
  const figureOf = (section: string) => Number(/^## (\d+)\. /.exec(section)?.[1]);
  const rows = [
    ...old.summary.filter((line) => !run.ids.includes(rowFigure(line) ?? 0)),
    ...fresh.summary.filter((line) => run.ids.includes(rowFigure(line) ?? 0)),
  ];
  const tableStart = rows.findIndex((line) => rowFigure(line) !== undefined);
  const table = rows.filter((line) => rowFigure(line) !== undefined).sort((a, b) => rowFigure(a)! - rowFigure(b)!);
  const summary = [...rows.slice(0, tableStart), ...table, ''];
  const figures = [
    ...old.figures.filter((s) => !run.ids.includes(figureOf(s))),
    ...fresh.figures.filter((s) => run.ids.includes(figureOf(s))),
  ].sort((a, b) => figureOf(a) - figureOf(b));
  // An earlier note keeps the figures it names that this run did not measure again.
  const head = old.head.replace(
    /\n- Figures? ([\d, ]+) (?:was|were) run again ([^\n]*)/g,
    (_note, list: string, rest) => {
      const left = list
        .split(',')
        .map(Number)
        .filter((id) => !run.ids.includes(id));
      if (left.length === 0) return '';
      return `\n- ${left.length === 1 ? 'Figure' : 'Figures'} ${left.join(', ')} ${left.length === 1 ? 'was' : 'were'} run again ${rest}`;
    },
  );
  const noteAt = head.indexOf('\n- ');
  const header = `${head.slice(0, noteAt)}\n- ${run.note}${head.slice(noteAt)}`;
  return `${header}${summary.join('\n')}\n${figures.map((s) => s.replace(/\n+$/, '\n')).join('\n')}`;
}
