/**
 * Figure 1. Generation, whole process: our generator against openapi-typescript's CLI alone, @hey-api/openapi-ts
 * and orval (fetch clients) on the same documents, each into an empty folder. Wall time from spawn to exit and
 * peak resident memory from the OS; runs interleaved tool by tool, ratios pair by pair.
 *
 *   npx tsx bench/generation.ts [--quick | --tiny] [--runs N] [--ours-only]
 *
 * Ours runs as `npm run generate -- --spec <doc> --name <name> --out <dir>` does (generator/run.mjs on plain
 * Node, with the flags of the `generate` script), one document at a time, since packages.ts names only the project's own specs; npm's own start (the
 * same for every tool) is left out on every side.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isMain, runAlone } from './lib/cli.js';
import { type BenchDocument, DATABASE, MAIL, mailTimes, MINI, RECORDS_MAX } from './lib/documents.js';
import type { Figure, FigureContext, FigureScript, Sample, TargetResult } from './lib/figure.js';
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

/** The documents of each scale; `target` ones count for the verdicts, the others show growth. */
async function documents(ctx: FigureContext): Promise<{ doc: BenchDocument; target: boolean }[]> {
  if (ctx.scale === 'tiny') return [{ doc: MINI, target: true }];
  if (ctx.scale === 'quick') return [{ doc: MAIL, target: true }];
  const x20 = await mailTimes(20, await keptDir('documents'));
  return [
    { doc: MAIL, target: true },
    { doc: DATABASE, target: true },
    { doc: RECORDS_MAX, target: true },
    { doc: x20, target: false },
  ];
}

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
    // The first run on a machine, or after a change to the generator: run.mjs bundles the generator and the run
    // builds the generator's startup snapshot (generator/snapshot-run.ts) before it generates. Measured once, from
    // an empty cache; it leaves both for the timed runs.
    const cache = path.join(ROOT, 'node_modules', '.cache', 'platform-sdk-generator');
    await Promise.all(['build', 'v8'].map((dir) => rm(path.join(cache, dir), { recursive: true, force: true })));
    const first = await runTool(tools[0]!, MAIL);
    const firstLabel = `${OURS}, first run (bundle and snapshot built)`;
    rows.push([
      MAIL.label,
      firstLabel,
      ms(first.wallMs),
      '',
      first.peakRss === undefined ? 'n/a' : mib(first.peakRss),
      '',
    ]);
    samples.push(...processSamples(`${MAIL.label}: ${firstLabel}`, [first]).samples);
    const checks: { doc: string; peer: string; time: number; rss: number | undefined; peerRss: number | undefined }[] =
      [];
    const rssByDoc = new Map<string, { ours: number | undefined; peers: number[] }>();
    for (const { doc, target } of docs) {
      ctx.log(`figure 1: ${doc.label}`);
      // Untimed: a large document's first run builds the snapshot of its own young-generation size
      // (generator/snapshot-run.ts), once, as the first run above builds the first.
      await runTool(tools[0]!, doc);
      const results = await interleaved(
        tools.map((tool) => ({ label: tool.label, run: () => runTool(tool, doc) })),
        ctx.runs,
        ctx.log,
        (r) => `${ms(r.wallMs)}, ${r.peakRss === undefined ? 'peak RSS n/a' : mib(r.peakRss)}`,
      );
      const { wall: oursWall, rss: oursRss } = processSamples(OURS, results.get(OURS)!);
      const peersRss: number[] = [];
      for (const tool of tools) {
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
          checks.push({
            doc: doc.label,
            peer: tool.label,
            time: median(timeRatio),
            rss: oursRss && median(oursRss),
            peerRss: rss && median(rss),
          });
        }
      }
      if (target) rssByDoc.set(doc.label, { ours: oursRss && median(oursRss), peers: peersRss });
    }
    const notes: string[] = [];
    if (ctx.profile) {
      const out = await freshDir('generation/profile');
      // Untimed first: a run with --cpu-prof starts from a snapshot built with that flag, made by its first run.
      await profileNode('generation-mail', oursArgs(MAIL, out), ROOT, 'all');
      notes.push(
        profileLine(
          'Ours on mail (both processes, all threads)',
          await profileNode('generation-mail', oursArgs(MAIL, out), ROOT, 'all'),
        ),
      );
      if (ctx.scale === 'full') {
        const records = await freshDir('generation/profile-records');
        await profileNode('generation-records', oursArgs(RECORDS_MAX, records), ROOT, 'all');
        notes.push(
          profileLine(
            'Ours on records 20 × 100 (both processes, all threads)',
            await profileNode('generation-records', oursArgs(RECORDS_MAX, records), ROOT, 'all'),
          ),
        );
      }
    }
    if (ctx.scale === 'full') {
      notes.push(
        "Where ours spends its time (the profiles above; the first process is idle while the second runs): a run that generates is handed by the process npm starts to a second Node process started from a V8 startup snapshot of the generator (generator/snapshot-run.ts), which has TypeScript, ts-morph, openapi-typescript's transform and Redocly loaded and the functions of a warm-up run compiled. Every run pays Node starting twice: the first process checks the bundle and hands over (about a tenth of a second), the second deserializes a snapshot of about 22 MB (about a tenth of a second more than a bare Node start). On records 20 × 100, a profile of the snapshot process built with its names kept (the profiles above see the bundle as one file) puts 22 % of samples in Redocly's lint (its walk and its resolution of references; hey-api and orval do not lint), 9 % in openapi-typescript's transform and 9 % in TypeScript's printer writing the schema types, 12 % in printing the definition modules (ts-morph, for what print-declaration.ts does not print as text), 10 % in the generator's model and 13 % in garbage collection. Peak memory is the snapshot's heap (TypeScript's and Redocly's code) and the documents the run holds; every peer but orval holds one TypeScript too. The first run on a machine, or after any change to the generator, also bundles the generator and builds the snapshot (the row `first run`, from an empty cache: a few seconds, once); the first run on a document of a megabyte or more builds a second snapshot, for the larger young generation such runs get. Cut already: the libraries loaded from the snapshot instead of at every start (where no snapshot can be built, as on Node 22, the run goes on in the first process: the specs linted and bundled in a worker thread while the main thread loads TypeScript, with Node's compile cache on Node 22.1 and later), its bundle minified, written in ASCII only (one non-ASCII character made V8 hold its whole source as a two-byte string) and without the TypeScript lib files ts-morph carries for projects the generator never makes (39 to 22 MB of snapshot, about 30 MiB less peak memory), one V8 helper thread instead of a pool competing for the cores, tsx (a loader hooking every module load) replaced by esbuild bundles on plain Node, the second TypeScript and the second Redocly no longer loaded, no formatter pass over the modules the generator prints (tests hold them to the formatter's output), modules printed with ts-morph's printStructure instead of through a source file it parses again, and their interfaces and one-line aliases printed as text (print-declaration.ts) instead of through ts-morph's writer, which reads every character, a document that refers to nothing outside itself used as linted instead of bundled again (generator/bundles-to-itself.ts), a 4 MiB young generation for small documents (about 8 MiB less peak on mail and database, no slower) and 16 MiB for a megabyte or more (a twentieth of the records run, which scavenged about 330 times in 4 MiB), JSON inputs read with JSON.parse (records snapshots by Redocly's resolver too, generator/json-resolver.ts: it parsed them as YAML) and the database spec a records package takes its rate limit from with js-yaml (the `yaml` package took 4 times as long), openapi-typescript's discriminator scan only where there is a discriminator, and the spec's positions parsed only when there is an issue to report (generator/README.md).",
      );
      notes.push(
        'The records document is what getAllOpenApi answers for 20 definitions of 100 properties (test/fixtures/max-account); ours makes from it, with its API definitions (`--definitions`), the records package that `npm run generate` makes from a snapshot: the schema types, one module per API definition (Record, Create, Patch, Filter with operand types per operator, Order, select constants) and the records client; the peers make their clients of one function per operation. `mail × 20` is specs/mail.yaml copied 20 times over with every path, operationId and component renamed (bench/lib/documents.ts): it shows how cost grows with size and counts for no target.',
      );
    }
    return {
      id: 1,
      title: 'Generation, whole process',
      method:
        "Each tool generates each document into an empty folder, in a process of its own: ours as `npm run generate -- --spec <document> --name <name> --out <folder>` runs (generator/run.mjs: the generator bundled by esbuild, on plain Node with the flags of the `generate` script, handing the run to a process started from its startup snapshot; its first run, with the bundle and the snapshot built, is measured once from an empty cache; before the timed runs of each document ours runs once untimed, which for a document of a megabyte or more builds the snapshot of the larger young generation such runs get), openapi-typescript's CLI (types only), @hey-api/openapi-ts with its fetch client, orval with `--client fetch`. Wall time from spawn to exit, peak RSS from GNU time; tools interleaved run by run; `ours ÷ tool` is the median of the run-by-run ratios, with their range.",
      tables: [{ head: ['document', 'tool', 'wall time', 'ours ÷ tool', 'peak RSS', 'ours ÷ tool (RSS)'], rows }],
      targets: generationTargets(ctx, checks, rssByDoc),
      samples,
      notes,
    };
  },
};

