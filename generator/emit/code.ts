/**
 * What every emitter writes TypeScript with, for ts-morph (print.ts). Declarations are ts-morph structures
 * (`constant`, `typeAlias`, `interfaceDecl`, `functionDecl`, imports); the types and values inside them are
 * `Code`: ts-morph writer functions, each noting the names it refers to as it is written, so that a module imports
 * exactly what its text names. Spec text reaches code only through the escaping functions of text/: `tsString`
 * and the keys built on it (literals.ts) and doc text that jsdoc.ts has escaped. Annotations such as `#__PURE__`
 * are written as code.
 */
import type {
  CodeBlockWriter,
  ExportDeclarationStructure,
  FunctionDeclarationStructure,
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  MethodSignatureStructure,
  OptionalKind,
  ParameterDeclarationStructure,
  PropertySignatureStructure,
  StatementStructures,
  TypeParameterDeclarationStructure,
  WriterFunction,
} from 'ts-morph';
import { jsonLiteral, methodKey, objectKey, propertyKey, tsLiteral, tsString } from '../text/literals.js';
import type { SpecText } from '../text/spec-text.js';
import { tsMorph } from './compiler.js';

const { StructureKind } = tsMorph;

/** How a piece of code binds, where a neighbour could take it apart: such code is put in parentheses there. */
type Shape = 'primary' | 'union' | 'intersection' | 'operator' | 'binary' | 'conditional' | 'arrow';

/**
 * A type or a value, written by ts-morph's writer. Writing it adds the names it refers to (types and callees) to
 * those of the module being printed (`namesWritten`), so that a module imports exactly what its text names.
 */
export interface Code extends WriterFunction {
  readonly shape: Shape;
  /** The members of a union, so that unions stay flat. */
  readonly members?: readonly Code[];
  /** The keyword of a keyword type (`unknown`). */
  readonly keyword?: string;
}

export type Expression = Code;
export type TypeNode = Code;
/** A statement: a ts-morph structure, or a line written as code (`return x;`). */
export type Statement = StatementStructures | WriterFunction;

/** The names written so far by the module being printed, while `namesWritten` prints one. */
let written: Set<string> | undefined;

/**
 * Runs `print` and returns what it returned with the names the code it wrote refers to: the names a module must
 * import (print.ts decides its imports after printing its body).
 */
export function namesWritten<T>(print: () => T): { readonly value: T; readonly names: ReadonlySet<string> } {
  const outer = written;
  const names = new Set<string>();
  written = names;
  try {
    return { value: print(), names };
  } finally {
    written = outer;
  }
}

function code(
  write: (writer: CodeBlockWriter) => void,
  extra: { readonly names?: readonly string[]; readonly shape?: Shape; readonly members?: readonly Code[] } = {},
): Code {
  const names = extra.names ?? [];
  return Object.assign(
    (writer: CodeBlockWriter) => {
      if (written !== undefined) for (const name of names) written.add(name);
      write(writer);
    },
    {
      shape: extra.shape ?? 'primary',
      ...(extra.members === undefined ? {} : { members: extra.members }),
    },
  );
}

/**
 * Code made only when it is written: the items of a long list (one per operation) are then made, written and let
 * go one at a time rather than held until the module is printed. Its shape is unknown before it is made, so it
 * stands only where no neighbour reads a shape: an item of a list, a member's type.
 */
export function deferred(make: () => Code): Code {
  return code((w) => make()(w));
}

/** Code of our own that refers to no name (`undefined`, `'a'`). */
function text(value: string, shape: Shape = 'primary'): Code {
  return code((w) => w.write(value), { shape });
}

/** `code`, in parentheses when its shape is one of `loose`. */
function tight(part: Code, loose: readonly Shape[]): Code {
  if (!loose.includes(part.shape)) return part;
  return code((w) => {
    w.write('(');
    part(w);
    w.write(')');
  });
}

/** Writes `parts` joined by `separator`. */
function joined(w: CodeBlockWriter, parts: readonly Code[], separator: string): void {
  parts.forEach((part, i) => {
    if (i > 0) w.write(separator);
    part(w);
  });
}

