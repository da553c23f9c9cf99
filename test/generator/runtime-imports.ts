/**
 * The values a generated module imports from the runtime: named, default and namespace imports of
 * `@platform-sdk/runtime` and its entries, leaving out `import type` and `type` specifiers. A re-export
 * (`export { ApiError } from '@platform-sdk/runtime'` in index.gen.ts) hands users the runtime's public classes
 * and is no import of the module's own.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const RUNTIME = /^@platform-sdk\/runtime(\/|$)/;

export function runtimeValueImports(source: string): string[] {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return file.statements.flatMap((s) => {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) return [];
    const clause = s.importClause;
    if (!RUNTIME.test(s.moduleSpecifier.text) || clause === undefined || clause.isTypeOnly) return [];
    const bindings = clause.namedBindings;
    return [
      ...(clause.name === undefined ? [] : [clause.name.text]),
      ...(bindings === undefined ? [] : ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
      ...(bindings !== undefined && ts.isNamedImports(bindings)
        ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
        : []),
    ];
  });
}

/** Every generated TypeScript module (`*.gen.ts`) under `dir`, relative to it, in name order. */
export function generatedModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.gen.ts'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}
