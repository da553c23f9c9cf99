/**
 * The builders every emitter writes TypeScript with: thin names over TypeScript's own factory (`ts.factory`), so
 * a module is a list of nodes that print.ts prints with TypeScript's printer. Spec text reaches code only as a
 * string literal node (`str`), whose characters the printer escapes, or as a comment made by `doc` from text
 * that jsdoc.ts has escaped. Annotations such as `#__PURE__` are comments attached to nodes, never edits of
 * printed text.
 */
import type { ts as TypeScript } from 'ts-morph';
import { isSafeIdentifier } from '../model/names.js';
import { rawText, type SpecText } from '../text/spec-text.js';
import { ts } from './libraries.js';

export type Expression = TypeScript.Expression;
export type Statement = TypeScript.Statement;
export type TypeNode = TypeScript.TypeNode;

const f = ts.factory;

// Characters TypeScript's printer leaves raw in a literal it does not ASCII-escape (it escapes quotes, C0 controls
// and line ends): a string holding one of these is printed with every non-ASCII character as an escape instead,
// so the file stays printable, valid UTF-8.
const NEEDS_ASCII_ESCAPES =
  /[\u007f-\u0084\u0086-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A single-quoted string literal whose value is exactly `text`. */
export function str(text: SpecText | string): TypeScript.StringLiteral {
  const value = rawText(text);
  const node = f.createStringLiteral(value, true);
  if (!NEEDS_ASCII_ESCAPES.test(value)) ts.setEmitFlags(node, ts.EmitFlags.NoAsciiEscaping);
  return node;
}

/** A number literal (negative numbers as a prefix minus, as the factory requires). */
export function num(value: number): Expression {
  const literal = f.createNumericLiteral(Math.abs(value));
  return value < 0 ? f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, literal) : literal;
}

export function id(name: string): TypeScript.Identifier {
  return f.createIdentifier(name);
}

/** `a.b.c` from a dotted name of our own. */
export function access(path: string): Expression {
  const [first = '', ...rest] = path.split('.');
  return rest.reduce<Expression>((object, name) => f.createPropertyAccessExpression(object, name), id(first));
}

export function call(callee: string | Expression, args: readonly Expression[] = [], types?: TypeNode[]): Expression {
  return f.createCallExpression(typeof callee === 'string' ? access(callee) : callee, types, [...args]);
}

/** A property name: bare when it is a plain identifier, else a string literal (so `__proto__` stays a key). */
export function key(name: SpecText | string): TypeScript.PropertyName {
  const text = rawText(name);
  return isSafeIdentifier(text) && text !== '__proto__' ? id(text) : str(name);
}

/** `{ a: x, 'b-c': y }`, one property per line when `multiLine`; keys as `objectProperty` writes them. */
export function object(
  entries: readonly (readonly [SpecText | string | TypeScript.PropertyName, Expression])[],
  multiLine = false,
): TypeScript.ObjectLiteralExpression {
  return f.createObjectLiteralExpression(
    entries.map(([name, value]) => objectProperty(name, value)),
    multiLine,
  );
}

export function array(items: readonly Expression[], multiLine = false): TypeScript.ArrayLiteralExpression {
  return f.createArrayLiteralExpression([...items], multiLine);
}

/** `/*#__PURE__*\/ call`: tells bundlers the call has no side effects, so an unused result can be dropped. */
export function pure<T extends Expression>(callExpression: T): T {
  return ts.addSyntheticLeadingComment(callExpression, ts.SyntaxKind.MultiLineCommentTrivia, '#__PURE__', false);
}

/** `/*#__PURE__*\/ Object.freeze<T>(value)`. */
export function frozen(value: Expression, type?: TypeNode): Expression {
  return pure(call('Object.freeze', [value], type === undefined ? undefined : [type]));
}

/**
 * A JSDoc comment before `node`. Each item of `docs` is one paragraph of text already escaped for a comment
 * (jsdoc.ts); a single line prints as `/** text *\/`, anything longer as a block.
 */
export function doc<T extends TypeScript.Node>(node: T, docs: string | readonly string[] | undefined): T {
  const paragraphs = (typeof docs === 'string' ? [docs] : (docs ?? [])).filter((d) => d !== '');
  if (paragraphs.length === 0) return node;
  const lines = paragraphs.join('\n\n').split('\n');
  const text =
    lines.length === 1 ? `* ${lines[0]} ` : `*\n${lines.map((l) => (l === '' ? ' *' : ` * ${l}`)).join('\n')}\n `;
  return ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, text, true);
}

// Types