/** Writes items one per line, indented, each but the last followed by `separator` (`,` or nothing). */
function lines(w: CodeBlockWriter, items: readonly ((w: CodeBlockWriter) => void)[], separator: string): void {
  w.newLine();
  w.indent(() => {
    items.forEach((item, i) => {
      item(w);
      if (i < items.length - 1) w.write(separator);
      w.newLine();
    });
  });
}

/** A JSDoc comment of text jsdoc.ts has escaped: `/** text *\/` on one line, or a block. */
function writeDoc(w: CodeBlockWriter, docs: string | readonly string[] | undefined): void {
  const paragraphs = (typeof docs === 'string' ? [docs] : (docs ?? [])).filter((d) => d !== '');
  if (paragraphs.length === 0) return;
  const all = paragraphs.join('\n\n').split('\n');
  if (all.length === 1) {
    w.writeLine(`/** ${all[0]} */`);
    return;
  }
  w.writeLine('/**');
  for (const line of all) w.writeLine(line === '' ? ' *' : ` * ${line}`);
  w.writeLine(' */');
}

/** The `docs` of a structure: one JSDoc of the paragraphs, or none. */
function docsOf(docs: string | readonly string[] | undefined): { docs?: string[] } {
  const paragraphs = (typeof docs === 'string' ? [docs] : (docs ?? [])).filter((d) => d !== '');
  return paragraphs.length === 0 ? {} : { docs: [paragraphs.join('\n\n')] };
}

// Values

/** A single-quoted string literal whose value is exactly `text` (literals.ts `tsString`). */
export function str(value: SpecText | string): Code {
  return text(tsString(value));
}

/** A JSON value of the spec (a schema) as a literal on one line; it refers to no name. */
export function json(value: unknown): Code {
  return text(jsonLiteral(value));
}

