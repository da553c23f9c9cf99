/**
 * Figure 1. Generation, whole process: our generator against openapi-typescript's CLI alone, @hey-api/openapi-ts
 * and orval (fetch clients) on the same documents, each into an empty folder. Wall time from spawn to exit and
 * peak resident memory from the OS; runs interleaved tool by tool, ratios pair by pair.
 *
 *   npx tsx bench/generation.ts [--quick | --tiny] [--runs N] [--ours-only]
 *
 * Ours runs as `npm run generate -- --spec <doc> --name <name> --out <dir>` does (generator/run.mjs on plain
 * Node, with the flags of the `generate` script), one document at a time, since packages.ts names only the project's
 * own specs; npm's own start (the
 * same for every tool) is left out on every side.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isMain, runAlone } from './lib/cli.js';
import {
  type BenchDocument,
  DATABASE,
  MAIL,
  mailTimes,
  MINI,
  OPENAI,
  PUBLIC_LARGE,
  RECORDS_MAX,
} from './lib/documents.js';
import type { FigureContext, FigureScript, Sample, TargetResult } from './lib/figure.js';
import { mib, ms, ratio, withRange } from './lib/format.js';
import { generateArgs } from './lib/generate-command.js';
import { interleaved } from './lib/interleave.js';
import { OPENAPI_TYPESCRIPT_FLAGS, PEER_CLI } from './lib/peers.js';
import { measureProcess, type ProcessResult, processSamples } from './lib/process.js';
import { profileLine, profileNode } from './lib/profile.js';
import { median, pairedRatios, spread } from './lib/stats.js';
import { freshDir, keptDir, ROOT } from './lib/work.js';

const oursArgs = (doc: BenchDocument, out: string) =>
  generateArgs(
    '--spec',
    doc.file,
    ...(doc.definitions === undefined ? [] : ['--definitions', doc.definitions]),
    '--name',
    doc.name,
    '--out',
    out,
  );

interface Tool {
  readonly label: string;
  readonly ours: boolean;
  /** Command and arguments generating `doc` into the empty folder `out`. */
  command(doc: BenchDocument, out: string): readonly [string, readonly string[]];
}

export const OURS = 'ours (npm run generate)';
const COLD = `${OURS}, cold: empty node_modules/.cache`;
const WARM = `${OURS}, warm, interleaved with the cold runs`;

export const TOOLS: readonly Tool[] = [
  { label: OURS, ours: true, command: (doc, out) => [process.execPath, oursArgs(doc, out)] },
  {
    label: 'openapi-typescript CLI',
    ours: false,
    command: (doc, out) => [
      process.execPath,
      [PEER_CLI.openapiTypescript(), doc.file, '-o', path.join(out, 'schema.ts'), ...OPENAPI_TYPESCRIPT_FLAGS],
    ],
  },
  {
    label: '@hey-api/openapi-ts (fetch)',
    ours: false,
    command: (doc, out) => [
      process.execPath,
      [PEER_CLI.heyApi(), '-i', doc.file, '-o', out, '-c', '@hey-api/client-fetch', '--no-log-file', '-s'],
    ],
  },
  {
    label: 'orval (fetch)',
    ours: false,
    command: (doc, out) => [
      process.execPath,
      [PEER_CLI.orval(), '--input', doc.file, '--output', path.join(out, 'client.ts'), '--client', 'fetch'],
    ],
  },
];

/** One document of the figure: `target` ones count for the verdicts, the others show growth. */
interface FigureDocument {
  readonly doc: BenchDocument;
  readonly target: boolean;
  /** A large public description: compared with openapi-typescript and hey-api, its own targets (`largeTargets`). */
  readonly large?: true;
}

/** The documents of each scale; the quick run takes the smallest large description (OpenAI) to show direction. */
async function documents(ctx: FigureContext): Promise<FigureDocument[]> {
  if (ctx.scale === 'tiny') return [{ doc: MINI, target: true }];
  if (ctx.scale === 'quick')
    return [
      { doc: MAIL, target: true },
      { doc: OPENAI, target: true, large: true },
    ];
  const x20 = await mailTimes(20, await keptDir('documents'));
  return [
    { doc: MAIL, target: true },
    { doc: DATABASE, target: true },
    { doc: RECORDS_MAX, target: true },
    { doc: x20, target: false },
    ...PUBLIC_LARGE.map((doc) => ({ doc, target: true, large: true as const })),
  ];
}

