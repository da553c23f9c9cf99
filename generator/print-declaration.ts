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
import type {
  InterfaceDeclarationStructure,
  OptionalKind,
  PropertySignatureStructure,
  TypeAliasDeclarationStructure,
} from 'ts-morph';

/** One level of indent, as format.ts prints (FORMAT_SETTINGS.indentSize). */
const INDENT = '  ';

/** Code text ts-morph's writer passes through as it is: no line end, escape, template string, regex or comment. */
const PLAIN_CODE = /^[^\n\r\\`/]*$/;
/** A type ts-morph writes (`: type`, ` = type`): not blank by its whitespace test (ts-morph-common StringUtils). */
const NOT_BLANK = /[^ \f\n\r\t\v\u00a0\u2028\u2029]/;

/** The keys of each structure printed here; a structure with another key set (not undefined) is ts-morph's to print. */
const DECLARATION_KEYS = ['kind', 'name', 'docs', 'isExported', 'isDefaultExport', 'hasDeclareKeyword'];
const INTERFACE_KEYS: ReadonlySet<string> = new Set([...DECLARATION_KEYS, 'properties']);
const TYPE_ALIAS_KEYS: ReadonlySet<string> = new Set([...DECLARATION_KEYS, 'type']);
const PROPERTY_KEYS: ReadonlySet<string> = new Set(['kind', 'name', 'docs', 'isReadonly', 'hasQuestionToken', 'type']);

const isFlag = (value: unknown): boolean => value === undefined || typeof value === 'boolean';
const isCode = (value: unknown): value is string => typeof value === 'string' && PLAIN_CODE.test(value);

/** Whether every key `structure` sets is one of `keys`. */
function onlyKeys(structure: object, keys: ReadonlySet<string>): boolean {
  for (const [key, value] of Object.entries(structure)) if (value !== undefined && !keys.has(key)) return false;
  return true;
}

/** One doc comment at `indent`, with no line end after it, or undefined for a doc printed here. */
function docComment(doc: unknown, indent: string): string | undefined {
  if (typeof doc !== 'string' || doc.includes('\r') || doc.includes('*/')) return undefined;
  if (!doc.includes('\n'))
    return doc.length === 0 || doc.endsWith(' ') ? `${indent}/** ${doc}*/` : `${indent}/** ${doc} */`;
  const lines = doc.split('\n');
  let text = `${indent}/**\n`;
  for (let i = lines[0] === '' ? 1 : 0; i < lines.length; i++)
    text += lines[i] === '' ? `${indent} *\n` : `${indent} * ${lines[i]}\n`;
  return `${text}${indent} */`;
}

/** The doc comments of a structure, each followed by a line end, or undefined when one is not printed here. */
function docComments(docs: unknown, indent: string): string | undefined {
  if (docs === undefined) return '';
  if (!Array.isArray(docs)) return undefined;
  let text = '';
  for (const doc of docs) {
    const comment = docComment(doc, indent);
    if (comment === undefined) return undefined;
    text += `${comment}\n`;
  }
  return text;
}

/** `export default `, `export `, `declare `: the modifiers of a declaration, or undefined when they are not flags. */
function modifiers(
  s: Pick<InterfaceDeclarationStructure, 'isExported' | 'isDefaultExport' | 'hasDeclareKeyword'>,
): string | undefined {
  if (!isFlag(s.isExported) || !isFlag(s.isDefaultExport) || !isFlag(s.hasDeclareKeyword)) return undefined;
  return `${s.isDefaultExport ? 'export default ' : s.isExported ? 'export ' : ''}${s.hasDeclareKeyword ? 'declare ' : ''}`;
}

/** One property signature in an interface's body, with its line end, or undefined when it is not printed here. */
function propertyText(p: OptionalKind<PropertySignatureStructure>): string | undefined {
  if (typeof p !== 'object' || p === null || !onlyKeys(p, PROPERTY_KEYS)) return undefined;
  if (
    !isCode(p.name) ||
    !isFlag(p.isReadonly) ||
    !isFlag(p.hasQuestionToken) ||
    (p.kind !== undefined && typeof p.kind !== 'number')
  )
    return undefined;
  if (p.type !== undefined && !isCode(p.type)) return undefined;
  const docs = docComments(p.docs, INDENT);
  if (docs === undefined) return undefined;
  const type = p.type !== undefined && NOT_BLANK.test(p.type) ? `: ${p.type}` : '';
  return `${docs}${INDENT}${p.isReadonly ? 'readonly ' : ''}${p.name}${p.hasQuestionToken ? '?' : ''}${type};\n`;
}

/**
 * What `printStructure` prints of an interface whose members are only property signatures of string types, or
 * undefined when the structure holds anything else (ts-morph prints it then).
 */
export function printInterface(structure: InterfaceDeclarationStructure): string | undefined {
  if (!onlyKeys(structure, INTERFACE_KEYS) || !isCode(structure.name)) return undefined;
  const docs = docComments(structure.docs, '');
  const head = modifiers(structure);
  if (docs === undefined || head === undefined) return undefined;
  const properties = structure.properties ?? [];
  if (!Array.isArray(properties)) return undefined;
  let body = '';
  for (const p of properties) {
    const text = propertyText(p);
    if (text === undefined) return undefined;
    body += text;
  }
  return `${docs}${head}interface ${structure.name} {\n${body}}`;
}

/** What `printStructure` prints of a type alias of a one-line type, or undefined when it holds anything else. */
export function printTypeAlias(structure: TypeAliasDeclarationStructure): string | undefined {
  if (
    !onlyKeys(structure, TYPE_ALIAS_KEYS) ||
    !isCode(structure.name) ||
    !isCode(structure.type) ||
    !NOT_BLANK.test(structure.type)
  )
    return undefined;
  const docs = docComments(structure.docs, '');
  const head = modifiers(structure);
  if (docs === undefined || head === undefined) return undefined;
  return `${docs}${head}type ${structure.name} = ${structure.type};`;
}
