/**
 * Figure 3. Type-check cost for an application: `tsc --noEmit` of a consumer that calls every operation through
 * our generated clients, against the same calls through plain openapi-fetch on openapi-typescript's output, with
 * the project's TypeScript 5 and with TypeScript 7 (the native compiler, package `typescript@7`). Whole process,
 * interleaved; ratios pair by pair. Two pairs of consumers: every record operation of the 20 × 100 records
 * fixture (test/fixtures/max-account, its records package generated into bench/.work), which the target is
 * about, and every mail and database operation. Ours in two forms: the built packages installed in a project of
 * their own (lib/installed.ts), what a user's project checks and what the target judges, and the workspace
 * packages, which export their TypeScript sources.
 *
 *   npx tsx bench/typecheck.ts [--quick | --tiny] [--runs N] [--ours-only]
 *
 * --quick and --tiny check the records consumer of the demo account (test/fixtures/demo-account: two definitions,
 * its package checked in) instead of the 20 × 100 fixture, whose package takes a while to generate.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NPM_SCOPE } from '../generator/packages.js';
import { isMain, runAlone } from './lib/cli.js';
import { oursConsumer, rawConsumer, CONSUMER_TSCONFIG, modelOf } from './lib/consumers.js';
import { type BenchDocument, DATABASE, MAIL, MINI } from './lib/documents.js';
import type { FigureScript, Sample, Table, TargetResult } from './lib/figure.js';
import { count, mib, ms, ratio, withRange } from './lib/format.js';
import { builtConsumer, installBuilt } from './lib/installed.js';
import { interleaved } from './lib/interleave.js';
import { OPENAPI_TYPESCRIPT_FLAGS, PEER_CLI, peerVersion } from './lib/peers.js';
import { measureProcess, type ProcessResult, processSamples } from './lib/process.js';
import { recordsConsumer, recordsRawConsumer } from './lib/records-consumer.js';
import {
  generateRecordsPackage,
  RECORDS_DEMO_PACKAGE,
  RECORDS_DEMO_SNAPSHOT,
  RECORDS_MAX_SNAPSHOT,
  recordsModelOf,
  type RecordsSnapshot,
} from './lib/records-package.js';
import { median, pairedRatios, spread } from './lib/stats.js';
import { freshDir, ROOT } from './lib/work.js';

const TSC5 = path.join(ROOT, 'test/packaging/tools/node_modules/typescript-5/bin/tsc');
const LIMIT = 1.3;
const TS5_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'test/packaging/tools/node_modules/typescript-5/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Folder of our package of each document: the workspace package, or a fixture's checked-in output. */
function packageDirOf(doc: BenchDocument): string {
  return doc === MINI ? path.join(ROOT, 'test/fixtures/mini/out') : path.join(ROOT, 'generated', doc.name);
}

/**
 * Our package of each document as the workspace consumer imports it: the workspace package, or the fixture's
 * output.
 */
function oursImport(doc: BenchDocument, from: string): string {
  if (doc === MINI)
    return path
      .relative(from, path.join(packageDirOf(doc), 'index.gen.js'))
      .split(path.sep)
      .join('/');
  return `${NPM_SCOPE}/${doc.name}`;
}

/**
 * The three consumer projects of one pair: ours through the workspace sources, ours through the built packages,
 * openapi-fetch.
 */
interface Pair {
  readonly prefix: string;
  readonly workspace: string;
  readonly built: string;
  readonly raw: string;
}

/**
 * The mail + database pair (mini in tiny runs). Ours is written twice from the same source, with each package
 * imported by its name (mini's fixture by its path in the workspace form): once in a folder of bench/.work, where
 * the name resolves to the workspace package and its TypeScript sources, once in a project of its own whose
 * node_modules links the built packages of `scope`. The raw one gets openapi-typescript's output of every document.
 */