/** The peers a large description is compared with: the targets name these two (orval refuses some). */
const LARGE_PEERS = ['openapi-typescript', '@hey-api'];

async function runTool(tool: Tool, doc: BenchDocument): Promise<ProcessResult> {
  const out = await freshDir(
    `generation/${doc.name}/${tool.ours ? 'ours' : tool.label.split(' ')[0]!.replace(/[^a-z-]/g, '')}`,
  );
  const [command, args] = tool.command(doc, out);
  // Peers start in their output folder, so none of them picks up the project's redocly.yaml or other config.
  const result = await measureProcess(command, args, { cwd: tool.ours ? ROOT : out });
  // A tool that exits 0 having written nothing would look fast; count only runs that produced output.
  if ((await readdir(out, { recursive: true })).length === 0)
    throw new Error(`${tool.label} wrote nothing for ${doc.label}:\n${result.stderr || result.stdout}`);
  await rm(out, { recursive: true, force: true });
  return result;
}

export const generation: FigureScript = {
  id: 1,
  title: 'Generation, whole process',
  async run(ctx) {
    const tools = TOOLS.filter((t) => t.ours || !ctx.oursOnly);
    const docs = await documents(ctx);
    const rows: string[][] = [];
    const samples: Sample[] = [];
    // A cold first run, as on a fresh clone or in CI (the README's first command): nothing in
    // node_modules/.cache, so run.mjs bundles the generator before it runs. Interleaved with warm runs of the same
    // document, each cold run after the cache is removed (not timed).
    const cache = path.join(ROOT, 'node_modules', '.cache', 'platform-sdk-generator');
    const coldRuns = await interleaved(
      [
        {
          label: COLD,
          run: async () => {
            await rm(cache, { recursive: true, force: true });
            return runTool(tools[0]!, MAIL);
          },
        },
        { label: WARM, run: () => runTool(tools[0]!, MAIL) },
      ],
      ctx.runs,
      ctx.log,
      (r) => `${ms(r.wallMs)}, ${r.peakRss === undefined ? 'peak RSS n/a' : mib(r.peakRss)}`,
    );
    const cold = processSamples(`${MAIL.label}: ${COLD}`, coldRuns.get(COLD)!);
    const warm = processSamples(`${MAIL.label}: ${WARM}`, coldRuns.get(WARM)!);
    const coldRatio = pairedRatios(cold.wall, warm.wall);
    samples.push(...cold.samples, ...warm.samples);
    for (const [label, result, timeRatio] of [
      [COLD, cold, coldRatio],
      [WARM, warm, undefined],
    ] as const) {
      rows.push([
        MAIL.label,
        label,
        withRange(spread(result.wall), ms),
        timeRatio === undefined ? '' : `${withRange(spread(timeRatio), ratio)} of warm`,
        result.rss === undefined ? 'n/a' : withRange(spread(result.rss), mib),
        '',
      ]);
    }
    const checks: { doc: string; peer: string; time: number; rss: number | undefined; peerRss: number | undefined }[] =
      [];
    const largeChecks: typeof checks = [];
    const rssByDoc = new Map<string, { ours: number | undefined; peers: number[] }>();
    for (const { doc, target, large } of docs) {
      ctx.log(`figure 1: ${doc.label}`);
      // Untimed, so that every timed run of ours finds the generator's build made. A tiny run checks only that the
      // figure works, and its warm runs of mail above have left the build made.
      if (ctx.scale !== 'tiny') await runTool(tools[0]!, doc);
      const docTools = large ? tools.filter((t) => t.ours || LARGE_PEERS.some((p) => t.label.startsWith(p))) : tools;
      const results = await interleaved(
        docTools.map((tool) => ({ label: tool.label, run: () => runTool(tool, doc) })),
        ctx.runs,
        ctx.log,
        (r) => `${ms(r.wallMs)}, ${r.peakRss === undefined ? 'peak RSS n/a' : mib(r.peakRss)}`,
      );
      const { wall: oursWall, rss: oursRss } = processSamples(OURS, results.get(OURS)!);
      const peersRss: number[] = [];
      for (const tool of docTools) {
        const { wall, rss, samples: own } = processSamples(`${doc.label}: ${tool.label}`, results.get(tool.label)!);
        samples.push(...own);
        const timeRatio = tool.ours ? undefined : pairedRatios(oursWall, wall);
        const rssRatio =
          tool.ours || rss === undefined || oursRss === undefined ? undefined : pairedRatios(oursRss, rss);
        rows.push([
          doc.label,
          tool.label,
          withRange(spread(wall), ms),
          timeRatio === undefined ? '' : withRange(spread(timeRatio), ratio),
          rss === undefined ? 'n/a' : withRange(spread(rss), mib),
          rssRatio === undefined ? '' : withRange(spread(rssRatio), ratio),
        ]);
        if (!tool.ours && rss !== undefined) peersRss.push(median(rss));
        if (!tool.ours && target && timeRatio !== undefined) {
          (large ? largeChecks : checks).push({
            doc: doc.label,
            peer: tool.label,
            time: median(timeRatio),
            rss: oursRss && median(oursRss),
            peerRss: rss && median(rss),
          });
        }
      }
      if (target && !large) rssByDoc.set(doc.label, { ours: oursRss && median(oursRss), peers: peersRss });
    }
    const notes: string[] = [];
    if (docs.some((d) => d.large)) {
      notes.push(
        'The large public descriptions (bench/documents/SOURCES.md: GitHub REST from @octokit/openapi, DigitalOcean ' +
          "from openapi-typescript's examples bundled to one file, OpenAI from hey-api's specs) are compared with " +
          "openapi-typescript's CLI and hey-api, which their targets name; ours generates every operation of each, " +
          'those it cannot type in their raw form.',
      );
    }
    if (ctx.profile) {
      const out = await freshDir('generation/profile');
      const profile = (name: string, doc: BenchDocument, dir: string) =>
        profileNode(name, oursArgs(doc, dir), ROOT, 'busiest', 'caller');
      notes.push(profileLine('Ours on mail', await profile('generation-mail', MAIL, out), 10, 'caller'));
      if (ctx.scale === 'full') {
        const records = await freshDir('generation/profile-records');
        notes.push(
          profileLine(
            'Ours on records 20 × 100',
            await profile('generation-records', RECORDS_MAX, records),
            10,
            'caller',
          ),
        );
      }
    }
    if (ctx.scale === 'full') notes.push(await librariesFloor(ctx));
    if (ctx.scale === 'full') {
      notes.push(
        "Where ours spends its time (the profiles above, Node's reading and compiling of modules counted to the " +
          "code that loads them): a run is one Node process on the generator's esbuild bundle, which loads its " +
          'libraries afresh on every run, and Node 20 compiles them every time: TypeScript (openapi-typescript ' +
          'builds the schema types with it; every other module is built with its factory and printed by its ' +
          'printer), Redocly (which loads graphql and its schema validator `@redocly/ajv` whatever it checks; its ' +
          '`spec` ruleset, the validity check, already leaves examples unchecked) and handlebars. ' +
          '`generator/ (bundled)` is mostly the compiling of the libraries the generator requires itself. The ' +
          "libraries' floor above says how much of a run on mail loading alone is: the reason a small document " +
          "(mail, database) takes nearly as long as a large one, and the bound under orval's time on them (orval " +
          'loads no TypeScript and no Redocly). Node 22.1 or later keeps the compiled libraries between runs ' +
          "(run.mjs turns its compile cache on). On a large document the work shows: Redocly's lint and bundle, the " +
          "generator's model and emitters, and TypeScript's printer writing every module. The cold rows add the " +
          'esbuild bundle of the generator, made once per change of its sources.',
      );
      notes.push(
        'The records document is what getAllOpenApi answers for 20 definitions of 100 properties ' +
          '(test/fixtures/max-account); ours makes from it, with its API definitions (`--definitions`), the records ' +
          'package that `npm run generate` makes from a snapshot: the schema types, one module per API definition ' +
          '(Record, Create, Patch, Filter with operand types per operator, Order, select constants) and the records ' +
          'client; the peers make their clients of one function per operation. `mail × 20` is specs/mail.yaml ' +
          'copied 20 times over with every path, operationId and component renamed (bench/lib/documents.ts): it ' +
          'shows how cost grows with size and counts for no target.',
      );
    }
    return {
      id: 1,
      title: 'Generation, whole process',
      method:
        'Each tool generates each document into an empty folder, in a process of its own: ours as ' +
        '`npm run generate -- --spec <document> --name <name> --out <folder>` runs (generator/run.mjs: the ' +
        'generator bundled by esbuild, on plain Node with the flags of the `generate` script; before the timed ' +
        "runs of each document ours runs once untimed), openapi-typescript's CLI (types only), @hey-api/openapi-ts " +
        'with its fetch client, orval with `--client fetch`. The cold rows time ours on mail with nothing in ' +
        'node_modules/.cache (as on a fresh clone: the generator is bundled first), interleaved with warm runs. ' +
        'Wall time from spawn to exit, peak RSS from GNU time; tools interleaved run by run; `ours ÷ tool` is the ' +
        'median of the run-by-run ratios, with their range.',
      tables: [{ head: ['document', 'tool', 'wall time', 'ours ÷ tool', 'peak RSS', 'ours ÷ tool (RSS)'], rows }],
      targets: [...generationTargets(ctx, checks, rssByDoc, median(coldRatio)), ...largeTargets(ctx, largeChecks)],
      samples,
      notes,
    };
  },
};

