/**
 * How every generated TypeScript module is printed: ts-morph's `printStructure` prints a source file structure
 * of the module's statements (code.ts: structures, and code written by ts-morph's writer) with fixed settings
 * (LF line ends, four spaces of indent, single quotes, as openapi-typescript prints schema.gen.ts), so output
 * never depends on the machine or an editor's config; a blank line between declarations. It prints without a
 * Project: a source file made from structures would be printed and then parsed into a syntax tree the
 * generator never reads. The text goes under the banner naming the module's sources; nothing edits it.
 *
 * Inside a structure the layout is ts-morph's and has no setting: overloads on consecutive lines, a blank line
 * around each function in a function's body, and a property's multi-line type (a type literal) indented one
 * level more than its property, as every type ts-morph writes after a `:` is (a hanging indent).
 */
import type { CodeBlockWriter } from 'ts-morph';
import { tsMorph } from './compiler.js';
import { tsBanner } from './banner.js';
import { namesWritten, type Statement } from './code.js';

const { StructureKind } = tsMorph;

const isImport = (statement: Statement): boolean =>
  typeof statement !== 'function' && statement.kind === StructureKind.ImportDeclaration;

/** A blank line between two declarations (ts-morph leaves one only after a block); imports stay together. */
function separated(statements: readonly Statement[]): Statement[] {
  const blankLine = (writer: CodeBlockWriter): void => {
    writer.blankLineIfLastNot();
  };
  return statements.flatMap((statement, i) => {
    const previous = statements[i - 1];
    return previous === undefined || (isImport(previous) && isImport(statement)) ? [statement] : [blankLine, statement];
  });
}

function printStatements(statements: readonly Statement[]): string {
  return tsMorph.printStructure(
    { kind: StructureKind.SourceFile, statements: separated(statements) },
    { indentNumberOfSpaces: 4, newLine: '\n', useSingleQuote: true },
  );
}

/** One generated module: the banner, then the statements as ts-morph prints them. */
export function printModule(statements: readonly Statement[], sources: string): string {
  return `${tsBanner(sources)}\n\n${printStatements(statements)}`;
}

/**
 * A module whose imports are those of the names its code refers to. Its body comes in parts, each printed before
 * the next is made, so that the code of a large module is never held whole; then `imports` gives the import
 * declarations for the names the body wrote. A blank line between parts, as between declarations.
 */
export function printModuleImporting(
  parts: Iterable<readonly Statement[]>,
  imports: (used: ReadonlySet<string>) => readonly Statement[],
  sources: string,
): string {
  const body = namesWritten(() => Array.from(parts, printStatements));
  const texts = [printStatements(imports(body.names)), ...body.value].filter((text) => text !== '');
  return `${tsBanner(sources)}\n\n${texts.join('\n')}`;
}
