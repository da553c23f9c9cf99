/**
 * `apidefinitions.json` of the records snapshot (specs/README.md): `{ "items": [...] }`, every API definition as
 * a putApiDefinition body. The records model reads from it what the getAllOpenApi document does not carry: each
 * property's item type (`x-platform-type`), bound item (`x-platform-mapping`) and select options with their
 * labels (`x-platform-select-value-definitions`), and the database a definition binds. What it cannot use is an
 * issue located in that file; a definition or property it does not mention is simply not enriched.
 */
import { IssueList } from '../model/errors.js';
import { isObject } from '../model/openapi.js';
import type { InputFile } from '../load/read-input.js';
import { specText, type SpecText } from '../text/spec-text.js';

export interface DefinitionFacts {
  readonly database: { readonly mapping: SpecText | undefined; readonly type: SpecText | undefined };
  readonly properties: ReadonlyMap<string, PropertyFacts>;
}

export interface PropertyFacts {
  readonly itemType: SpecText | undefined;
  readonly mapping: SpecText | undefined;
  readonly options:
    | readonly { readonly value: number; readonly label: SpecText; readonly hasExtraText: boolean }[]
    | undefined;
}

export interface RecordsDefinitionsFile {
  readonly path: string;
  readonly byName: ReadonlyMap<string, DefinitionFacts>;
}

const text = (value: unknown): SpecText | undefined => (typeof value === 'string' ? specText(value) : undefined);

function optionsOf(value: unknown, issues: IssueList, at: readonly (string | number)[]): PropertyFacts['options'] {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    issues.add(
      'sdk/records-definitions',
      'x-platform-select-value-definitions must be an array of {value, label, hasExtraText}',
      at,
    );
    return undefined;
  }
  const out: { value: number; label: SpecText; hasExtraText: boolean }[] = [];
  const seen = new Set<number>();
  value.forEach((option: unknown, i) => {
    const where = [...at, i];
    if (
      !isObject(option) ||
      !Number.isSafeInteger(option['value']) ||
      (option['value'] as number) < 1 ||
      typeof option['label'] !== 'string'
    ) {
      issues.add(
        'sdk/records-definitions',
        'a select option must be {value: integer >= 1, label: string, hasExtraText: boolean}',
        where,
      );
      return;
    }
    const n = option['value'] as number;
    if (seen.has(n)) {
      issues.add('sdk/records-definitions', `select option value ${n} appears twice`, [...where, 'value']);
      return;
    }
    seen.add(n);
    out.push({ value: n, label: specText(option['label']), hasExtraText: option['hasExtraText'] === true });
  });
  return out;
}

export function readRecordsDefinitions(input: InputFile): RecordsDefinitionsFile {
  const issues = new IssueList(input.path, input.locate);
  const byName = new Map<string, DefinitionFacts>();
  const items = isObject(input.value) ? input.value['items'] : undefined;
  if (!Array.isArray(items)) {
    issues.add(
      'sdk/records-definitions',
      'the file must be {"items": [...]}: the API definitions as putApiDefinition bodies',
      [],
    );
    issues.throwIfAny();
    return { path: input.path, byName };
  }
  items.forEach((item: unknown, i) => {
    const at = ['items', i];
    const name = isObject(item) && isObject(item['metadata']) ? item['metadata']['name'] : undefined;
    const spec = isObject(item) && isObject(item['spec']) ? item['spec'] : undefined;
    const properties = isObject(spec?.['schema']) ? spec['schema']['properties'] : undefined;
    if (typeof name !== 'string' || !isObject(properties)) {
      issues.add('sdk/records-definitions', 'an API definition needs metadata.name and spec.schema.properties', at);
      return;
    }
    const main = isObject(spec?.['resources']) && isObject(spec['resources']['main']) ? spec['resources']['main'] : {};
    const facts = new Map<string, PropertyFacts>();
    for (const [property, definition] of Object.entries(properties)) {
      if (!isObject(definition)) continue;
      facts.set(property, {
        itemType: text(definition['x-platform-type']),
        mapping: text(definition['x-platform-mapping']),
        options: optionsOf(definition['x-platform-select-value-definitions'], issues, [
          ...at,
          'spec',
          'schema',
          'properties',
          property,
          'x-platform-select-value-definitions',
        ]),
      });
    }
    byName.set(name, { database: { mapping: text(main['mapping']), type: text(main['type']) }, properties: facts });
  });
  issues.throwIfAny();
  return { path: input.path, byName };
}