export function num(value: number): Code {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${String(value)}`);
  return text(String(value), value < 0 ? 'operator' : 'primary');
}

export function bool(value: boolean): Code {
  return text(String(value));
}

export function nullValue(): Code {
  return text('null');
}

/** `undefined`, the value. */
export function undefinedValue(): Code {
  return text('undefined');
}

/** A name of our own, as a value. */
export function id(name: string): Code {
  return code((w) => w.write(name), { names: [name] });
}

/** `a.b.c` from a dotted name of our own. */
export function access(path: string): Code {
  const [first = ''] = path.split('.');
  return code((w) => w.write(path), { names: [first] });
}

/** `object.name`, `name` an identifier. */
export function propertyAccess(object: Code, name: string): Code {
  const target = tight(object, ['union', 'intersection', 'operator', 'binary', 'conditional', 'arrow']);
  return code((w) => {
    target(w);
    w.write(`.${name}`);
  });
}

/** `object?.name`. */
export function optionalAccess(object: Code, name: string): Code {
  const target = tight(object, ['operator', 'binary', 'conditional', 'arrow']);
  return code((w) => {
    target(w);
    w.write(`?.${name}`);
  });
}

/** `object['name']`, for a spec name that is not an identifier. */
export function elementAccess(object: Code, name: SpecText | string): Code {
  const target = tight(object, ['operator', 'binary', 'conditional', 'arrow']);
  return code((w) => {
    target(w);
    w.write(`[${tsString(name)}]`);
  });
}

export function call(callee: string | Code, args: readonly Code[] = [], types?: readonly Code[]): Code {
  const target = typeof callee === 'string' ? access(callee) : tight(callee, ['binary', 'conditional', 'arrow']);
  return code((w) => {
    target(w);
    if (types !== undefined) {
      w.write('<');
      joined(w, types, ', ');
      w.write('>');
    }
    w.write('(');
    joined(w, args, ', ');
    w.write(')');
  });
}

/** `/*#__PURE__*\/ call`: tells bundlers the call has no side effects, so an unused result can be dropped. */
export function pure(callExpression: Code): Code {
  return code((w) => {
    w.write('/*#__PURE__*/ ');
    callExpression(w);
  });
}

/** `/*#__PURE__*\/ Object.freeze<T>(value)`. */
export function frozen(value: Code, type?: Code): Code {
  return pure(call('Object.freeze', [value], type === undefined ? undefined : [type]));
}

/** An element of an object literal: `key: value`, `...value`, `name` or a method. */
export type ObjectElement = Code;

/**
 * A property assignment of an object literal; its key as literals.ts `objectKey` writes it (`__proto__` computed,
 * so that it defines a property), or one of our own given as code (`ownKey`).
 */
export function objectProperty(name: SpecText | string | Code, value: Code, docs?: string): ObjectElement {
  const keyText = typeof name === 'function' ? undefined : objectKey(name);
  return code((w) => {
    writeDoc(w, docs);
    if (typeof name === 'function') name(w);
    else w.write(keyText ?? '');
    w.write(': ');
    value(w);
  });
}

/** `...value` in an object literal. */
export function spread(value: Code): ObjectElement {
  return code((w) => {
    w.write('...');
    value(w);
  });
}

/** `name` in an object literal (`{ jsonBody }`). */
export function shorthand(name: string): ObjectElement {
  return id(name);
}

/** `{ a, ...b }` and the like: an object literal of elements, one per line when `multiLine`. */
export function objectOf(elements: readonly ObjectElement[], multiLine = false): Code {
  return code((w) => {
    if (elements.length === 0) {
      w.write('{}');
    } else if (multiLine) {
      w.write('{');
      lines(w, elements, ',');
      w.write('}');
    } else {
      w.write('{ ');
      joined(w, elements, ', ');
      w.write(' }');
    }
  });
}

/** `{ a: x, 'b-c': y }`, one property per line when `multiLine`; keys as `objectProperty` writes them. */
export function object(entries: readonly (readonly [SpecText | string | Code, Code])[], multiLine = false): Code {
  return objectOf(
    entries.map(([name, value]) => objectProperty(name, value)),
    multiLine,
  );
}

export function array(items: readonly Code[], multiLine = false): Code {
  return code((w) => {
    if (items.length === 0) {
      w.write('[]');
    } else if (multiLine) {
      w.write('[');
      lines(w, items, ',');
      w.write(']');
    } else {
      w.write('[');
      joined(w, items, ', ');
      w.write(']');
    }
  });
}

/** `a ?? b`. */
export function orElse(left: Code, right: Code): Code {
  const [l, r] = [tight(left, ['conditional', 'arrow']), tight(right, ['conditional', 'arrow'])];
  return code(
    (w) => {
      l(w);
      w.write(' ?? ');
      r(w);
    },
    { shape: 'binary' },
  );
}

/** `a === b`. */
export function equals(left: Code, right: Code): Code {
  const [l, r] = [tight(left, ['binary', 'conditional', 'arrow']), tight(right, ['binary', 'conditional', 'arrow'])];
  return code(
    (w) => {
      l(w);
      w.write(' === ');
      r(w);
    },
    { shape: 'binary' },
  );
}

/** `test ? yes : no`. */
export function conditional(test: Code, yes: Code, no: Code): Code {
  const t = tight(test, ['conditional', 'arrow']);
  return code(
    (w) => {
      t(w);
      w.write(' ? ');
      yes(w);
      w.write(' : ');
      no(w);
    },
    { shape: 'conditional' },
  );
}

/** `value as type` (`as const` with `typeRef('const')`). */
export function asType(value: Code, type: Code): Code {
  return code(
    (w) => {
      value(w);
      w.write(' as ');
      type(w);
    },
    { shape: 'binary' },
  );
}

/** One parameter of a function, method or signature. */
export interface Parameter {
  readonly name: string;
  readonly type?: Code;
  readonly optional?: boolean;
  readonly initializer?: Code;
}

function parameterCode(p: Parameter): Code {
  return code((w) => {
    w.write(p.name);
    if (p.optional === true) w.write('?');
    if (p.type !== undefined) {
      w.write(': ');
      p.type(w);
    }
    if (p.initializer !== undefined) {
      w.write(' = ');
      p.initializer(w);
    }
  });
}

/** One parameter of an arrow function: a name, a declared parameter, or an object pattern (`{ path, body }`). */
export type ArrowParameter = string | Parameter | { readonly pattern: readonly string[] };

/** `(a, { b, c }) => value`. */
export function arrow(parameters: readonly ArrowParameter[], value: Code): Code {
  const params = parameters.map((p) => {
    if (typeof p === 'string') return parameterCode({ name: p });
    if ('pattern' in p) return text(p.pattern.length === 0 ? '{}' : `{ ${p.pattern.join(', ')} }`);
    return parameterCode(p);
  });
  const body = value.shape === 'primary' || value.shape === 'binary' ? value : tight(value, ['conditional']);
  const only = parameters.length === 1 ? parameters[0] : undefined;
  // One plain name goes without parentheses (`token => ...`), as TypeScript's printer writes it.
  const bare =
    typeof only === 'string' ||
    (only !== undefined &&
      !('pattern' in only) &&
      only.type === undefined &&
      only.optional !== true &&
      only.initializer === undefined);
  return code(
    (w) => {
      w.write(bare ? '' : '(');
      joined(w, params, ', ');
      w.write(bare ? ' => ' : ') => ');
      body(w);
    },
    { shape: 'arrow' },
  );
}

/** What a method or an overload is declared with: its name, parameters and return type. */
export interface SignatureShape {
  readonly name: string;
  readonly parameters: readonly Parameter[];
  readonly returns: Code;
}

/** `name(params): returns { statements }` in an object literal; the statements are code (`returns`). */
export function methodDecl(decl: SignatureShape & { readonly statements: readonly Code[] }): ObjectElement {
  const params = decl.parameters.map(parameterCode);
  return code((w) => {
    w.write(`${methodKey(decl.name)}(`);
    joined(w, params, ', ');
    w.write('): ');
    decl.returns(w);
    w.write(' {');
    lines(w, decl.statements, '');
    w.write('}');
  });
}

// Statements written as code

export function returns(value?: Code): Code {
  return code((w) => {
    w.write('return');
    if (value !== undefined) {
      w.write(' ');
      value(w);
    }
    w.write(';');
  });
}

export function expressionStatement(expression: Code): Code {
  return code((w) => {
    expression(w);
    w.write(';');
  });
}

/** `const { a, b, ...rest } = value;` */
export function destructure(names: readonly string[], rest: string | undefined, value: Code): Code {
  const bound = [...names, ...(rest === undefined ? [] : [`...${rest}`])];
  return code((w) => {
    w.write(`const { ${bound.join(', ')} } = `);
    value(w);
    w.write(';');
  });
}

// Types

/** `Name` or `Name<A, B>`; `Name` may be dotted (`ns.Foo`). */
export function typeRef(name: string, args?: readonly Code[]): Code {
  const [first = ''] = name.split('.');
  return code(
    (w) => {
      w.write(name);
      if (args !== undefined) {
        w.write('<');
        joined(w, args, ', ');
        w.write('>');
      }
    },
    { names: [first] },
  );
}

/** The literal type of a string (`'a'`). */
export function literalType(value: SpecText | string): Code {
  return str(value);
}

/** A literal type of a JSON scalar from the spec (`'a'`, `1`, `-1`, `true`, `null`), as literals.ts writes it. */
export function scalarType(value: SpecText | string | number | boolean | null): Code {
  return text(tsLiteral(value), typeof value === 'number' && value < 0 ? 'operator' : 'primary');
}

export function keywordType(
  name: 'string' | 'number' | 'boolean' | 'unknown' | 'undefined' | 'void' | 'never' | 'null' | 'bigint',
): Code {
  return Object.assign(text(name), { keyword: name });
}

/** Whether `type` is the keyword type `name`. */
export function isKeyword(type: Code, name: string): boolean {
  return type.keyword === name;
}

/** The members of a union, or the one type. */
export function unionMembers(type: Code): readonly Code[] {
  return type.members ?? [type];
}

/** `A | B`, or the one type itself; a union among the types is flattened into this one. */
export function union(types: readonly Code[]): Code {
  const flat = types.flatMap(unionMembers);
  if (flat.length === 1 && flat[0] !== undefined) return flat[0];
  const parts = flat.map((t) => tight(t, ['arrow', 'conditional']));
  return code((w) => joined(w, parts, ' | '), { shape: 'union', members: flat });
}

/** `A & B`, or the one type itself. */
export function intersection(types: readonly Code[]): Code {
  if (types.length === 1 && types[0] !== undefined) return types[0];
  const parts = types.map((t) => tight(t, ['union', 'arrow', 'conditional']));
  return code((w) => joined(w, parts, ' & '), { shape: 'intersection' });
}

/** `base[index]`: indexed access by a type. */
export function indexedBy(base: Code, index: Code): Code {
  const target = tight(base, ['union', 'intersection', 'operator', 'arrow', 'conditional']);
  return code((w) => {
    target(w);
    w.write('[');
    index(w);
    w.write(']');
  });
}

/** `base['a']['b']`: indexed access by string keys (spec names). */
export function indexed(base: Code, ...keys: readonly (SpecText | string)[]): Code {
  return keys.reduce<Code>((object, k) => indexedBy(object, literalType(k)), base);
}

/** `T[]`; a union element is put in parentheses. */
export function arrayType(element: Code): Code {
  const target = tight(element, ['union', 'intersection', 'operator', 'arrow', 'conditional']);
  return code((w) => {
    target(w);
    w.write('[]');
  });
}

export function readonlyArray(element: Code): Code {
  const inner = arrayType(element);
  return code(
    (w) => {
      w.write('readonly ');
      inner(w);
    },
    { shape: 'operator' },
  );
}

/** `readonly [A, ...B[]]`, or `readonly []` without members; `rest` is the type of the rest element. */
export function readonlyTuple(members: readonly Code[], rest?: Code): Code {
  const elements = [
    ...members,
    ...(rest === undefined
      ? []
      : [
          code((w) => {
            w.write('...');
            rest(w);
          }),
        ]),
  ];
  return code(
    (w) => {
      w.write('readonly [');
      joined(w, elements, ', ');
      w.write(']');
    },
    { shape: 'operator' },
  );
}

export function keyOf(type: Code): Code {
  const target = tight(type, ['union', 'intersection', 'arrow', 'conditional']);
  return code(
    (w) => {
      w.write('keyof ');
      target(w);
    },
    { shape: 'operator' },
  );
}

/** `error is T`. */
export function typePredicate(parameterName: string, type: Code): Code {
  return code((w) => {
    w.write(`${parameterName} is `);
    type(w);
  });
}

/** One member of an interface or type literal. */
export interface Member {
  readonly name: SpecText | string;
  readonly type: Code;
  readonly optional?: boolean;
  readonly readonly?: boolean;
  readonly docs?: string | readonly string[];
}

/** A property key of an interface or type literal (literals.ts `propertyKey`). */
export function key(name: SpecText | string): string {
  return propertyKey(name);
}

function memberCode(member: Member): Code {
  return code((w) => {
    writeDoc(w, member.docs);
    w.write(
      `${member.readonly === true ? 'readonly ' : ''}${key(member.name)}${member.optional === true ? '?' : ''}: `,
    );
    member.type(w);
    w.write(';');
  });
}

/** `{ a: A; }`: a type literal, one member per line. */
export function typeLiteral(members: readonly Member[]): Code {
  const parts = members.map(memberCode);
  return code((w) => {
    if (parts.length === 0) {
      w.write('{}');
      return;
    }
    w.write('{');
    lines(w, parts, '');
    w.write('}');
  });
}

/** `{ a: A; }` on one line: a type literal written inside a signature (`Body & { test: true; }`). */
export function inlineTypeLiteral(members: readonly Member[]): Code {
  const parts = members.map(memberCode);
  return code((w) => {
    w.write('{ ');
    joined(w, parts, ' ');
    w.write(' }');
  });
}

/** `Name extends Constraint = Default`. */
export function typeParameter(name: string, constraint?: Code, defaultType?: Code): TypeParameter {
  return {
    name,
    ...(constraint === undefined ? {} : { constraint }),
    ...(defaultType === undefined ? {} : { default: defaultType }),
  };
}

export type TypeParameter = OptionalKind<TypeParameterDeclarationStructure>;

/**
 * A property name of our own (never spec text), bare even where it is a reserved word (`delete`, `in`), which
 * property names may be.
 */
export function ownKey(name: string): Code {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) throw new Error(`ownKey: ${JSON.stringify(name)} is no identifier`);
  return text(name);
}