/**
 * What loading the generator's libraries alone costs, interleaved with full runs of ours on mail: the part of a
 * run no work on the generator's own code can take away on Node 20.
 */
async function librariesFloor(ctx: FigureContext): Promise<string> {
  const child = path.join(ROOT, 'bench', 'children', 'generator-libraries.mjs');
  const LIBRARIES = 'libraries';
  const results = await interleaved(
    [
      { label: OURS, run: () => runTool(TOOLS[0]!, MAIL) },
      { label: LIBRARIES, run: () => measureProcess(process.execPath, [child], { cwd: ROOT }) },
    ],
    ctx.runs,
    ctx.log,
    (r) => `${ms(r.wallMs)}, ${r.peakRss === undefined ? 'peak RSS n/a' : mib(r.peakRss)}`,
  );
  const ours = processSamples(OURS, results.get(OURS)!);
  const libraries = processSamples(LIBRARIES, results.get(LIBRARIES)!);
  return (
    "Loading the generator's libraries and nothing else (`node bench/children/generator-libraries.mjs`, " +
    `interleaved with ours on mail, ${ours.wall.length} runs each, medians): ${ms(median(libraries.wall))} ` +
    `(${ratio(median(pairedRatios(libraries.wall, ours.wall)))} of ours on mail), ` +
    `${libraries.rss === undefined ? 'peak RSS n/a' : mib(median(libraries.rss))}; ours on mail in those rounds ` +
    `${ms(median(ours.wall))}, ${ours.rss === undefined ? 'peak RSS n/a' : mib(median(ours.rss))}.`
  );
}

