/**
 * print-declaration.ts prints interfaces and aliases as text; every text it prints must be what ts-morph's
 * `printStructure` prints of the same structure, alone and inside a module (format.ts: printStatements).
 */
import fc from 'fast-check';
import type {
  InterfaceDeclarationStructure,
  OptionalKind,
  PropertySignatureStructure,
  StatementStructures,
  TypeAliasDeclarationStructure,
  WriterFunction,
} from 'ts-morph';
import { describe, expect, it, vi } from 'vitest';
import { PRINT_OPTIONS, printStatements } from '../../generator/format.js';
import { tsMorph } from '../../generator/libraries.js';
import { printInterface, printTypeAlias } from '../../generator/print-declaration.js';

const { StructureKind, VariableDeclarationKind } = tsMorph;
const byTsMorph = (structure: StatementStructures): string => tsMorph.printStructure(structure, PRINT_OPTIONS);

type Property = OptionalKind<PropertySignatureStructure>;
const prop = (name: string, type: string | WriterFunction | undefined, more: Partial<Property> = {}): Property => ({
  name,
  ...(type === undefined ? {} : { type }),
  ...more,
});
const iface = (
  name: string,
  properties: Property[] | undefined,
  more: Partial<InterfaceDeclarationStructure> = {},
): InterfaceDeclarationStructure => ({
  kind: StructureKind.Interface,
  name,
  ...(properties === undefined ? {} : { properties }),
  ...more,
});
const alias = (
  name: string,
  type: string | WriterFunction,
  more: Partial<TypeAliasDeclarationStructure> = {},
): TypeAliasDeclarationStructure => ({
  kind: StructureKind.TypeAlias,
  name,
  type,
  ...more,
});

/** Docs of every layout JSDocStructurePrinter distinguishes. */
const DOCS: Record<string, string> = {
  'one line': 'The `name` property.',
  'ends with a space': 'Trailing space ',
  empty: '',
  'only a space': ' ',
  'two lines': 'First line.\nSecond line.',
  paragraphs: 'A paragraph.\n\nAnother one, with `code` and a list:\n- one\n- two',
  'starts with a line end': '\nAfter a line end.',
  'ends with a line end': 'Before a line end.\n',
  'only a line end': '\n',
  'blank line of spaces': 'a\n   \nb',
  'indented lines': '  indented\n\tand tabbed',
  'quotes and slashes': 'it\'s "quoted" // not a comment /* nor this, and a/b',
  'escaped comment end': 'ends *\\/ here, \\@tag',
};

const INTERFACES: Record<string, InterfaceDeclarationStructure> = {
  empty: iface('Empty', [], { isExported: true }),
  'no properties key': iface('Bare', undefined),
  'not exported': iface('Local', [prop('a', 'string')]),
  'default export': iface('Default', [prop('a', 'string')], { isDefaultExport: true, isExported: true }),
  declared: iface('Declared', [prop('a', 'string')], { hasDeclareKeyword: true, isExported: true }),
  'optional and readonly combinations': iface(
    'Flags',
    [
      prop('plain', 'string'),
      prop('optional', 'string | undefined', { hasQuestionToken: true }),
      prop('fixed', 'number', { isReadonly: true }),
      prop('both', 'readonly Flags[] | undefined', { isReadonly: true, hasQuestionToken: true }),
      prop('untyped', undefined),
      prop('blank', '  '),
      prop('explicitFalse', 'boolean', { isReadonly: false, hasQuestionToken: false }),
    ],
    { isExported: true },
  ),
  'quoted keys and literal types': iface('Quoted', [
    prop("'first-name'", "'a' | 'b'", { isReadonly: true }),
    prop('"double"', '"x" | 1 | null', { hasQuestionToken: true }),
    prop("'{brace}'", '{ readonly hasMore: boolean }'),
    prop("'it\"s'", "'$'"),
  ]),
  'docs everywhere': iface(
    'Documented',
    Object.entries(DOCS).map(([label, doc], i) =>
      prop(`p${i}`, 'string', { docs: [doc, `Second doc: ${label}.`], isReadonly: true }),
    ),
    { isExported: true, docs: Object.values(DOCS) },
  ),
  'property without docs after documented ones': iface('Mixed', [
    prop('a', 'string', { docs: ['A.'] }),
    prop('b', 'string'),
    prop('c', 'string', { docs: [] }),
  ]),
};