// Declarations (ts-morph structures)

export interface Declaration {
  readonly name: string;
  readonly exported?: boolean;
  readonly docs?: string | readonly string[];
}

function parameterStructure(p: Parameter): OptionalKind<ParameterDeclarationStructure> {
  return {
    name: p.name,
    ...(p.optional === true ? { hasQuestionToken: true } : {}),
    ...(p.type === undefined ? {} : { type: p.type }),
    ...(p.initializer === undefined ? {} : { initializer: p.initializer }),
  };
}

/** `import { a, type b } from 'x'` (`typeOnly` makes it `import type { ... }`); names in the order given. */
export function importNamed(
  from: string,
  names: readonly (string | { readonly name: string; readonly typeOnly?: boolean })[],
  typeOnly = false,
): ImportDeclarationStructure {
  return {
    kind: StructureKind.ImportDeclaration,
    moduleSpecifier: from,
    isTypeOnly: typeOnly,
    namedImports: names.map((n) =>
      typeof n === 'string' ? { name: n } : { name: n.name, ...(n.typeOnly === true ? { isTypeOnly: true } : {}) },
    ),
  };
}

/** `import * as name from 'x'`. */
export function importNamespace(from: string, name: string): ImportDeclarationStructure {
  return { kind: StructureKind.ImportDeclaration, moduleSpecifier: from, namespaceImport: name };
}

