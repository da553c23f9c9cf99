/**
 * openapi-typescript turns the spec into the request and response types users see; composition keywords that
 * only carry validation rules (at least one body, at most 20 test recipients) must not erase those types.
 */
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { MAIL_SPEC_PATH } from './load-spec.js';

const source = astToString(await openapiTS(pathToFileURL(MAIL_SPEC_PATH)));

/** The TypeScript text of one component schema type. */
function typeOf(name: string): string {
  const start = source.indexOf(`\n        ${name}: `);
  if (start < 0) throw new Error(`no type ${name}`);
  // The type ends where the next member of `components.schemas` (or its doc comment) starts.
  const next = /\n {8}(\/\*\*|[A-Za-z_]+: )/g;
  next.lastIndex = start + 1;
  return source.slice(start, next.exec(source)?.index ?? source.length);
}

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
