/**
 * openapi-typescript's `paths` and `operations` in the TypeScript reference. Every generated package exports them
 * (with `components`) for its raw openapi-fetch client, and TypeDoc would expand each into one page that restates
 * every operation of the spec as nested types: pages of megabytes, which no one reads on a phone, saying again
 * what the client's methods already say (parameters, answers, errors, each linked to its types) and what the HTTP
 * reference says in full. The reference keeps a page for each, so that links and `api:` names reach them, with
 * what the interface is for instead of its members. `components` keeps its members: it is where the reference
 * shows the fields of each schema, which the package also exports by name (`Recipient`).
 */
import {
  Comment,
  type CommentDisplayPart,
  DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
} from 'typedoc';

/** The file openapi-typescript writes in each package. */
const SCHEMA_FILE = /(^|[\\/])schema\.gen\.ts$/;

const SUMMARIES: Readonly<Record<string, string>> = {
  paths:
    "openapi-typescript's type of every path of the spec and its methods: the type parameter of the raw " +
    'openapi-fetch client (`client.raw`). Each operation is a method of the client, documented with its ' +
    'parameters, answers and errors; the fields of each schema are in ',
  operations:
    "openapi-typescript's type of every operation of the spec by its operationId: its parameters, request body " +
    'and answers. Each operation is a method of the client, documented with its parameters, answers and errors; ' +
    'the fields of each schema are in ',
};

/**
 * Replaces the members of each package's `paths` and `operations` with a summary; returns those interfaces, each
 * with what `packageOf` says of its module (the package whose HTTP reference the page links).
 */
export function summarizeOperationInterfaces(
  project: ProjectReflection,
  packageOf: (module: DeclarationReflection) => string,
): Map<Reflection, string> {
  const summarized = new Map<Reflection, string>();
  for (const module of project.children ?? []) {
    for (const [name, summary] of Object.entries(SUMMARIES)) {
      const reflection = module.getChildByName(name);
      if (!(reflection instanceof DeclarationReflection) || !reflection.kindOf(ReflectionKind.Interface)) continue;
      const file = project.getSymbolIdFromReflection(reflection)?.fileName;
      if (file === undefined || !SCHEMA_FILE.test(file)) continue;
      for (const child of [...(reflection.children ?? [])]) project.removeReflection(child);
      // The members' groups were made during the conversion; the page lists its members from them.
      delete reflection.groups;
      delete reflection.categories;
      const components = module.getChildByName('components');
      const parts: CommentDisplayPart[] = [
        { kind: 'text', text: summary },
        components === undefined
          ? { kind: 'code', text: '`components`' }
          : { kind: 'inline-tag', tag: '@link', text: 'components', target: components },
        { kind: 'text', text: '.' },
      ];
      reflection.comment = new Comment(parts);
      summarized.set(reflection, packageOf(module));
    }
  }
  return summarized;
}
