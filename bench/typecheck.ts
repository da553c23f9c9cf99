/**
 * Figure 3. Type-check cost for an application: `tsc --noEmit` of a consumer that calls every operation through
 * our generated clients, against the same calls through plain openapi-fetch on openapi-typescript's output, with
 * the project's TypeScript 5 and with TypeScript 7 (the native compiler, package `typescript@7`). Whole process,
 * interleaved; ratios pair by pair. Two pairs of consumers: every record operation of the 20 × 100 records
 * fixture (test/fixtures/max-account, its records package generated into bench/.work), which the target is
 * about, and every mail and database operation.
 *
 *   npx tsx bench/typecheck.ts [--quick | --tiny] [--runs N] [--ours-only]
 *
 * --quick and --tiny check the records consumer of specs/records/ (two definitions) instead of the fixture,
 * whose package takes a while to generate.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMain, runAlone } from './lib/cli.js';
import { oursConsumer, rawConsumer, CONSUMER_TSCONFIG, modelOf } from './lib/consumers.js';
import { type BenchDocument, DATABASE, MAIL, MINI } from './lib/documents.js';
import type { FigureScript, Sample, Table, TargetResult } from './lib/figure.js';
import { count, mib, ms, ratio, withRange } from './lib/format.js';
import { interleaved } from './lib/interleave.js';
import { OPENAPI_TYPESCRIPT_FLAGS, PEER_CLI, peerVersion } from './lib/peers.js';
import { measureProcess, type ProcessResult, processSamples } from './lib/process.js';
import { recordsConsumer, recordsRawConsumer } from './lib/records-consumer.js';
import { generateRecordsPackage, RECORDS_MAX_SNAPSHOT, RECORDS_SPEC_SNAPSHOT, recordsModelOf, type RecordsSnapshot } from './lib/records-package.js';
import { median, pairedRatios, spread } from './lib/stats.js';
import { freshDir, ROOT } from './lib/work.js';

const TSC5 = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const LIMIT = 1.3;
const TS5_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/typescript/package.json'), 'utf8')) as { version: string }).version;

/** Our package of each document: the workspace package, or a fixture's checked-in output. */
function oursImport(doc: BenchDocument, from: string): string {
  if (doc === MINI) return path.relative(from, path.join(ROOT, 'test/fixtures/mini/out/index.gen.js')).split(path.sep).join('/');
  return `@platform-sdk/${doc.name}`;
}

