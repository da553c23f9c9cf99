/**
 * The table "Retries, per operation" of docs/runtime-defaults.md, row by row, against the generated mail, database and
 * records clients (the demo account's records package, test/fixtures/demo-account): every operation of each is in
 * it (a record operation once, for every API definition), its class is the generated descriptor's, and each
 * failure column says what the client does (a scripted fake service counts the attempts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabaseClient, type DatabaseClient } from '@platform-sdk/database';
import { createMailClient, type MailClient } from '@platform-sdk/mail';
import { createRecordsClient, type RecordsClient } from '../fixtures/demo-account/out/index.gen.js';
import { NetworkError, OutcomeUnknownError, clearTokenCache } from '@platform-sdk/runtime/internal';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../root.js';
import { SHOPPER } from './definition-fixtures.js';

beforeEach(() => clearTokenCache());

interface Row {
  readonly operation: string;
  readonly api: 'mail' | 'database' | 'records';
  readonly method: string;
  readonly retryClass: string;
  readonly refused: string;
  readonly serverError: string;
  readonly noAnswer: string;
  readonly unknown: string;
}

function tableRows(): Row[] {
  const readme = readFileSync(path.join(ROOT, 'docs/runtime-defaults.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Retries, per operation'));
  const body = section.slice(0, section.indexOf('\n## ', 5));
  return body
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const [operation, api, method, retryClass, refused, serverError, noAnswer, unknown] = cells as [
        string,
        ...string[],
      ];
      return {
        operation: operation.replaceAll('`', ''),
        api,
        method,
        retryClass,
        refused,
        serverError,
        noAnswer,
        unknown,
      } as Row;
    });
}

const DESCRIPTOR = / id: '(\w+)',\n\s+kind: '[\w-]+',\n\s+method: '(\w+)',[\s\S]*?retry: '(\w+)'/g;

/** Operation id -> retry class, as the generated descriptors have them. */
function generatedClasses(pkg: string): Map<string, string> {
  const source = readFileSync(path.join(ROOT, `generated/${pkg}/operations.gen.ts`), 'utf8');
  return new Map(
    [...source.matchAll(DESCRIPTOR)].map((m) => [
      m[1] as string,
      `${(m[2] as string).toUpperCase()} ${m[3] as string}`,
    ]),
  );
}

/** The table's name of each record operation, by its key in a definition's `operations` (and its method name). */
const RECORD_OPERATIONS: Readonly<Record<string, string>> = {
  create: 'createRecord',
  query: 'queryRecords',
  count: 'countRecords',
  get: 'getRecord',
  patch: 'patchRecord',
  delete: 'deleteRecord',
  authenticate: 'authenticate',
};
const RECORDS_DIR = path.join(ROOT, 'test/fixtures/demo-account/out/definitions');
const recordModules = (): string[] =>
  readdirSync(RECORDS_DIR).map((file) => readFileSync(path.join(RECORDS_DIR, file), 'utf8'));

/** Record operation -> retry class, the same in every definition's module (a class that differs is listed twice). */
function generatedRecordClasses(): Map<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const source of recordModules()) {
    for (const m of source.matchAll(new RegExp(`\\n +(\\w+): \\{\\n\\s+${DESCRIPTOR.source.slice(1)}`, 'g'))) {
      const name = RECORD_OPERATIONS[m[1] as string] ?? (m[1] as string);
      seen.set(name, (seen.get(name) ?? new Set()).add(`${(m[3] as string).toUpperCase()} ${m[4] as string}`));
    }
  }
  return new Map([...seen].map(([name, classes]) => [name, [...classes].join(' / ')]));
}

/** The doc comment of the row's method in the generated client (each definition's namespace for a record operation). */
function docComments(row: Row): string[] {
  const sources =
    row.api === 'records'
      ? recordModules()
      : [readFileSync(path.join(ROOT, `generated/${row.api}/client.gen.ts`), 'utf8')];
  const method =
    row.api === 'records'
      ? (Object.keys(RECORD_OPERATIONS).find((k) => RECORD_OPERATIONS[k] === row.operation) as string)
      : row.operation;
  return sources.flatMap((source) => {
    // A member of an interface: two spaces of indent or four (TypeScript's printer).
    const at = source.search(new RegExp(`\\n(?:  |    )${method}(<[^(]*>)?\\(`));
    return at < 0 ? [] : [source.slice(source.lastIndexOf('/**', at), at)];
  });
}

