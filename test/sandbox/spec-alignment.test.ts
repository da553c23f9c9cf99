/**
 * The sandbox's own tables against specs/mail.yaml, so that neither can change without the other: routes,
 * methods and scopes; error codes and the properties they name; report columns and media type; status
 * enums; the upload limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_ERROR_CODES, mailError } from '../../sandbox/mail/errors.js';
import { REPORT_CONTENT_TYPE } from '../../sandbox/mail/handle-reports.js';
import { MAX_LIST_BYTES } from '../../sandbox/mail/handle-reservation.js';
import { ERROR_REASONS } from '../../sandbox/mail/outcomes.js';
import { REPORT_COLUMNS, type ReportKind } from '../../sandbox/mail/reports.js';
import { MAIL_ROUTES } from '../../sandbox/mail/routes.js';
import { addressFormatOk, MAX_BODY_BYTES } from '../../sandbox/mail/validate-delivery.js';
import { isObject, type JsonObject, loadMailSpec } from '../spec/load-spec.js';

const spec = await loadMailSpec();

const sandboxOperations = MAIL_ROUTES.flatMap((route) =>
  Object.entries(route.methods).map(([method, op]) => [
    op.id,
    method.toLowerCase(),
    `/${route.segments.join('/')}`,
    op.scope,
  ]),
).sort();

const specOperations = spec.operations
  .map((entry) => {
    const security = entry.operation['security'] as Array<Record<string, string[]>>;
    const scope = security.find((s) => s['oauth2'])?.['oauth2']?.[0];
    return [entry.operationId, entry.method, entry.path, scope];
  })
  .sort();

describe('routes', () => {
  it('serve exactly the operations of the spec, with their methods, paths and scopes', () => {
    expect(sandboxOperations).toEqual(specOperations);
  });
});

describe('error codes', () => {
  const extension = spec.schema('MailErrorCode')['x-error-codes'] as Record<
    string,
    { property: string | string[] | null }
  >;

  it('are the MailErrorCode enum', () => {
    expect([...MAIL_ERROR_CODES].sort()).toEqual([...(spec.schema('MailErrorCode')['enum'] as string[])].sort());
  });

  it.each(MAIL_ERROR_CODES.map((code) => [code]))('%s names the property the spec gives', (code) => {
    const property = mailError(code).property;
    const documented = extension[code]?.property ?? null;
    if (documented === null) expect(property).toBeNull();
    else expect(([] as string[]).concat(documented)).toContain(property);
  });
});

describe('reports', () => {
  const kinds = Object.keys(REPORT_COLUMNS) as ReportKind[];

  it.each(kinds.map((k) => [k]))('%s has the columns and media type of the spec', (kind) => {
    const responses = spec.operation(kind).operation['responses'] as JsonObject;
    const content = (responses['200'] as JsonObject)['content'] as JsonObject;
    expect(Object.keys(content)).toEqual([REPORT_CONTENT_TYPE]);
    const columns = ((content[REPORT_CONTENT_TYPE] as JsonObject)['x-csv-columns'] as { name: string }[]).map(
      (c) => c.name,
    );
    expect(REPORT_COLUMNS[kind]).toEqual(columns);
  });

  it('error reasons are the ones the errors report documents', () => {
    const responses = spec.operation('errors').operation['responses'] as JsonObject;
    const content = (responses['200'] as JsonObject)['content'] as JsonObject;
    const reason = (
      (content[REPORT_CONTENT_TYPE] as JsonObject)['x-csv-columns'] as { name: string; description: string }[]
    ).find((c) => c.name === 'reason');
    for (const r of ERROR_REASONS) expect(reason?.description).toContain(r);
  });
});

describe('limits and enums', () => {
  it('the upload limit is the spec x-max-bytes', () => {
    const schema = spec.requestSchema('uploadSendList', 'text/csv');
    expect(schema['x-max-bytes']).toBe(MAX_LIST_BYTES);
  });

  it.each(['SendDeliveryRequest', 'CreateDeliveryRequest', 'ReserveDeliveryRequest'])(
    '%s body limits are the sandbox limit',
    (name) => {
      const properties = spec.schema(name)['properties'] as JsonObject;
      for (const field of ['bodyText', 'bodyHtml']) {
        expect((properties[field] as JsonObject)['x-max-bytes']).toBe(MAX_BODY_BYTES);
      }
    },
  );

  it.each([
    ['DeliveryStatus', ['SENDING', 'COMPLETED', 'RESERVED', 'ERROR']],
    ['SendList', ['PROCESSING', 'SUCCESS', 'FAIL', 'EXPIRED']],
  ])('%s status enum', (name, values) => {
    const properties = spec.schema(name)['properties'] as JsonObject;
    expect(isObject(properties['status'])).toBe(true);
    expect((properties['status'] as JsonObject)['enum']).toEqual(values);
  });
});

describe('address format', () => {
  const patterns = (['fromAddress', 'replyAddress'] as const).map((field) => {
    const property = (spec.schema('SendDeliveryRequest')['properties'] as JsonObject)[field] as JsonObject;
    return [field, new RegExp(property['pattern'] as string, 'u')] as const;
  });
  // Pieces that make addresses, near-addresses and embedded commands; long runs reach the label and domain limits.
  const piece = fc.oneof(
    fc.constantFrom(
      'a',
      'Z',
      '0',
      '-',
      '.',
      '@',
      '+',
      '_',
      '(',
      '$',
      ' ',
      'é',
      'x'.repeat(30),
      'y'.repeat(61),
      'shop.example.jp',
    ),
    fc.constantFrom('($db.Customer.code$)', '($db.Customer.email$)', '($db.Customer.1x$)', '($db.customer.x$)'),
  );
  const command = fc.constantFrom('($db.Customer.code$)', '($db.Customer.email$)');
  const label = fc.array(fc.oneof(fc.constantFrom('a', '0', '-', 'x'.repeat(30), 'y'.repeat(61)), command), {
    minLength: 1,
    maxLength: 4,
  });
  const candidates = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
    fc
      .tuple(fc.array(piece, { maxLength: 4 }), fc.array(piece, { maxLength: 10 }))
      .map(([l, d]) => `${l.join('')}@${d.join('')}`),
    // Mostly well-formed: labels near the 63-character and domain near the 253-character limits.
    fc
      .tuple(
        fc.array(fc.oneof(fc.constantFrom('a', '+', '.', '_'), command), { minLength: 1, maxLength: 3 }),
        fc.array(label, { minLength: 1, maxLength: 6 }),
      )
      .map(([l, labels]) => `${l.join('')}@${labels.map((parts) => parts.join('')).join('.')}`),
  );

  it.each(patterns)('%s: the spec pattern accepts exactly what the sandbox accepts', (_field, pattern) => {
    fc.assert(
      fc.property(candidates, (value) => {
        expect(pattern.test(value), value).toBe(addressFormatOk(value));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['info@shop.example.jp', true],
    ['($db.Customer.sender$)', true],
    ['($db.Customer.a$)($db.Customer.b$)', true],
    ['shop+($db.Customer.code$)@shop.example.jp', true],
    ['info@($db.Customer.domain$).example.jp', true],
    ['not an address ($db.Customer.x$)', false],
    ['($db.Customer.x$)@', false],
    ['info@localhost', false],
    [`a@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(61)}`, true],
    [`a@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(62)}`, false],
  ])('%s: %s', (value, valid) => {
    for (const [, pattern] of patterns) expect(pattern.test(value)).toBe(valid);
    expect(addressFormatOk(value)).toBe(valid);
  });
});
