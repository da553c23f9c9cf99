/**
 * A client generated from test/fixtures/spec-features/shelf.yaml: each error answer's body is typed from the
 * document by status (400, 404 and `default`, each of its own schema), and a caught error carries the body the
 * service sent, whatever its shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeature, type FeaturePackage } from './spec-features.js';

const CALLS = `import { createShelfClient, isShelfApiErrorOf, type Invalid, type Problem } from './index.gen.js';
const shelf = createShelfClient({ baseUrl: 'https://shelf.example.test' });
export async function read(): Promise<string> {
  try {
    return (await shelf.getBook(1)).title;
  } catch (error) {
    if (isShelfApiErrorOf(error, 'getBook', 400)) {
      const invalid: Invalid = error.body;
      const reason: string = error.body.errors[0]!.reason;
      // @ts-expect-error a 400 body is no 404 body
      const missing: number = error.body.missing;
      void [invalid, reason, missing];
    }
    if (isShelfApiErrorOf(error, 'getBook', 404)) {
      const missing: number = error.body.missing;
      // @ts-expect-error a 404 body has no title
      const title: string = error.body.title;
      void [missing, title];
    }
    if (isShelfApiErrorOf(error, 'getBook', 'default')) {
      const problem: Problem = error.body;
      const status: number = error.body.status;
      void [problem, status];
    }
    // @ts-expect-error getBook lists no 409
    isShelfApiErrorOf(error, 'getBook', 409);
    throw error;
  }
}
`;

interface ShelfPackage {
  createShelfClient(options: object): { getBook(id: number): Promise<unknown> };
  isShelfApiErrorOf(error: unknown, operation: string, status: number | string): boolean;
}

let pkg: FeaturePackage;

beforeAll(async () => {
  pkg = await generateFeature('shelf', 'createShelfClient', CALLS);
}, 120_000);

afterAll(() => pkg.remove());

function answering(
  status: number,
  type: string,
  body: string,
): ShelfPackage['createShelfClient'] extends (o: object) => infer C ? C : never {
  const fetch = async () => new Response(body, { status, headers: { 'Content-Type': type } });
  const { createShelfClient } = pkg.module as unknown as ShelfPackage;
  return createShelfClient({ baseUrl: 'https://shelf.example.test', fetch, retry: false });
}

describe('error bodies typed from the document', () => {
  it('types each status its own body (a consumer relying on each, and three refused uses)', () => {
    expect(pkg.typeErrors).toEqual([]);
  });

  it.each([
    ['a 400', 400, 'application/json', { errors: [{ field: 'bookId', reason: 'too large' }] }, [400]],
    ['a 404', 404, 'application/json', { missing: 7 }, [404]],
    ['a 500, by default', 500, 'application/problem+json', { title: 'down', status: 500 }, ['default']],
    ['a 418, by default', 418, 'application/problem+json', { title: 'teapot', status: 418 }, ['default']],
  ])('throws %s with the body the service sent, narrowed by its status', async (_, status, type, body, matches) => {
    const error = await answering(status, type, JSON.stringify(body))
      .getBook(7)
      .catch((e: unknown) => e);
    expect((error as { status: number; body: unknown }).status).toBe(status);
    expect((error as { body: unknown }).body).toEqual(body);
    const { isShelfApiErrorOf } = pkg.module as unknown as ShelfPackage;
    for (const key of [400, 404, 'default'])
      expect(isShelfApiErrorOf(error, 'getBook', key), String(key)).toBe(
        (matches as readonly (string | number)[]).includes(key),
      );
  });
});
