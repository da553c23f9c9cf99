/**
 * Where our time goes, cheaply: one run under `node --cpu-prof`, its samples' self time summed by where the code
 * lives (a package under node_modules, a folder of this repository, Node's own modules, the garbage collector).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureProcess } from './process.js';
import { freshDir, ROOT } from './work.js';

interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly url: string; readonly functionName: string };
    readonly children?: readonly number[];
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The place a script URL belongs to: `typescript`, `@redocly/openapi-core`, `generator/`, `node:internal`. */
export function placeOf(url: string, functionName: string): string {
  if (url === '') return functionName === '' ? '(anonymous)' : `(${functionName.replace(/^\(|\)$/g, '')})`;
  if (url.startsWith('node:')) return 'Node itself (node:*)';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (modules >= 0) {
    const parts = file.slice(modules + 14).split(path.sep);
    // generator/run.mjs runs the generator (and the runtime it imports) from an esbuild bundle kept there.
    if (parts[0] === '.cache' && parts[1] === 'platform-sdk-generator') return 'generator/ (bundled)';
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? file);
  }
  const rel = path.relative(ROOT, file);
  if (!rel.startsWith('..')) return `${rel.split(path.sep)[0]}/`;
  return file;
}

export interface ProfileShare {
  readonly place: string;
  readonly ms: number;
  readonly share: number;
}

/**
 * How a sample is counted. `self`: to the place of the code it was in. `caller`: Node's own work (its modules
 * and native calls: reading and compiling the modules a library requires, its file reads) to the nearest place
 * of the stack that is not Node's, the code that asked for it, so loading openapi-typescript's TypeScript
 * counts to `openapi-typescript`; the garbage collector, idle and program time stay apart.
 */
export type Attribution = 'self' | 'caller';

const APART = new Set(['(garbage collector)', '(idle)', '(program)', '(root)']);

/** Whether a place is Node's own work, counted to its caller under `caller`. */
const isNodes = (place: string): boolean =>
  place === 'Node itself (node:*)' || (place.startsWith('(') && !APART.has(place));

/** Self time by place, largest first. */
export function summarise(profile: CpuProfile, attribution: Attribution = 'self'): ProfileShare[] {
  const placeById = new Map(profile.nodes.map((n) => [n.id, placeOf(n.callFrame.url, n.callFrame.functionName)]));
  if (attribution === 'caller') {
    const parentOf = new Map<number, number>();
    for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
    const own = new Map(placeById);
    for (const [id, place] of own) {
      let at: number | undefined = id;
      let found = place;
      while (isNodes(found) && at !== undefined) {
        at = parentOf.get(at);
        found = at === undefined ? place : (own.get(at) ?? place);
      }
      // Node's work that no code of a library asked for (its start, the loader's own steps) stays Node's.
      placeById.set(id, found === '(root)' ? place : found);
    }
  }
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const place = placeById.get(id) ?? '(unknown)';
    totals.set(place, (totals.get(place) ?? 0) + us);
    all += us;
  });
  return [...totals]
    .map(([place, us]) => ({ place, ms: us / 1000, share: all === 0 ? 0 : us / all }))
    .sort((a, b) => b.ms - a.ms);
}

/** Several threads' summaries as one: time by place added up (a share is then of the threads' time together). */
function combine(summaries: readonly ProfileShare[][]): ProfileShare[] {
  const totals = new Map<string, number>();
  for (const summary of summaries) for (const s of summary) totals.set(s.place, (totals.get(s.place) ?? 0) + s.ms);
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  return [...totals].map(([place, ms]) => ({ place, ms, share: all === 0 ? 0 : ms / all })).sort((a, b) => b.ms - a.ms);
}

/**
 * Runs `node --cpu-prof <args>` once in `cwd` and returns the summary of its profile: Node writes one per thread;
 * `threads: 'busiest'` keeps the one with the most samples (a loader's thread beside the program's), `'all'` adds
 * them up (a program that works in worker threads).
 */
export async function profileNode(
  name: string,
  args: readonly string[],
  cwd: string,
  threads: 'busiest' | 'all' = 'busiest',
  attribution: Attribution = 'self',
): Promise<ProfileShare[]> {
  const dir = await freshDir(`profiles/${name}`);
  await measureProcess(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, ...args], { cwd });
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  const summaries = await Promise.all(
    files.map(async (file) =>
      summarise(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile, attribution),
    ),
  );
  if (threads === 'all') return combine(summaries);
  const totalOf = (summary: readonly ProfileShare[]) => summary.reduce((sum, s) => sum + s.ms, 0);
  return summaries.reduce<ProfileShare[]>((best, summary) => (totalOf(summary) > totalOf(best) ? summary : best), []);
}

/** One Markdown line: the top places and their shares of the profiled run's CPU time. */
export function profileLine(
  title: string,
  summary: readonly ProfileShare[],
  top = 8,
  attribution: Attribution = 'self',
): string {
  const total = summary.reduce((sum, s) => sum + s.ms, 0);
  const parts = summary.slice(0, top).map((s) => `${s.place} ${(s.share * 100).toFixed(0)} %`);
  const how =
    attribution === 'self'
      ? 'self time by where the code lives'
      : "self time by where the code lives, Node's reading and compiling of modules counted to the code that " +
        'loads them';
  return `${title} (\`node --cpu-prof\`, ${(total / 1000).toFixed(1)} s of samples, ${how}): ${parts.join(', ')}.`;
}
