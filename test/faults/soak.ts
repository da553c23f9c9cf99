/**
 * `npm run soak`: a few hundred mixed mail operations through the fault proxy, about a fifth of the requests
 * faulted at random (seeded), then every operation judged against what the service really did (the proxy's log of
 * the service's answers, and the sandbox's state read without faults):
 *
 * - lost: the caller was told it worked and the service did not do it, or told it failed and the service did it;
 * - duplicated: the service did it more than once;
 * - outcome unknown: the caller got `OutcomeUnknownError` (reported with how many were in fact performed);
 * - corrupted accepted: a report the client handed over whole that differs from the service's.
 *
 * All must be 0 but outcome unknown. Not part of `npm test`. Options: `--ops 500 --rate 0.2 --seed 1
 * --concurrency 8`. Exit code 1 when any count that must be 0 is not.
 */
import { type CommandSpec, commandLine, exitWrong } from '../../command-line/option-table.js';
import { OutcomeUnknownError, type MailClient, type ResultsRow } from '@platform-sdk/mail';
import { content, LIST_CSV, recipients } from '../integration/sandbox-env.js';
import { startFaultEnv, tagged } from './fault-env.js';
import { seededRandom, type Fault, type FaultKind, type FaultPlan } from './proxy.js';

const COMMAND = {
  command: 'npm run soak',
  name: 'soak',
  summary: [
    'Mixed mail operations through a fault-injecting proxy in front of the sandbox, then every operation judged',
    'against what the service did; exit 1 unless none was lost, duplicated or answered with a corrupted report.',
  ],
  options: {
    ops: { type: 'string', value: 'N', default: '500', help: 'operations to run (default 500)' },
    rate: { type: 'string', value: 'R', default: '0.2', help: 'share of requests faulted, 0 to 1 (default 0.2)' },
    seed: { type: 'string', value: 'N', default: '1', help: 'the seed the faults are drawn from (default 1)' },
    concurrency: { type: 'string', value: 'N', default: '8', help: 'operations at a time (default 8)' },
  },
} as const satisfies CommandSpec;

const { values: args } = commandLine(COMMAND);
/** A number option, or the one-line answer naming it. */
function numberOption(name: keyof typeof COMMAND.options, min: number, max: number, whole: boolean): number {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value)))
    exitWrong(
      COMMAND,
      `--${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max} (got ${args[name]})`,
    );
  return value;
}
const OPS = numberOption('ops', 1, 1_000_000, true);
const RATE = numberOption('rate', 0, 1, false);
const SEED = numberOption('seed', 0, 2 ** 32 - 1, true);
const CONCURRENCY = numberOption('concurrency', 1, 1000, true);

/** The faults drawn, by weight. Truncation and corruption are for report bodies; elsewhere they drop the answer. */
const FAULTS: readonly [Fault, number][] = [
  [{ kind: 'status', status: 429 }, 3],
  [{ kind: 'status', status: 503 }, 3],
  [{ kind: 'status', status: 500 }, 2],
  [{ kind: 'status', status: 502 }, 1],
  [{ kind: 'status', status: 504 }, 1],
  [{ kind: 'reset-before' }, 3],
  [{ kind: 'reset-after' }, 4],
  [{ kind: 'truncate' }, 1.5],
  [{ kind: 'corrupt' }, 1.5],
];

/** FNV-1a of a string: one seed per request, so a run's faults do not depend on the order requests arrive in. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The n-th request of an operation draws from a generator seeded by (seed, operation, n). */
function randomPlan(seed: number, rate: number): FaultPlan {
  const total = FAULTS.reduce((sum, [, weight]) => sum + weight, 0);
  const seen = new Map<string, number>();
  return (request) => {
    const key = request.tag ?? (request.isToken ? 'token' : 'untagged');
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const random = seededRandom(hash(`${seed}:${key}:${n}`));
    if (random() >= rate) return { kind: 'none' };
    let pick = random() * total;
    let fault = FAULTS[0]?.[0] as Fault;
    for (const [candidate, weight] of FAULTS) {
      fault = candidate;
      if ((pick -= weight) < 0) break;
    }
    const isReport = request.method === 'GET' && /\/(results|opens|clicks|errors|unsubscribes)(\?|$)/.test(request.url);
    if ((fault.kind === 'truncate' || fault.kind === 'corrupt') && !isReport) return { kind: 'reset-after' };
    return fault;
  };
}

