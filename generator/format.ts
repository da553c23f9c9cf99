/**
 * One formatter for every generated TypeScript file, with fixed settings, so output never depends on the
 * machine, editor config or library defaults: 2-space indent, LF, one trailing newline.
 */
import type { FormatCodeSettings, Project } from 'ts-morph';
import { tsMorph } from './libraries.js';

const { IndentationText, NewLineKind, QuoteKind } = tsMorph;

export const FORMAT_SETTINGS: FormatCodeSettings = {
  indentSize: 2,
  tabSize: 2,
  convertTabsToSpaces: true,
  newLineCharacter: '\n',
  ensureNewLineAtEndOfFile: true,
  insertSpaceAfterCommaDelimiter: true,
  insertSpaceAfterSemicolonInForStatements: true,
  insertSpaceBeforeAndAfterBinaryOperators: true,
  insertSpaceAfterKeywordsInControlFlowStatements: true,
  insertSpaceAfterFunctionKeywordForAnonymousFunctions: true,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyParenthesis: false,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBrackets: false,
  insertSpaceAfterOpeningAndBeforeClosingTemplateStringBraces: false,
  insertSpaceAfterTypeAssertion: false,
  placeOpenBraceOnNewLineForFunctions: false,
  placeOpenBraceOnNewLineForControlBlocks: false,
  trimTrailingWhitespace: true,
};

/** A ts-morph project that never touches the disk; generated files are built and formatted in memory. */
export function memoryProject(): Project {
  return new tsMorph.Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
    },
  });
}

/** Formats TypeScript source text with FORMAT_SETTINGS and normalises line ends. */
export function formatTypeScript(project: Project, fileName: string, text: string): string {
  const file = project.createSourceFile(fileName, text, { overwrite: true });
  file.formatText(FORMAT_SETTINGS);
  const out = file.getFullText().replace(/\r\n?/g, '\n').replace(/\n*$/, '\n');
  project.removeSourceFile(file);
  return out;
}
