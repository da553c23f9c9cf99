/**
 * Delivery state machine on the sandbox clock (`DeliveryStatus` and the sending operations of specs/mail.yaml):
 * SENDING -> COMPLETED at 100 recipients per sandbox second, RESERVED first for reservations, test deliveries,
 * requestId deduplication, send-by-id, deletion rules, list links, click feedbacks and embedded commands.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { create, getList, reserve, reserveRequest, send, sendId, status, uploadList } from './fixtures.js';
import { content, csvList, recipient, recipients, sendByIdRequest, sendRequest, TestSandbox } from './harness.js';
import { listRows } from './fixtures.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await TestSandbox.start();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

describe('immediate delivery', () => {
  it('goes SENDING -> COMPLETED at 100 recipients per second, with honest total and sent', async () => {
    const id = await sendId(sb, sendRequest({}, recipients(1000)));
    const first = await status(sb, id);
    expect(first).toMatchObject({ deliveryTaskId: id, status: 'SENDING', total: 1000 });
    expect(first['sent']).toBeLessThan(1000);
    await sb.advance(4);
    const middle = await status(sb, id);
    expect(middle['status']).toBe('SENDING');
    expect(middle['sent']).toBeGreaterThanOrEqual(400);
    expect(middle['sent']).toBeLessThan(1000);
    await sb.advance(6);
    expect(await status(sb, id)).toEqual({ deliveryTaskId: id, status: 'COMPLETED', total: 1000, sent: 1000 });
  });

  it('with no recipients is COMPLETED with 0 of 0', async () => {
    const id = await sendId(sb, sendRequest({}, []));
    expect(await status(sb, id)).toEqual({ deliveryTaskId: id, status: 'COMPLETED', total: 0, sent: 0 });
  });

  it('issues increasing ids', async () => {
    const a = await sendId(sb);
    const b = await sendId(sb);
    expect(b).toBeGreaterThan(a);
  });
});

describe('test delivery', () => {
  it('answers 200 with an empty body, sends nothing and records nothing', async () => {
    const before = await sendId(sb);
    const answer = await sb.call('sendDelivery', {
      body: sendRequest({ test: true }, [recipient(1, 'unknown@example.com'), ...recipients(19, 2)]),
      validRequest: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    const after = await sendId(sb);
    expect(after).toBe(before + 1);
    await sb.advance(120);
    const errors = await sb.call('allErrors');
    expect(errors.text).toBe('"platformId","failedAt","reason","deliveryTaskId"\r\n');
  });

  it('allows exactly 20 recipients', async () => {
    const answer = await sb.call('sendDelivery', {
      body: sendRequest({ test: true }, recipients(20)),
      validRequest: true,
    });
    expect(answer.status).toBe(200);
  });

  it('of a created setting answers empty and leaves the setting unsent', async () => {
    const id = await create(sb);
    const answer = await sb.call('sendDeliveryById', {
      path: { delivery_id: id },
      body: sendByIdRequest({ test: true }),
      validRequest: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(await status(sb, id)).toMatchObject({ total: 0, sent: 0 });
  });
});

describe('requestId', () => {
  it('a second request with the same id sends nothing and answers 409 with the earlier response', async () => {
    const first = await send(sb, sendRequest({ requestId: 'r-1' }));
    const again = await sb.call('sendDelivery', {
      body: sendRequest({ requestId: 'r-1', subject: 'other' }, recipients(5)),
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual(first.json);
    expect(await status(sb, first.json.deliveryTaskId)).toMatchObject({ total: 1 });
  });

  it('is shared by sendDeliveryById and reserveDelivery', async () => {
    const first = await send(sb, sendRequest({ requestId: 'shared' }));
    const setting = await create(sb);
    const byId = await sb.call('sendDeliveryById', {
      path: { delivery_id: setting },
      body: sendByIdRequest({ requestId: 'shared' }),
    });
    expect(byId.status).toBe(409);
    expect(byId.json).toEqual(first.json);
    const listId = await uploadList(sb);
    const at = new Date((await sb.now()) + 3_600_000).toISOString();
    const reserved = await sb.call('reserveDelivery', { body: reserveRequest(listId, at, { requestId: 'shared' }) });
    expect(reserved.status).toBe(409);
    expect((await getList(sb, listId))['deliveryTaskId']).toBeNull();
  });

  it('is valid for one month, then the same id sends again', async () => {
    const first = await send(sb, sendRequest({ requestId: 'monthly' }));
    await sb.advance(27 * 86_400);
    expect((await sb.call('sendDelivery', { body: sendRequest({ requestId: 'monthly' }) })).status).toBe(409);
    await sb.advance(5 * 86_400);
    const later = await send(sb, sendRequest({ requestId: 'monthly' }));
    expect(later.json.deliveryTaskId).not.toBe(first.json.deliveryTaskId);
  });

  it('a refused request does not use up its requestId', async () => {
    const refused = await sb.call('sendDelivery', { body: sendRequest({ requestId: 'retry-me', count: 9 }) });
    expect(refused.status).toBe(400);
    expect((await send(sb, sendRequest({ requestId: 'retry-me' }))).status).toBe(200);
  });

  it('guards test deliveries too: a repeated test answers 409 with its empty answer, whichever operation repeats it', async () => {
    const first = await sb.call('sendDelivery', {
      body: sendRequest({ requestId: 'dry-run', test: true }),
      validRequest: true,
    });
    expect(first.status).toBe(200);
    const again = await sb.call('sendDelivery', {
      body: sendRequest({ requestId: 'dry-run', test: true }),
      validRequest: true,
    });
    expect(again.status).toBe(409);
    expect(again.text).toBe('');
    const real = await sb.call('sendDelivery', { body: sendRequest({ requestId: 'dry-run' }) });
    expect(real.status).toBe(409);
    expect(real.text).toBe('');
    const setting = await create(sb);
    const byId = await sb.call('sendDeliveryById', {
      path: { delivery_id: setting },
      body: sendByIdRequest({ requestId: 'dry-run', test: true }),
    });
    expect(byId.status).toBe(409);
    expect(await status(sb, setting)).toMatchObject({ total: 0 });
  });

  it('a test delivery by id keeps its requestId as well', async () => {
    const setting = await create(sb);
    expect(
      (
        await sb.call('sendDeliveryById', {
          path: { delivery_id: setting },
          body: sendByIdRequest({ requestId: 'qa-1', test: true }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await sb.call('sendDeliveryById', {
          path: { delivery_id: setting },
          body: sendByIdRequest({ requestId: 'qa-1', test: true }),
        })
      ).status,
    ).toBe(409);
  });
});

describe('create and send by id', () => {
  it('a created setting is COMPLETED 0 of 0 until it is sent, then sends its recipients under the same id', async () => {
    const answer = await sb.call('createDelivery', {
      body: content({ bodyText: 'Hi <sym-tr symccid="0" symcc="true">https://shop.example.jp/a</sym-tr>' }),
      validRequest: true,
    });
    const id = Number(answer.json.deliveryTaskId);
    expect(answer.json.textClickFeedbacks).toEqual([{ id: expect.any(Number), url: 'https://shop.example.jp/a' }]);
    expect(await status(sb, id)).toEqual({ deliveryTaskId: id, status: 'COMPLETED', total: 0, sent: 0 });
    // 1000 recipients take 10 s of sandbox time: room for a slow machine between the calls.
    const sent = await sb.call('sendDeliveryById', {
      path: { delivery_id: id },
      body: sendByIdRequest({}, recipients(1000)),
      validRequest: true,
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual(answer.json);
    expect(await status(sb, id)).toMatchObject({ status: 'SENDING', total: 1000 });
    await sb.advance(11);
    expect(await status(sb, id)).toMatchObject({ status: 'COMPLETED', total: 1000, sent: 1000 });
  });

  it('sending a setting again queues the new recipients after the earlier ones', async () => {
    const id = await create(sb);
    await sb.call('sendDeliveryById', { path: { delivery_id: id }, body: sendByIdRequest({}, recipients(700)) });
    await sb.call('sendDeliveryById', { path: { delivery_id: id }, body: sendByIdRequest({}, recipients(300, 5000)) });
    expect(await status(sb, id)).toMatchObject({ status: 'SENDING', total: 1000 });
    await sb.advance(11);
    expect(await status(sb, id)).toMatchObject({ status: 'COMPLETED', sent: 1000 });
  });
});

describe('deletion', () => {
  it('answers 200 with an empty body and makes the delivery and its reports unknown', async () => {
    const id = await sendId(sb, sendRequest({}, [recipient(1, 'unknown@example.com')]));
    await sb.advance(120);
    expect((await sb.call('errors', { path: { delivery_id: id } })).text).toContain('UNKNOWN_USER');
    const deleted = await sb.call('deleteDelivery', { path: { delivery_id: id } });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
    for (const op of ['getDelivery', 'deleteDelivery', 'opens', 'clicks', 'errors', 'results', 'unsubscribes']) {
      expect((await sb.call(op, { path: { delivery_id: id } })).status, op).toBe(404);
    }
    expect((await sb.call('allErrors')).text).not.toContain('UNKNOWN_USER');
  });

  it('refuses a delivery still sending (10021), then allows it once completed', async () => {
    const id = await sendId(sb, sendRequest({}, recipients(500)));
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).json.errors[0].code).toBe('10021');
    await sb.advance(6);
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).status).toBe(200);
  });

  it('allows a created setting that was never sent', async () => {
    const id = await create(sb);
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).status).toBe(200);
  });
});

describe('reservation', () => {
  it('is RESERVED until its time, then SENDING, then COMPLETED; the list links to it', async () => {
    const { id, listId } = await reserve(sb, 30, csvList(listRows(1000)));
    expect(await status(sb, id)).toEqual({ deliveryTaskId: id, status: 'RESERVED', total: 1000, sent: 0 });
    expect((await getList(sb, listId))['deliveryTaskId']).toBe(id);
    await sb.advance(30 * 60 + 2);
    const sending = await status(sb, id);
    expect(sending['status']).toBe('SENDING');
    expect(sending['sent']).toBeGreaterThan(0);
    await sb.advance(10);
    expect(await status(sb, id)).toMatchObject({ status: 'COMPLETED', sent: 1000 });
  });

  it('can be deleted until 5 minutes before its time; that releases the list for another reservation', async () => {
    const { id, listId, at } = await reserve(sb, 60);
    await sb.advance(54 * 60);
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).status).toBe(200);
    expect((await getList(sb, listId))['deliveryTaskId']).toBeNull();
    const again = await sb.call('reserveDelivery', {
      body: reserveRequest(listId, new Date(at).toISOString()),
      validRequest: true,
    });
    expect(again.status).toBe(200);
    expect((await getList(sb, listId))['deliveryTaskId']).toBe(again.json.deliveryTaskId);
  });

  it('cannot be deleted from 5 minutes before its time until it completes (10031)', async () => {
    const { id } = await reserve(sb, 10, csvList(listRows(500)));
    await sb.advance(5 * 60 + 1);
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).json.errors[0].code).toBe('10031');
    await sb.advance(5 * 60);
    expect((await status(sb, id))['status']).toBe('SENDING');
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).json.errors[0].code).toBe('10031');
    await sb.advance(10);
    expect((await sb.call('deleteDelivery', { path: { delivery_id: id } })).status).toBe(200);
  });

  it('accepts a time exactly at the list expiry and refuses one second later', async () => {
    const listId = await uploadList(sb, undefined, false);
    await sb.advance(5);
    const expiry = Date.parse(String((await getList(sb, listId))['expirationDateTime']));
    const late = await sb.call('reserveDelivery', {
      body: reserveRequest(listId, new Date(expiry + 1000).toISOString()),
    });
    expect(late.json.errors).toContainEqual(expect.objectContaining({ code: '10030' }));
    const onTime = await sb.call('reserveDelivery', { body: reserveRequest(listId, new Date(expiry).toISOString()) });
    expect(onTime.status).toBe(200);
  });

  it('sends the list rows with the content of the reservation', async () => {
    const { id } = await reserve(sb, 6);
    await sb.advance(6 * 60 + 1);
    const { messages } = await sb.messages(id);
    expect(messages.map((m: { to: string; platformId: string }) => [m.platformId, m.to])).toEqual([
      ['3001', 'list3001@mail.example.jp'],
      ['3002', 'list3002@mail.example.jp'],
      ['3003', 'list3003@mail.example.jp'],
    ]);
  });
});

describe('click feedback and embedded commands', () => {
  const bodyText = [
    'Hello ($db.Customer.name$)',
    '<sym-tr symccid="0" symcc="true">https://shop.example.jp/a?u=($db.Customer.name$)</sym-tr>',
    '<sym-tr symccid="0" symcc="true">https://shop.example.jp/b</sym-tr>',
    'plain https://shop.example.jp/c',
  ].join('\n');
  const bodyHtml =
    '<p>($db.Customer.name$)</p><a symccid="0" symcc="true" href="https://shop.example.jp/h">h</a><a href="https://shop.example.jp/untracked">u</a>';

  it('lists every tagged URL of each body with an id and the URL as written', async () => {
    const answer = await send(sb, sendRequest({ bodyText, bodyHtml }));
    const { textClickFeedbacks, htmlClickFeedbacks } = answer.json;
    expect(textClickFeedbacks.map((f: { url: string }) => f.url)).toEqual([
      'https://shop.example.jp/a?u=($db.Customer.name$)',
      'https://shop.example.jp/b',
    ]);
    expect(htmlClickFeedbacks.map((f: { url: string }) => f.url)).toEqual(['https://shop.example.jp/h']);
    const ids = [...textClickFeedbacks, ...htmlClickFeedbacks].map((f: { id: number }) => f.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('resolves embedded commands per recipient; properties only in later records are not embedded data', async () => {
    const id = await sendId(
      sb,
      sendRequest(
        {
          bodyText,
          bodyHtml,
          subject: 'For ($db.Customer.name$) ($db.Customer.extra$)',
          fromName: '($db.Customer.shop$) shop',
          fromAddress: 'info-($db.Customer.shop$)@shop.example.jp',
        },
        [
          recipient(1, 'a@example.com', { 'Customer.name': 'Ann', 'Customer.shop': 'east' }),
          recipient(2, 'b@example.com', { 'Customer.name': 'Bob', 'Customer.shop': 'west', 'Customer.extra': 'late' }),
        ],
      ),
    );
    await sb.advance(1);
    const { messages } = await sb.messages(id);
    expect(messages).toHaveLength(2);
    const [ann, bob] = messages;
    expect(ann).toMatchObject({
      subject: 'For Ann ',
      from: 'info-east@shop.example.jp',
      fromName: 'east shop',
      to: 'a@example.com',
    });
    expect(bob).toMatchObject({ subject: 'For Bob ', from: 'info-west@shop.example.jp', fromName: 'west shop' });
    expect(ann.text).toContain('Hello Ann');
    expect(ann.text).not.toContain('sym-tr');
    expect(ann.clickUrls.map((c: { url: string }) => c.url)).toEqual([
      'https://shop.example.jp/a?u=Ann',
      'https://shop.example.jp/b',
      'https://shop.example.jp/h',
    ]);
    expect(ann.html).toContain('https://shop.example.jp/untracked');
    expect(ann.html).not.toContain('symcc');
    expect(ann.html).toContain(ann.openUrl);
  });
});
