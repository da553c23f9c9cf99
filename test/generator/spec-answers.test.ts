/**
 * A document whose answers come in every common media type (test/fixtures/spec-answers/answers.yaml): its client
 * is generated, type-checked with a consumer that relies on the answer and error types, and run against a local
 * HTTP server that checks the method, the URL, the `Accept` and body it receives and answers each media type.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShared, generatePackage } from '../../generator/generate.js';
import { startWireServer, type Seen as WireSeen, type WireServer } from '../corpus/wire-server.js';
import { compile } from './compile.js';
import { ROOT } from './helpers.js';

const SPEC = 'test/fixtures/spec-answers/answers.yaml';
const out = path.join(ROOT, `.spec-answers-${process.pid}`);

/** A request as the server saw it, its body as text. */
type Seen = Omit<WireSeen, 'body'> & { readonly body: string };
interface Reply {
  readonly status: number;
  readonly type?: string;
  readonly body?: string | Buffer;
}

let wire: WireServer;
let baseUrl: string;
let warnings: readonly string[] = [];
let operations: { generated: number; total: number; raw: number } | undefined;

/** A consumer of the package: each line holds only if the method's type follows the document. */
const CONSUMER = `import { createAnswersClient, isAnswersApiErrorOf, type Pet } from './index.gen.js';

const client = createAnswersClient({ baseUrl: 'https://answers.example.test' });
export async function uses(): Promise<void> {
  const pet: Pet = await client.getPet(1);
  const xml: string = await client.getPet(1, { accept: 'application/xml' });
  // @ts-expect-error: an XML answer is text, not a Pet
  const wrong: Pet = await client.getPet(1, { accept: 'application/xml' });
  // @ts-expect-error: the answer comes in no such media type
  await client.getPet(1, { accept: 'text/csv' });
  const portrait: Blob = await client.getPet(1, { accept: 'image/png' });
  const portraitStream: ReadableStream<Uint8Array> = await client.getPet(1, { accept: 'image/png', parseAs: 'stream' });
  // @ts-expect-error: a streamed portrait is no Blob
  const portraitBlob: Blob = await client.getPet(1, { accept: 'image/png', parseAs: 'stream' });
  const photo: Blob = await client.getPhoto(1);
  const photoStream: ReadableStream<Uint8Array> = await client.getPhoto(1, { parseAs: 'stream' });
  const photoBlob: Blob = await client.getPhoto(1, { parseAs: 'blob' });
  // @ts-expect-error: a streamed answer is no Blob
  const notBlob: Blob = await client.getPhoto(1, { parseAs: 'stream' });
  // @ts-expect-error: a JSON answer does not stream
  await client.getNotes(1, { parseAs: 'stream' });
  const archiveStream: ReadableStream<Uint8Array> = await client.exportPets({ parseAs: 'stream' });
  const notes: string = await client.getNotes(1);
  const added: Pet | { created: number } | undefined = await client.addPet({ id: 1, name: 'Rex' });
  // @ts-expect-error: a 202 answer has no body, so the result may be undefined
  const always: Pet | { created: number } = await client.addPet({ id: 1, name: 'Rex' });
  const exists: void = await client.petExists(1);
  const archive: Blob = await client.exportPets();
  const raw: unknown = await client.putNotes(1, { body: '<notes/>', contentType: 'application/xml' });
  try {
    await client.getPet(1);
  } catch (error) {
    if (isAnswersApiErrorOf(error, 'getPet', 404)) {
      const missing: number = error.body.missing;
      const status: 404 = error.status;
      void [missing, status];
    }
    if (isAnswersApiErrorOf(error, 'getPet', '4XX')) {
      const text: string = error.body;
      void text;
    }
    if (isAnswersApiErrorOf(error, 'getPet', 'default')) {
      const title: string = error.body.title;
      void title;
    }
    // @ts-expect-error: getPet lists no 500
    isAnswersApiErrorOf(error, 'getPet', 500);
  }
  void [portrait, portraitStream, portraitBlob];
  void [pet, xml, wrong, photo, photoStream, photoBlob, notBlob, notes, added, always, exists, archive, archiveStream];
  void raw;
}
`;

