/**
 * Figure 4. Request overhead: getDelivery through the generated mail client (runtime on, rate limit off, an
 * `accessToken` given), through plain openapi-fetch and through raw `fetch`, against a minimal loopback server in
 * a process of its own. Sequential and at concurrency 16; after a warm-up, rounds interleave the three clients.
 *
 *   npx tsx bench/requests.ts [--quick | --tiny] [--runs N] [--ours-only]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createMailClient, paths } from '@platform-sdk/mail';
import { startChild } from './lib/child.js';
import { isMain, runAlone } from './lib/cli.js';
import { installBuilt } from './lib/installed.js';
import { byScale, type FigureScript, type Sample, type TargetResult } from './lib/figure.js';
import { count, ms, ratio, withRange } from './lib/format.js';
import { loadPeer } from './lib/peers.js';
import { tsxArgs } from './lib/process.js';
import { profileLine, profileNode } from './lib/profile.js';
import { median, pairedRatios, quantile, spread } from './lib/stats.js';
import { ROOT } from './lib/work.js';
import { DEFAULTS } from '../runtime/src/contract/defaults.js';

const USER = 'abc';
const TOKEN = 'bench-token';
const DELIVERY = 123456;
const CONCURRENCY = 16;
const MIN_RATIO = 0.8;

type Call = () => Promise<unknown>;

interface Round {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** Process CPU time (user + system) per call, µs: less sensitive to other processes than wall time. */
  readonly cpuPerCall: number;
}

/** Blocks a round is cut into: the clients take turns block by block, so a busy moment weighs on all of them. */
const BLOCKS = 25;

/** `n` calls, `concurrency` at a time: the elapsed time, CPU time and per-call latencies. */
async function block(
  call: Call,
  n: number,
  concurrency: number,
  latencies: number[],
): Promise<{ ms: number; cpuUs: number }> {
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      const started = performance.now();
      await call();
      latencies.push(performance.now() - started);
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuUs: used.user + used.system };
}

/**
 * One round: `n` calls of each client, in BLOCKS blocks per client taken in turns (A B C, A B C, …). On a shared
 * machine the load changes from second to second; whole rounds of one client each would compare one client's
 * quiet second with another's busy one.
 */
async function round(
  list: readonly { label: string; call: Call }[],
  n: number,
  concurrency: number,
): Promise<Map<string, Round>> {
  const per = Math.max(1, Math.floor(n / BLOCKS));
  const totals = new Map(list.map((c) => [c.label, { ms: 0, cpuUs: 0, calls: 0, latencies: [] as number[] }]));
  for (let done = 0; done < n; done += per) {
    for (const c of list) {
      const t = totals.get(c.label)!;
      const size = Math.min(per, n - done);
      const r = await block(c.call, size, concurrency, t.latencies);
      t.ms += r.ms;
      t.cpuUs += r.cpuUs;
      t.calls += size;
    }
  }
  return new Map(
    [...totals].map(([label, t]) => [
      label,
      {
        perSecond: (t.calls / t.ms) * 1000,
        p50: quantile(t.latencies, 0.5),
        p99: quantile(t.latencies, 0.99),
        cpuPerCall: t.cpuUs / t.calls,
      },
    ]),
  );
}

/**
 * The generated mail client as a user's project runs it: the runtime and the mail package built as they are
 * published (JavaScript), not the workspace's TypeScript sources run through a loader. Returns the entry module.
 */
async function builtMailEntry(): Promise<string> {
  const scope = await installBuilt('requests/installed', [{ name: 'mail', dir: path.join(ROOT, 'generated', 'mail') }]);
  return path.join(scope, 'mail', 'index.gen.js');
}

/** The client's default attempt timeout, for the raw fetch that has one too. */
const TIMEOUT_MS = DEFAULTS.timeoutMs;