function generationTargets(
  ctx: FigureContext,
  checks: readonly { doc: string; peer: string; time: number }[],
  rssByDoc: ReadonlyMap<string, { ours: number | undefined; peers: number[] }>,
  cold: number,
): TargetResult[] {
  const coldTarget: TargetResult = {
    target: 'a cold first run (nothing in node_modules/.cache, as on a fresh clone) at most 2× the warm run',
    measured: `cold ÷ warm on mail: ${ratio(cold)}`,
    verdict: cold <= 2 ? 'met' : 'missed',
  };
  if (ctx.oursOnly) {
    const note = 'peers not installed (--ours-only)';
    return [
      { target: "at most hey-api's wall time", measured: 'ours only', verdict: 'not measured', note },
      { target: "at most 1.5× orval's wall time", measured: 'ours only', verdict: 'not measured', note },
      { target: 'at most 1.5× openapi-typescript alone', measured: 'ours only', verdict: 'not measured', note },
      { target: 'peak memory at most theirs', measured: 'ours only', verdict: 'not measured', note },
      coldTarget,
    ];
  }
  const against = (prefix: string) => checks.filter((c) => c.peer.startsWith(prefix));
  const listed = (cs: readonly { doc: string; peer: string; time: number }[]) =>
    cs.map((c) => `${c.doc} ${ratio(c.time)} ${c.peer.split(' ')[0]}`).join(', ');
  const heyApi = against('@hey-api');
  const overHeyApi = heyApi.filter((c) => c.time > 1);
  const orval = against('orval');
  const overOrval = orval.filter((c) => c.time > 1.5);
  const oats = against('openapi-typescript');
  const overOats = oats.filter((c) => c.time > 1.5);
  const memory = [...rssByDoc].map(([doc, r]) => ({
    doc,
    ours: r.ours,
    theirs: r.peers.length === 0 ? undefined : Math.max(...r.peers),
  }));
  const memoryKnown = memory.every((m) => m.ours !== undefined && m.theirs !== undefined);
  const overMemory = memory.filter((m) => m.ours !== undefined && m.theirs !== undefined && m.ours > m.theirs);
  return [
    {
      target: "at most hey-api's wall time",
      measured: `ours ÷ hey-api: ${listed(heyApi)}`,
      verdict: overHeyApi.length === 0 ? 'met' : 'missed',
      ...(overHeyApi.length === 0 ? {} : { note: `slower on ${overHeyApi.map((c) => c.doc).join(', ')}` }),
    },
    {
      target: "at most 1.5× orval's wall time",
      measured: `ours ÷ orval: ${listed(orval)}`,
      verdict: overOrval.length === 0 ? 'met' : 'missed',
      ...(overOrval.length === 0 ? {} : { note: `over 1.5× on ${overOrval.map((c) => c.doc).join(', ')}` }),
    },
    {
      target: 'at most 1.5× openapi-typescript alone',
      measured: `ours ÷ openapi-typescript: ${listed(oats)}`,
      verdict: overOats.length === 0 ? 'met' : 'missed',
      ...(overOats.length === 0 ? {} : { note: `over 1.5× on ${overOats.map((c) => c.doc).join(', ')}` }),
    },
    {
      target: 'peak memory at most theirs (the largest of the three peers)',
      measured: memory
        .map(
          (m) =>
            `${m.doc} ${m.ours === undefined ? 'n/a' : mib(m.ours)} against ` +
            `${m.theirs === undefined ? 'n/a' : mib(m.theirs)}`,
        )
        .join(', '),
      verdict: !memoryKnown ? 'not measured' : overMemory.length === 0 ? 'met' : 'missed',
      ...(!memoryKnown
        ? { note: 'peak RSS needs GNU time (/usr/bin/time)' }
        : overMemory.length === 0
          ? {}
          : { note: `more than every peer on ${overMemory.map((m) => m.doc).join(', ')}` }),
    },
    coldTarget,
  ];
}

