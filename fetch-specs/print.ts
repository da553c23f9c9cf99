/**
 * How fetch-specs shows a change report: a change of server or account first, then one line of counts and the
 * version it gives, then the changes grouped breaking, additive, cosmetic, each with what a consumer must do
 * and, where the service drops stored values, the data loss. Colour on a terminal, plain text in CI, in a pipe,
 * or with NO_COLOR set. The same report as JSON (`--report file`) is for tools.
 */
import { styleText } from 'node:util';
import type { Source } from './history.js';
import { type Change, SEVERITIES, type Severity } from './report/classify.js';

export interface ChangeReport {
  /** Where the old snapshot (when known) and the new one were read from; `note` when they differ. */
  readonly source: { readonly before?: Partial<Source>; readonly after: Source; readonly note?: string };
  /** The records package's version before and after; undefined when nothing changed. */
  readonly version:
    | { readonly from: string; readonly to: string; readonly bump: 'major' | 'minor' | 'patch' }
    | undefined;
  readonly changes: readonly Change[];
}

/** Whether lines for `stream` get colour: a terminal, outside CI, without NO_COLOR. */
export function colourFor(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && env['NO_COLOR'] === undefined && env['CI'] === undefined;
}

type Style = Exclude<Parameters<typeof styleText>[0], readonly unknown[]>;

const LOOK: Record<Severity, { heading: string; mark: string; style: Style }> = {
  breaking: { heading: 'Breaking', mark: '✖', style: 'red' },
  additive: { heading: 'Additive', mark: '+', style: 'green' },
  cosmetic: { heading: 'Cosmetic', mark: '~', style: 'gray' },
};

/** The counts by severity, as a phrase (`2 breaking, 1 additive, 0 cosmetic changes`). */
export function counts(changes: readonly Change[]): string {
  const n = (s: Severity) => changes.filter((c) => c.severity === s).length;
  return `${SEVERITIES.map((s) => `${n(s)} ${s}`).join(', ')} ${changes.length === 1 ? 'change' : 'changes'}`;
}

/**
 * The report as lines for a person; `colour` styles them for a terminal. The statements start with `prefix` (the
 * command's name, as its other lines do); the grouped changes below them are indented instead.
 */
export function reportLines(report: ChangeReport, packageName: string, colour: boolean, prefix = ''): string[] {
  const paint = (style: Style | Style[], text: string) => (colour ? styleText(style, text) : text);
  const lines: string[] = [];
  if (report.source.note !== undefined)
    lines.push(`${prefix}${paint(['bold', 'yellow'], `note: ${report.source.note}.`)}`);
  const version = report.version;
  lines.push(
    version === undefined
      ? `${prefix}${counts(report.changes)}.`
      : `${prefix}${counts(report.changes)}: ${packageName} ${version.from} -> ${version.to} (${version.bump}).`,
  );
  for (const severity of SEVERITIES) {
    const group = report.changes.filter((c) => c.severity === severity);
    if (group.length === 0) continue;
    const look = LOOK[severity];
    lines.push(paint(['bold', look.style], `${look.heading}:`));
    for (const c of group) {
      lines.push(`  ${paint(look.style, look.mark)} ${c.change}`);
      lines.push(`      ${paint('dim', 'do:')} ${c.action}`);
      if (c.dataLoss !== undefined) lines.push(`      ${paint(['bold', 'yellow'], 'data loss:')} ${c.dataLoss}`);
    }
  }
  return lines;
}

/** The report as JSON for tools (`--report file`): the same facts, with the counts by severity. */
export function reportJson(report: ChangeReport): string {
  const bySeverity = Object.fromEntries(
    SEVERITIES.map((s) => [s, report.changes.filter((c) => c.severity === s).length]),
  );
  return `${JSON.stringify({ ...report, counts: bySeverity }, null, 2)}\n`;
}