/** The clients, each returning the parsed delivery status. */
export async function clients(
  baseUrl: string,
  oursOnly: boolean,
  mailEntry: string,
): Promise<{ label: string; call: Call }[]> {
  const url = `${baseUrl}/e/tymail/v1/${USER}/mail/deliveries/${DELIVERY}`;
  const built = (await import(pathToFileURL(mailEntry).href)) as { createMailClient: typeof createMailClient };
  const mail = built.createMailClient({ baseUrl, userName: USER, accessToken: TOKEN, rateLimit: false });
  // Raw fetch + json() with the init of each call (the token's header as the clients send it).
  const rawFetch =
    (init: () => RequestInit): Call =>
    async () => {
      const res = await fetch(url, init());
      if (!res.ok) throw new Error(`raw fetch: ${res.status}`);
      return res.json();
    };
  const list: { label: string; call: Call }[] = [
    { label: 'raw fetch', call: rawFetch(() => ({ headers: { Authorization: `Bearer ${TOKEN}` } })) },
    { label: 'ours (generated mail client)', call: () => mail.getDelivery(DELIVERY) },
  ];
  if (!oursOnly) {
    // What a timeout costs fetch itself, written as users write it: a signal per call that aborts the request.
    list.push({
      label: 'raw fetch with a timeout (AbortSignal.timeout)',
      call: rawFetch(() => ({
        headers: { Authorization: `Bearer ${TOKEN}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })),
    });
    const createClient = await loadPeer.openapiFetch();
    const plain = createClient<paths>({
      baseUrl: `${baseUrl}/e/tymail/v1/${USER}/mail`,
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    list.push({
      label: 'plain openapi-fetch',
      call: async () => {
        const { data, error } = await plain.GET('/deliveries/{delivery_id}', {
          params: { path: { delivery_id: DELIVERY } },
        });
        if (error !== undefined) throw new Error('openapi-fetch: error answer');
        return data;
      },
    });
  }
  return list;
}

export const requests: FigureScript = {
  id: 4,
  title: 'Request overhead',
  async run(ctx) {
    const { n, warmup } = byScale(ctx, {
      full: { n: 5000, warmup: 1000 },
      quick: { n: 1000, warmup: 200 },
      tiny: { n: 100, warmup: 20 },
    });
    ctx.log('figure 4: building the runtime and the mail package as they are published');
    const mailEntry = await builtMailEntry();
    const server = await startChild(tsxArgs('bench/children/loopback-server.ts'), ROOT, /^\d+$/);
    const baseUrl = `http://127.0.0.1:${server.line}`;
    const rows: string[][] = [];
    const samples: Sample[] = [];
    const targets: TargetResult[] = [];
    try {
      const list = await clients(baseUrl, ctx.oursOnly, mailEntry);
      ctx.log(`figure 4: warm-up, ${warmup} calls each`);
      for (const c of list) await block(c.call, warmup, CONCURRENCY, []);
      for (const [mode, concurrency] of [
        ['sequential', 1],
        [`concurrency ${CONCURRENCY}`, CONCURRENCY],
      ] as const) {
        const rounds = new Map<string, Round[]>(list.map((c) => [c.label, []]));
        for (let i = 0; i < ctx.runs; i++) {
          const results = await round(list, n, concurrency);
          for (const c of list) {
            const r = results.get(c.label)!;
            rounds.get(c.label)!.push(r);
            ctx.log(
              `  ${mode} round ${i + 1}/${ctx.runs} ${c.label}: ${count(r.perSecond)}/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, CPU ${ms(r.cpuPerCall / 1000)} per call`,
            );
          }
        }
        const raw = rounds.get('raw fetch')!.map((r) => r.perSecond);
        const rawCpu = rounds.get('raw fetch')!.map((r) => r.cpuPerCall);
        for (const c of list) {
          const rs = rounds.get(c.label)!;
          const rate = rs.map((r) => r.perSecond);
          const toRaw = pairedRatios(rate, raw);
          const cpu = rs.map((r) => r.cpuPerCall);
          samples.push({ label: `${mode}: ${c.label} requests per second`, unit: 'per-second', values: rate });
          samples.push({ label: `${mode}: ${c.label} p50`, unit: 'ms', values: rs.map((r) => r.p50) });
          samples.push({ label: `${mode}: ${c.label} p99`, unit: 'ms', values: rs.map((r) => r.p99) });
          rows.push([
            mode,
            c.label,
            withRange(spread(rate), count),
            c.label === 'raw fetch' ? '' : withRange(spread(toRaw), ratio),
            ms(median(rs.map((r) => r.p50))),
            ms(median(rs.map((r) => r.p99))),
            ms(median(cpu) / 1000),
            c.label === 'raw fetch' ? '' : withRange(spread(pairedRatios(cpu, rawCpu)), ratio),
          ]);
          samples.push({ label: `${mode}: ${c.label} CPU per call`, unit: 'ms', values: cpu.map((v) => v / 1000) });
          // The target is what a user notices: many calls at once, where the client's own work adds up.
          if (c.label.startsWith('ours') && mode !== 'sequential') {
            const m = median(toRaw);
            const perCall = 1000 / median(rate) - 1000 / median(raw);
            targets.push({
              target: `${mode}: at least ${MIN_RATIO}× raw fetch's requests per second`,
              measured: `${ratio(m)} raw fetch, about ${ms(Math.abs(perCall))} ${perCall >= 0 ? 'more' : 'less'} per call`,
              verdict: m >= MIN_RATIO ? 'met' : 'missed',
            });
          }
        }
      }
    } finally {
      await server.stop();
    }
    const notes: string[] = [];
    if (ctx.profile) {
      const server2 = await startChild(tsxArgs('bench/children/loopback-server.ts'), ROOT, /^\d+$/);
      try {
        const summary = await profileNode(
          'requests-ours',
          tsxArgs('bench/children/requests-profile.ts', [`http://127.0.0.1:${server2.line}`, String(n), mailEntry]),
          ROOT,
        );
        notes.push(profileLine(`Ours, ${count(n)} sequential calls after a warm-up`, summary, 10));
        notes.push(
          'Calls go straight to fetch (no openapi-fetch Request, no middleware per attempt). Each attempt has a clock of its own (an AbortController and a timer) and races its exchange against its signal; the call and its retry loop are plain promise chains over the client state. Machinery that only saved microseconds per call was removed: attempts no longer share abort signals (signal groups), no longer settle through a hand-written timer, and no code is loaded on demand.',
        );
      } finally {
        await server2.stop();
      }
    }
    return {
      id: 4,
      title: 'Request overhead',
      method: `getDelivery (\`GET /deliveries/{delivery_id}\`, a small JSON answer) against a loopback server in another process: through the generated mail client, built as it is published (runtime on: retries, timeout, error mapping; \`rateLimit: false\`, \`accessToken\` given), plain openapi-fetch, and raw \`fetch\` + \`json()\`, with the token's Authorization header as the others send it, without and with a timeout (\`AbortSignal.timeout\`, the client's default of ${TIMEOUT_MS / 1000} s), which every client that can stop a request needs. ${count(n)} calls of each client per round, sequential and ${CONCURRENCY} at a time, after ${count(warmup)} warm-up calls of each; within a round the clients take turns in ${BLOCKS} blocks each (A B C D, A B C D, …), so a busy moment of the shared machine weighs on all of them. Requests per second: median of ${ctx.runs} round(s) (min–max); \`÷ raw fetch\` pair by pair; p50 and p99: medians over rounds; CPU per call: the process's user + system time per call (less sensitive to other processes than wall time), median over rounds, and its ratio to raw fetch's pair by pair.`,
      tables: [
        {
          head: ['mode', 'client', 'requests/s', '÷ raw fetch', 'p50', 'p99', 'CPU per call', 'CPU ÷ raw fetch'],
          rows,
        },
      ],
      targets,
      samples,
      notes,
    };
  },
};

if (isMain(import.meta.filename)) runAlone(requests);
