/**
 * Clients generated from two more corpus documents run against a local HTTP server (test/corpus/wire-server.ts),
 * which checks what goes on the wire and answers each media type: the swagger Petstore 3 (answers in JSON or XML
 * chosen with Accept, a query enum, a JSON body, the bearer token of its OAuth2 scheme, error answers as typed
 * errors) and hey-api's 3.0 media-type documents (binary answers as Blobs, an answer in three media types).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient, jsonReply, startWireServer, type WireServer } from './wire-server.js';

type Method = (...args: unknown[]) => Promise<unknown>;
interface Generated {
  readonly [name: string]: unknown;
  NotFoundError: abstract new (...args: never[]) => Error;
}
type Factory = (options: object) => Record<string, Method>;

let server: WireServer;
const disposals: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startWireServer();
});
afterAll(async () => {
  await Promise.all(disposals.map((dispose) => dispose()));
  await server.close();
});

async function clientOf(spec: string, name: string, factory: string, options: object = {}) {
  const { pkg, dispose } = await generateClient<Generated>(spec, name);
  disposals.push(dispose);
  const create = pkg[factory] as Factory;
  return { pkg, client: create({ baseUrl: server.baseUrl, retry: { maxRetries: 0 }, ...options }) };
}

describe('the swagger Petstore 3 on the wire', () => {
  let client: Record<string, Method>;
  let pkg: Generated;
  beforeAll(async () => {
    ({ pkg, client } = await clientOf(
      'test/fixtures/corpus/swagger-petstore/openapi.yaml',
      'petstore3',
      'createPetstore3Client',
      { accessToken: 'token-1' },
    ));
  }, 120_000);

  it.each([
    [
      'JSON by default',
      [],
      'application/json',
      jsonReply({ id: 7, name: 'Rex', photoUrls: [] }),
      { id: 7, name: 'Rex', photoUrls: [] },
    ],
    [
      'XML when the caller accepts it, as text',
      [{ accept: 'application/xml' }],
      'application/xml',
      { status: 200, headers: { 'Content-Type': 'application/xml' }, body: '<pet><id>7</id></pet>' },
      '<pet><id>7</id></pet>',
    ],
  ])('getPetById asks for %s and reads the answer', async (_, extra, accept, reply, want) => {
    server.seen.length = 0;
    server.reply = () => reply;
    expect(await client['getPetById']!(7, ...extra)).toEqual(want);
    const [request] = server.seen;
    expect([request?.method, request?.url, request?.headers.accept]).toEqual(['GET', '/pet/7', accept]);
    expect(request?.headers.authorization).toBe('Bearer token-1');
  });

  it('sends a query enum and a JSON body, and reads the JSON answers', async () => {
    server.seen.length = 0;
    server.reply = () => jsonReply([{ id: 1, name: 'Rex', photoUrls: [] }]);
    expect(await client['findPetsByStatus']!({ status: 'sold' })).toEqual([{ id: 1, name: 'Rex', photoUrls: [] }]);
    server.reply = () => jsonReply({ id: 2, name: 'Tom', photoUrls: ['a'] });
    expect(await client['addPet']!({ name: 'Tom', photoUrls: ['a'] })).toEqual({
      id: 2,
      name: 'Tom',
      photoUrls: ['a'],
    });
    const [find, add] = server.seen;
    expect([find?.method, find?.url]).toEqual(['GET', '/pet/findByStatus?status=sold']);
    expect([add?.method, add?.url, add?.headers['content-type']]).toEqual(['POST', '/pet', 'application/json']);
    expect(JSON.parse(add?.body.toString('utf8') ?? '')).toEqual({ name: 'Tom', photoUrls: ['a'] });
  });

  it('reads a JSON string answer, or its XML as text', async () => {
    server.reply = () => jsonReply('logged in user session:1');
    expect(await client['loginUser']!({ username: 'a', password: 'b' })).toBe('logged in user session:1');
    server.reply = () => ({ status: 200, headers: { 'Content-Type': 'application/xml' }, body: '<s>1</s>' });
    expect(await client['loginUser']!({}, { accept: 'application/xml' })).toBe('<s>1</s>');
  });

  it('throws the typed error of an error answer, with the body it came with', async () => {
    server.reply = () => ({ status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'Pet not found' });
    const error = await client['getPetById']!(8).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(pkg.NotFoundError);
    expect((error as { body: unknown }).body).toBe('Pet not found');
  });
});

describe("hey-api's media-type documents on the wire", () => {
  const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);

  it('reads binary answers as Blobs, byte for byte', async () => {
    const { client } = await clientOf(
      'test/fixtures/corpus/hey-api/3.0.x/content-binary.json',
      'content-binary',
      'createContentBinaryClient',
    );
    server.seen.length = 0;
    server.reply = () => ({ status: 200, headers: { 'Content-Type': 'image/png' }, body: BYTES });
    const png = await client['getFoo']!();
    server.reply = () => ({ status: 200, headers: { 'Content-Type': 'application/zip' }, body: BYTES });
    const zip = await client['getBar']!();
    for (const blob of [png, zip]) {
      expect(blob).toBeInstanceOf(Blob);
      expect(Buffer.from(await (blob as Blob).arrayBuffer())).toEqual(BYTES);
    }
    expect(server.seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/foo'],
      ['GET', '/bar'],
    ]);
  }, 120_000);

  it('asks for one of three media types with Accept, JSON by default', async () => {
    const { client } = await clientOf(
      'test/fixtures/corpus/hey-api/3.0.x/content-types.yaml',
      'content-types',
      'createContentTypesClient',
    );
    server.seen.length = 0;
    server.reply = () => jsonReply('as JSON');
    expect(await client['getFoo']!()).toBe('as JSON');
    server.reply = () => ({ status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'as text' });
    expect(await client['getFoo']!({ accept: 'text/plain' })).toBe('as text');
    expect(server.seen.map((s) => s.headers.accept)).toEqual(['application/json', 'text/plain']);
  }, 120_000);
});
