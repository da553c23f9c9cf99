/**
 * How every generated TypeScript module is printed: ts-morph writes a source file of the module's statements
 * (code.ts: structures, and code written by ts-morph's writer) on an in-memory file system with fixed settings
 * (LF line ends, four spaces of indent, single quotes, as openapi-typescript prints schema.gen.ts), so output
 * never depends on the machine or an editor's config; a blank line between declarations. The text ts-morph
 * prints goes under the banner naming the module's sources; nothing edits it afterwards.
 */
import type { CodeBlockWriter, Project } from 'ts-morph';
import { tsMorph } from './compiler.js';
import { tsBanner } from './banner.js';
import type { Statement } from './code.js';

const { IndentationText, NewLineKind, QuoteKind, StructureKind } = tsMorph;

let project: Project | undefined;

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

/** One generated module: the banner, then the statements as ts-morph prints them. */
export function printModule(statements: readonly Statement[], sources: string): string {
  project ??= new tsMorph.Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    manipulationSettings: {
      indentationText: IndentationText.FourSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: false,
    },
  });
  const file = project.createSourceFile('module.gen.ts', { statements: separated(statements) }, { overwrite: true });
  const text = file.getFullText();
  project.removeSourceFile(file);
  return `${tsBanner(sources)}\n\n${text}`;
}
