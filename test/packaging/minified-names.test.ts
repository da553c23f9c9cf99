/**
 * Error names in a production bundle: a minifier renames classes, so an error whose `name` came from its class
 * would be called `A` or `S` in an app's logs, its error grouping and `e.name === 'NetworkError'`. The runtime and
 * a generated client are bundled and minified by esbuild as an app's build would, then used from the bundle.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../root.js';

type ErrorClass = new (...args: never[]) => Error;
type Bundle = Record<string, unknown> & {
  createMailClient: (options: Record<string, unknown>) => Record<string, (...args: unknown[]) => Promise<unknown>>;
};

const ENTRY = `export * from '@platform-sdk/runtime';
export * from '@platform-sdk/runtime/mail';
export * from '@platform-sdk/runtime/database';
export { createMailClient } from '@platform-sdk/mail';
`;

let dir = '';
let bundle: Bundle;

beforeAll(async () => {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  dir = await mkdtemp(join(tmpdir(), 'minified-names-'));
  const file = join(dir, 'bundle.mjs');
  await writeFile(file, result.outputFiles[0]!.text);
  bundle = (await import(pathToFileURL(file).href)) as Bundle;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const init = { operationId: 'op', status: 400, body: undefined };
const issue = { rule: 1, row: 1, column: 'Customer.email', message: 'bad' } as const;

/** One way to make each error class the entries export, by its exported name. */
const MAKE: Record<string, (C: new (...args: never[]) => Error) => Error> = {
  ApiError: (C) => new (C as unknown as new (i: typeof init) => Error)(init),
  BadRequestError: (C) => new (C as unknown as new (i: typeof init) => Error)(init),
  UnauthorizedError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 401 }),
  ForbiddenError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 403 }),
  NotFoundError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 404 }),
  MethodNotAllowedError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 405 }),
  ConflictError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 409 }),
  NotReadyError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 409 }),
  DuplicateRequestError: (C) => new (C as unknown as new (i: typeof init, id: string) => Error)(init, 'r-1'),
  RateLimitError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 429 }),
  ServerError: (C) => new (C as unknown as new (i: typeof init) => Error)({ ...init, status: 500 }),
  NetworkError: (C) => new (C as unknown as new (op: string, cause: unknown) => Error)('op', new Error('reset')),
  OutcomeUnknownError: (C) =>
    new (C as unknown as new (op: string, i: object) => Error)('op', {
      cause: new Error('reset'),
      attempts: 1,
      lastMayHaveActed: true,
    }),
  TimeoutError: (C) => new (C as unknown as new (op: string, ms: number) => Error)('op', 5),
  AbortError: (C) => new (C as unknown as new (op: string, reason: unknown) => Error)('op', undefined),
  RequestValidationError: (C) =>
    new (C as unknown as new (op: string, field: string, rule: string) => Error)('op', 'id', 'must be 1'),
  UploadValidationError: (C) => new (C as unknown as new (op: string, issues: object[]) => Error)('op', [issue]),
  SendListValidationError: (C) => new (C as unknown as new (op: string, issues: object[]) => Error)('op', [issue]),
  PayloadTooLargeError: (C) =>
    new (C as unknown as new (op: string, bytes: number, limit: number, known: boolean) => Error)('op', 9, 8, true),
  ContentDigestError: (C) =>
    new (C as unknown as new (op: string, i: object) => Error)('op', { expected: 'a', actual: 'b', bytes: 1 }),
  CsvFormatError: (C) => new (C as unknown as new (op: string, line: number, p: string) => Error)('op', 2, 'quote'),
  AccessTokenError: (C) => new (C as unknown as new (op: string, cause: unknown) => Error)('op', new Error('no')),
  AuthenticationError: (C) => new (C as unknown as new (op: string, i: object) => Error)('op', { status: 401 }),
  PagingError: (C) => new (C as unknown as new (op: string, p: string) => Error)('op', 'a token came back'),
  SendListFailedError: (C) =>
    new (C as unknown as new (id: number, status: string, message: null) => Error)(7, 'EXPIRED', null),
  DefinitionFailedError: (C) =>
    new (C as unknown as new (name: string, ready: string, sync: null) => Error)('member', 'failed', null),
  DeliveryFailedError: (C) => new (C as unknown as new (id: number, until: string) => Error)(7, 'COMPLETED'),
};

/** The classes of the entries that extend SdkError (the abstract SdkError and WaitError apart), by exported name. */
function errorClasses(): [string, ErrorClass][] {
  const base = bundle['SdkError'] as ErrorClass;
  return Object.entries(bundle).filter(
    (entry): entry is [string, ErrorClass] =>
      typeof entry[1] === 'function' && entry[1].prototype instanceof base && entry[0] !== 'WaitError',
  );
}

describe('error names in a minified bundle', () => {
  it('the bundle was minified: class names are gone', () => {
    const renamed = errorClasses().filter(([exported, C]) => C.name !== exported);
    expect(renamed.length).toBeGreaterThan(10);
  });

  it('every exported error class has a way to be made here', () => {
    expect(
      errorClasses()
        .map(([name]) => name)
        .sort(),
    ).toEqual(Object.keys(MAKE).sort());
  });

  it.each(Object.keys(MAKE))('%s keeps its name', (name) => {
    const error = MAKE[name]!(bundle[name] as ErrorClass);
    expect(error).toBeInstanceOf(bundle[name] as ErrorClass);
    expect(error.name).toBe(name);
    expect(String(error)).toMatch(new RegExp(`^${name}: `));
  });

  it('a client from the bundle throws errors named as documented, and logs them by name', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const answers = [
      () => new Response('', { status: 404 }),
      () => Promise.reject(new TypeError('fetch failed')),
      () => Response.json({ errors: [{ code: '10013', property: 'subject', message: 'no' }] }, { status: 400 }),
    ];
    const mail = bundle.createMailClient({
      baseUrl: 'https://mail.example.net',
      userName: 'abc',
      accessToken: 't',
      rateLimit: false,
      retry: false,
      logLevel: 'error',
      logger: { debug: log, info: log, warn: log, error: log },
      fetch: () => answers.shift()!(),
    });
    const names = [];
    for (const call of [
      () => mail.getDelivery!(1),
      () => mail.getDelivery!(2),
      () => mail.sendDelivery!({ fromAddress: 'a@b.jp', subject: 's', bodyText: 'x', deliveryData: [] }),
      () => mail.getDelivery!(0),
      () => mail.uploadSendList!('"Customer.email"\r\n"not an address"\r\n'),
    ])
      names.push(await call().catch((error: Error) => error.name));
    expect(names).toEqual([
      'NotFoundError',
      'NetworkError',
      'BadRequestError',
      'RequestValidationError',
      'SendListValidationError',
    ]);
    expect(lines).toEqual([
      expect.stringMatching(/getDelivery GET \/deliveries\/1 -> NotFoundError 404 in /),
      expect.stringMatching(/getDelivery GET \/deliveries\/2 -> NetworkError in /),
      expect.stringMatching(/sendDelivery POST \/deliveries -> BadRequestError 400 \[10013 on subject\] in /),
    ]);
  });
});