/**
 * The targets on the large public descriptions (GitHub, DigitalOcean, OpenAI): at most 1.3× openapi-typescript's
 * CLI and at most hey-api's wall time, peak memory at most hey-api's; each ratio from the runs of one figure.
 */
function largeTargets(
  ctx: FigureContext,
  checks: readonly { doc: string; peer: string; time: number; rss: number | undefined; peerRss: number | undefined }[],
): TargetResult[] {
  const names = ctx.scale === 'full' ? PUBLIC_LARGE.map((d) => d.label).join(', ') : OPENAI.label;
  const on = `on ${names}`;
  if (ctx.oursOnly || checks.length === 0) {
    const note = ctx.oursOnly ? 'peers not installed (--ours-only)' : 'no large description at this scale';
    return [
      { target: `${on}: at most 1.3× openapi-typescript's CLI`, measured: 'n/a', verdict: 'not measured', note },
      { target: `${on}: at most hey-api's wall time`, measured: 'n/a', verdict: 'not measured', note },
      { target: `${on}: peak memory at most hey-api's`, measured: 'n/a', verdict: 'not measured', note },
    ];
  }
  const oats = checks.filter((c) => c.peer.startsWith('openapi-typescript'));
  const hey = checks.filter((c) => c.peer.startsWith('@hey-api'));
  const listed = (cs: typeof checks) => cs.map((c) => `${c.doc} ${ratio(c.time)}`).join(', ');
  const memoryKnown = hey.every((c) => c.rss !== undefined && c.peerRss !== undefined);
  const memory = hey.map((c) => `${c.doc} ${ratio((c.rss ?? 0) / (c.peerRss ?? 1))}`).join(', ');
  const overMemory = hey.filter((c) => c.rss !== undefined && c.peerRss !== undefined && c.rss > c.peerRss);
  return [
    {
      target: `${on}: at most 1.3× openapi-typescript's CLI`,
      measured: `ours ÷ openapi-typescript: ${listed(oats)}`,
      verdict: oats.every((c) => c.time <= 1.3) ? 'met' : 'missed',
    },
    {
      target: `${on}: at most hey-api's wall time`,
      measured: `ours ÷ hey-api: ${listed(hey)}`,
      verdict: hey.every((c) => c.time <= 1) ? 'met' : 'missed',
    },
    {
      target: `${on}: peak memory at most hey-api's`,
      measured: memoryKnown ? `ours ÷ hey-api (peak RSS): ${memory}` : 'n/a',
      verdict: !memoryKnown ? 'not measured' : overMemory.length === 0 ? 'met' : 'missed',
      ...(memoryKnown ? {} : { note: 'peak RSS needs GNU time (/usr/bin/time)' }),
    },
  ];
}

if (isMain(import.meta.filename)) runAlone(generation);
