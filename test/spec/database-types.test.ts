/**
 * openapi-typescript turns the database spec into the types users see. The validation-only rules (the id rule
 * under `not`, the unions of property shapes) must not erase or loosen those types, and no schema may become
 * an object type that forbids every key.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_SPEC_PATH } from './load-spec.js';
import { schemaTypesOf } from './schema-types.js';

const typeOf = await schemaTypesOf(DATABASE_SPEC_PATH);
/** One type on one line: doc comments dropped, whitespace collapsed, trimmed. */
const flat = (name: string): string =>
  typeOf(name)
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('generated types', () => {
  it.each([
    ['PropertyDefinition', ['TypedPropertyDefinition', 'SelectPropertyDefinition']],
    [
      'PropertyDefinitionInput',
      ['TypedPropertyInput', 'SelectPropertyInput', 'TextOrNumberPropertyInput', 'DatePropertyInput'],
    ],
    ['IdPropertyDefinition', ['PlatformIdPropertyDefinition', 'HistoryIdPropertyDefinition']],
    ['IdPropertyInput', ['PlatformIdPropertyInput', 'HistoryIdPropertyInput']],
  ])('%s is the union of its shapes', (name, shapes) => {
    expect(flat(name)).toBe(`${name}: ${shapes.map((s) => `components["schemas"]["${s}"]`).join(' | ')};`);
  });

  it.each([
    ['ApiDefinitionSpec', 'IdPropertyDefinition', 'PropertyDefinition'],
    ['ApiDefinitionSpecInput', 'IdPropertyInput', 'PropertyDefinitionInput'],
  ])('%s stays one object type whose properties have an id', (name, id, property) => {
    const type = flat(name);
    expect(type).toContain(`resources: components["schemas"]["ApiDefinitionResources"];`);
    expect(type).toContain(
      `properties: { id: components["schemas"]["${id}"]; } & { [key: string]: components["schemas"]["${property}"]; };`,
    );
  });

  it('types a registered definition with every part required', () => {
    expect(flat('ApiDefinition')).toBe(
      'ApiDefinition: { metadata: components["schemas"]["ApiDefinitionMetadata"]; ' +
        'spec: components["schemas"]["ApiDefinitionSpec"]; status: components["schemas"]["ApiDefinitionStatus"]; };',
    );
  });

  it('types an OpenAPI document as open objects, not as objects without keys', () => {
    for (const name of [
      'RecordsOpenApiDocument',
      'SelectItemsSchema',
      'PutApiDefinitionRequest',
      'DatabaseDefinition',
    ]) {
      expect(typeOf(name)).not.toContain('Record<string, never>');
    }
    expect(flat('RecordsOpenApiDocument')).toContain('paths: { [key: string]: { [key: string]: unknown; }; };');
  });
});
