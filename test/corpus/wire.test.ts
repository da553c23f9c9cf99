/**
 * A client generated from a corpus document (the OAI Petstore, expanded) runs against a local HTTP server, which
 * checks what goes on the wire: method, path, query serialisation (a list in style form, exploded), headers (no
 * Authorization: the document has no security), the JSON body, and how answers are read (JSON, 204 as nothing,
 * an error answer as the typed error of its status).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient, jsonReply, startWireServer, type Seen, type WireServer } from './wire-server.js';

let server: WireServer;
let pkg: PetstorePackage;
let dispose: () => Promise<void>;
let answer: (request: Seen) => { status: number; body?: unknown } = () => ({ status: 200, body: [] });
const seen = (): Seen[] => server.seen;

beforeAll(async () => {
  ({ pkg, dispose } = await generateClient<PetstorePackage>(
    'test/fixtures/corpus/oai/petstore-expanded.yaml',
    'petstore-expanded',
  ));
  server = await startWireServer();
  server.reply = (request) => {
    const { status, body } = answer(request);
    return body === undefined ? { status } : jsonReply(body, status);
  };
}, 120_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

/** What the test uses of the generated package, which exists only once the test has generated it. */
interface PetstorePackage {
  createPetstoreExpandedClient(options: { baseUrl: string; retry: { maxRetries: number } }): {
    findPets(query: { tags?: readonly string[]; limit?: number }): Promise<unknown>;
    addPet(body: { name: string; tag?: string }): Promise<unknown>;
    deletePet(id: number): Promise<void>;
    findPetById(id: number): Promise<unknown>;
  };
  NotFoundError: abstract new (...args: never[]) => Error;
}

async function client() {
  return { pkg, petstore: pkg.createPetstoreExpandedClient({ baseUrl: server.baseUrl, retry: { maxRetries: 0 } }) };
}

describe('the generated client of the OAI Petstore (expanded) on the wire', () => {
  it('sends a list query parameter exploded, no Authorization header, and reads the JSON answer', async () => {
    seen().length = 0;
    answer = () => ({ status: 200, body: [{ id: 1, name: 'Rex' }] });
    const { petstore } = await client();
    expect(await petstore.findPets({ tags: ['a b', 'c&d'], limit: 2 })).toEqual([{ id: 1, name: 'Rex' }]);
    expect(seen().map((s) => [s.method, s.url])).toEqual([['GET', '/pets?tags=a%20b&tags=c%26d&limit=2']]);
    expect(seen()[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the JSON body with its media type', async () => {
    seen().length = 0;
    answer = () => ({ status: 200, body: { id: 7, name: 'Rex', tag: 'dog' } });
    const { petstore } = await client();
    expect(await petstore.addPet({ name: 'Rex', tag: 'dog' })).toEqual({ id: 7, name: 'Rex', tag: 'dog' });
    expect(seen()[0]?.method).toBe('POST');
    expect(seen()[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen()[0]?.body.toString('utf8') ?? '')).toEqual({ name: 'Rex', tag: 'dog' });
  });

  it('resolves a 204 to nothing and throws the typed error of an error answer with its body', async () => {
    seen().length = 0;
    const { pkg, petstore } = await client();
    answer = () => ({ status: 204 });
    expect(await petstore.deletePet(7)).toBeUndefined();
    expect(seen().map((s) => [s.method, s.url])).toEqual([['DELETE', '/pets/7']]);
    answer = () => ({ status: 404, body: { code: 404, message: 'no such pet' } });
    const error = await petstore.findPetById(8).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(pkg.NotFoundError);
    expect((error as { body: unknown }).body).toEqual({ code: 404, message: 'no such pet' });
  });
});