type Answer = 'ok' | 'network' | number;

const MD5_OF_NOTHING = '1B2M2Y8AsgTpgAmY7PhCfg==';

/** A fake service answering the API's requests from `script` in turn (the last repeats). */
function scripted(script: readonly Answer[], okBody = '') {
  let calls = 0;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.body) await request.arrayBuffer();
    const answer = script[Math.min(calls++, script.length - 1)] as Answer;
    if (answer === 'network')
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
      });
    if (answer === 'ok')
      return new Response(okBody, { status: 200, headers: { 'Content-MD5': okBody === '' ? MD5_OF_NOTHING : '' } });
    return new Response(null, { status: answer });
  };
  return { fetch: fetchImpl as typeof fetch, attempts: () => calls };
}

const common = { accessToken: 'static-token', rateLimit: false, retry: { baseDelayMs: 0 } } as const;
const LIST = 'Customer.platformid,Customer.email\r\n1,a@mail.example.jp\r\n';
const content = {
  fromAddress: 'a@mail.example.jp',
  subject: 's',
  bodyText: 't',
  deliveryMailAddressPropertyName: 'Customer.email',
};

const mailCalls: Record<string, (c: MailClient) => Promise<unknown>> = {
  sendDelivery: (c) =>
    c.sendDelivery({
      ...content,
      deliveryData: [{ 'Customer.platformid': '1', 'Customer.email': 'b@mail.example.jp' }],
    }),
  getDelivery: (c) => c.getDelivery(1),
  deleteDelivery: (c) => c.deleteDelivery(1),
  createDelivery: (c) => c.createDelivery(content),
  sendDeliveryById: (c) =>
    c.sendDeliveryById(1, { deliveryData: [{ 'Customer.platformid': '1', 'Customer.email': 'b@mail.example.jp' }] }),
  uploadSendList: (c) => c.uploadSendList(LIST),
  getSendList: (c) => c.getSendList(1),
  reserveDelivery: (c) => c.reserveDelivery({ ...content, sendListId: 1, sendDateTime: '2030-01-01T00:00:00+09:00' }),
  opens: (c) => c.opens(1).rows(),
  clicks: (c) => c.clicks(1).rows(),
  errors: (c) => c.errors(1).rows(),
  results: (c) => c.results(1).rows(),
  unsubscribes: (c) => c.unsubscribes(1).rows(),
  allErrors: (c) => c.allErrors().rows(),
  allUnsubscribes: (c) => c.allUnsubscribes().rows(),
};

const databaseCalls: Record<string, (c: DatabaseClient) => Promise<unknown>> = {
  listApiDefinition: (c) => c.listApiDefinition(),
  putApiDefinition: (c) => c.putApiDefinition('shopper', SHOPPER as never),
  getApiDefinition: (c) => c.getApiDefinition('member'),
  deleteApiDefinition: (c) => c.deleteApiDefinition('member'),
  getOpenApi: (c) => c.getOpenApi('member'),
  getAllOpenApi: (c) => c.getAllOpenApi(),
  listDatabaseDefinition: (c) => c.listDatabaseDefinition(),
  getDatabaseDefinition: (c) => c.getDatabaseDefinition('_customer'),
};

const recordsCalls: Record<string, (c: RecordsClient) => Promise<unknown>> = {
  createRecord: (c) => c.member.create({ name: 'a' }),
  queryRecords: (c) => c.member.query(),
  countRecords: (c) => c.member.count(),
  getRecord: (c) => c.member.get('1'),
  patchRecord: (c) => c.member.patch('1', { name: 'a' }),
  deleteRecord: (c) => c.member.delete('1'),
  authenticate: (c) => c.member.authenticate('1', { propertyName: 'loginPassword', value: 'pw' }),
};