/** `Name` or `Name<A, B>`; `Name` may be dotted (`ts.Foo`). */
export function typeRef(name: string, args?: readonly TypeNode[]): TypeScript.TypeReferenceNode {
  const [first = '', ...rest] = name.split('.');
  const entity = rest.reduce<TypeScript.EntityName>((left, right) => f.createQualifiedName(left, right), id(first));
  return f.createTypeReferenceNode(entity, args === undefined ? undefined : [...args]);
}

/** The literal type of a string (`'a'`). */
export function literalType(text: SpecText | string): TypeScript.LiteralTypeNode {
  return f.createLiteralTypeNode(str(text));
}

export function keywordType(
  name: 'string' | 'number' | 'boolean' | 'unknown' | 'undefined' | 'void' | 'never' | 'null' | 'bigint',
): TypeNode {
  if (name === 'null') return f.createLiteralTypeNode(f.createNull());
  const kinds = {
    string: ts.SyntaxKind.StringKeyword,
    number: ts.SyntaxKind.NumberKeyword,
    boolean: ts.SyntaxKind.BooleanKeyword,
    unknown: ts.SyntaxKind.UnknownKeyword,
    undefined: ts.SyntaxKind.UndefinedKeyword,
    void: ts.SyntaxKind.VoidKeyword,
    never: ts.SyntaxKind.NeverKeyword,
    bigint: ts.SyntaxKind.BigIntKeyword,
  } as const;
  return f.createKeywordTypeNode(kinds[name]);
}

/** `A | B`, or the one type itself; a union among the types is flattened into this one. */
export function union(types: readonly TypeNode[]): TypeNode {
  const flat = types.flatMap((t) => (ts.isUnionTypeNode(t) ? [...t.types] : [t]));
  return flat.length === 1 && flat[0] !== undefined ? flat[0] : f.createUnionTypeNode(flat);
}

/** `A & B`, or the one type itself. */
export function intersection(types: readonly TypeNode[]): TypeNode {
  return types.length === 1 && types[0] !== undefined ? types[0] : f.createIntersectionTypeNode([...types]);
}

/** `base['a']['b']`: indexed access by string keys (spec names). */
export function indexed(base: TypeNode, ...keys: readonly (SpecText | string)[]): TypeNode {
  return keys.reduce<TypeNode>((object, k) => f.createIndexedAccessTypeNode(object, literalType(k)), base);
}

export function readonlyArray(element: TypeNode): TypeNode {
  return f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, f.createArrayTypeNode(element));
}

/** One member of an interface or type literal. */
export interface Member {
  readonly name: SpecText | string;
  readonly type: TypeNode;
  readonly optional?: boolean;
  readonly readonly?: boolean;
  readonly docs?: string | readonly string[];
}

export function propertySignature(member: Member): TypeScript.PropertySignature {
  const modifiers = member.readonly === true ? [f.createModifier(ts.SyntaxKind.ReadonlyKeyword)] : undefined;
  const question = member.optional === true ? f.createToken(ts.SyntaxKind.QuestionToken) : undefined;
  return doc(f.createPropertySignature(modifiers, key(member.name), question, member.type), member.docs);
}

export function typeLiteral(members: readonly Member[]): TypeScript.TypeLiteralNode {
  return f.createTypeLiteralNode(members.map(propertySignature));
}

// Declarations

function exportModifiers(exported: boolean | undefined): TypeScript.Modifier[] | undefined {
  return exported === true ? [f.createModifier(ts.SyntaxKind.ExportKeyword)] : undefined;
}

/** `import { a, type b } from 'x'` (`typeOnly` makes it `import type { ... }`); names sorted as given. */
export function importNamed(
  from: string,
  names: readonly (string | { readonly name: string; readonly typeOnly?: boolean })[],
  typeOnly = false,
): Statement {
  const specifiers = names.map((n) => {
    const name = typeof n === 'string' ? n : n.name;
    const typeOnlySpecifier = typeof n !== 'string' && n.typeOnly === true;
    return f.createImportSpecifier(typeOnlySpecifier, undefined, id(name));
  });
  return f.createImportDeclaration(
    undefined,
    f.createImportClause(typeOnly, undefined, f.createNamedImports(specifiers)),
    str(from),
  );
}

/** `export { a, b } from 'x'`, or `export { a, b }` without `from`. */
export function exportNamed(names: readonly string[], from?: string, typeOnly = false): Statement {
  return f.createExportDeclaration(
    undefined,
    typeOnly,
    f.createNamedExports(names.map((n) => f.createExportSpecifier(false, undefined, id(n)))),
    from === undefined ? undefined : str(from),
  );
}

