/**
 * A client generated from test/fixtures/spec-features/bodies.yaml: form, multipart (files, lists, JSON parts,
 * `encoding`), binary and text request bodies are typed as what they take and sent as their media type says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeature, recordingFetch, type FeaturePackage } from './spec-features.js';

const CALLS = `import { createUploadsClient } from './index.gen.js';
const up = createUploadsClient({ baseUrl: 'https://uploads.example.test' });
export const form = up.sendForm({ name: 'a', tags: ['x'] });
export const multipart = up.sendMultipart({ file: new Blob(['x']), photos: [new Uint8Array([1])], title: 't' });
export const binary = up.sendBinary(new ReadableStream<Uint8Array>());
export const text = up.sendText('hello');
export const pet = up.sendPet({ name: 'Rex' }, { requestMediaType: 'application/x-www-form-urlencoded' });
// @ts-expect-error the body is declared in JSON and a form, not XML
export const wrongMediaType = up.sendPet({ name: 'Rex' }, { requestMediaType: 'application/xml' });
// @ts-expect-error a file part takes a Blob or bytes, not a number
export const wrongFile = up.sendMultipart({ file: 1 });
// @ts-expect-error a text body is a string
export const wrongText = up.sendText(new Blob(['x']));
`;

type Send = (body: unknown) => Promise<unknown>;
interface UploadsClient {
  sendPet: Send;
  sendForm: Send;
  sendMultipart: Send;
  sendBinary: Send;
  sendText: Send;
  sendEither: Send;
}

let pkg: FeaturePackage;

beforeAll(async () => {
  pkg = await generateFeature('bodies', 'createUploadsClient', CALLS);
}, 120_000);

afterAll(() => pkg.remove());

function client(fetch: typeof globalThis.fetch): UploadsClient {
  const create = pkg.module.createUploadsClient as (options: object) => UploadsClient;
  return create({ baseUrl: 'https://uploads.example.test', fetch, retry: { maxRetries: 1, baseDelayMs: 1 } });
}

describe('request bodies by media type', () => {
  it('generates every operation, typed (a right call of each and three refused ones)', () => {
    expect(pkg.warnings.filter((w) => w.includes('left out'))).toEqual([]);
    expect(pkg.typeErrors).toEqual([]);
  });

  it('sends a form with lists exploded and a field in the style its encoding gives', async () => {
    const { fetch, requests } = recordingFetch();
    await client(fetch).sendForm({ name: 'a b&c', tags: ['x', 'y'], ids: [1, 2] });
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await requests[0]!.text()).toBe('name=a%20b%26c&tags=x&tags=y&ids=1|2');
  });

  it('sends multipart parts: a file, a list of files of the encoding type, a JSON object and text', async () => {
    const { fetch, requests } = recordingFetch();
    const file = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    await client(fetch).sendMultipart({
      title: 'Q3',
      file,
      photos: [new Uint8Array([137, 80]), new Uint8Array([1])],
      meta: { size: 4 },
    });
    expect(requests[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await requests[0]!.formData();
    expect(form.get('title')).toBe('Q3');
    const sentFile = form.get('file') as File;
    expect([sentFile.name, sentFile.type, await sentFile.text()]).toEqual(['report.pdf', 'application/pdf', '%PDF']);
    const photos = form.getAll('photos') as File[];
    expect(photos.map((p) => [p.type, p.size])).toEqual([
      ['image/png', 2],
      ['image/png', 1],
    ]);
    const meta = form.get('meta') as File;
    expect([meta.type, await meta.text()]).toEqual(['application/json', '{"size":4}']);
  });

  it.each([
    ['a Blob', () => new Blob(['%PDF-1.7'])],
    ['bytes', () => new TextEncoder().encode('%PDF-1.7')],
    ['an ArrayBuffer', () => new TextEncoder().encode('%PDF-1.7').buffer],
    [
      'a stream',
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('%PDF-1.7'));
            controller.close();
          },
        }),
    ],
  ])('sends %s as a binary body of the declared media type', async (_what, body) => {
    const { fetch, requests } = recordingFetch();
    await client(fetch).sendBinary(body());
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/pdf');
    expect(await requests[0]!.text()).toBe('%PDF-1.7');
  });

  it('never sends a stream twice: a failed attempt is not retried', async () => {
    const requests: Request[] = [];
    const fetch = (async (input: Request) => {
      requests.push(input);
      return new Response('', { status: 503 });
    }) as unknown as typeof globalThis.fetch;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => c.close() });
    await expect(client(fetch).sendBinary(stream)).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('sends text as it is, and refuses a body of the wrong kind naming it', async () => {
    const { fetch, requests } = recordingFetch();
    await client(fetch).sendText('héllo');
    expect(requests[0]!.headers.get('Content-Type')).toBe('text/plain');
    expect(await requests[0]!.text()).toBe('héllo');
    await expect(client(fetch).sendText(42)).rejects.toMatchObject({ field: 'the body', rule: 'must be a string' });
  });

  it.each([
    [undefined, 'application/json', '{"name":"Rex","tags":["a","b"]}'],
    ['application/json', 'application/json', '{"name":"Rex","tags":["a","b"]}'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', 'name=Rex&tags=a&tags=b'],
  ])('sends a body declared in several media types as the caller picks (%s: %s)', async (picked, type, text) => {
    const { fetch, requests } = recordingFetch();
    const send = client(fetch).sendPet as (body: unknown, options?: object) => Promise<unknown>;
    await send({ name: 'Rex', tags: ['a', 'b'] }, picked === undefined ? {} : { requestMediaType: picked });
    expect(requests[0]!.headers.get('Content-Type')).toBe(type);
    expect(await requests[0]!.text()).toBe(text);
  });

  it('refuses a media type the client cannot write or the body does not share, naming those it can', async () => {
    const { fetch, requests } = recordingFetch();
    const send = client(fetch).sendPet as (body: unknown, options?: object) => Promise<unknown>;
    for (const picked of ['application/xml', 'multipart/form-data']) {
      await expect(send({ name: 'Rex' }, { requestMediaType: picked })).rejects.toMatchObject({
        field: 'requestMediaType',
        rule: 'must be one of "application/json", "application/x-www-form-urlencoded"',
      });
    }
    expect(requests).toEqual([]);
  });

  it('sends the media type it can write when the body declares several (XML and a form: the form)', async () => {
    const { fetch, requests } = recordingFetch();
    await client(fetch).sendEither({ a: '1' });
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await requests[0]!.text()).toBe('a=1');
  });
});
