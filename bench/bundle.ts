/**
 * Figure 8. Bundle size: esbuild (bundle, minify, browser, ESM, code splitting) of an app that creates a mail
 * client and calls getDelivery once, gzip -9 of what the page loads before the call (the entry and the chunks it
 * imports statically, each file gzipped on its own, as a server sends them); chunks loaded only by a dynamic
 * import are counted apart. Ours (the generated mail client), openapi-fetch alone,
 * and the fetch clients hey-api and orval generate from specs/mail.yaml. Sizes are deterministic, so one build
 * each.
 *
 *   npx tsx bench/bundle.ts [--quick | --tiny] [--ours-only]
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain, runAlone } from './lib/cli.js';
import { MAIL } from './lib/documents.js';
import type { FigureScript, Sample, TargetResult } from './lib/figure.js';
import { kb } from './lib/format.js';
import { type EsbuildOutput, loadPeer, PEER_CLI } from './lib/peers.js';
import { measureProcess } from './lib/process.js';
import { freshDir, ROOT } from './lib/work.js';

const LIMIT_BYTES = 25_000;
const CLIENT_OBJECT = 'ours (generated mail client)';
const TREE_SHAKABLE = 'ours, tree-shakable (`@platform-sdk/mail/operations`)';

/** Each app: the same call, written the way each tool's README shows. */
const APPS: readonly {
  readonly label: string;
  readonly file: string;
  readonly source: string;
  readonly peer: boolean;
}[] = [
  {
    label: 'openapi-fetch alone',
    file: 'openapi-fetch.ts',
    peer: true,
    source: `import createClient from 'openapi-fetch';
const client = createClient({ baseUrl: 'https://mail.example.net/e/tymail/v1/abc/mail', headers: { Authorization: 'Bearer token' } });
client.GET('/deliveries/{delivery_id}', { params: { path: { delivery_id: 123456 } } }).then(({ data }) => console.log(data));
`,
  },
  {
    label: CLIENT_OBJECT,
    file: 'ours.ts',
    peer: false,
    source: `import { createMailClient } from '@platform-sdk/mail';
const mail = createMailClient({ baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 'token' });
mail.getDelivery(123456).then((delivery) => console.log(delivery.status));
`,
  },
  {
    label: TREE_SHAKABLE,
    file: 'ours-operations.ts',
    peer: false,
    source: `import { createMailCore, getDelivery } from '@platform-sdk/mail/operations';
const mail = createMailCore({ baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 'token' });
getDelivery(mail, 123456).then((delivery) => console.log(delivery.status));
`,
  },
  {
    label: 'hey-api (@hey-api/client-fetch)',
    file: 'hey.ts',
    peer: true,
    source: `import { client } from './hey/client.gen.js';
import { getDelivery } from './hey/sdk.gen.js';
client.setConfig({ baseUrl: 'https://mail.example.net/e/tymail/v1/abc/mail', headers: { Authorization: 'Bearer token' } });
getDelivery({ path: { delivery_id: 123456 } }).then(({ data }) => console.log(data));
`,
  },
  {
    label: 'orval (fetch client)',
    file: 'orval.ts',
    peer: true,
    source: `import { getDelivery } from './orval/mail.js';
getDelivery(123456, { headers: { Authorization: 'Bearer token' } }).then((answer) => console.log(answer));
`,
  },
];

interface Loaded {
  /** Minified bytes the page loads before the call: the entry and every chunk it imports statically. */
  readonly minified: number;
  /** The same files, each gzipped. */
  readonly gzip: number;
  /** Chunks only a dynamic import loads (gzip, each file on its own). */
  readonly onDemandGzip: number;
  /** Input modules of the loaded files with their minified bytes. */
  readonly inputs: readonly [string, number][];
}

/**
 * Splits esbuild's output into what loads with the entry (static imports, followed) and what loads on demand.
 * `app` is the app's entry point as the metafile names it: chunks of a dynamic import have an `entryPoint` too.
 */
function loadedParts(out: EsbuildOutput, app: string): Loaded {
  const outputs = out.metafile.outputs;
  const entry = Object.keys(outputs).find((k) => outputs[k]?.entryPoint === app && k.endsWith('.js'));
  if (entry === undefined) throw new Error(`esbuild reported no chunk for the entry ${app}`);
  const atStart = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const k = stack.pop()!;
    if (atStart.has(k)) continue;
    atStart.add(k);
    for (const i of outputs[k]?.imports ?? []) if (i.kind === 'import-statement') stack.push(i.path);
  }
  let minified = 0;
  let gzip = 0;
  let onDemandGzip = 0;
  const inputs: [string, number][] = [];
  for (const file of out.outputFiles.filter((f) => f.path.endsWith('.js'))) {
    // Metafile keys are relative to esbuild's working directory (the repository root).
    const key = path.relative(ROOT, file.path);
    const zipped = gzipSync(file.contents, { level: 9 }).byteLength;
    if (atStart.has(key)) {
      minified += file.contents.byteLength;
      gzip += zipped;
      inputs.push(
        ...Object.entries(outputs[key]?.inputs ?? {}).map(([name, v]): [string, number] => [name, v.bytesInOutput]),
      );
    } else {
      onDemandGzip += zipped;
    }
  }
  return { minified, gzip, onDemandGzip, inputs };
}