async function setupClients(docs: readonly BenchDocument[], scope: string, withRaw: boolean): Promise<Pair> {
  const workspace = await freshDir('typecheck/ours');
  const raw = await freshDir('typecheck/raw');
  const models = await Promise.all(docs.map(modelOf));
  await writeFile(
    path.join(workspace, 'consumer.ts'),
    oursConsumer(models.map((model, i) => ({ model, importFrom: oursImport(docs[i]!, workspace) }))),
  );
  await writeFile(path.join(workspace, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  const builtSource = oursConsumer(models.map((model, i) => ({ model, importFrom: `${NPM_SCOPE}/${docs[i]!.name}` })));
  const built = await builtConsumer(
    'typecheck/ours-built',
    scope,
    docs.map((d) => d.name),
    builtSource,
  );
  if (withRaw) {
    for (const doc of docs)
      await measureProcess(
        process.execPath,
        [PEER_CLI.openapiTypescript(), doc.file, '-o', path.join(raw, `${doc.name}.ts`), ...OPENAPI_TYPESCRIPT_FLAGS],
        { cwd: raw },
      );
    await writeFile(
      path.join(raw, 'consumer.ts'),
      rawConsumer(models.map((model, i) => ({ model, schemaFrom: `./${docs[i]!.name}.js` }))),
    );
    await writeFile(path.join(raw, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  }
  return { prefix: `${docs.map((d) => d.label).join(' + ')}: `, workspace, built, raw };
}

/** The records package of the snapshot: the demo account's as checked in, else generated into bench/.work. */
async function recordsPackageDir(snapshot: RecordsSnapshot): Promise<string> {
  if (snapshot === RECORDS_DEMO_SNAPSHOT) return path.join(ROOT, RECORDS_DEMO_PACKAGE);
  const dir = path.join(await freshDir('typecheck/records-package'), 'records');
  await generateRecordsPackage(snapshot, dir);
  return dir;
}

/**
 * The records pair: ours imports the records package of the snapshot (in the workspace form by its path; in the
 * built form by its name), the raw one openapi-typescript's output of the same document.
 */
async function setupRecords(
  snapshot: RecordsSnapshot,
  packageDir: string,
  scope: string,
  withRaw: boolean,
): Promise<Pair> {
  const workspace = await freshDir('typecheck/records-ours');
  const raw = await freshDir('typecheck/records-raw');
  const model = await recordsModelOf(snapshot);
  const importFrom = path.relative(workspace, path.join(packageDir, 'index.gen.js')).split(path.sep).join('/');
  await writeFile(path.join(workspace, 'consumer.ts'), recordsConsumer(model, importFrom));
  await writeFile(path.join(workspace, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  const built = await builtConsumer(
    'typecheck/records-ours-built',
    scope,
    ['records'],
    recordsConsumer(model, `${NPM_SCOPE}/records`),
  );
  if (withRaw) {
    // The document as the records model reads it (rebased onto the API root, records-layout.ts): the raw
    // consumer calls the same operations by the same paths as ours.
    const document = path.join(raw, 'records-document.json');
    await writeFile(document, JSON.stringify(model.document));
    await measureProcess(
      process.execPath,
      [PEER_CLI.openapiTypescript(), document, '-o', path.join(raw, 'records.ts'), ...OPENAPI_TYPESCRIPT_FLAGS],
      { cwd: raw },
    );
    await writeFile(path.join(raw, 'consumer.ts'), recordsRawConsumer(model, './records.js'));
    await writeFile(path.join(raw, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG, null, 2));
  }
  return { prefix: `${snapshot.label}: `, workspace, built, raw };
}

/**
 * `Types:`, `Check time:`, `Lines of TypeScript:` and `Lines of Definitions:` (declaration files outside the
 * compiler's lib: openapi-fetch's, ours when built, @types/node) of one `--extendedDiagnostics` run (not timed
 * with the others).
 */
async function diagnostics(
  tsc: string,
  dir: string,
): Promise<{ types: number; checkMs: number; tsLines: number; dtsLines: number } | undefined> {
  const { stdout } = await measureProcess(process.execPath, [tsc, '-p', dir, '--extendedDiagnostics'], { cwd: dir });
  const field = (name: string) => new RegExp(`^${name}:\\s+([\\d,.]+)`, 'm').exec(stdout)?.[1]?.replace(/,/g, '');
  const types = field('Types');
  const check = field('Check time');
  if (types === undefined || check === undefined) return undefined;
  return {
    types: Number(types),
    checkMs: Number(check) * 1000,
    tsLines: Number(field('Lines of TypeScript') ?? 0),
    dtsLines: Number(field('Lines of Definitions') ?? 0),
  };
}

/**
 * Our two forms, each timed against openapi-fetch: the first is what a user's project checks, and what the target
 * judges.
 */
const FORMS = [
  { key: 'built', label: 'ours, built packages' },
  { key: 'workspace', label: 'ours, workspace sources' },
] as const;
const RAW = 'openapi-typescript + openapi-fetch';

export const typecheck: FigureScript = {
  id: 3,
  title: 'Type-check of a consumer of every operation',
  async run(ctx) {
    const docs = ctx.scale === 'tiny' ? [MINI] : [MAIL, DATABASE];
    const snapshot = ctx.scale === 'full' ? RECORDS_MAX_SNAPSHOT : RECORDS_DEMO_SNAPSHOT;
    ctx.log(
      `figure 3: records package of ${snapshot.label}${snapshot === RECORDS_MAX_SNAPSHOT ? ' (generating it)' : ''}`,
    );
    const recordsDir = await recordsPackageDir(snapshot);
    ctx.log(
      `figure 3: building the runtime, ${docs.map((d) => d.name).join(', ')} and records as packages are published`,
    );
    const scope = await installBuilt('typecheck/installed', [
      ...docs.map((d) => ({ name: d.name, dir: packageDirOf(d) })),
      { name: 'records', dir: recordsDir },
    ]);
    const pairs: Pair[] = [
      await setupRecords(snapshot, recordsDir, scope, !ctx.oursOnly),
      await setupClients(docs, scope, !ctx.oursOnly),
    ];
    const compilers = [
      { name: 'tsc 5', tsc: TSC5 },
      ...(ctx.oursOnly ? [] : [{ name: 'tsc 7', tsc: PEER_CLI.tsc7() }]),
    ];
    const variants = pairs.flatMap((pair) =>
      compilers.flatMap((c) => {
        const raw = `${pair.prefix}${RAW}, ${c.name}`;
        return [
          ...FORMS.map((form) => ({
            label: `${pair.prefix}${form.label}, ${c.name}`,
            tsc: c.tsc,
            dir: pair[form.key],
            against: ctx.oursOnly ? undefined : raw,
          })),
          ...(ctx.oursOnly ? [] : [{ label: raw, tsc: c.tsc, dir: pair.raw, against: undefined }]),
        ];
      }),
    );
    ctx.log(`figure 3: consumers of ${snapshot.label} and of ${docs.map((d) => d.label).join(' and ')}`);
    const results = await interleaved<ProcessResult>(
      variants.map((v) => ({
        label: v.label,
        run: () => measureProcess(process.execPath, [v.tsc, '-p', v.dir], { cwd: v.dir }),
      })),
      ctx.runs,
      ctx.log,
      (r) => `${ms(r.wallMs)}, ${r.peakRss === undefined ? 'peak RSS n/a' : mib(r.peakRss)}`,
    );
    const samples: Sample[] = [];
    const rows: string[][] = [];
    const ratioTo = new Map<string, number[]>();
    for (const v of variants) {
      const { wall, rss, samples: own } = processSamples(v.label, results.get(v.label)!);
      samples.push(...own);
      // Ours against the raw consumer of the same operations under the same compiler.
      const other = v.against === undefined ? undefined : results.get(v.against)?.map((r) => r.wallMs);
      const r = other === undefined ? undefined : pairedRatios(wall, other);
      if (r !== undefined) ratioTo.set(v.label, r);
      rows.push([
        v.label,
        withRange(spread(wall), ms),
        r === undefined ? '' : withRange(spread(r), ratio),
        rss === undefined ? 'n/a' : withRange(spread(rss), mib),
      ]);
    }
    const tables: Table[] = [{ head: ['consumer, compiler', 'wall time', 'ours ÷ openapi-fetch', 'peak RSS'], rows }];
    if (ctx.scale !== 'tiny') {
      const diagRows: string[][] = [];
      for (const pair of pairs) {
        const consumers = [
          ...FORMS.map((form) => [form.label, pair[form.key]] as const),
          ...(ctx.oursOnly ? [] : [[RAW, pair.raw] as const]),
        ];
        for (const [label, dir] of consumers) {
          const d = await diagnostics(TSC5, dir);
          if (d !== undefined)
            diagRows.push([
              `${pair.prefix}${label}`,
              count(d.types),
              ms(d.checkMs),
              count(d.tsLines),
              count(d.dtsLines),
            ]);
        }
      }
      tables.push({
        caption: 'One extra `tsc 5 --extendedDiagnostics` run of each (not timed with the others):',
        head: ['consumer', 'types', 'check time', 'lines of TypeScript checked', 'lines of declarations read'],
        rows: diagRows,
      });
    }
    const target = (pair: Pair, what: string): TargetResult => {
      const bound = `${what}: at most ${LIMIT}× openapi-typescript + openapi-fetch (tsc)`;
      const of = (form: (typeof FORMS)[number], compiler: string) =>
        ratioTo.get(`${pair.prefix}${form.label}, ${compiler}`);
      const [built, workspace] = FORMS;
      const built5 = of(built, 'tsc 5');
      const workspace5 = of(workspace, 'tsc 5');
      if (built5 === undefined || workspace5 === undefined)
        return {
          target: bound,
          measured: 'ours only',
          verdict: 'not measured',
          note: 'peers not installed (--ours-only)',
        };
      const both = (form: (typeof FORMS)[number], ts5: number[]) => {
        const ts7 = of(form, 'tsc 7');
        return `${ratio(median(ts5))} with tsc 5${ts7 === undefined ? '' : `, ${ratio(median(ts7))} with tsc 7`}`;
      };
      return {
        target: bound,
        measured:
          `ours ÷ openapi-fetch through the built packages ${both(built, built5)}; through the workspace ` +
          `sources ${both(workspace, workspace5)}`,
        verdict: median(built5) <= LIMIT ? 'met' : 'missed',
        note:
          `judged on the built packages (tsc 5), what a user's project installs; the workspace sources, ` +
          `which also check our implementation, ${median(workspace5) <= LIMIT ? 'meet it too' : 'do not'}`,
      };
    };
    const targets: TargetResult[] = [
      target(
        pairs[0]!,
        `records client: consumer of every records operation of ` +
          (snapshot === RECORDS_MAX_SNAPSHOT
            ? 'the 20 × 100 fixture'
            : `${snapshot.label} (the fixture in a full run)`),
      ),
      target(pairs[1]!, `clients of ${docs.map((d) => d.label).join(' + ')}, the same bound`),
    ];
    const ts7 = peerVersion('typescript-7');
    const ts7Package =
      `the \`typescript@${ts7}\` package (installed as \`typescript-7\`), ` + 'whose `tsc` runs the native compiler';
    return {
      id: 3,
      title: 'Type-check of a consumer of every operation',
      method:
        `\`tsc -p\` (noEmit, the project's strict options, skipLibCheck) of a consumer file, through our ` +
        `generated clients or through openapi-fetch on openapi-typescript's output of the same document. Ours in ` +
        `two forms, from the same consumer source: the built packages (\`packaging/build-packages.ts\`: ` +
        `JavaScript and declarations, a package.json whose \`exports\` point at them), installed under ` +
        `\`node_modules/@platform-sdk/\` of a project of their own as \`npm install\` puts them, and the ` +
        `workspace sources (this repository's packages, whose \`exports\` point at their TypeScript). Two pairs: ` +
        `every record operation of every API definition of ${snapshot.label} (${snapshot.openapi}; ours through ` +
        `the records package generated from it and its API definitions: create, get, patch with fields, query ` +
        `with a filter of up to six conditions and an OR, count, the pages and queryAll iterators, bulkCreate, ` +
        `bulkPatch, authenticate, delete; the raw one the same calls, the iterators and bulk helpers as the one ` +
        `request they make), and every ${docs.map((d) => d.label).join(' and ')} operation with the spec's ` +
        `examples as arguments. TypeScript ${TS5_VERSION} is the project's; TypeScript 7 is ` +
        `${ts7 === undefined ? 'not installed' : ts7Package}. ` +
        'Whole process, interleaved.',
      tables,
      targets,
      samples,
      // The note speaks of the diagnostics table, which tiny runs leave out.
      notes:
        ctx.scale === 'tiny'
          ? []
          : [
              "The target judges the built packages: that is what a user's project type-checks after `npm " +
                'install`, declarations only, as openapi-fetch arrives. The workspace form is what code inside ' +
                "this repository pays when it imports the packages by name (the tests, for one): the packages' " +
                '`exports` point at TypeScript sources and `skipLibCheck` skips only declaration files, so its ' +
                "consumer also checks the runtime's implementation and the generated modules (the lines of " +
                "TypeScript column), while openapi-fetch's side checks only openapi-typescript's schema as " +
                'source. The built form reads our declarations instead (the lines of declarations column, with ' +
                "@types/node's and openapi-fetch's in every row). Both forms check the same consumer source; the " +
                'difference between their rows is what else each checks.',
            ],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(typecheck);
