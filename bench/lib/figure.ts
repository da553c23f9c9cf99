/**
 * What a figure script produces: tables for people, the raw samples for the JSON output and the test, and one
 * verdict per target. Rendering to Markdown lives here too, so a script run alone prints what BENCHMARKS.md holds.
 */

/** How big a run is: `full` for BENCHMARKS.md, `quick` for a look in under two minutes, `tiny` for the test. */
export type Scale = 'full' | 'quick' | 'tiny';

export interface FigureContext {
  readonly scale: Scale;
  /** Interleaved runs of each whole-process measurement, and rounds of in-process ones. */
  readonly runs: number;
  /** Measure our side only (the peers are not installed). */
  readonly oursOnly: boolean;
  /** Whether to write CPU profile summaries (costly; on in full runs). */
  readonly profile: boolean;
  /** Progress lines, to stderr. */
  log(message: string): void;
}

/** The size of an input at each scale. */
export function byScale<T>(ctx: FigureContext, sizes: Readonly<Record<Scale, T>>): T {
  return sizes[ctx.scale];
}

export interface Table {
  readonly caption?: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export type Verdict = 'met' | 'missed' | 'not measured';

export interface TargetResult {
  /** The target, as the project sets it. */
  readonly target: string;
  /** What was measured against it, in a few words. */
  readonly measured: string;
  readonly verdict: Verdict;
  /** Why, plainly, when missed or not measured. */
  readonly note?: string;
}

export interface Sample {
  readonly label: string;
  readonly unit: 'ms' | 'bytes' | 'per-second' | 'count' | 'ratio';
  readonly values: readonly number[];
}

export interface Figure {
  readonly id: number;
  readonly title: string;
  /** What exactly runs, in one paragraph. */
  readonly method: string;
  readonly tables: readonly Table[];
  readonly targets: readonly TargetResult[];
  readonly samples: readonly Sample[];
  /** Further facts: profile summaries, next steps, what is not measured yet and why. */
  readonly notes: readonly string[];
}

export interface FigureScript {
  readonly id: number;
  readonly title: string;
  run(ctx: FigureContext): Promise<Figure>;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function renderTable(table: Table): string {
  const lines = [];
  if (table.caption !== undefined) lines.push(`${table.caption}\n`);
  lines.push(`| ${table.head.map(cell).join(' | ')} |`);
  lines.push(`|${table.head.map(() => '---').join('|')}|`);
  for (const row of table.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

const MARK: Readonly<Record<Verdict, string>> = {
  met: '**met**',
  missed: '**missed**',
  'not measured': '**not measured**',
};

export function verdictText(t: TargetResult): string {
  return `${MARK[t.verdict]}${t.note === undefined ? '' : `: ${t.note}`}`;
}

export function renderFigure(figure: Figure): string {
  const parts = [`## ${figure.id}. ${figure.title}`, figure.method, ...figure.tables.map(renderTable)];
  parts.push(figure.targets.map((t) => `- Target: ${t.target}. Measured: ${t.measured}. ${verdictText(t)}`).join('\n'));
  if (figure.notes.length > 0) parts.push(figure.notes.join('\n\n'));
  return `${parts.join('\n\n')}\n`;
}
