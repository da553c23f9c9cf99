/**
 * Figure 6. Send-list upload: a generated list of 300,000,000 bytes (the service's limit) uploaded to the
 * sandbox through the generated mail client, from disk; the client's peak resident memory, beside raw `fetch`
 * and node:http streaming the same file as floors. Sandbox in its own process, reset between runs.
 *
 *   npx tsx bench/upload.ts [--quick | --tiny] [--runs N]
 */
import { isMain, runAlone } from './lib/cli.js';
import { byScale, type FigureScript, type Sample, type TargetResult } from './lib/figure.js';
import { count, mib, ms, withRange } from './lib/format.js';
import { interleaved } from './lib/interleave.js';
import { compiledChild } from './lib/compiled.js';
import { runJsonChild } from './lib/process.js';
import { startBenchSandbox } from './lib/sandbox.js';
import { sendListFile } from './lib/send-list.js';
import { median, spread } from './lib/stats.js';
import { ROOT } from './lib/work.js';

const CHILD = 'bench/children/upload-child.ts';
const RSS_LIMIT = 100_000_000;

interface UploadResult {
  readonly ms: number;
  readonly bytes: number;
  readonly peakRss: number;
}

export const upload: FigureScript = {
  id: 6,
  title: 'Send-list upload: client memory',
  async run(ctx) {
    const bytes = byScale(ctx, { full: 300_000_000, quick: 30_000_000, tiny: 1_000_000 });
    ctx.log(`figure 6: ${count(bytes)}-byte send list`);
    const file = await sendListFile(bytes);
    const compiled = await compiledChild(CHILD);
    const sandbox = await startBenchSandbox();
    let results: Map<string, UploadResult[]>;
    try {
      // The floors need no peer: they are Node's own fetch and http.
      results = await interleaved<UploadResult>(
        ['ours', 'ours-unchecked', 'raw-fetch', 'node-http'].map((variant) => ({
          label: variant,
          run: async () => {
            await sandbox.reset();
            return runJsonChild<UploadResult>(CHILD, [variant, sandbox.url, file], ROOT, compiled);
          },
        })),
        ctx.runs,
        ctx.log,
        (r) => `${ms(r.ms)}, peak ${mib(r.peakRss)}`,
      );
    } finally {
      await sandbox.stop();
    }
    const samples: Sample[] = [];
    const rows: string[][] = [];
    for (const [variant, label] of [
      ['ours', 'ours: `uploadSendList({ file })`, send-list check on'],
      ['raw-fetch', 'raw fetch streaming the file, no check'],
      ['ours-unchecked', 'ours: the same with `uploadCheck: false` (the upload alone)'],
      ['node-http', 'node:http piping the file, no check'],
    ] as const) {
      const rs = results.get(variant)!;
      samples.push(
        { label: `${variant} time`, unit: 'ms', values: rs.map((r) => r.ms) },
        { label: `${variant} peak RSS`, unit: 'bytes', values: rs.map((r) => r.peakRss) },
      );
      rows.push([
        label,
        withRange(spread(rs.map((r) => r.ms)), ms),
        `${(bytes / 1e6 / (median(rs.map((r) => r.ms)) / 1000)).toFixed(0)} MB/s`,
        withRange(spread(rs.map((r) => r.peakRss)), mib),
      ]);
    }
    const peak = median(results.get('ours')!.map((r) => r.peakRss));
    const targets: TargetResult[] = [
      {
        target: 'client peak RSS under 100 MB (100,000,000 bytes) uploading 300,000,000 bytes',
        measured: `${mib(peak)} (${count(peak / 1e6)} MB) for ${count(bytes)} bytes`,
        verdict: ctx.scale !== 'full' ? 'not measured' : peak < RSS_LIMIT ? 'met' : 'missed',
        ...(ctx.scale !== 'full' ? { note: 'judged only on the full 300,000,000 bytes' } : {}),
      },
    ];
    return {
      id: 6,
      title: 'Send-list upload: client memory',
      method: `A generated send list of ${count(bytes)} bytes (header and ${'`id,address,name`'} rows, all valid) uploaded from disk to the sandbox (its own process, reset before each run): through the generated mail client (\`uploadSendList({ file })\`: token request, the send-list check reading the file before sending, then the streamed upload) and, as floors, one raw \`fetch\` streaming the file (a ReadableStream body, \`duplex: 'half'\`) and node:http's request with the file piped into it, each with a token fetched first. Each upload in a process of its own, interleaved, run as one JavaScript file bundled by esbuild under plain \`node\`, as a deployed app runs (bench/lib/compiled.ts: tsx alone would add about 36 MiB to every variant); time from the first call to the answer, peak RSS from getrusage of the process.`,
      tables: [{ head: ['client', 'time', 'throughput', 'peak RSS'], rows }],
      targets,
      samples,
      notes: [
        "The first fetch of a process is a peak of its own on Node 20: undici compiles its HTTP parser (WebAssembly), about 40 MiB for a moment. With the check on, the runtime asks for the token before reading the list, so that peak is over before the check (the file read once through one reused 64 KiB buffer, almost nothing kept per row) and the upload add theirs; with `uploadCheck: false` the token request and the upload start together and their peaks add up, which is why that row can be the higher. The upload adds what every streamed upload costs, 64 KiB chunks that are garbage outside the heap until a collection, as node:http piping the same file shows. raw fetch without `redirect: 'error'` keeps a copy of the whole body (fetch tees a streamed body to be able to follow a 307/308), which is why the runtime sends streamed uploads with `redirect: 'error'`.",
      ],
    };
  },
};

if (isMain(import.meta.filename)) runAlone(upload);
