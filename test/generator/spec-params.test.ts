/**
 * A client generated from test/fixtures/spec-features/params.yaml: path, query, header and cookie parameters in
 * the styles the document gives are typed arguments of the method and go on the wire as OpenAPI's style table
 * writes them; a parameter given by `content` as the text the caller gives (openapi-typescript types it as a
 * string), and one whose schema is a composition (oneOf a list or null) as its style writes the value given.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeature, recordingFetch, type FeaturePackage } from './spec-features.js';

const CALLS = `import { createPaintClient } from './index.gen.js';
const paint = createPaintClient({ baseUrl: 'https://paint.example.test' });
export const ok = paint.paint(['a'], { R: 1 }, { G: 2 }, { 'X-Tags': ['x'], session: 's', space: [1, 2] });
// @ts-expect-error a required header parameter cannot be left out
export const noHeader = paint.paint(['a'], { R: 1 }, { G: 2 }, { session: 's' });
// @ts-expect-error a list parameter takes a list of its items' type
export const wrongItems = paint.paint(['a'], { R: 1 }, { G: 2 }, { 'X-Tags': ['x'], session: 's', space: ['a'] });
export const anyEntries = paint.paint(['a'], { R: 1 }, { G: 2 }, { 'X-Tags': ['x'], session: 's', pass: { q: 'x' } });
// @ts-expect-error a list part without items (given beside the oneOf) takes scalars, which a style can write
export const vague = paint.paint(['a'], { R: 1 }, { G: 2 }, { 'X-Tags': ['x'], session: 's', tags: [{ a: 1 }] });
// @ts-expect-error an object whose other properties may be anything takes scalars there, which a style can write
export const nested = paint.paint(['a'], { R: 1 }, { G: 2 }, { 'X-Tags': ['x'], session: 's', pass: { q: { a: 1 } } });
`;

interface PaintClient {
  paint(label: string[], matrix: object, simple: object, query: Record<string, unknown>): Promise<unknown>;
}

let pkg: FeaturePackage;

beforeAll(async () => {
  pkg = await generateFeature('params', 'createPaintClient', CALLS);
}, 120_000);

afterAll(() => pkg.remove());

describe('parameters of every location and style', () => {
  it('generates every operation, typed (the calls file holds right calls and four refused ones)', () => {
    expect(pkg.warnings.filter((w) => w.includes('left out'))).toEqual([]);
    expect(pkg.typeErrors).toEqual([]);
  });

  it('says a header parameter OpenAPI ignores (Accept) is ignored', () => {
    expect(pkg.warnings.join('\n')).toContain('header parameter "Accept" is ignored');
  });

  it('sends each parameter as its style says', async () => {
    const { fetch, requests } = recordingFetch();
    const create = pkg.module.createPaintClient as (options: object) => PaintClient;
    const client = create({ baseUrl: 'https://paint.example.test', fetch, retry: false });
    await client.paint(
      ['a', 'b'],
      { R: 1, G: 2 },
      { R: 3, B: 4 },
      {
        form: ['x', 'y'],
        space: [1, 2],
        pipe: ['p', 'q'],
        rgb: { R: 5 },
        deep: { G: 6 },
        next: '/page?2',
        'X-Tags': ['t1', 't2'],
        'X-Rgb': { R: 7, B: 8 },
        session: 'abc def',
        prefs: ['dark', 'wide'],
        filter: JSON.stringify({ R: 9 }),
        'X-Filter': JSON.stringify({ G: 1 }),
        level: ['low', 'high'],
        tags: ['t', 'u'],
        pass: { mode: 'm', search: 'x y', page: 2 },
      },
    );
    const [request] = requests;
    const url = new URL(request!.url);
    expect(url.pathname).toBe('/paint/.a.b/;matrix=R,1,G,2/R=3,B=4');
    expect(url.search).toBe(
      '?form=x,y&space=1%202&pipe=p|q&R=5&deep[G]=6&next=/page?2&filter=%7B%22R%22%3A9%7D&level=low,high' +
        '&tags=t&tags=u&pass[mode]=m&pass[search]=x%20y&pass[page]=2',
    );
    expect(request!.headers.get('X-Filter')).toBe('{"G":1}');
    expect(request!.headers.get('X-Tags')).toBe('t1,t2');
    expect(request!.headers.get('X-Rgb')).toBe('R=7,B=8');
    expect(request!.headers.get('Cookie')).toBe('session=abc%20def; prefs=dark,wide');
  });

  it('lists header and cookie parameters in the command table as what they are, and sends them so', async () => {
    type Param = { name: string; in: string; schema: { type?: string } };
    type Command = {
      name: string;
      params: Param[];
      call: (core: unknown, input: object) => Promise<unknown>;
    };
    const { commands } = (await import(path.join(pkg.dir, 'commands.gen.ts'))) as { commands: Command[] };
    const paint = commands.find((c) => c.name === 'paint')!;
    const where = Object.fromEntries(paint.params.map((p) => [p.name, [p.in, p.schema.type]]));
    expect(where).toMatchObject({
      'X-Tags': ['header', 'array'],
      'X-Rgb': ['header', 'object'],
      session: ['cookie', 'string'],
      prefs: ['cookie', 'array'],
      form: ['query', 'array'],
      label: ['path', 'array'],
    });
    const { fetch, requests } = recordingFetch();
    const operations = (await import(path.join(pkg.dir, 'operations.gen.ts'))) as Record<string, unknown>;
    const createCore = operations.createParamsCore as (options: object) => unknown;
    const core = createCore({ baseUrl: 'https://paint.example.test', fetch, retry: false });
    await paint.call(core, {
      path: { label: ['a'], matrix: { R: 1 }, simple: { G: 2 } },
      query: { 'X-Tags': ['t1'], session: 's1' },
    });
    expect(new URL(requests[0]!.url).search).toBe('');
    expect([requests[0]!.headers.get('X-Tags'), requests[0]!.headers.get('Cookie')]).toEqual(['t1', 'session=s1']);
  });
});
