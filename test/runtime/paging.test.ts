import { describe, expect, it } from 'vitest';
import {
  PagingError,
  expandServerUrl,
  paginateByContinueToken,
  paginateByOffset,
} from '@platform-sdk/runtime/internal';

async function all<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('paginateByContinueToken', () => {
  it('follows continueToken until a page has none', async () => {
    const pages: Record<string, { metadata: { continueToken?: string }; items: number[] }> = {
      start: { metadata: { continueToken: 't1' }, items: [1, 2] },
      t1: { metadata: { continueToken: 't2' }, items: [3] },
      t2: { metadata: {}, items: [4, 5] },
    };
    const asked: (string | undefined)[] = [];
    const items = await all(
      paginateByContinueToken(async (token) => {
        asked.push(token);
        return pages[token ?? 'start'] ?? { items: [] };
      }),
    );
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([undefined, 't1', 't2']);
  });

  it('stops on a token it has already followed', async () => {
    const pages = paginateByContinueToken(async () => ({ metadata: { continueToken: 'same' }, items: [1] }), {
      operationId: 'listApiDefinition',
    });
    const error = await all(pages).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PagingError);
    expect((error as Error).message).toBe(
      'listApiDefinition stopped paging because the continueToken same was returned twice.',
    );
  });

  it('fetches lazily: breaking early asks for no further page', async () => {
    let fetched = 0;
    for await (const item of paginateByContinueToken(async (t) => {
      fetched++;
      return { metadata: { continueToken: `${t ?? ''}x` }, items: [1, 2] };
    })) {
      if (item === 2) break;
    }
    expect(fetched).toBe(1);
  });
});

describe('paginateByOffset', () => {
  const data = Array.from({ length: 7 }, (_v, i) => i);
  const fetchPage = async ({ limit, offset }: { limit: number; offset: number }) => ({
    metadata: { hasMore: offset + limit < data.length },
    items: data.slice(offset, offset + limit),
  });

  it.each([1, 3, 7, 10])('walks every item with limit %i', async (limit) => {
    expect(await all(paginateByOffset(fetchPage, { limit }))).toEqual(data);
  });

  it('starts at the given offset and sends limit/offset', async () => {
    const asked: { limit: number; offset: number }[] = [];
    const items = await all(paginateByOffset(async (p) => (asked.push(p), fetchPage(p)), { limit: 3, offset: 2 }));
    expect(items).toEqual([2, 3, 4, 5, 6]);
    expect(asked).toEqual([
      { limit: 3, offset: 2 },
      { limit: 3, offset: 5 },
    ]);
  });

  it('ends on an empty page even if hasMore stays true', async () => {
    expect(await all(paginateByOffset(async () => ({ metadata: { hasMore: true }, items: [] }), { limit: 5 }))).toEqual(
      [],
    );
  });
});

describe('expandServerUrl', () => {
  it.each([
    [
      'fills the base address unencoded and without its trailing slash',
      { base_url: 'https://api.example.com/', user_name: 'abc' },
      'https://api.example.com/e/tymail/v1/abc/mail',
    ],
    [
      'keeps a base address with a path',
      { base_url: 'http://127.0.0.1:8080/prefix', user_name: 'abc' },
      'http://127.0.0.1:8080/prefix/e/tymail/v1/abc/mail',
    ],
    [
      'percent-encodes the other variables',
      { base_url: 'https://h', user_name: 'a/b c' },
      'https://h/e/tymail/v1/a%2Fb%20c/mail',
    ],
  ])('%s', (_name, vars, expected) => {
    expect(expandServerUrl('{base_url}/e/tymail/v1/{user_name}/mail', vars)).toBe(expected);
  });

  it('fills a host given in parts (GitHub Enterprise Server: {protocol}://{hostname}/api/v3) as written', () => {
    const template = '{protocol}://{hostname}/api/v3/{org}';
    expect(expandServerUrl(template, { protocol: 'https', hostname: 'ghe.example.com:8443', org: 'a b' })).toBe(
      'https://ghe.example.com:8443/api/v3/a%20b',
    );
  });

  it('names a missing variable', () => {
    expect(() => expandServerUrl('{base_url}/e/tymail/v1/{user_name}/mail', { base_url: 'https://h' })).toThrow(
      'needs a value for user_name',
    );
  });
});
