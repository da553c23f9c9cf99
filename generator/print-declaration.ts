/**
 * Interfaces of property signatures and type aliases of a type text, printed as ts-morph's `printStructure`
 * prints them (format.ts: PRINT_OPTIONS, a declaration at the top level of a fresh writer), by joining strings.
 * ts-morph writes every property's type and doc through writers of its own that look at each character; a
 * definition module's Record, Create and Filter interfaces hold hundreds of documented properties.
 *
 * The rules are ts-morph's own (JSDocStructurePrinter, InterfaceDeclarationStructurePrinter,
 * PropertySignatureStructurePrinter, TypeAliasDeclarationStructurePrinter, ModifierableNodeStructurePrinter):
 * - each doc is `/** text *\/` on one line when it has one line, with no second space when the text ends with
 *   one; else `/**`, one ` * line` per line (` *` for an empty line; a first empty line is left out) and ` *\/`;
 * - `export default ` or `export `, then `declare `, then `interface Name {` or `type Name = type;`;
 * - in the body, one level (two spaces) deeper: each property's docs, `readonly `, its name, `?`, `: type` when
 *   the type is not blank, `;`; an empty body is `{` and `}` on two lines.
 *
 * A structure holding anything else (type parameters, extends, methods, initializers, trivia, docs that are
 * not strings, a type written by a function) is not printed here: the caller gives it to ts-morph. So is text
 * for which ts-morph's writer would not write what it is given: a name or type that spans lines or holds a
 * backslash, backtick or slash (the writer reads them as escapes, template strings, regular expressions and
 * comments, and leaves a following line's indent out when it thinks a string is still open), a doc with a CR
 * (the writer takes it as a line end) or `*\/` (it ends the comment: jsdoc.ts escapes it in spec text).
 * test/generator/print-declaration.test.ts holds the text to `printStructure`'s.
 */
import type { InterfaceDeclarationStructure, OptionalKind, PropertySignatureStructure, TypeAliasDeclarationStructure } from 'ts-morph';

/** One level of indent, as format.ts prints (FORMAT_SETTINGS.indentSize). */
const INDENT = '  ';

/** Code text ts-morph's writer passes through as it is: no line end, escape, template string, regex or comment. */
const PLAIN_CODE = /^[^\n\r\\`/]*$/;
/** A type ts-morph writes (`: type`, ` = type`): not blank by its whitespace test (ts-morph-common StringUtils). */
const NOT_BLANK = /[^ \f\n\r\t\v\u00a0\u2028\u2029]/;

/** The keys of a structure this file prints, each with the values it takes; any other key, or value, is not printed here. */
type Accepts = Readonly<Record<string, (value: unknown) => boolean>>;

const isString = (value: unknown): value is string => typeof value === 'string';
const isFlag = (value: unknown): boolean => value === undefined || typeof value === 'boolean';
const isCode = (value: unknown): value is string => isString(value) && PLAIN_CODE.test(value);
const isType = (value: unknown): value is string => isCode(value) && NOT_BLANK.test(value);
const isDoc = (value: unknown): value is string => isString(value) && !value.includes('\r') && !value.includes('*/');
const areDocs = (value: unknown): boolean => value === undefined || (Array.isArray(value) && value.every(isDoc));
const isKind = (value: unknown): boolean => typeof value === 'number';

const DECLARATION: Accepts = { kind: isKind, name: isCode, docs: areDocs, isExported: isFlag, isDefaultExport: isFlag, hasDeclareKeyword: isFlag };
const PROPERTY: Accepts = {
  kind: (value) => value === undefined || isKind(value),
  name: isCode,
  docs: areDocs,
  isReadonly: isFlag,
  hasQuestionToken: isFlag,
  type: (value) => value === undefined || isCode(value),
};
const INTERFACE: Accepts = {
  ...DECLARATION,
  properties: (value) => value === undefined || (Array.isArray(value) && value.every((p) => accepts(PROPERTY, p))),
};
const TYPE_ALIAS: Accepts = { ...DECLARATION, type: isType };

function accepts(rules: Accepts, structure: unknown): boolean {
  if (typeof structure !== 'object' || structure === null) return false;
  for (const [key, value] of Object.entries(structure)) {
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (value !== undefined && (rule === undefined || !rule(value))) return false;
  }
  return true;
}

/** One doc comment at `indent`, with no line end after it. */
function docComment(doc: string, indent: string): string {
  const lines = doc.split('\n');
  if (lines.length === 1) {
    const open = `${indent}/** ${doc}`;
    return `${open.endsWith(' ') ? open : `${open} `}*/`;
  }
  const body = (lines[0] === '' ? lines.slice(1) : lines).map((line) => `${indent} *${line.length > 0 ? ` ${line}` : ''}\n`);
  return `${indent}/**\n${body.join('')}${indent} */`;
}

function docComments(docs: readonly unknown[] | undefined, indent: string): string {
  return (docs ?? []).map((doc) => `${docComment(doc as string, indent)}\n`).join('');
}

function modifiers(s: Pick<InterfaceDeclarationStructure, 'isExported' | 'isDefaultExport' | 'hasDeclareKeyword'>): string {
  return `${s.isDefaultExport ? 'export default ' : s.isExported ? 'export ' : ''}${s.hasDeclareKeyword ? 'declare ' : ''}`;
}

function propertyText(p: OptionalKind<PropertySignatureStructure>): string {
  const type = p.type !== undefined && NOT_BLANK.test(p.type as string) ? `: ${p.type as string}` : '';
  return `${docComments(p.docs, INDENT)}${INDENT}${p.isReadonly ? 'readonly ' : ''}${p.name}${p.hasQuestionToken ? '?' : ''}${type};`;
}

/**
 * What `printStructure` prints of an interface whose members are only property signatures of string types, or
 * undefined when the structure holds anything else (ts-morph prints it then).
 */
export function printInterface(structure: InterfaceDeclarationStructure): string | undefined {
  if (!accepts(INTERFACE, structure)) return undefined;
  const body = (structure.properties ?? []).map((p) => `${propertyText(p)}\n`).join('');
  return `${docComments(structure.docs, '')}${modifiers(structure)}interface ${structure.name} {\n${body}}`;
}

/** What `printStructure` prints of a type alias of a one-line type, or undefined when it holds anything else. */
export function printTypeAlias(structure: TypeAliasDeclarationStructure): string | undefined {
  if (!accepts(TYPE_ALIAS, structure)) return undefined;
  return `${docComments(structure.docs, '')}${modifiers(structure)}type ${structure.name} = ${structure.type as string};`;
}