/** `export { a, b } from 'x'`, or `export { a, b }` without `from`. */
export function exportNamed(names: readonly string[], from?: string, typeOnly = false): ExportDeclarationStructure {
  return {
    kind: StructureKind.ExportDeclaration,
    isTypeOnly: typeOnly,
    namedExports: [...names],
    ...(from === undefined ? {} : { moduleSpecifier: from }),
  };
}

/**
 * `/** doc *\/` as ts-morph prints a structure's JSDoc: one line when the doc has one, else ` * ` before each
 * line. Declarations the writer writes whole (`constant`, `typeAlias`) put their docs with it.
 */
function writeDocs(writer: CodeBlockWriter, docs: string | readonly string[] | undefined): void {
  for (const doc of docsOf(docs).docs ?? []) {
    const lines = doc.split('\n');
    if (lines.length === 1) {
      writer.write(`/** ${doc} */`).newLine();
      continue;
    }
    writer.write('/**').newLine();
    for (const line of lines) writer.write(line === '' ? ' *' : ` * ${line}`).newLine();
    writer.write(' */').newLine();
  }
}

/**
 * A declaration the writer writes whole, from `head` on. ts-morph's structure printer writes a declaration's
 * initializer and type with a hanging indent (the members of `{ ... }` one level deeper than the line that opens
 * it); written by the writer, a multi-line value keeps the indentation it was written with.
 */
