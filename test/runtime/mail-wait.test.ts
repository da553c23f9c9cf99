/** The mail waits against a scripted client: statuses the sandbox never produces (ERROR), the polling interval. */
import { AbortError } from '@platform-sdk/runtime';
import { DeliveryFailedError, waitForDelivery, waitForSendList } from '@platform-sdk/runtime/mail';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.useRealTimers());

/** A client whose getDelivery answers the given statuses in turn, recording when it was asked. */
function scripted(statuses: readonly string[]) {
  const asked: number[] = [];
  const answer = () => {
    asked.push(Date.now());
    return Promise.resolve({
      deliveryTaskId: 7,
      status: statuses[Math.min(asked.length - 1, statuses.length - 1)] as string,
      total: 1,
      sent: 0,
    });
  };
  return {
    asked,
    client: { getDelivery: answer, getSendList: () => answer().then((d) => ({ ...d, errorMessage: null })) },
  };
}

describe('waits', () => {
  it('waitForDelivery throws DeliveryFailedError when the delivery ends ERROR', async () => {
    const { client } = scripted(['SENDING', 'ERROR']);
    const error = await waitForDelivery(client, 7, { intervalMs: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryFailedError);
    expect(error).toMatchObject({ kind: 'wait', status: 'ERROR', deliveryId: '7', operationId: 'waitForDelivery' });
    expect((error as Error).message).toBe(
      'waitForDelivery stopped because delivery 7 ended ERROR (force-ended) before COMPLETED.',
    );
  });

  it('polls every intervalMs (2 s by default) until the status is reached', async () => {
    vi.useFakeTimers();
    const { client, asked } = scripted(['SENDING', 'SENDING', 'COMPLETED']);
    const done = waitForDelivery(client, 7);
    await vi.runAllTimersAsync();
    expect(await done).toMatchObject({ status: 'COMPLETED' });
    expect(asked.map((t) => t - (asked[0] as number))).toEqual([0, 2_000, 4_000]);
  });

  it("ends with AbortError, the signal's reason as cause, while waiting between polls", async () => {
    const { client } = scripted(['PROCESSING']);
    const controller = new AbortController();
    const wait = waitForSendList(client, 1, { signal: controller.signal, intervalMs: 60_000 }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('shutting down'));
    const error = await wait;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toEqual(new Error('shutting down'));
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses intervalMs %s', async (intervalMs) => {
    const { client } = scripted(['SENDING']);
    await expect(waitForDelivery(client, 7, { intervalMs })).rejects.toThrow(TypeError);
  });
});