function generationTargets(
  ctx: FigureContext,
  checks: readonly { doc: string; peer: string; time: number }[],
  rssByDoc: ReadonlyMap<string, { ours: number | undefined; peers: number[] }>,
): TargetResult[] {
  if (ctx.oursOnly) {
    const note = 'peers not installed (--ours-only)';
    return [
      { target: 'faster than orval and hey-api', measured: 'ours only', verdict: 'not measured', note },
      { target: 'at most 1.5× openapi-typescript alone', measured: 'ours only', verdict: 'not measured', note },
      { target: 'peak memory at most theirs', measured: 'ours only', verdict: 'not measured', note },
    ];
  }
  const against = (prefix: string) => checks.filter((c) => c.peer.startsWith(prefix));
  const listed = (cs: readonly { doc: string; peer: string; time: number }[]) =>
    cs.map((c) => `${c.doc} ${ratio(c.time)} ${c.peer.split(' ')[0]}`).join(', ');
  const fasterPeers = [...against('@hey-api'), ...against('orval')];
  const slower = fasterPeers.filter((c) => c.time >= 1);
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
      target: 'faster than orval and hey-api',
      measured: `ours ÷ peer wall time: ${listed(fasterPeers)}`,
      verdict: slower.length === 0 ? 'met' : 'missed',
      ...(slower.length === 0
        ? {}
        : { note: `slower on ${slower.map((c) => `${c.doc} against ${c.peer}`).join(', ')}` }),
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
            `${m.doc} ${m.ours === undefined ? 'n/a' : mib(m.ours)} against ${m.theirs === undefined ? 'n/a' : mib(m.theirs)}`,
        )
        .join(', '),
      verdict: !memoryKnown ? 'not measured' : overMemory.length === 0 ? 'met' : 'missed',
      ...(!memoryKnown
        ? { note: 'peak RSS needs GNU time (/usr/bin/time)' }
        : overMemory.length === 0
          ? {}
          : { note: `more than every peer on ${overMemory.map((m) => m.doc).join(', ')}` }),
    },
  ];
}

if (isMain(import.meta.filename)) runAlone(generation);