export interface Declaration {
  readonly name: string;
  readonly exported?: boolean;
  readonly docs?: string | readonly string[];
}

/** `export const name: type = value;` */
export function constant(decl: Declaration & { readonly type?: TypeNode; readonly value: Expression }): Statement {
  const list = f.createVariableDeclarationList(
    [f.createVariableDeclaration(decl.name, undefined, decl.type, decl.value)],
    ts.NodeFlags.Const,
  );
  return doc(f.createVariableStatement(exportModifiers(decl.exported), list), decl.docs);
}

/** `export type Name<T> = type;` */
export function typeAlias(
  decl: Declaration & { readonly type: TypeNode; readonly typeParameters?: readonly string[] },
): Statement {
  const parameters = decl.typeParameters?.map((p) => f.createTypeParameterDeclaration(undefined, p));
  return doc(f.createTypeAliasDeclaration(exportModifiers(decl.exported), decl.name, parameters, decl.type), decl.docs);
}

/** `export interface Name extends A, B { members }`: an interface of properties. */
export function interfaceDecl(
  decl: Declaration & { readonly members: readonly Member[]; readonly extends?: readonly TypeNode[] },
): Statement {
  return interfaceOf({ ...decl, elements: decl.members.map(propertySignature) });
}

export interface Parameter {
  readonly name: string;
  readonly type?: TypeNode;
  readonly optional?: boolean;
  readonly initializer?: Expression;
}

export function parameter(p: Parameter): TypeScript.ParameterDeclaration {
  const question = p.optional === true ? f.createToken(ts.SyntaxKind.QuestionToken) : undefined;
  return f.createParameterDeclaration(undefined, undefined, p.name, question, p.type, p.initializer);
}

/**
 * `export function name(params): returns { statements }`, or without `statements` an overload signature
 * (`export function name(params): returns;`).
 */
export function functionDecl(
  decl: Declaration & {
    readonly parameters?: readonly Parameter[];
    readonly returns?: TypeNode;
    readonly statements?: readonly Statement[];
    readonly typeParameters?: readonly TypeScript.TypeParameterDeclaration[];
  },
): Statement {
  return doc(
    f.createFunctionDeclaration(
      exportModifiers(decl.exported),
      undefined,
      decl.name,
      decl.typeParameters === undefined ? undefined : [...decl.typeParameters],
      (decl.parameters ?? []).map(parameter),
      decl.returns,
      decl.statements === undefined ? undefined : f.createBlock([...decl.statements], true),
    ),
    decl.docs,
  );
}

export function returns(value?: Expression): Statement {
  return f.createReturnStatement(value);
}

export { f as factory };

// Clients and operation modules (emit-client.ts, emit-operations.ts, emit-paging.ts, emit-records-client.ts)

export type TypeElement = TypeScript.TypeElement;

/** `{ a: A }` on one line: a type literal written inside a signature (`Body & { test: true }`). */
export function inlineTypeLiteral(members: readonly Member[]): TypeScript.TypeLiteralNode {
  return ts.setEmitFlags(typeLiteral(members), ts.EmitFlags.SingleLine);
}

