/**
 * Send lists (uploadSendList and getSendList in specs/mail.yaml): asynchronous registration (PROCESSING, then SUCCESS or FAIL
 * with an errorMessage naming the rule and the row), rowCount, CRLF or LF rows, 7-day expiry, one link per
 * list, and the 300 MB limit enforced while the upload streams.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LIST_BYTES } from '../../sandbox/mail/handle-reservation.js';
import { getList, LIST_HEADER, listRows, reserve, status, uploadList } from './fixtures.js';
import { csvList, parseReport, TestSandbox } from './harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await TestSandbox.start();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

describe('registration', () => {
  it('is PROCESSING for a few sandbox seconds, then SUCCESS with the row count and a 7-day expiry', async () => {
    const before = await sb.now();
    const id = await uploadList(sb, csvList(listRows(25)), false);
    expect(await getList(sb, id)).toEqual({
      sendListId: id,
      status: 'PROCESSING',
      expirationDateTime: expect.stringMatching(/\+09:00$/),
      rowCount: 0,
      errorMessage: null,
      deliveryTaskId: null,
    });
    await sb.advance(5);
    const done = await getList(sb, id);
    expect(done).toMatchObject({ status: 'SUCCESS', rowCount: 25, errorMessage: null });
    const expiry = Date.parse(String(done['expirationDateTime']));
    expect(expiry - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expiry - before).toBeLessThan(7 * 86_400_000 + 60_000);
  });

  it('turns EXPIRED 7 days after registration', async () => {
    const id = await uploadList(sb);
    await sb.advance(7 * 86_400 - 60);
    expect((await getList(sb, id))['status']).toBe('SUCCESS');
    await sb.advance(61);
    expect((await getList(sb, id))['status']).toBe('EXPIRED');
  });

  it.each([
    ['CRLF rows', csvList(listRows(3), '\r\n'), 3],
    ['LF rows', csvList(listRows(3), '\n'), 3],
    ['no line break after the last row', csvList(listRows(3)).trimEnd(), 3],
    ['a UTF-8 byte order mark', `\uFEFF${csvList(listRows(2))}`, 2],
    ['empty lines', `${LIST_HEADER.join(',')}\r\n\r\n3001,a@example.com,A\r\n\r\n`, 1],
    [
      'quoted values with commas, quotes and line breaks',
      `${LIST_HEADER.join(',')}\r\n"3001","a@example.com","Yamada, ""Hanako""\r\nsecond line"\r\n`,
      1,
    ],
    ['only a header', `${LIST_HEADER.join(',')}\r\n`, 0],
    ['values of 4000 characters', `${LIST_HEADER.join(',')}\n3001,a@example.com,${'x'.repeat(4000)}\n`, 1],
    // Characters are code points: 4000 emoji are 8000 UTF-16 units.
    [
      'values of 4000 characters outside the BMP',
      `${LIST_HEADER.join(',')}\n3001,a@example.com,${'😀'.repeat(4000)}\n`,
      1,
    ],
    [
      'quoted values of 3999 emoji and a letter',
      `${LIST_HEADER.join(',')}\n3001,a@example.com,"${'😀'.repeat(3999)}x"\n`,
      1,
    ],
  ])('accepts %s', async (_name, csv, count) => {
    const id = await uploadList(sb, csv);
    expect(await getList(sb, id)).toMatchObject({ status: 'SUCCESS', rowCount: count, errorMessage: null });
  });

  it.each([
    ['an empty body', '', /rule 1 \(header\)/],
    ['no Customer.platformid column', 'Customer.email\r\na@example.com\r\n', /rule 1 \(header\)/],
    [
      'a row without a platform ID',
      `${LIST_HEADER.join(',')}\r\n3001,a@example.com,A\r\n,b@example.com,B\r\n`,
      /rule 1 \(row 2\)/,
    ],
    ['a platform ID of 0', `${LIST_HEADER.join(',')}\r\n0,a@example.com,A\r\n`, /rule 1 \(row 1\)/],
    [
      'a platform ID over 2^63-1',
      `${LIST_HEADER.join(',')}\r\n9223372036854775808,a@example.com,A\r\n`,
      /rule 1 \(row 1\)/,
    ],
    ['a column name without Customer.', 'Customer.platformid,email\r\n1,a@example.com\r\n', /rule 3 \(header\)/],
    [
      'a column name of 64 characters',
      `Customer.platformid,Customer.${'n'.repeat(55)}\r\n1,a\r\n`,
      /rule 3 \(header\)/,
    ],
    [
      'a duplicate column',
      'Customer.platformid,Customer.email,Customer.email\r\n1,a@example.com,b\r\n',
      /rule 4 \(header\)/,
    ],
    [
      'a row with too few values',
      `${LIST_HEADER.join(',')}\r\n3001,a@example.com,A\r\n3002,b@example.com\r\n`,
      /rule 5 \(row 2\)/,
    ],
    ['a row with too many values', `${LIST_HEADER.join(',')}\n3001,a@example.com,A,extra\n`, /rule 5 \(row 1\)/],
    [
      'a value of 4001 characters',
      `${LIST_HEADER.join(',')}\n3001,a@example.com,A\n3002,b@example.com,${'x'.repeat(4001)}\n`,
      /rule 6 \(row 2\)/,
    ],
    [
      'a value of 4001 emoji',
      `${LIST_HEADER.join(',')}\n3001,a@example.com,${'😀'.repeat(4001)}\n`,
      /rule 6 \(row 1\)/,
    ],
    [
      'a value of 4000 emoji and a letter',
      `${LIST_HEADER.join(',')}\n3001,a@example.com,${'😀'.repeat(4000)}x\n`,
      /rule 6 \(row 1\)/,
    ],
    [
      'a value of 3999 emoji and two letters',
      `${LIST_HEADER.join(',')}\n3001,a@example.com,${'😀'.repeat(3999)}xx\n`,
      /rule 6 \(row 1\)/,
    ],
    ['an unclosed quote', `${LIST_HEADER.join(',')}\r\n3001,a@example.com,"A\r\n`, /row 1/],
  ])('fails %s, naming the rule and row', async (_name, csv, message) => {
    const id = await uploadList(sb, csv);
    const list = await getList(sb, id);
    expect(list['status']).toBe('FAIL');
    expect(String(list['errorMessage'])).toMatch(message);
  });

  it('counts every row of a failed list', async () => {
    const csv = `${LIST_HEADER.join(',')}\r\n0,a@example.com,A\r\n3002,b@example.com,B\r\n3003,c@example.com,C\r\n`;
    expect((await getList(sb, await uploadList(sb, csv)))['rowCount']).toBe(3);
  });

  it('fails a list that is not UTF-8', async () => {
    const answer = await sb.call('uploadSendList', { raw: Buffer.from([0x43, 0x75, 0xff, 0xfe, 0x0a]) });
    await sb.advance(5);
    const list = await getList(sb, answer.json.sendListId);
    expect(list).toMatchObject({ status: 'FAIL', errorMessage: expect.stringContaining('UTF-8') });
  });
});

describe('a registered list', () => {
  it.each([
    ['a byte order mark and an empty line before the header', '\uFEFF\r\n'],
    ['a byte order mark and empty lines of LF and CR', '\uFEFF\n\r'],
    ['empty lines before the header', '\r\n\r\n'],
  ])('with %s sends to the rows it counted, the header not among them', async (_name, before) => {
    const csv = `${before}Customer.platformid,Customer.email\r\n1,a@example.com\r\n\r\n2,b@example.com`;
    const { id, at, listId } = await reserve(sb, 10, csv);
    expect(await getList(sb, listId)).toMatchObject({ status: 'SUCCESS', rowCount: 2 });
    await sb.advance((at - (await sb.now())) / 1000 + 120);
    expect(await status(sb, id)).toMatchObject({ status: 'COMPLETED', total: 2, sent: 2 });
    const report = async (op: string): Promise<string[][]> =>
      parseReport((await sb.call(op, { path: { delivery_id: id } })).text).slice(1);
    expect((await report('results')).map((row) => row[0])).toEqual(['1', '2']);
    expect(await report('errors')).toEqual([]);
  });
});

describe('refused uploads', () => {
  it('refuses a body that is not text/csv with 400 (10034) and registers nothing', async () => {
    const before = await uploadList(sb, undefined, false);
    const answer = await sb.call('uploadSendList', { raw: '{"a":1}', contentType: 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0]).toMatchObject({ code: '10034', property: null });
    expect(await uploadList(sb, undefined, false)).toBe(before + 1);
  });

  it('streams a list over 300 MB, counts it and refuses it with 413 once over the limit', async () => {
    const row = '1234567,someone.with.a.long.address@mail.example.jp,Some Name Padding Padding Padding\r\n';
    const chunk = new TextEncoder().encode(row.repeat(Math.floor((1 << 20) / row.length)));
    const target = MAX_LIST_BYTES + 4 * (1 << 20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const header = new TextEncoder().encode(`${LIST_HEADER.join(',')}\r\n`);
        sent += header.length;
        controller.enqueue(header);
      },
      pull(controller) {
        if (sent >= target) {
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const before = await uploadList(sb, undefined, false);
    const answer = await sb.call('uploadSendList', { raw: stream });
    expect(answer.status).toBe(413);
    expect(sent).toBeGreaterThan(MAX_LIST_BYTES);
    // Nothing was registered: the next list takes the id right after the one before.
    expect(await uploadList(sb, undefined, false)).toBe(before + 1);
  }, 120_000);
});
