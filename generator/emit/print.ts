/**
 * How every generated TypeScript module is printed: a list of ts-morph structures, printed by ts-morph's
 * `printStructure` with fixed settings (two spaces of indent, single quotes, LF), so output never depends on the
 * machine or an editor's config. Each top-level statement is printed on its own and the statements are joined
 * with a blank line between declarations (imports stay together), under the banner naming the module's sources.
 * Nothing edits the printed text afterwards.
 */
import type { StatementStructures } from 'ts-morph';
import { tsBanner } from './banner.js';
import { tsMorph } from './libraries.js';

export const PRINT_OPTIONS = { indentNumberOfSpaces: 2, useSingleQuote: true, newLine: '\n' } as const;

const { StructureKind } = tsMorph;

function printOne(statement: StatementStructures): string {
  return tsMorph.printStructure(statement, PRINT_OPTIONS).trimEnd();
}

/** One generated module: the banner, then each statement as ts-morph prints it. */
export function printModule(statements: readonly StatementStructures[], sources: string): string {
  let text = tsBanner(sources);
  let previous: StatementStructures | undefined;
  for (const statement of statements) {
    const isImport = statement.kind === StructureKind.ImportDeclaration;
    const together = isImport && previous?.kind === StructureKind.ImportDeclaration;
    text += `${together ? '\n' : '\n\n'}${printOne(statement)}`;
    previous = statement;
  }
  return `${text}\n`;
}
