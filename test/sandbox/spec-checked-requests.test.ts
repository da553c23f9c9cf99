/**
 * The sandbox harness (harness.ts, with request-checks.ts) checks every request the sandbox accepts against
 * specs/mail.yaml, so a sandbox that accepts what the spec forbids, or a suite that relies on it, cannot pass
 * unnoticed. These cases pin that check: accepted requests are checked, refused ones are not, and the one
 * opt-out needs a reason.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { create, uploadList } from './fixtures.js';
import { type CallInput, content, TestSandbox } from './harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await TestSandbox.start();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

interface Case {
  /** The operation and the request; the sandbox's answer is given as `status`. */
  readonly given: () => Promise<{ operationId: string; input: CallInput; status: number }>;
  /** The harness's verdict: the problem it reports, or null when the call passes. */
  readonly want: RegExp | null;
}

describe('requests the sandbox accepts are checked against the spec', () => {
  it.each<readonly [string, Case]>([
    [
      'an accepted request with an undocumented query parameter fails',
      {
        given: async () => ({
          operationId: 'getDelivery',
          input: { path: { delivery_id: await create(sb) }, query: { verbose: '1' } },
          status: 200,
        }),
        want: /query parameter verbose is not documented/,
      },
    ],
    [
      'an accepted request with a body where the operation takes none fails',
      {
        given: async () => ({
          operationId: 'deleteDelivery',
          input: { path: { delivery_id: await create(sb) }, body: {} },
          status: 200,
        }),
        want: /the operation takes none/,
      },
    ],
    [
      'an accepted request outside the spec passes only with a reason',
      {
        given: async () => ({
          operationId: 'getDelivery',
          input: {
            path: { delivery_id: await create(sb) },
            query: { verbose: '1' },
            requestOutsideSpec: 'pins the opt-out',
          },
          status: 200,
        }),
        want: null,
      },
    ],
    [
      'an accepted CSV upload with a media type parameter passes',
      {
        given: async () => ({
          operationId: 'uploadSendList',
          input: {
            raw: 'Customer.platformid,Customer.email\n1,a@example.com\n',
            contentType: 'text/csv; charset=utf-8',
          },
          status: 200,
        }),
        want: null,
      },
    ],
    [
      'a refused request is not checked, however wrong',
      {
        given: async () => ({ operationId: 'createDelivery', input: { body: content({ subject: 5 }) }, status: 400 }),
        want: null,
      },
    ],
    [
      'validRequest checks a request the sandbox refuses for a reason of state',
      {
        given: async () => ({
          operationId: 'reserveDelivery',
          input: { body: { ...content(), sendListId: await uploadList(sb), sendDateTime: 'soon' }, validRequest: true },
          status: 400,
        }),
        want: /body: \/sendDateTime must match format "date-time"/,
      },
    ],
  ])('%s', async (_name, { given, want }) => {
    const { operationId, input, status } = await given();
    const outcome = await sb.call(operationId, input).then(
      (answer) => answer.status,
      (error: unknown) => String(error),
    );
    if (want === null) expect(outcome).toBe(status);
    else expect(outcome).toMatch(want);
  });
});