/** The inputs that weigh most in what loads at start, for the notes: where our bytes come from. */
function heaviest(loaded: Loaded, top: number): string {
  return [...loaded.inputs]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([file, bytes]) => `${file.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')} ${kb(bytes)}`)
    .join(', ');
}

export const bundle: FigureScript = {
  id: 8,
  title: 'Bundle size of an app calling one method',
  async run(ctx) {
    const dir = await freshDir('bundle');
    const apps = APPS.filter((a) => !a.peer || !ctx.oursOnly);
    if (!ctx.oursOnly) {
      ctx.log('figure 8: hey-api and orval generate their mail clients');
      await measureProcess(
        process.execPath,
        [
          PEER_CLI.heyApi(),
          '-i',
          MAIL.file,
          '-o',
          path.join(dir, 'hey'),
          '-c',
          '@hey-api/client-fetch',
          '--no-log-file',
          '-s',
        ],
        { cwd: dir },
      );
      await measureProcess(
        process.execPath,
        [PEER_CLI.orval(), '--input', MAIL.file, '--output', path.join(dir, 'orval/mail.ts'), '--client', 'fetch'],
        { cwd: dir },
      );
    }
    // esbuild from bench/node_modules, or the project's own copy (tsx's) when only our side is measured.
    const esbuild = await loadPeer.esbuild();
    const sizes = new Map<string, Loaded>();
    for (const app of apps) {
      await writeFile(path.join(dir, app.file), app.source);
      const out = await esbuild.build({
        entryPoints: [path.join(dir, app.file)],
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        outdir: path.join(dir, 'out'),
        absWorkingDir: ROOT,
        logLevel: 'silent',
        metafile: true,
        splitting: true,
      });
      // Metafile paths are relative to esbuild's working directory (the repository root).
      const loaded = loadedParts(out, path.relative(ROOT, path.join(dir, app.file)));
      sizes.set(app.label, loaded);
      ctx.log(
        `  ${app.label}: ${kb(loaded.minified)} minified, ${kb(loaded.gzip)} gzip at start, ${kb(loaded.onDemandGzip)} gzip on demand`,
      );
    }
    const base = sizes.get('openapi-fetch alone');
    const rows = apps.map((a) => {
      const s = sizes.get(a.label)!;
      const diff =
        base === undefined || s === base ? '' : `${s.gzip >= base.gzip ? '+' : '−'}${kb(Math.abs(s.gzip - base.gzip))}`;
      return [a.label, kb(s.minified), kb(s.gzip), diff, s.onDemandGzip === 0 ? '' : kb(s.onDemandGzip)];
    });
    const samples: Sample[] = apps.flatMap((a) => [
      { label: `${a.label} minified`, unit: 'bytes' as const, values: [sizes.get(a.label)!.minified] },
      { label: `${a.label} gzip`, unit: 'bytes' as const, values: [sizes.get(a.label)!.gzip] },
      { label: `${a.label} gzip on demand`, unit: 'bytes' as const, values: [sizes.get(a.label)!.onDemandGzip] },
    ]);
    const client = sizes.get(CLIENT_OBJECT)!;
    const functions = sizes.get(TREE_SHAKABLE)!;
    // What a user notices: the bytes a page loads for one mail call. An app that cares about size imports the
    // functions, so the verdict takes the smaller of our two forms.
    const targets: TargetResult[] = [
      {
        target: 'an app making one mail call: at most 25 kB (25,000 bytes) gzip',
        measured: `client object ${kb(client.gzip)}, tree-shakable functions ${kb(functions.gzip)}`,
        verdict: Math.min(client.gzip, functions.gzip) <= LIMIT_BYTES ? 'met' : 'missed',
        note: 'the smaller of our two forms',
      },
    ];
    return {
      id: 8,
      title: 'Bundle size of an app calling one method',
      method:
        "An app that makes a client and calls getDelivery once, bundled by esbuild (`bundle`, `minify`, `splitting`, `platform: browser`, ESM, es2022), then gzip level 9 of what loads before the call: the entry and every chunk it imports statically, each file gzipped on its own as a server sends it. Chunks that only a dynamic import loads are counted apart (ours: js-md5, for platforms without node:crypto). hey-api's and orval's fetch clients are generated from specs/mail.yaml first. Deterministic: one build each.",
      tables: [{ head: ['app', 'minified', 'gzip', 'gzip over openapi-fetch alone', 'gzip loaded on demand'], rows }],
      targets,
      samples,
      notes: [
        `Largest inputs loaded at start by the client-object app (minified bytes, before gzip): ${heaviest(client, 10)}.`,
        `Largest inputs loaded at start by the tree-shakable app: ${heaviest(functions, 10)}.`,
        "The client object holds every method and its descriptor (a bundler cannot drop a property of an object that is returned) and `raw`, which brings openapi-fetch. The tree-shakable form (`createMailCore` and one function per operation) keeps only the operations called and no openapi-fetch. Descriptors are plain data, so the runtime a call loads is the whole call path: token providers, retries, timeouts, the rate limiter, error classes with the service's words, JSON bodies, reports and uploads; nothing is split off to be loaded on demand.",
      ],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(bundle);