/** Runs the row's operation against a scripted service: how many attempts it made and how it ended. */
async function run(
  row: Row,
  script: readonly Answer[],
): Promise<{ attempts: number; value?: unknown; error?: unknown }> {
  // A record answer is JSON the client reads (count takes `count` from it).
  const service = scripted(script, row.api === 'records' ? '{"count":0}' : '');
  const db = { dbUrl: 'https://db.example.net', accountCode: 'demo', fetch: service.fetch, ...common };
  const call =
    row.api === 'mail'
      ? (mailCalls[row.operation] as (c: MailClient) => Promise<unknown>)(
          createMailClient({ baseUrl: 'https://mail.example.net', userName: 'abc', fetch: service.fetch, ...common }),
        )
      : row.api === 'database'
        ? (databaseCalls[row.operation] as (c: DatabaseClient) => Promise<unknown>)(createDatabaseClient(db))
        : (recordsCalls[row.operation] as (c: RecordsClient) => Promise<unknown>)(createRecordsClient(db));
  return call.then(
    (value) => ({ attempts: service.attempts(), value }),
    (error: unknown) => ({ attempts: service.attempts(), error }),
  );
}

const ROWS = tableRows();
const attemptsFor = (cell: string): number => {
  if (cell.startsWith('retried')) return 2;
  if (cell.startsWith('not retried')) return 1;
  throw new Error(`a failure cell says "retried" or "not retried", not "${cell}"`);
};

describe('docs/runtime-defaults.md, "Retries, per operation"', () => {
  it('lists every operation of the generated clients once, with its method and the generated retry class', () => {
    const generated = new Map([
      ...generatedClasses('mail'),
      ...generatedClasses('database'),
      ...generatedRecordClasses(),
    ]);
    expect(ROWS.map((r) => r.operation).sort()).toEqual([...generated.keys()].sort());
    expect(new Map(ROWS.map((r) => [r.operation, `${r.method} ${r.retryClass}`]))).toEqual(generated);
  });

  it.each(ROWS.map((row) => [row.operation, row] as const))(
    '%s: the generated doc comment states the same rule',
    (_name, row) => {
      const docs = docComments(row);
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) {
        // "Never sends twice" is promised only where a requestId makes it hold.
        expect(doc.includes('a retried attempt never sends twice')).toBe(row.retryClass === 'requestId');
        expect(doc.includes('Retried automatically only after 429 and 503')).toBe(row.serverError === 'not retried');
        expect(doc.includes('counts as done')).toBe(row.method === 'DELETE');
        expect(doc.includes('`OutcomeUnknownError`')).toBe(row.unknown.includes('OutcomeUnknownError'));
      }
    },
  );

  describe.each(ROWS.map((row) => [row.operation, row] as const))('%s', (_name, row) => {
    it.each([429, 503])(`after %i: ${row.refused}`, async (code) => {
      const { attempts, error } = await run(row, [code, 'ok']);
      expect(error).toBeUndefined();
      expect(attempts).toBe(attemptsFor(row.refused));
    });

    it.each([500, 502, 504])(`after %i: ${row.serverError}`, async (code) => {
      expect((await run(row, [code, 'ok'])).attempts).toBe(attemptsFor(row.serverError));
    });

    it(`after a connection lost once the request was sent: ${row.noAnswer}`, async () => {
      expect((await run(row, ['network', 'ok'])).attempts).toBe(attemptsFor(row.noAnswer));
    });

    it(`when the outcome is unknown: ${row.unknown}`, async () => {
      if (row.unknown.startsWith('resolves')) {
        const gone = await run(row, ['network', 404]);
        expect(gone.error).toBeUndefined();
        expect(gone.value).toBeUndefined();
        expect(gone.attempts).toBe(2);
      }
      const { error } = await run(row, ['network']);
      expect(error).toBeInstanceOf(NetworkError);
      if (row.unknown.includes('OutcomeUnknownError')) {
        expect(error).toBeInstanceOf(OutcomeUnknownError);
        expect((error as OutcomeUnknownError).requestId !== undefined).toBe(
          row.unknown.includes('with the `requestId`'),
        );
      } else {
        expect(error).not.toBeInstanceOf(OutcomeUnknownError);
      }
    });
  });
});