function declaration(decl: Declaration, head: string, body: (w: CodeBlockWriter) => void) {
  return code((w) => {
    writeDocs(w, decl.docs);
    w.write(`${decl.exported === true ? 'export ' : ''}${head}`);
    body(w);
    w.write(';');
  });
}

/** `export const name: type = value;` */
export function constant(decl: Declaration & { readonly type?: Code; readonly value: Code }): Code {
  const { type, value } = decl;
  return declaration(decl, `const ${decl.name}`, (w) => {
    if (type !== undefined) {
      w.write(': ');
      type(w);
    }
    w.write(' = ');
    value(w);
  });
}

/** `export type Name<T> = type;` */
export function typeAlias(
  decl: Declaration & { readonly type: Code; readonly typeParameters?: readonly string[] },
): Code {
  const parameters = decl.typeParameters === undefined ? '' : `<${decl.typeParameters.join(', ')}>`;
  return declaration(decl, `type ${decl.name}${parameters} = `, (w) => decl.type(w));
}

/** A member of an interface: a property or a method signature. */
export type TypeElement = PropertySignatureStructure | MethodSignatureStructure;

export function propertySignature(member: Member): PropertySignatureStructure {
  return {
    kind: StructureKind.PropertySignature,
    name: key(member.name),
    type: member.type,
    ...(member.optional === true ? { hasQuestionToken: true } : {}),
    ...(member.readonly === true ? { isReadonly: true } : {}),
    ...docsOf(member.docs),
  };
}