/** A literal type of a JSON scalar from the spec (`'a'`, `1`, `-1`, `true`, `null`). */
export function scalarType(value: SpecText | string | number | boolean | null): TypeNode {
  if (value === null) return keywordType('null');
  if (typeof value === 'boolean') return f.createLiteralTypeNode(bool(value) as TypeScript.BooleanLiteral);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${String(value)}`);
    return f.createLiteralTypeNode(num(value) as TypeScript.LiteralExpression);
  }
  return literalType(value);
}

/** `error is T`. */
export function typePredicate(parameterName: string, type: TypeNode): TypeNode {
  return f.createTypePredicateNode(undefined, parameterName, type);
}

/**
 * A method name of our own (the model checks it is an identifier; a reserved word is a valid method name):
 * `new` is written as a string, since `new(...)` in an interface is a construct signature.
 */
function methodName(name: string): TypeScript.PropertyName {
  return name === 'new' ? str(name) : id(name);
}

/** What a method or an overload is declared with: its name, parameters and return type. */
export interface SignatureShape {
  readonly name: string;
  readonly parameters: readonly Parameter[];
  readonly returns: TypeNode;
}

/** One method signature of an interface (an overload when several share a name). */
export function methodSignature(
  decl: SignatureShape & {
    readonly docs?: string | readonly string[] | undefined;
    readonly typeParameters?: readonly TypeScript.TypeParameterDeclaration[];
  },
): TypeScript.MethodSignature {
  return doc(
    f.createMethodSignature(
      undefined,
      methodName(decl.name),
      undefined,
      decl.typeParameters === undefined ? undefined : [...decl.typeParameters],
      decl.parameters.map(parameter),
      decl.returns,
    ),
    decl.docs,
  );
}

/** `export interface Name extends A, B { elements }`, for members that are not all properties (methods). */
export function interfaceOf(
  decl: Declaration & { readonly elements: readonly TypeElement[]; readonly extends?: readonly TypeNode[] },
): Statement {
  const heritage =
    decl.extends === undefined || decl.extends.length === 0
      ? undefined
      : [
          f.createHeritageClause(
            ts.SyntaxKind.ExtendsKeyword,
            decl.extends.map((t) => {
              if (!ts.isTypeReferenceNode(t) || !ts.isIdentifier(t.typeName))
                throw new Error('interfaceOf: an interface extends named types only');
              return f.createExpressionWithTypeArguments(t.typeName, t.typeArguments);
            }),
          ),
        ];
  return doc(
    f.createInterfaceDeclaration(exportModifiers(decl.exported), decl.name, undefined, heritage, [...decl.elements]),
    decl.docs,
  );
}

/** `name(params): returns { statements }` in an object literal. */
export function methodDecl(
  decl: SignatureShape & { readonly statements: readonly Statement[] },
): TypeScript.MethodDeclaration {
  return f.createMethodDeclaration(
    undefined,
    undefined,
    methodName(decl.name),
    undefined,
    undefined,
    decl.parameters.map(parameter),
    decl.returns,
    f.createBlock([...decl.statements], true),
  );
}

/** One parameter of an arrow function: a name, a declared parameter, or an object pattern (`{ path, body }`). */
export type ArrowParameter = string | Parameter | { readonly pattern: readonly string[] };

/** `(a, { b, c }) => value`. */
export function arrow(parameters: readonly ArrowParameter[], value: Expression): Expression {
  const declarations = parameters.map((p) => {
    if (typeof p === 'string') return parameter({ name: p });
    if ('pattern' in p) {
      const names = p.pattern.map((n) => f.createBindingElement(undefined, undefined, n));
      return f.createParameterDeclaration(undefined, undefined, f.createObjectBindingPattern(names));
    }
    return parameter(p);
  });
  return f.createArrowFunction(
    undefined,
    undefined,
    declarations,
    undefined,
    f.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
    value,
  );
}

/**
 * A property assignment of an object literal; a key of our own may be given as a property name node already.
 */
export function objectProperty(
  name: SpecText | string | TypeScript.PropertyName,
  value: Expression,
): TypeScript.ObjectLiteralElementLike {
  const propertyName = typeof name === 'object' && 'kind' in name ? name : valueKey(name);
  return f.createPropertyAssignment(propertyName, value);
}

/** `{ a, ...b }` and the like: an object literal of elements built one by one. */
export function objectOf(
  elements: readonly TypeScript.ObjectLiteralElementLike[],
  multiLine = false,
): TypeScript.ObjectLiteralExpression {
  return f.createObjectLiteralExpression([...elements], multiLine);
}

/** `...value` in an object literal. */
export function spread(value: Expression): TypeScript.ObjectLiteralElementLike {
  return f.createSpreadAssignment(value);
}

/** `name` in an object literal (`{ jsonBody }`). */
export function shorthand(name: string): TypeScript.ObjectLiteralElementLike {
  return f.createShorthandPropertyAssignment(name);
}

/** `a ?? b`. */
export function orElse(left: Expression, right: Expression): Expression {
  return f.createBinaryExpression(left, ts.SyntaxKind.QuestionQuestionToken, right);
}

/** `a === b`. */
export function equals(left: Expression, right: Expression): Expression {
  return f.createBinaryExpression(left, ts.SyntaxKind.EqualsEqualsEqualsToken, right);
}

/** `test ? yes : no`. */
export function conditional(test: Expression, yes: Expression, no: Expression): Expression {
  return f.createConditionalExpression(
    test,
    f.createToken(ts.SyntaxKind.QuestionToken),
    yes,
    f.createToken(ts.SyntaxKind.ColonToken),
    no,
  );
}

/** `object?.name`. */
export function optionalAccess(object: Expression, name: string): Expression {
  return f.createPropertyAccessChain(object, f.createToken(ts.SyntaxKind.QuestionDotToken), name);
}

/** `object['name']`, for a spec name that is not an identifier. */
export function elementAccess(object: Expression, name: SpecText | string): Expression {
  return f.createElementAccessExpression(object, str(name));
}

export function expressionStatement(expression: Expression): Statement {
  return f.createExpressionStatement(expression);
}

/** `const { a, b, ...rest } = value;` */
export function destructure(names: readonly string[], rest: string | undefined, value: Expression): Statement {
  const elements = names.map((n) => f.createBindingElement(undefined, undefined, n));
  if (rest !== undefined)
    elements.push(f.createBindingElement(f.createToken(ts.SyntaxKind.DotDotDotToken), undefined, rest));
  const list = f.createVariableDeclarationList(
    [f.createVariableDeclaration(f.createObjectBindingPattern(elements), undefined, undefined, value)],
    ts.NodeFlags.Const,
  );
  return f.createVariableStatement(undefined, list);
}

/** `import * as name from 'x'`. */
export function importNamespace(from: string, name: string): Statement {
  return f.createImportDeclaration(
    undefined,
    f.createImportClause(false, undefined, f.createNamespaceImport(id(name))),
    str(from),
  );
}

/**
 * The names `nodes` refer to as types (`A` of `A<B['c']>`, `ns` of `ns.T`) or callees (`name(...)`): what a module
 * must import.
 */
export function referencedNames(nodes: readonly TypeScript.Node[]): Set<string> {
  const names = new Set<string>();
  const visit = (node: TypeScript.Node): void => {
    if (ts.isTypeReferenceNode(node)) {
      let name: TypeScript.EntityName = node.typeName;
      while (ts.isQualifiedName(name)) name = name.left;
      names.add(name.text);
    } else if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) {
      names.add(node.expression.text);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      names.add(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const node of nodes) visit(node);
  return names;
}

/**
 * The import of those of `names` that `statements` refer to (`import type` when `typeOnly`), in the order given;
 * nothing when they refer to none, so a module imports only what it uses.
 */
export function importUsed(
  statements: readonly Statement[],
  from: string,
  names: readonly (string | { readonly name: string; readonly typeOnly?: boolean })[],
  typeOnly = false,
): Statement[] {
  const used = referencedNames(statements);
  const kept = names.filter((n) => used.has(typeof n === 'string' ? n : n.name));
  return kept.length === 0 ? [] : [importNamed(from, kept, typeOnly)];
}

// Values, types and keys of the records definitions and the command tables (emit-records-definition.ts,
// emit-cli.ts).

/**
 * A property key of an object literal (a value): as `key`, but `__proto__` is computed (`['__proto__']`), since
 * `__proto__: x` and `'__proto__': x` there set the object's prototype instead of defining a property.
 */
export function valueKey(name: SpecText | string): TypeScript.PropertyName {
  return rawText(name) === '__proto__' ? f.createComputedPropertyName(str(name)) : key(name);
}

export function bool(value: boolean): Expression {
  return value ? f.createTrue() : f.createFalse();
}

/** `undefined`, the value. */
export function undefinedValue(): Expression {
  return id('undefined');
}

/** `value as type` (`as const` with `typeRef('const')`). */
export function asType(value: Expression, type: TypeNode): Expression {
  return f.createAsExpression(value, type);
}

/** `T[]` (the factory puts a union in parentheses). */
export function arrayType(element: TypeNode): TypeNode {
  return f.createArrayTypeNode(element);
}

/** `readonly [A, ...B[]]`, or `readonly []` without members; `rest` is the type of the rest element. */
export function readonlyTuple(members: readonly TypeNode[], rest?: TypeNode): TypeNode {
  const elements = rest === undefined ? [...members] : [...members, f.createRestTypeNode(rest)];
  const tuple = ts.setEmitFlags(f.createTupleTypeNode(elements), ts.EmitFlags.SingleLine);
  return f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, tuple);
}

export function keyOf(type: TypeNode): TypeNode {
  return f.createTypeOperatorNode(ts.SyntaxKind.KeyOfKeyword, type);
}

/** `Name extends Constraint = Default`. */
export function typeParameter(
  name: string,
  constraint?: TypeNode,
  defaultType?: TypeNode,
): TypeScript.TypeParameterDeclaration {
  return f.createTypeParameterDeclaration(undefined, name, constraint, defaultType);
}

/**
 * A property name of our own (never spec text), bare even where it is a reserved word (`delete`, `in`), which
 * property names may be.
 */
export function ownKey(name: string): TypeScript.Identifier {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) throw new Error(`ownKey: ${JSON.stringify(name)} is no identifier`);
  return id(name);
}