/** Writes both consumer projects; the raw one gets openapi-typescript's output of every document first. */
async function setup(docs: readonly BenchDocument[], withRaw: boolean): Promise<{ ours: string; raw: string }> {
  const ours = await freshDir('typecheck/ours');
  const raw = await freshDir('typecheck/raw');
  const models = await Promise.all(docs.map(modelOf));
  await writeFile(path.join(ours, 'consumer.ts'), oursConsumer(models.map((model, i) => ({ model, importFrom: oursImport(docs[i]!, ours) }))));
  await writeFile(path.join(ours, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  if (withRaw) {
    for (const doc of docs) await measureProcess(process.execPath, [PEER_CLI.openapiTypescript(), doc.file, '-o', path.join(raw, `${doc.name}.ts`), ...OPENAPI_TYPESCRIPT_FLAGS], { cwd: raw });
    await writeFile(path.join(raw, 'consumer.ts'), rawConsumer(models.map((model, i) => ({ model, schemaFrom: `./${docs[i]!.name}.js` }))));
    await writeFile(path.join(raw, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  }
  return { ours, raw };
}

/**
 * The records pair: ours imports the records package of the snapshot (generated/records for specs/records, else
 * generated into the folder), the raw one openapi-typescript's output of the same document.
 */
async function setupRecords(snapshot: RecordsSnapshot, withRaw: boolean): Promise<{ ours: string; raw: string }> {
  const ours = await freshDir('typecheck/records-ours');
  const raw = await freshDir('typecheck/records-raw');
  const model = await recordsModelOf(snapshot);
  const importFrom =
    snapshot === RECORDS_SPEC_SNAPSHOT
      ? '@platform-sdk/records'
      : `./${path.relative(ours, await generateRecordsPackage(snapshot, path.join(ours, 'records'))).split(path.sep).join('/')}`;
  await writeFile(path.join(ours, 'consumer.ts'), recordsConsumer(model, importFrom));
  await writeFile(path.join(ours, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  if (withRaw) {
    await measureProcess(process.execPath, [PEER_CLI.openapiTypescript(), path.join(ROOT, snapshot.openapi), '-o', path.join(raw, 'records.ts'), ...OPENAPI_TYPESCRIPT_FLAGS], { cwd: raw });
    await writeFile(path.join(raw, 'consumer.ts'), recordsRawConsumer(model, './records.js'));
    await writeFile(path.join(raw, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  }
  return { ours, raw };
}

/** `Types:`, `Check time:` and `Lines of TypeScript:` of one `--extendedDiagnostics` run (not timed with the others). */
async function diagnostics(tsc: string, dir: string): Promise<{ types: number; checkMs: number; tsLines: number } | undefined> {
  const { stdout } = await measureProcess(process.execPath, [tsc, '-p', dir, '--extendedDiagnostics'], { cwd: dir });
  const types = /^Types:\s+([\d,]+)/m.exec(stdout)?.[1];
  const check = /^Check time:\s+([\d.]+)s/m.exec(stdout)?.[1];
  const lines = /^Lines of TypeScript:\s+([\d,]+)/m.exec(stdout)?.[1];
  if (types === undefined || check === undefined) return undefined;
  return { types: Number(types.replace(/,/g, '')), checkMs: Number(check) * 1000, tsLines: Number((lines ?? '0').replace(/,/g, '')) };
}

export const typecheck: FigureScript = {
  id: 3,
  title: 'Type-check of a consumer of every operation',
  async run(ctx) {
    const docs = ctx.scale === 'tiny' ? [MINI] : [MAIL, DATABASE];
    const snapshot = ctx.scale === 'full' ? RECORDS_MAX_SNAPSHOT : RECORDS_SPEC_SNAPSHOT;
    const clients = await setup(docs, !ctx.oursOnly);
    ctx.log(`figure 3: records package of ${snapshot.label}${snapshot === RECORDS_MAX_SNAPSHOT ? ' (generating it)' : ''}`);
    const records = await setupRecords(snapshot, !ctx.oursOnly);
    const pairs = [
      { prefix: `${snapshot.label}: `, ...records },
      { prefix: `${docs.map((d) => d.label).join(' + ')}: `, ...clients },
    ];
    const compilers = [{ name: 'tsc 5', tsc: TSC5 }, ...(ctx.oursOnly ? [] : [{ name: 'tsc 7', tsc: PEER_CLI.tsc7() }])];
    const variants = pairs.flatMap((pair) =>
      compilers.flatMap((c) => [
        { label: `${pair.prefix}ours, ${c.name}`, tsc: c.tsc, dir: pair.ours, ours: true },
        ...(ctx.oursOnly ? [] : [{ label: `${pair.prefix}openapi-typescript + openapi-fetch, ${c.name}`, tsc: c.tsc, dir: pair.raw, ours: false }]),
      ]),
    );
    ctx.log(`figure 3: consumers of ${snapshot.label} and of ${docs.map((d) => d.label).join(' and ')}`);
    const results = await interleaved<ProcessResult>(
      variants.map((v) => ({ label: v.label, run: () => measureProcess(process.execPath, [v.tsc, '-p', v.dir], { cwd: v.dir }) })),
      ctx.runs,
      ctx.log,
      (r) => `${ms(r.wallMs)}, ${r.peakRss === undefined ? 'peak RSS n/a' : mib(r.peakRss)}`,
    );
    const samples: Sample[] = [];
    const rows: string[][] = [];
    const wallOf = (label: string) => results.get(label)?.map((r) => r.wallMs);
    const ratioTo = new Map<string, number[]>();
    for (const v of variants) {
      const { wall, rss, samples: own } = processSamples(v.label, results.get(v.label)!);
      samples.push(...own);
      // Ours against the raw consumer of the same operations under the same compiler.
      const other = v.ours ? wallOf(v.label.replace('ours', 'openapi-typescript + openapi-fetch')) : undefined;
      const r = other === undefined ? undefined : pairedRatios(wall, other);
      if (r !== undefined) ratioTo.set(v.label, r);
      rows.push([v.label, withRange(spread(wall), ms), r === undefined ? '' : withRange(spread(r), ratio), rss === undefined ? 'n/a' : withRange(spread(rss), mib)]);
    }
    const tables: Table[] = [{ head: ['consumer, compiler', 'wall time', 'ours ÷ openapi-fetch', 'peak RSS'], rows }];
    if (ctx.scale !== 'tiny') {
      const diagRows: string[][] = [];
      for (const pair of pairs) {
        for (const [label, dir] of [['ours', pair.ours], ...(ctx.oursOnly ? [] : [['openapi-typescript + openapi-fetch', pair.raw]])] as const) {
          const d = await diagnostics(TSC5, dir);
          if (d !== undefined) diagRows.push([`${pair.prefix}${label}`, count(d.types), ms(d.checkMs), count(d.tsLines)]);
        }
      }
      tables.push({ caption: 'One extra `tsc 5 --extendedDiagnostics` run of each (not timed with the others):', head: ['consumer', 'types', 'check time', 'lines of TypeScript checked'], rows: diagRows });
    }
    const target = (pair: (typeof pairs)[number], what: string): TargetResult => {
      const ts5 = ratioTo.get(`${pair.prefix}ours, tsc 5`);
      const ts7 = ratioTo.get(`${pair.prefix}ours, tsc 7`);
      if (ts5 === undefined) return { target: `${what}: at most ${LIMIT}× openapi-typescript + openapi-fetch (tsc)`, measured: 'ours only', verdict: 'not measured', note: 'peers not installed (--ours-only)' };
      return {
        target: `${what}: at most ${LIMIT}× openapi-typescript + openapi-fetch (tsc)`,
        measured: `ours ÷ openapi-fetch ${ratio(median(ts5))} with tsc 5${ts7 === undefined ? '' : `, ${ratio(median(ts7))} with tsc 7`}`,
        verdict: median(ts5) <= LIMIT ? 'met' : 'missed',
      };
    };
    const targets: TargetResult[] = [
      target(pairs[0]!, `records client: consumer of every records operation of ${snapshot === RECORDS_MAX_SNAPSHOT ? 'the 20 × 100 fixture' : `${snapshot.label} (the fixture in a full run)`}`),
      target(pairs[1]!, `clients of ${docs.map((d) => d.label).join(' + ')}, the same bound`),
    ];
    return {
      id: 3,
      title: 'Type-check of a consumer of every operation',
      method: `\`tsc -p\` (noEmit, the project's strict options, skipLibCheck) of a consumer file, through our generated clients (their TypeScript sources, as the workspace packages export them) or through openapi-fetch on openapi-typescript's output of the same document. Two pairs: every record operation of every API definition of ${snapshot.label} (${snapshot.openapi}; ours through the records package generated from it and its API definitions: create, get, patch with fields, query with a filter of up to six conditions and an OR, count, the pages and queryAll iterators, bulkCreate, bulkPatch, authenticate, delete; the raw one the same calls, the iterators and bulk helpers as the one request they make), and every ${docs.map((d) => d.label).join(' and ')} operation with the spec's examples as arguments. TypeScript ${TS5_VERSION} is the project's; TypeScript 7 is ${peerVersion('typescript-7') === undefined ? 'not installed' : `the \`typescript@${peerVersion('typescript-7')}\` package (installed as \`typescript-7\`), whose \`tsc\` runs the native compiler`}. Whole process, interleaved.`,
      tables,
      targets,
      samples,
      notes:
        ctx.scale === 'full'
          ? [
              'Ours is type-checked here from its TypeScript sources, as this repository\'s workspace packages export them, and `skipLibCheck` skips only declaration files: the consumer of ours also checks the runtime\'s implementation and the generated modules (the lines of TypeScript column), while openapi-fetch arrives as declarations and only openapi-typescript\'s schema is source. That is what the mail + database pair pays for: its calls themselves are cheaper than through openapi-fetch (fewer types instantiated on the records pair). Through the published form of the packages (`npm run build-packages`: JavaScript and declarations, what `npm install` of a built package gives), the same mail + database consumer, measured by hand with `tsc -p <consumer> --extendedDiagnostics` and the built packages linked under its node_modules/@platform-sdk, checked 480 types in 0.07 s against openapi-fetch\'s 6,210 types in 0.53 s with openapi-typescript\'s output as a `.d.ts`; this figure does not time that form yet.',
            ]
          : [],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(typecheck);