/** One method signature of an interface (an overload when several share a name). */
export function methodSignature(
  decl: SignatureShape & {
    readonly docs?: string | readonly string[] | undefined;
    readonly typeParameters?: readonly TypeParameter[];
  },
): MethodSignatureStructure {
  return {
    kind: StructureKind.MethodSignature,
    name: methodKey(decl.name),
    parameters: decl.parameters.map(parameterStructure),
    returnType: decl.returns,
    ...docsOf(decl.docs),
    ...(decl.typeParameters === undefined ? {} : { typeParameters: [...decl.typeParameters] }),
  };
}

/** `export interface Name extends A, B { elements }`: properties first, then methods, as ts-morph writes them. */
export function interfaceOf(
  decl: Declaration & { readonly elements: readonly TypeElement[]; readonly extends?: readonly Code[] },
): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name: decl.name,
    isExported: decl.exported === true,
    ...docsOf(decl.docs),
    ...(decl.extends === undefined || decl.extends.length === 0 ? {} : { extends: [...decl.extends] }),
    properties: decl.elements.filter(
      (e): e is PropertySignatureStructure => e.kind === StructureKind.PropertySignature,
    ),
    methods: decl.elements.filter((e): e is MethodSignatureStructure => e.kind === StructureKind.MethodSignature),
  };
}

/** `export interface Name extends A, B { members }`: an interface of properties. */
export function interfaceDecl(
  decl: Declaration & { readonly members: readonly Member[]; readonly extends?: readonly Code[] },
): InterfaceDeclarationStructure {
  return interfaceOf({ ...decl, elements: decl.members.map(propertySignature) });
}

/** One overload of a function: its parameters, return type and doc. */
export interface Overload {
  readonly parameters: readonly Parameter[];
  readonly returns: Code;
  readonly docs?: string | readonly string[];
}

/** `export function name(params): returns { statements }`, after its overload signatures when it has some. */
export function functionDecl(
  decl: Declaration & {
    readonly parameters?: readonly Parameter[];
    readonly returns?: Code;
    readonly statements: readonly Statement[];
    readonly overloads?: readonly Overload[];
    readonly typeParameters?: readonly TypeParameter[];
  },
): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: decl.name,
    isExported: decl.exported === true,
    ...docsOf(decl.docs),
    ...(decl.typeParameters === undefined ? {} : { typeParameters: [...decl.typeParameters] }),
    parameters: (decl.parameters ?? []).map(parameterStructure),
    ...(decl.returns === undefined ? {} : { returnType: decl.returns }),
    statements: [...decl.statements],
    ...(decl.overloads === undefined
      ? {}
      : {
          overloads: decl.overloads.map((o) => ({
            parameters: o.parameters.map(parameterStructure),
            returnType: o.returns,
            ...docsOf(o.docs),
          })),
        }),
  };
}

/**
 * The import of those of `names` that a module uses (`used`: the names its code wrote), in the order
 * given (`import type` when `typeOnly`); nothing when it uses none, so a module imports only what it uses.
 */
export function importUsed(
  used: ReadonlySet<string>,
  from: string,
  names: readonly (string | { readonly name: string; readonly typeOnly?: boolean })[],
  typeOnly = false,
): ImportDeclarationStructure[] {
  const kept = names.filter((n) => used.has(typeof n === 'string' ? n : n.name));
  return kept.length === 0 ? [] : [importNamed(from, kept, typeOnly)];
}