type Kind =
  | 'send'
  | 'sendTest'
  | 'create'
  | 'sendById'
  | 'upload'
  | 'delete'
  | 'get'
  | 'getSendList'
  | 'rows'
  | 'verifyFirst'
  | 'stream';
const KINDS: readonly [Kind, number][] = [
  ['send', 15],
  ['sendTest', 10],
  ['create', 10],
  ['sendById', 10],
  ['upload', 10],
  ['delete', 10],
  ['get', 10],
  ['getSendList', 5],
  ['rows', 8],
  ['verifyFirst', 7],
  ['stream', 5],
];
/** Operations that change the service, judged by how often the service answered them with success. */
const MUTATING: ReadonlySet<Kind> = new Set(['send', 'sendTest', 'create', 'sendById', 'upload', 'delete']);

interface Done {
  readonly tag: string;
  readonly kind: Kind;
  readonly outcome: 'ok' | 'unknown' | 'failed';
  readonly error?: unknown;
  readonly value?: unknown;
  /** For report reads: rows handed to the caller before the loop failed. */
  readonly rowsSeen?: number;
  /** For a delete or a send by id: the delivery it was about. */
  readonly target?: number;
}

async function main(): Promise<void> {
  const random = seededRandom(SEED);
  const env = await startFaultEnv();
  const started = Date.now();
  try {
    const direct = env.direct();
    const mail: MailClient = env.client({ retry: { baseDelayMs: 20, maxDelayMs: 200 } });

    // What the service holds before the run, made without faults: reports with rows, settings to send and delete.
    const reportIds: number[] = [];
    for (let i = 0; i < 3; i++)
      reportIds.push(
        (await direct.sendDelivery({ ...content, deliveryData: recipients(300, 1 + i * 1000) })).deliveryTaskId,
      );
    await env.advance(75);
    const truth = new Map<number, ResultsRow[]>();
    for (const id of reportIds) truth.set(id, await direct.results(id).rows());
    const settings: number[] = [];
    for (let i = 0; i < Math.ceil(OPS * 0.25); i++)
      settings.push((await direct.createDelivery(content)).deliveryTaskId);
    const list = (await direct.uploadSendList(LIST_CSV)).sendListId;
    const truthList = await direct.getSendList(list);
    const truthDelivery = await direct.getDelivery(reportIds[0] as number);

    env.proxy.clearLog();
    env.proxy.plan(randomPlan(SEED, RATE));

    const kindTotal = KINDS.reduce((sum, [, weight]) => sum + weight, 0);
    const plan: { kind: Kind; target?: number }[] = [];
    for (let i = 0; i < OPS; i++) {
      let pick = random() * kindTotal;
      let kind: Kind = 'get';
      for (const [candidate, weight] of KINDS) {
        kind = candidate;
        if ((pick -= weight) < 0) break;
      }
      const target = kind === 'sendById' || kind === 'delete' ? settings.pop() : undefined;
      plan.push({
        kind: target === undefined && (kind === 'sendById' || kind === 'delete') ? 'get' : kind,
        ...(target === undefined ? {} : { target }),
      });
    }

    const reportOf = (n: number): number => reportIds[n % reportIds.length] as number;
    async function perform(n: number, kind: Kind, target: number | undefined): Promise<Done> {
      const tag = `op-${n}`;
      const base = { tag, kind, ...(target === undefined ? {} : { target }) };
      let rowsSeen = 0;
      try {
        const value = await tagged(tag, async (): Promise<unknown> => {
          switch (kind) {
            case 'send':
              return mail.sendDelivery({ ...content, deliveryData: recipients(1 + (n % 3), 100_000 + n * 10) });
            case 'sendTest':
              return mail.sendDelivery({ ...content, test: true, deliveryData: recipients(1 + (n % 3)) });
            case 'create':
              return mail.createDelivery(content);
            case 'sendById':
              return mail.sendDeliveryById(target as number, {
                deliveryData: recipients(1 + (n % 3), 200_000 + n * 10),
              });
            case 'upload':
              return mail.uploadSendList(LIST_CSV);
            case 'delete':
              return mail.deleteDelivery(target as number);
            case 'get':
              return mail.getDelivery(reportIds[0] as number);
            case 'getSendList':
              return mail.getSendList(list);
            case 'rows':
              return { id: reportOf(n), rows: await mail.results(reportOf(n)).rows() };
            case 'verifyFirst':
            case 'stream': {
              const rows: ResultsRow[] = [];
              for await (const row of mail.results(
                reportOf(n),
                {},
                { verify: kind === 'verifyFirst' ? 'first' : 'stream' },
              )) {
                rows.push(row);
                rowsSeen++;
              }
              return { id: reportOf(n), rows };
            }
          }
        });
        return { ...base, outcome: 'ok', value };
      } catch (error) {
        return { ...base, outcome: error instanceof OutcomeUnknownError ? 'unknown' : 'failed', error, rowsSeen };
      }
    }

    const done: Done[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < plan.length) {
          const n = next++;
          const step = plan[n] as { kind: Kind; target?: number };
          done.push(await perform(n, step.kind, step.target));
        }
      }),
    );
    env.proxy.plan(() => ({ kind: 'none' }));

    // Judge every operation against the service.
    let successWithoutEffect = 0;
    let failureWithEffect = 0;
    let duplicated = 0;
    let unknownPerformed = 0;
    let corruptedAccepted = 0;
    let unverifiedRows = 0;
    const problems: string[] = [];
    for (const op of done) {
      if (MUTATING.has(op.kind)) {
        const method = op.kind === 'delete' ? 'DELETE' : 'POST';
        const performed = env.served(op.tag, method).filter((s) => s >= 200 && s < 300).length;
        if (performed > 1) {
          duplicated++;
          problems.push(`${op.tag} ${op.kind}: performed ${performed} times (${op.outcome})`);
        }
        if (op.outcome === 'ok' && performed === 0) {
          successWithoutEffect++;
          problems.push(`${op.tag} ${op.kind}: the caller was told it worked, the service never did it`);
        }
        if (op.outcome === 'failed' && performed > 0) {
          failureWithEffect++;
          problems.push(`${op.tag} ${op.kind}: the caller got ${(op.error as Error).name}, the service did it`);
        }
        if (op.outcome === 'unknown' && performed > 0) unknownPerformed++;
        if (op.outcome === 'ok') {
          // What the caller holds must be on the service.
          const value = op.value as { deliveryTaskId?: number; sendListId?: number } | undefined;
          if (
            (op.kind === 'send' || op.kind === 'create' || op.kind === 'sendById') &&
            !(await exists(direct, value?.deliveryTaskId))
          ) {
            successWithoutEffect++;
            problems.push(`${op.tag} ${op.kind}: delivery ${String(value?.deliveryTaskId)} is not on the service`);
          }
          if (
            op.kind === 'upload' &&
            (await direct.getSendList(value?.sendListId as number).then(
              () => false,
              () => true,
            ))
          ) {
            successWithoutEffect++;
            problems.push(`${op.tag} upload: list ${String(value?.sendListId)} is not on the service`);
          }
          if (op.kind === 'delete' && (await exists(direct, op.target))) {
            successWithoutEffect++;
            problems.push(`${op.tag} delete: delivery ${String(op.target)} is still there`);
          }
        }
      } else if (op.outcome === 'ok') {
        if (op.kind === 'get' && JSON.stringify(op.value) !== JSON.stringify(truthDelivery)) {
          corruptedAccepted++;
          problems.push(`${op.tag} get: accepted ${JSON.stringify(op.value)}`);
        }
        if (op.kind === 'getSendList' && JSON.stringify(op.value) !== JSON.stringify(truthList)) {
          corruptedAccepted++;
          problems.push(`${op.tag} getSendList: accepted ${JSON.stringify(op.value)}`);
        }
        if (op.kind === 'rows' || op.kind === 'verifyFirst' || op.kind === 'stream') {
          const { id, rows } = op.value as { id: number; rows: ResultsRow[] };
          if (JSON.stringify(rows) !== JSON.stringify(truth.get(id))) {
            corruptedAccepted++;
            problems.push(`${op.tag} ${op.kind}: accepted a report that differs from the service's`);
          }
        }
      } else if (op.kind === 'stream' || op.kind === 'verifyFirst') {
        if (op.kind === 'verifyFirst' && (op.rowsSeen ?? 0) > 0) {
          corruptedAccepted++;
          problems.push(`${op.tag} verifyFirst: ${String(op.rowsSeen)} rows seen before the report failed`);
        }
        unverifiedRows += op.rowsSeen ?? 0;
      }
    }

    const faults = new Map<string, number>();
    for (const entry of env.proxy.log) {
      if (entry.fault === 'none') continue;
      const name = entry.fault === 'status' ? `answered ${String(entry.upstreamStatus ?? '')}` : entry.fault;
      faults.set(name, (faults.get(name) ?? 0) + 1);
    }
    const injected = env.proxy.log.filter((e) => e.fault !== 'none');
    const statusFaults = injected.filter((e) => e.fault === 'status').length;
    const count = (outcome: Done['outcome']) => done.filter((d) => d.outcome === outcome).length;
    const byKind = KINDS.map(([kind]) => {
      const mine = done.filter((d) => d.kind === kind);
      const of = (outcome: Done['outcome']) => mine.filter((d) => d.outcome === outcome).length;
      return `${kind} ${mine.length} (${of('ok')} ok, ${of('unknown')} unknown, ${of('failed')} failed)`;
    });
    const kinds = new Map<FaultKind, number>();
    for (const entry of injected) kinds.set(entry.fault, (kinds.get(entry.fault) ?? 0) + 1);
    const lost = successWithoutEffect + failureWithEffect;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`soak: ${done.length} operations, seed ${SEED}, ${CONCURRENCY} at a time, ${seconds} s`);
    const share = ((100 * injected.length) / env.proxy.log.length).toFixed(1);
    console.log(
      `requests: ${env.proxy.log.length}, faulted ${injected.length} (${share} %): ` +
        `${statusFaults} status answers (429, 500, 502, 503, 504), ${[...kinds]
          .filter(([k]) => k !== 'status')
          .map(([k, n]) => `${n} ${k}`)
          .join(', ')}`,
    );
    console.log(`operations: ${byKind.join('; ')}`);
    console.log(
      `outcomes: ${count('ok')} ok, ${count('unknown')} outcome unknown, ${count('failed')} failed (nothing done)`,
    );
    console.log(
      `lost: ${lost} (success without effect ${successWithoutEffect}, failure with effect ${failureWithEffect})`,
    );
    console.log(`duplicated: ${duplicated}`);
    const notPerformed = count('unknown') - unknownPerformed;
    console.log(`outcome-unknown: ${count('unknown')} (performed ${unknownPerformed}, not performed ${notPerformed})`);
    console.log(`corrupted-accepted: ${corruptedAccepted}`);
    console.log(
      `rows seen by plain streaming loops before their digest failed (documented as unverified): ${unverifiedRows}`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
    process.exitCode = lost + duplicated + corruptedAccepted > 0 ? 1 : 0;
  } finally {
    await env.close();
  }
}

async function exists(client: MailClient, id: number | undefined): Promise<boolean> {
  if (id === undefined) return false;
  return client.getDelivery(id).then(
    () => true,
    () => false,
  );
}

await main();
