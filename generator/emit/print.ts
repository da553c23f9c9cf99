/**
 * How every generated TypeScript module is printed: a list of statements built with TypeScript's factory
 * (nodes.ts), printed by TypeScript's printer with fixed settings (LF line ends, four spaces of indent, as
 * openapi-typescript prints schema.gen.ts), so output never depends on the machine or an editor's config. The
 * statements are joined with a blank line between declarations (imports stay together), under the banner naming
 * the module's sources. Nothing edits the printed text afterwards.
 */
import type { ts as TypeScript } from 'ts-morph';
import { tsBanner } from './banner.js';
import { ts } from './libraries.js';

let printer: TypeScript.Printer | undefined;
let file: TypeScript.SourceFile | undefined;

function printOne(statement: TypeScript.Statement): string {
  printer ??= ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: false });
  file ??= ts.createSourceFile('module.gen.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return printer.printNode(ts.EmitHint.Unspecified, statement, file).trimEnd();
}

/** One generated module: the banner, then each statement as TypeScript's printer prints it. */
export function printNodes(statements: readonly TypeScript.Statement[], sources: string): string {
  let text = tsBanner(sources);
  let previous: TypeScript.Statement | undefined;
  for (const statement of statements) {
    const together = ts.isImportDeclaration(statement) && previous !== undefined && ts.isImportDeclaration(previous);
    text += `${together ? '\n' : '\n\n'}${printOne(statement)}`;
    previous = statement;
  }
  return `${text}\n`;
}
