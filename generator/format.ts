/**
 * One formatter for every generated TypeScript file, with fixed settings, so output never depends on the
 * machine, editor config or library defaults: 2-space indent, LF, one trailing newline.
 *
 * Formatting asks TypeScript's language service for the edits of one in-memory file and applies them, as
 * ts-morph's `formatText` does, without a ts-morph source file around it: ts-morph would parse the text to wrap
 * it, the service parses it again, and ts-morph parses the formatted text a third time to keep its nodes in step,
 * three parses of a file that is only printed (a second of four on the 20 × 100 records document's schema).
 *
 * The modules the generator prints itself skip the pass: printedToFormatted and printStatements give
 * the formatter's result from what TypeScript's printer and ts-morph write, and tests hold them to it. The
 * formatter still formats what a template renders (index.gen.ts).
 */
import type {
  CodeBlockWriter,
  FormatCodeSettings,
  StatementStructures,
  ts as TypeScript,
  WriterFunction,
} from 'ts-morph';
import { ts, tsMorph } from './libraries.js';
import { printInterface, printTypeAlias } from './print-declaration.js';

/** Every setting the formatter reads, so ts-morph fills in none of its own defaults where it formats. */
export const FORMAT_SETTINGS: FormatCodeSettings = {
  indentSize: 2,
  tabSize: 2,
  indentStyle: ts.IndentStyle.Smart,
  convertTabsToSpaces: true,
  newLineCharacter: '\n',
  ensureNewLineAtEndOfFile: true,
  insertSpaceAfterCommaDelimiter: true,
  insertSpaceAfterConstructor: false,
  insertSpaceAfterSemicolonInForStatements: true,
  insertSpaceBeforeAndAfterBinaryOperators: true,
  insertSpaceAfterKeywordsInControlFlowStatements: true,
  insertSpaceAfterFunctionKeywordForAnonymousFunctions: true,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyParenthesis: false,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBrackets: false,
  insertSpaceAfterOpeningAndBeforeClosingTemplateStringBraces: false,
  insertSpaceAfterOpeningAndBeforeClosingJsxExpressionBraces: false,
  insertSpaceAfterTypeAssertion: false,
  insertSpaceBeforeFunctionParenthesis: false,
  placeOpenBraceOnNewLineForFunctions: false,
  placeOpenBraceOnNewLineForControlBlocks: false,
  trimTrailingWhitespace: true,
};

/** The formatting edits of `text`, applied in order of position (edits at one position in the order given). */
function formatEdits(fileName: string, text: string): string {
  const snapshot = ts.ScriptSnapshot.fromString(text);
  const host: TypeScript.LanguageServiceHost = {
    getCompilationSettings: () => ({}),
    getScriptFileNames: () => [fileName],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => (name === fileName ? snapshot : undefined),
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: () => '/lib.d.ts',
    fileExists: (name) => name === fileName,
    readFile: () => undefined,
  };
  const service = ts.createLanguageService(host, undefined, ts.LanguageServiceMode.Syntactic);
  try {
    const edits = service
      .getFormattingEditsForDocument(fileName, FORMAT_SETTINGS as TypeScript.FormatCodeSettings)
      .map((edit, index) => ({ edit, index }))
      .sort((a, b) => a.edit.span.start - b.edit.span.start || a.index - b.index);
    const parts: string[] = [];
    let at = 0;
    for (const { edit } of edits) {
      parts.push(text.slice(at, edit.span.start), edit.newText);
      at = edit.span.start + edit.span.length;
    }
    parts.push(text.slice(at));
    return parts.join('');
  } finally {
    service.dispose();
  }
}

/** Formats TypeScript source text with FORMAT_SETTINGS and normalises line ends (one newline at the end). */
export function formatTypeScript(fileName: string, text: string): string {
  return formatEdits(`/${fileName}`, text).replace(/\r\n?/g, '\n').replace(/\n*$/, '\n');
}

/**
 * What formatTypeScript makes of text from TypeScript's printer (`ts.createPrinter`, 4-space indent), without
 * parsing it: every run of four leading spaces becomes two, as the formatter re-indents each line by its depth
 * and shifts the lines of a multi-line comment with its first line (` * ` lines sit one space past the comment's
 * indent); one newline at the end. Only for printer output, whose string and template literals never span lines
 * and which leaves no CR and no trailing space; test/generator/emit-types.test.ts holds it equal to the formatter.
 */
export function printedToFormatted(text: string): string {
  return text.replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 2)).replace(/\n*$/, '\n');
}

/** How ts-morph prints structures here: the same settings the formatter applies. */
export const PRINT_OPTIONS = {
  indentNumberOfSpaces: FORMAT_SETTINGS.indentSize ?? 2,
  useSingleQuote: true,
  newLine: '\n',
} as const;

