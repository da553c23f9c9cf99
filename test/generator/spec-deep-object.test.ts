/**
 * A client generated from test/fixtures/spec-features/deepobject.yaml: lists and nested objects in style
 * deepObject, in a form body (through its `encoding`, as Stripe's `expand` and `items`) and in the query, are sent
 * the same way in both, lists with indices (`expand[0]=tax`), which is what Stripe, qs, Rails and PHP read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeature, recordingFetch, type FeaturePackage } from './spec-features.js';

const CALLS = `import { createShopClient } from './index.gen.js';
const shop = createShopClient({ baseUrl: 'https://shop.example.test' });
export const list = shop.listCustomers({ expand: ['tax'], created: { gt: 1, in: ['a'] } });
export const create = shop.createCustomer({ expand: ['tax'], items: [{ price: 'p', quantity: 1 }] });
`;

interface ShopClient {
  listCustomers(query: object): Promise<unknown>;
  createCustomer(body: object): Promise<unknown>;
}

let pkg: FeaturePackage;

beforeAll(async () => {
  pkg = await generateFeature('deepobject', 'createShopClient', CALLS);
}, 120_000);

afterAll(() => pkg.remove());

function client(fetch: typeof globalThis.fetch): ShopClient {
  const create = pkg.module.createShopClient as (options: object) => ShopClient;
  return create({ baseUrl: 'https://shop.example.test', fetch, retry: false });
}

describe('lists and nested objects in style deepObject', () => {
  it('generates both operations, typed, with no warning', () => {
    expect(pkg.warnings).toEqual([]);
    expect(pkg.typeErrors).toEqual([]);
  });

  it('sends a form body with lists by index and nested objects by key', async () => {
    const { fetch, requests } = recordingFetch();
    await client(fetch).createCustomer({
      name: 'Ann',
      expand: ['tax'],
      preferred_locales: ['en', 'fr'],
      metadata: { k: 'v' },
      items: [{ price: 'p_1', quantity: 2 }],
    });
    expect(await requests[0]!.text()).toBe(
      'name=Ann&expand[0]=tax&preferred_locales[0]=en&preferred_locales[1]=fr&metadata[k]=v' +
        '&items[0][price]=p_1&items[0][quantity]=2',
    );
  });

  it('sends the query the same way', async () => {
    const { fetch, requests } = recordingFetch();
    await client(fetch).listCustomers({ expand: ['tax', 'sources'], created: { gt: 5, in: ['a', 'b'] } });
    expect(new URL(requests[0]!.url).search).toBe(
      '?expand[0]=tax&expand[1]=sources&created[gt]=5&created[in][0]=a&created[in][1]=b',
    );
  });
});