describe('printInterface', () => {
  it.each(Object.entries(INTERFACES))('prints %s as ts-morph does', (_label, structure) => {
    const text = printInterface(structure);
    expect(text).toBeDefined();
    expect(text).toBe(byTsMorph(structure));
  });

  it.each(Object.entries(DOCS))(
    'prints a doc that is %s as ts-morph does, on the interface and on a property',
    (_label, doc) => {
      const structure = iface('Doc', [prop('a', 'string', { docs: [doc] })], { docs: [doc] });
      expect(printInterface(structure)).toBe(byTsMorph(structure));
    },
  );

  const notHandled: Record<string, InterfaceDeclarationStructure> = {
    methods: iface('WithMethod', [prop('a', 'string')], {
      methods: [{ name: 'go', returnType: 'void', parameters: [{ name: 'x', type: 'number' }] }],
    }),
    'type parameters': iface('Generic', [prop('a', 'T')], { typeParameters: ['T'] }),
    extends: iface('Derived', [prop('a', 'string')], { extends: ['Base'] }),
    'a type written by a function': iface('Written', [prop('a', (w) => w.write('string'))]),
    'a type over two lines': iface('Wide', [prop('a', '{\n  b: string;\n}')]),
    'a name with a backslash': iface('Escaped', [prop("'a\\'b'", 'string')]),
    'a template literal type': iface('Template', [prop('a', '`x${string}`')]),
    'a doc with a CR': iface('Cr', [prop('a', 'string', { docs: ['one\r\ntwo'] })]),
    'a doc that ends its comment': iface('Closes', [prop('a', 'string', { docs: ['a */ b'] })]),
    'a jsdoc structure': iface('Tagged', [
      prop('a', 'string', { docs: [{ description: 'A.', tags: [{ tagName: 'deprecated' }] }] }),
    ]),
    'an initializer': iface('Init', [prop('a', 'string', { initializer: "'x'" })]),
    trivia: iface('Trivia', [prop('a', 'string')], { leadingTrivia: '// lead' }),
  };

  it.each(Object.entries(notHandled))(
    'leaves an interface with %s to ts-morph, which still prints it',
    (_label, structure) => {
      expect(printInterface(structure)).toBeUndefined();
      const printed = printStatements([structure]);
      expect(printed).toBe(`${byTsMorph(structure)}\n`);
      expect(printed).toContain(`interface ${structure.name}`);
    },
  );
});

describe('printTypeAlias', () => {
  it.each([
    [
      'exported, documented',
      alias('Order', "readonly [] | readonly ['a']", { isExported: true, docs: [DOCS.paragraphs!, 'One line.'] }),
    ],
    ['not exported', alias('Local', 'string')],
    ['declared default', alias('D', 'number', { isDefaultExport: true, hasDeclareKeyword: true })],
    ['an empty doc', alias('E', 'never', { isExported: true, docs: [''] })],
  ])('prints an alias %s as ts-morph does', (_label, structure) => {
    expect(printTypeAlias(structure)).toBeDefined();
    expect(printTypeAlias(structure)).toBe(byTsMorph(structure));
  });

  it.each([
    ['type parameters', alias('Box', 'T[]', { typeParameters: ['T'] })],
    ['a type over two lines', alias('Wide', '{\n  a: string;\n}')],
    ['a blank type', alias('Blank', ' ')],
    ['a type written by a function', alias('Written', (w) => w.write('string'))],
  ])('leaves an alias with %s to ts-morph', (_label, structure) => {
    expect(printTypeAlias(structure)).toBeUndefined();
  });
});

/** What printStatements printed before interfaces and aliases were printed as text (for one-line declarations). */
function printedByTsMorph(statements: readonly StatementStructures[]): string {
  const asText = statements.map((s) => (s.kind === StructureKind.Interface ? s : byTsMorph(s)));
  return tsMorph.printStructure({ kind: StructureKind.SourceFile, statements: asText }, PRINT_OPTIONS);
}

const variable = (name: string, initializer: string): StatementStructures => ({
  kind: StructureKind.VariableStatement,
  declarationKind: VariableDeclarationKind.Const,
  isExported: true,
  declarations: [{ name, initializer }],
});

