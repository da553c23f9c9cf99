/**
 * The names the generated code uses for what the change report speaks of, so that each line names what a
 * consumer searches for (`db.member`, `MemberRankOption.gold`): read from names files (the form of
 * generator/records/records-names.ts), the first that knows a thing winning; the service's own name, or the
 * `option<value>` key, where none does.
 */
import { type NamesFileValue, optionConstant } from '../../generator/records/records-names.js';

export interface CodeNames {
  /** The client namespace of API definition `definition` (`member` in `db.member`). */
  namespace(definition: string): string;
  /** The constant and key of an option (`MemberRankOption.gold`). */
  option(definition: string, property: string, value: number): string;
}

export function codeNamesOf(...files: readonly (NamesFileValue | undefined)[]): CodeNames {
  const entries = (definition: string) => files.map((file) => file?.definitions[definition]);
  const namespace = (definition: string): string =>
    entries(definition).find((entry) => entry?.name !== undefined)?.name ?? definition;
  return {
    namespace,
    option(definition, property, value) {
      const properties = entries(definition).map((entry) => entry?.properties?.[property]);
      const word = properties.find((p) => p?.name !== undefined)?.name ?? property;
      const key = properties.find((p) => p?.options?.[String(value)] !== undefined)?.options?.[String(value)];
      return `${optionConstant(namespace(definition), word)}.${key ?? `option${value}`}`;
    },
  };
}
