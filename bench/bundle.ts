/**
 * Figure 8. Bundle size: esbuild (bundle, minify, browser, ESM) of an app that creates a mail client and calls
 * getDelivery once, gzip -9 of the result: ours (the generated mail client), openapi-fetch alone, and the fetch
 * clients hey-api and orval generate from specs/mail.yaml. Sizes are deterministic, so one build each.
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

const LIMIT_BYTES = 8000;

/** Each app: the same call, written the way each tool's README shows. */
const APPS: readonly { readonly label: string; readonly file: string; readonly source: string; readonly peer: boolean }[] = [
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
    label: 'ours (generated mail client)',
    file: 'ours.ts',
    peer: false,
    source: `import { createMailClient } from '@platform-sdk/mail';
const mail = createMailClient({ baseUrl: 'https://mail.example.net', userName: 'abc', accessToken: 'token' });
mail.getDelivery(123456).then((delivery) => console.log(delivery.status));
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

/** The inputs that weigh most in a bundle, for the notes: where our bytes come from. */
function heaviest(out: EsbuildOutput, top: number): string {
  const inputs = Object.values(out.metafile.outputs)[0]?.inputs ?? {};
  return Object.entries(inputs)
    .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
    .slice(0, top)
    .map(([file, { bytesInOutput }]) => `${file.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')} ${kb(bytesInOutput)}`)
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
      await measureProcess(process.execPath, [PEER_CLI.heyApi(), '-i', MAIL.file, '-o', path.join(dir, 'hey'), '-c', '@hey-api/client-fetch', '--no-log-file', '-s'], { cwd: dir });
      await measureProcess(process.execPath, [PEER_CLI.orval(), '--input', MAIL.file, '--output', path.join(dir, 'orval/mail.ts'), '--client', 'fetch'], { cwd: dir });
    }
    // esbuild from bench/node_modules, or the project's own copy (tsx's) when only our side is measured.
    const esbuild = await loadPeer.esbuild();
    const sizes = new Map<string, { minified: number; gzip: number; out: EsbuildOutput }>();
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
      });
      const js = out.outputFiles.find((f) => f.path.endsWith('.js'));
      if (js === undefined) throw new Error(`esbuild wrote no JavaScript for ${app.label}`);
      sizes.set(app.label, { minified: js.contents.byteLength, gzip: gzipSync(js.contents, { level: 9 }).byteLength, out });
      ctx.log(`  ${app.label}: ${kb(js.contents.byteLength)} minified, ${kb(sizes.get(app.label)!.gzip)} gzip`);
    }
    const base = sizes.get('openapi-fetch alone');
    const rows = apps.map((a) => {
      const s = sizes.get(a.label)!;
      const diff = base === undefined || s === base ? '' : `${s.gzip >= base.gzip ? '+' : '−'}${kb(Math.abs(s.gzip - base.gzip))}`;
      return [a.label, kb(s.minified), kb(s.gzip), diff];
    });
    const samples: Sample[] = apps.flatMap((a) => [
      { label: `${a.label} minified`, unit: 'bytes' as const, values: [sizes.get(a.label)!.minified] },
      { label: `${a.label} gzip`, unit: 'bytes' as const, values: [sizes.get(a.label)!.gzip] },
    ]);
    const ours = sizes.get('ours (generated mail client)')!;
    const over = base === undefined ? undefined : ours.gzip - base.gzip;
    const targets: TargetResult[] = [
      over === undefined
        ? { target: 'at most 8 kB gzip above openapi-fetch alone', measured: `ours ${kb(ours.gzip)} gzip`, verdict: 'not measured', note: 'peers not installed (--ours-only)' }
        : {
            target: 'at most 8 kB (8,000 bytes) gzip above openapi-fetch alone',
            measured: `ours ${kb(ours.gzip)} against ${kb(base!.gzip)}: +${kb(over)}`,
            verdict: over <= LIMIT_BYTES ? 'met' : 'missed',
          },
    ];
    return {
      id: 8,
      title: 'Bundle size of an app calling one method',
      method:
        'An app that makes a client and calls getDelivery once, bundled by esbuild (`bundle`, `minify`, `platform: browser`, ESM, es2022), then gzip level 9; hey-api\'s and orval\'s fetch clients are generated from specs/mail.yaml first. Deterministic: one build each.',
      tables: [{ head: ['app', 'minified', 'gzip', 'gzip over openapi-fetch alone'], rows }],
      targets,
      samples,
      notes: [`Largest inputs of our bundle (minified bytes, before gzip): ${heaviest(ours.out, 10)}.`],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(bundle);