describe('printStatements with interfaces and aliases as text', () => {
  it('prints a module of imports, aliases, constants and interfaces as ts-morph does', () => {
    const statements: StatementStructures[] = [
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['A'], moduleSpecifier: './a.js' },
      INTERFACES['docs everywhere']!,
      alias('Name', "'a' | 'b'", { isExported: true, docs: ['Names.'] }),
      INTERFACES.empty!,
      variable('x', "Object.freeze({ a: '{' })"),
      INTERFACES['quoted keys and literal types']!,
      INTERFACES['not exported']!,
    ];
    expect(printStatements(statements)).toBe(printedByTsMorph(statements));
  });

  it('hands ts-morph neither the interfaces nor the aliases it prints as text, and prints the module once', () => {
    const statements: StatementStructures[] = [
      variable('x', "'a'"),
      INTERFACES['docs everywhere']!,
      alias('A', 'string'),
      INTERFACES.empty!,
    ];
    const printStructure = vi.spyOn(tsMorph, 'printStructure');
    try {
      printStatements(statements);
      const kinds = printStructure.mock.calls.map(([structure]) => structure.kind);
      expect(kinds).toEqual([StructureKind.VariableStatement, StructureKind.SourceFile]);
    } finally {
      printStructure.mockRestore();
    }
  });

  it('gives an interface to ts-morph when what comes before leaves its writer inside a template string', () => {
    // The writer takes `'\\'` for an open string, so the backtick after it opens a template that never closes;
    // ts-morph then writes the interface's lines without their indent.
    const statements: StatementStructures[] = [
      variable('x', "'\\\\' + '`'"),
      INTERFACES['optional and readonly combinations']!,
    ];
    const printed = printStatements(statements);
    expect(printed).toBe(printedByTsMorph(statements));
    expect(printed).toContain('\nplain: string;');
  });

  const code = fc.constantFrom("'a'", '"b"', '{', '}', '$', '`', '\\', '/', '*', '|', ' ', 'x', '1', "'\\\\'", '\n');
  const text = (parts: fc.Arbitrary<string>) => fc.array(parts, { maxLength: 6 }).map((p) => p.join(''));
  const docPart = fc.constantFrom('a', ' ', '\n', '*', '/', '*/', '`', "'", '@', '\r', '\\', '{', '}', '-');
  const property = fc.record(
    {
      name: fc.oneof(fc.constantFrom('a', 'b2', "'k-1'"), text(code)),
      type: fc.oneof(fc.constantFrom('string', "'x' | null", undefined), text(code)),
      isReadonly: fc.boolean(),
      hasQuestionToken: fc.boolean(),
      docs: fc.array(text(docPart), { maxLength: 2 }),
    },
    { requiredKeys: ['name'] },
  );
  const statement: fc.Arbitrary<StatementStructures> = fc.oneof(
    fc
      .record({
        name: fc.constantFrom('I', 'J'),
        properties: fc.array(property, { maxLength: 4 }),
        isExported: fc.boolean(),
        docs: fc.array(text(docPart), { maxLength: 2 }),
      })
      .map((s) =>
        iface(
          s.name,
          s.properties.map(({ name, type, ...more }) => prop(name, type, more)),
          { isExported: s.isExported, docs: s.docs },
        ),
      ),
    fc
      .record({
        type: fc.oneof(
          fc.constantFrom('string', "'a' | 'b'"),
          text(code).filter((t) => !t.includes('\n')),
        ),
        docs: fc.array(text(docPart), { maxLength: 2 }),
      })
      .map((s) => alias('T', s.type, { docs: s.docs })),
    text(code)
      .filter((t) => !t.includes('\n') && t.trim() !== '')
      .map((t) => variable('v', t)),
  );

  it('prints any mix of statements, hostile text included, as ts-morph does', () => {
    fc.assert(
      fc.property(fc.array(statement, { maxLength: 5 }), (statements) => {
        expect(printStatements(statements)).toBe(printedByTsMorph(statements));
      }),
      { numRuns: 500 },
    );
  });

  it('prints any interface it takes as ts-morph does', () => {
    let printed = 0;
    fc.assert(
      fc.property(statement, (s) => {
        if (s.kind !== StructureKind.Interface) return;
        const text = printInterface(s);
        if (text === undefined) return;
        printed++;
        expect(text).toBe(byTsMorph(s));
      }),
      { numRuns: 500 },
    );
    expect(printed).toBeGreaterThan(20);
  });
});