beforeAll(async () => {
  const generated = await generatePackage(await createShared(ROOT), {
    name: 'answers',
    spec: SPEC,
    factory: 'createAnswersClient',
  });
  ({ warnings } = generated);
  operations = generated.operations;
  for (const [file, content] of generated.files) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), content);
  }
  await writeFile(path.join(out, 'consumer.ts'), CONSUMER);
  wire = await startWireServer();
  baseUrl = wire.baseUrl;
}, 120_000);

afterAll(async () => {
  await wire?.close();
  await rm(out, { recursive: true, force: true });
});

/** What the test uses of the generated package, which exists only once the test has generated it. */
interface AnswersPackage {
  createAnswersClient(options: {
    baseUrl: string;
    retry: { maxRetries: number };
  }): Record<string, (...args: unknown[]) => Promise<unknown>>;
  isAnswersApiErrorOf(error: unknown, method: string, status: number | string): boolean;
}

async function client() {
  const pkg = (await import(path.join(out, 'index.gen.ts'))) as AnswersPackage;
  return { pkg, answers: pkg.createAnswersClient({ baseUrl, retry: { maxRetries: 0 } }) };
}

/** The server's next answers: `type` becomes its Content-Type. */
function replyWith({ status, type, body }: Reply): void {
  const headers = type === undefined ? {} : { headers: { 'Content-Type': type } };
  wire.reply = () => ({ status, ...headers, ...(body === undefined ? {} : { body }) });
}

function only(): Seen {
  expect(wire.seen).toHaveLength(1);
  const request = wire.seen[0]!;
  return { ...request, body: request.body.toString('utf8') };
}

