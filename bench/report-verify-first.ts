/**
 * What `verify: 'first'` costs on a 1,000,000-row report: the same report read three ways by the runtime from a
 * local server in a process of its own, each way in a fresh process (so one's memory does not count against
 * another's), three runs each, the median shown.
 *
 * - `stream`: `for await` (the default), rows as the body arrives, Content-MD5 checked at the end;
 * - `first`: `for await` with `{ verify: 'first' }`, the body spooled to a temporary file and verified first;
 * - `rows()`: the whole report in memory, verified first.
 *
 * Run: `npx tsx bench/report-verify-first.ts [--rows 1000000] [--runs 3]`. Times are of this machine; the ratios
 * between the ways are what carries over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    mode: { type: 'string' },
    url: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);

type Mode = 'stream' | 'first' | 'rows';
interface Measure {
  readonly mode: Mode;
  readonly rows: number;
  readonly totalMs: number;
  readonly firstRowMs: number;
  /** Largest resident set seen while reading, above the process's size before the call. */
  readonly peakRssMiB: number;
  readonly peakHeapMiB: number;
}

/** The report server, in a child process: rows generated twice (once for the digest, once to send), never held. */
const SERVER = `
const http = require('node:http');
const crypto = require('node:crypto');
const rows = Number(process.argv[1]);
function* chunks() {
  let batch = '"platformId","deliveredAt"\\r\\n';
  for (let i = 1; i <= rows; i++) {
    batch += '"' + (1000000000 + i) + '","2025-01-02 03:04:05"\\r\\n';
    if (batch.length > 65536) { yield Buffer.from(batch); batch = ''; }
  }
  if (batch) yield Buffer.from(batch);
}
const hash = crypto.createHash('md5');
let length = 0;
for (const chunk of chunks()) { hash.update(chunk); length += chunk.length; }
const md5 = hash.digest('base64');
const server = http.createServer(async (req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-MD5': md5, 'Content-Length': String(length) });
  for (const chunk of chunks()) if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
  res.end();
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ url: 'http://127.0.0.1:' + server.address().port, bytes: length })));
`;

/** One way of reading, in this process: the measure as one JSON line on stdout. */
async function measure(mode: Mode, url: string): Promise<void> {
  const { createApiRuntime } = await import('@platform-sdk/runtime/internal');
  const runtime = createApiRuntime(
    { name: 'bench', scopes: [] },
    { serverUrl: url, audience: url, accessToken: 'bench', rateLimit: false },
  );
  const op = {
    id: 'results',
    method: 'get',
    path: '/results',
    scopes: [],
    kind: 'csv-report',
    retry: 'safe',
    csvColumns: ['platformId', 'deliveredAt'],
  } as const;
  const baseRss = process.memoryUsage().rss;
  const baseHeap = process.memoryUsage().heapUsed;
  let peakRss = 0;
  let peakHeap = 0;
  const sample = (): void => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss - baseRss);
    peakHeap = Math.max(peakHeap, m.heapUsed - baseHeap);
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  let firstRowMs = -1;
  let rows = 0;
  let checksum = 0;
  if (mode === 'rows') {
    const all = await runtime.report<{ platformId: string }>(op, {}).rows();
    firstRowMs = performance.now() - started;
    for (const row of all) checksum += row.platformId.length;
    rows = all.length;
  } else {
    for await (const row of runtime.report<{ platformId: string }>(op, {}, { verify: mode })) {
      if (rows === 0) firstRowMs = performance.now() - started;
      checksum += row.platformId.length;
      rows++;
      if ((rows & 0xffff) === 0) sample();
    }
  }
  const totalMs = performance.now() - started;
  sample();
  clearInterval(sampler);
  if (checksum === 0) throw new Error('no rows read');
  const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const result: Measure = {
    mode,
    rows,
    totalMs: Math.round(totalMs),
    firstRowMs: Math.round(firstRowMs),
    peakRssMiB: mib(peakRss),
    peakHeapMiB: mib(peakHeap),
  };
  console.log(JSON.stringify(result));
}

function run(argv: string[]): ChildProcess {
  return spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
}

async function firstLine(child: ChildProcess): Promise<string> {
  let text = '';
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0] ?? '';
}

async function main(): Promise<void> {
  const server = run(['-e', SERVER, String(ROWS)]);
  try {
    const { url, bytes } = JSON.parse(await firstLine(server)) as { url: string; bytes: number };
    const self = fileURLToPath(import.meta.url);
    const results = new Map<Mode, Measure[]>();
    for (let i = 0; i < RUNS; i++) {
      for (const mode of ['stream', 'first', 'rows'] as const) {
        const child = run(['--import', 'tsx', self, '--mode', mode, '--url', url]);
        const line = await firstLine(child);
        await once(child, 'exit');
        const list = results.get(mode) ?? [];
        list.push(JSON.parse(line) as Measure);
        results.set(mode, list);
      }
    }
    const median = (values: number[]): number =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const stream = median((results.get('stream') ?? []).map((m) => m.totalMs));
    console.log(
      `report of ${ROWS.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB; median of ${RUNS} runs, each in a fresh process; Node ${process.version}`,
    );
    console.log('| way | total | first row | peak RSS above start | peak heap above start | total vs stream |');
    console.log('|---|---|---|---|---|---|');
    for (const [mode, list] of results) {
      const total = median(list.map((m) => m.totalMs));
      const label =
        mode === 'rows' ? '`rows()`' : mode === 'first' ? "`for await`, `verify: 'first'`" : '`for await` (stream)';
      console.log(
        `| ${label} | ${total} ms | ${median(list.map((m) => m.firstRowMs))} ms | ${median(list.map((m) => m.peakRssMiB))} MiB | ` +
          `${median(list.map((m) => m.peakHeapMiB))} MiB | ${(total / stream).toFixed(2)}x |`,
      );
    }
  } finally {
    server.kill();
  }
}

if (args.mode !== undefined) await measure(args.mode as Mode, args.url as string);
else await main();
