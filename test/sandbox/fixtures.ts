/** Steps several suites share: registering lists, sending, reserving. All go through the spec-checked client. */
import { expect } from 'vitest';
import { type Answer, content, csvList, type Json, sendRequest, type TestSandbox } from './harness.js';

export const LIST_HEADER = ['Customer.platformid', 'Customer.email', 'Customer.name'];

export function listRows(n: number, from = 3001): string[][] {
  return [
    LIST_HEADER,
    ...Array.from({ length: n }, (_, i) => [String(from + i), `list${from + i}@mail.example.jp`, `Name ${i}`]),
  ];
}

/** Uploads a list and, unless `wait` is false, lets its registration finish. Returns the sendListId. */
export async function uploadList(sb: TestSandbox, csv: string = csvList(listRows(3)), wait = true): Promise<number> {
  const answer = await sb.call('uploadSendList', { raw: csv });
  expect(answer.status, answer.text).toBe(200);
  if (wait) await sb.advance(5);
  return Number(answer.json.sendListId);
}

export async function getList(sb: TestSandbox, id: number): Promise<Json> {
  const answer = await sb.call('getSendList', { path: { send_list_id: id } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Json;
}

export async function send(sb: TestSandbox, body: Json = sendRequest()): Promise<Answer> {
  const answer = await sb.call('sendDelivery', { body, validRequest: true });
  expect(answer.status, answer.text).toBe(200);
  return answer;
}

export async function sendId(sb: TestSandbox, body: Json = sendRequest()): Promise<number> {
  return Number((await send(sb, body)).json.deliveryTaskId);
}

export async function create(sb: TestSandbox, overrides: Json = {}): Promise<number> {
  const answer = await sb.call('createDelivery', { body: content(overrides), validRequest: true });
  expect(answer.status, answer.text).toBe(200);
  return Number(answer.json.deliveryTaskId);
}

export const reserveRequest = (sendListId: number, sendDateTime: string, overrides: Json = {}): Json => ({
  ...content(),
  sendListId,
  sendDateTime,
  ...overrides,
});

/** Reserves a delivery for a fresh 3-row list at `minutesAhead` minutes from the sandbox's now. */
export async function reserve(
  sb: TestSandbox,
  minutesAhead = 60,
  csv?: string,
): Promise<{ id: number; at: number; listId: number }> {
  const listId = await uploadList(sb, csv);
  const at = (await sb.now()) + minutesAhead * 60_000;
  const answer = await sb.call('reserveDelivery', { body: reserveRequest(listId, isoAt(at)), validRequest: true });
  expect(answer.status, answer.text).toBe(200);
  return { id: Number(answer.json.deliveryTaskId), at, listId };
}

export async function status(sb: TestSandbox, id: number): Promise<Json> {
  const answer = await sb.call('getDelivery', { path: { delivery_id: id } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Json;
}

function isoAt(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