const { StructureKind } = tsMorph;
/** Kinds ts-morph prints with a hanging indent: a variable's initializer, an alias's type. */
const HUNG_KINDS: ReadonlySet<number> = new Set([StructureKind.VariableStatement, StructureKind.TypeAlias]);

/**
 * Whether ts-morph's writer reads what it has written as ended: not inside a string, template, regular
 * expression or comment. Read from the writer's own state (code-block-writer 13); a writer without it is not.
 */
function atRest(writer: CodeBlockWriter): boolean {
  const state = writer as unknown as { _stringCharStack?: unknown; _isInRegEx?: unknown };
  return (
    !writer.isInComment() &&
    Array.isArray(state._stringCharStack) &&
    state._stringCharStack.length === 0 &&
    state._isInRegEx === false
  );
}

/**
 * Statements printed by ts-morph (`printStructure`: no source file, no parse) as the formatter would leave them,
 * without running the formatter (a language service pass: the largest cost of emitting a records package).
 * ts-morph writes a variable's initializer and an alias's type with a hanging indent: every line after the
 * declaration's first is one level deeper than the formatter puts it. That is the one thing the formatter changes
 * in what the emitters print, so each such statement is printed alone and those lines taken back one level.
 * test/generator/formatted.test.ts holds every generated module, and the fuzz test every hostile one, to
 * `formatTypeScript` of itself.
 *
 * Interfaces of property signatures and aliases of one-line types are printed as text (print-declaration.ts), as
 * ts-morph prints them, and not written through ts-morph's writer at all, which looks at every character it is
 * given: in the writer each stands as its last character (what the writer looks back at to separate the next
 * statement), after what ts-morph does first for its kind (a blank line before an interface), and the text goes
 * in its place in the printed module. ts-morph would print them otherwise only if what came before left the
 * writer inside a string or a comment, and the text could leave it inside a string until the next line; when a
 * text starts where the writer is not at rest, the module is printed again by ts-morph as a whole.
 */
export function printStatements(statements: readonly StatementStructures[]): string {
  const texts: { at: number; text: string }[] = [];
  let unsettled = false;
  const standIn =
    (text: string, blankLineBefore: boolean): WriterFunction =>
    (writer) => {
      if (blankLineBefore && !writer.isAtStartOfFirstLineOfBlock()) writer.blankLineIfLastNot();
      if (!atRest(writer)) unsettled = true;
      writer.write(text.slice(-1));
      texts.push({ at: writer.getLength() - 1, text });
    };
  const asText = statements.map((statement): StatementStructures | string | WriterFunction => {
    if (statement.kind === StructureKind.Interface) {
      const text = printInterface(statement);
      return text === undefined ? statement : standIn(text, true);
    }
    if (statement.kind === StructureKind.TypeAlias) {
      const text = printTypeAlias(statement);
      return text === undefined ? unhung(statement) : standIn(text, false);
    }
    return HUNG_KINDS.has(statement.kind) ? unhung(statement) : statement;
  });
  const printed = printSourceFile(asText);
  if (unsettled)
    return printSourceFile(
      statements.map((statement) => (HUNG_KINDS.has(statement.kind) ? unhung(statement) : statement)),
    );
  const parts: string[] = [];
  let from = 0;
  for (const { at, text } of texts) {
    if (printed[at] !== text.slice(-1))
      throw new Error(`printStatements: no stand-in at ${at} for ${JSON.stringify(text.slice(0, 80))}`);
    parts.push(printed.slice(from, at), text);
    from = at + 1;
  }
  parts.push(printed.slice(from));
  return parts.join('');
}

function printSourceFile(statements: readonly (StatementStructures | string | WriterFunction)[]): string {
  return tsMorph.printStructure({ kind: StructureKind.SourceFile, statements: [...statements] }, PRINT_OPTIONS);
}

/** A statement ts-morph prints with a hanging indent, printed alone and taken back (withoutHangingIndent). */
function unhung(statement: StatementStructures): string {
  return withoutHangingIndent(tsMorph.printStructure(statement, PRINT_OPTIONS));
}

/** One printed declaration with the lines after its first (past its doc comments) one level less indented. */
function withoutHangingIndent(text: string): string {
  const lines = text.replace(/\n+$/, '').split('\n');
  // Doc comments come first, each from `/**` to the line that closes it (doc text never holds `*/`: jsdoc.ts).
  let first = 0;
  while (lines[first]?.startsWith('/**')) {
    while (first < lines.length && !lines[first]!.includes('*/')) first++;
    first++;
  }
  const indent = ' '.repeat(PRINT_OPTIONS.indentNumberOfSpaces);
  return lines.map((line, i) => (i > first && line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
}
