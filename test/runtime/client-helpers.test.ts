/**
 * The helpers a generated client module makes from its API's name (call/client-helpers.ts): its error guards, the
 * raw client of a runtime, and paging only in the paged form.
 */
import { describe, expect, it } from 'vitest';
import { createClientHelpers, createPagedClientHelpers } from '@platform-sdk/runtime/client';
import { createApiError, createApiRuntime } from '@platform-sdk/runtime/internal';
import { createRecordsClientHelpers } from '@platform-sdk/runtime/records';
import { fakeServer, json, mailApi, runtimeOptions } from './fake-server.js';

function answer(api: string, status = 404, operationId = 'getDelivery') {
  return createApiError({ operationId, api, status, body: undefined, headers: new Headers() });
}

const getDelivery = { id: 'getDelivery', statuses: ['404', '5XX'] };

describe('client helpers', () => {
  it.each([
    ['plain', createClientHelpers('mail')],
    ['paged', createPagedClientHelpers('mail')],
    ['records', createRecordsClientHelpers('mail')],
  ])('%s: guard the errors of the API they are made for only', (_name, helpers) => {
    expect(helpers.isApiError(answer('mail'))).toBe(true);
    expect(helpers.isApiError(answer('records'))).toBe(false);
    expect(helpers.isApiError(new Error('x'))).toBe(false);
    expect(helpers.isErrorAnswer(answer('mail'), getDelivery, 404)).toBe(true);
    expect(helpers.isErrorAnswer(answer('mail', 503), getDelivery, '5XX')).toBe(true);
    expect(helpers.isErrorAnswer(answer('mail', 503), getDelivery, 404)).toBe(false);
    expect(helpers.isErrorAnswer(answer('records'), getDelivery, 404)).toBe(false);
    expect(helpers.isErrorAnswer(answer('mail', 404, 'getSendList'), getDelivery, 404)).toBe(false);
  });

  it('walk continue tokens in the paged form only', async () => {
    expect('paginate' in createClientHelpers('mail')).toBe(false);
    const pages: Record<string, { metadata: { continueToken?: string }; items: number[] }> = {
      start: { metadata: { continueToken: 'b' }, items: [1, 2] },
      b: { metadata: {}, items: [3] },
    };
    const items: number[] = [];
    for await (const item of createPagedClientHelpers('database').paginate(async (token) => pages[token ?? 'start']!))
      items.push(item);
    expect(items).toEqual([1, 2, 3]);
  });

  it('give one raw client per runtime, which calls through the runtime', async () => {
    const server = fakeServer({ api: () => json({ status: 'SENDING' }) });
    const runtime = createApiRuntime(mailApi, runtimeOptions(server));
    const helpers = createClientHelpers('mail');
    const raw = helpers.raw(runtime);
    expect(helpers.raw(runtime)).toBe(raw);
    expect(createClientHelpers('other').raw(runtime)).toBe(raw);
    const { data } = await (raw as unknown as { GET(path: string, init: object): Promise<{ data: unknown }> }).GET(
      '/deliveries/{delivery_id}',
      { params: { path: { delivery_id: 3 } } },
    );
    expect(data).toEqual({ status: 'SENDING' });
    expect(server.api[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it("make the records client's runtime from its descriptor, checking the options against it", () => {
    const records = createRecordsClientHelpers('records');
    const api = {
      name: 'records',
      scopes: [],
      rateLimit: { perSecond: 150, burst: 300, bucket: 'database' },
      serverUrl: '{db_url}/apis/record.database/v1/accounts/{accountCode}',
      serverVariables: [
        { name: 'db_url', option: 'dbUrl' },
        { name: 'accountCode', option: 'accountCode' },
      ],
    } as const;
    expect(() =>
      records.runtime(api, { dbUrl: 'https://db.example.test', accountCode: 'a', accessToken: 't' }),
    ).not.toThrow();
    expect(() => records.runtime(api, { dbUrl: 'https://db.example.test', accessToken: 't', acountCode: 'a' })).toThrow(
      /acountCode/,
    );
  });
});