describe('answers by media type', () => {
  it('type-checks the package and a consumer relying on its answer and error types', () => {
    const entries = ['index.gen.ts', 'commands.gen.ts', 'consumer.ts'].map((file) => path.join(out, file));
    const { diagnostics } = compile(entries);
    expect(diagnostics).toEqual([]);
  });

  it('generates the operation it cannot call type-safely in raw form, and says so', () => {
    expect(operations).toEqual({ generated: 8, total: 9, raw: 1 });
    const raw = warnings.filter((w) => w.includes('generated in its raw form'));
    expect(raw).toEqual([expect.stringMatching(/^test\/fixtures\/spec-answers\/answers\.yaml:\d+:\d+ .*"putNotes"/)]);
    expect(warnings.filter((w) => w.includes('left out'))).toEqual([expect.stringContaining('"tracePets"')]);
  });

  it.each([
    [
      'JSON by default',
      [],
      'application/json',
      { type: 'application/json', body: '{"id":1,"name":"Rex"}' },
      {
        id: 1,
        name: 'Rex',
      },
    ],
    [
      'the media type the caller accepts',
      [{ accept: 'application/xml' }],
      'application/xml',
      {
        type: 'application/xml',
        body: '<pet><id>1</id></pet>',
      },
      '<pet><id>1</id></pet>',
    ],
  ])('asks for %s with Accept and reads the answer in it', async (_, extra, accept, answer, want) => {
    wire.seen.length = 0;
    replyWith({ status: 200, ...answer });
    const { answers } = await client();
    expect(await answers['getPet']!(7, ...extra)).toEqual(want);
    expect([only().method, only().url, only().headers.accept]).toEqual(['GET', '/pets/7', accept]);
  });

  it('refuses an Accept the answer does not come in, naming the field, before sending', async () => {
    wire.seen.length = 0;
    const { answers } = await client();
    await expect(answers['getPet']!(7, { accept: 'text/csv' })).rejects.toMatchObject({
      name: 'RequestValidationError',
      field: 'accept',
    });
    expect(wire.seen).toEqual([]);
  });

  it('reads text as a string and binary answers as a Blob, byte for byte', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]);
    const { answers } = await client();
    replyWith({ status: 200, type: 'image/png', body: bytes });
    const photo = await answers['getPhoto']!(3);
    expect(photo).toBeInstanceOf(Blob);
    expect(Buffer.from(await (photo as Blob).arrayBuffer())).toEqual(bytes);
    replyWith({ status: 200, type: 'text/plain; charset=utf-8', body: 'fed twice — ok' });
    expect(await answers['getNotes']!(3)).toBe('fed twice — ok');
    replyWith({ status: 200, type: 'application/octet-stream', body: bytes });
    const archive = await answers['exportPets']!();
    expect(Buffer.from(await (archive as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('streams a binary answer when the caller asks, byte for byte, and refuses a stream of a text answer', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]);
    const { answers } = await client();
    replyWith({ status: 200, type: 'image/png', body: bytes });
    const stream = await answers['getPhoto']!(3, { parseAs: 'stream' });
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(Buffer.from(await new Response(stream as ReadableStream).arrayBuffer())).toEqual(bytes);
    replyWith({ status: 200, type: 'application/octet-stream', body: bytes });
    const archive = await answers['exportPets']!({ parseAs: 'stream' });
    expect(Buffer.from(await new Response(archive as ReadableStream).arrayBuffer())).toEqual(bytes);
    replyWith({ status: 200, type: 'image/png', body: bytes });
    const portrait = await answers['getPet']!(3, { accept: 'image/png', parseAs: 'stream' });
    expect(Buffer.from(await new Response(portrait as ReadableStream).arrayBuffer())).toEqual(bytes);
    wire.seen.length = 0;
    await expect(answers['getNotes']!(3, { parseAs: 'stream' })).rejects.toMatchObject({
      name: 'RequestValidationError',
      field: 'parseAs',
    });
    expect(wire.seen).toEqual([]);
  });

  it('resolves each 2xx answer to its body, and one without content to undefined', async () => {
    const { answers } = await client();
    replyWith({ status: 201, type: 'application/json', body: '{"created":9}' });
    expect(await answers['addPet']!({ id: 9, name: 'Rex' })).toEqual({ created: 9 });
    replyWith({ status: 202 });
    expect(await answers['addPet']!({ id: 9, name: 'Rex' })).toBeUndefined();
  });

  it('sends HEAD and OPTIONS, resolving to nothing', async () => {
    wire.seen.length = 0;
    const { answers } = await client();
    replyWith({ status: 200, type: 'application/json' });
    expect(await answers['petExists']!(5)).toBeUndefined();
    replyWith({ status: 204 });
    expect(await answers['petOptions']!()).toBeUndefined();
    expect(wire.seen.map((s) => [s.method, s.url])).toEqual([
      ['HEAD', '/pets/5'],
      ['OPTIONS', '/pets'],
    ]);
  });

  it.each([
    ['404 with its JSON body', 404, 'application/json', '{"missing":5}', [404, '4XX'], { missing: 5 }],
    ['another 4xx with its text', 410, 'text/plain', 'gone', ['4XX'], 'gone'],
    ['anything else by default', 500, 'application/problem+json', '{"title":"down"}', ['default'], { title: 'down' }],
  ])('narrows %s by method and status', async (_, status, type, body, matching, want) => {
    const { pkg, answers } = await client();
    replyWith({ status, type, body });
    const error = await answers['getPet']!(5).catch((e: unknown) => e);
    for (const key of [404, '4XX', 'default'])
      expect(pkg.isAnswersApiErrorOf(error, 'getPet', key), String(key)).toBe(
        (matching as readonly (string | number)[]).includes(key),
      );
    expect(pkg.isAnswersApiErrorOf(error, 'getNotes', status)).toBe(false);
    expect((error as { body: unknown }).body).toEqual(want);
  });

  it('sends a raw operation its body, media type and headers as given; reads its answer by media type', async () => {
    wire.seen.length = 0;
    const { answers } = await client();
    replyWith({ status: 200, type: 'application/json', body: '{"saved":true}' });
    const init = {
      body: '<notes>fed</notes>',
      contentType: 'application/xml',
      query: { tag: ['a', 'b'] },
      headers: { 'X-Trace': 'on' },
    };
    expect(await answers['putNotes']!(4, init)).toEqual({ saved: true });
    const request = only();
    expect([request.method, request.url, request.body]).toEqual(['PUT', '/pets/4/notes?tag=a&tag=b', init.body]);
    expect([request.headers['content-type'], request.headers['x-trace']]).toEqual(['application/xml', 'on']);
  });
});
