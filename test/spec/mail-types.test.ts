/**
 * openapi-typescript turns the spec into the request and response types users see; composition keywords that
 * only carry validation rules (at least one body, at most 20 test recipients) must not erase those types.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_SPEC_PATH } from './load-spec.js';
import { schemaTypesOf } from './schema-types.js';

const typeOf = await schemaTypesOf(MAIL_SPEC_PATH);

describe('generated types', () => {
  it.each(['SendDeliveryRequest', 'CreateDeliveryRequest', 'SendDeliveryByIdRequest', 'ReserveDeliveryRequest'])(
    '%s stays an object type with its required fields',
    (name) => {
      const type = typeOf(name);
      // A bare anyOf of required-only subschemas would turn this into `{...} | unknown`.
      expect(type).not.toMatch(/\}\s*\|/);
      expect(type).toMatch(/\n\s+(fromAddress|count): (string|number);/);
    },
  );

  it('types recipient records as string-valued with a string platform ID', () => {
    expect(typeOf('Recipient').replace(/\s+/g, ' ')).toContain(
      'Recipient: { "Customer.platformid": components["schemas"]["PlatformId"]; } & { [key: string]: string; };',
    );
  });
});
