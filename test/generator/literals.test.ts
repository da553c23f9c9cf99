import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { docCode, docExample, docLine, docText } from '../../generator/text/jsdoc.js';
import { propertyKey, tsLiteral, tsString } from '../../generator/text/literals.js';

/** Parses `const x = <literal>;` with the TypeScript parser and returns the literal's value and any syntax errors. */
function parseLiteral(literal: string): { value: string | undefined; statements: number; errors: number } {
  const file = ts.createSourceFile('x.ts', `const x = ${literal};`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0];
  let value: string | undefined;
  if (statement !== undefined && ts.isVariableStatement(statement)) {
    const init = statement.declarationList.declarations[0]?.initializer;
    if (init !== undefined && ts.isStringLiteral(init)) value = init.text;
  }
  const diagnostics = (file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
  return { value, statements: file.statements.length, errors: diagnostics.length };
}

describe('tsString', () => {
  it.each([
    ['quote', "it's"],
    ['backslash', 'a\\b'],
    ['newline', 'a\nb'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
    ['template syntax', '`${process.exit(1)}`'],
    ['comment end', '*/ console.log(1) /*'],
    ['break out', "'); process.exit(1); ('"],
    ['control char', 'a\u0000b\u001bc'],
    ['emoji', 'mail 📬'],
  ])('keeps a %s inside one single-line literal', (_name, value) => {
    const literal = tsString(value);
    expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(parseLiteral(literal)).toEqual({ value, statements: 1, errors: 0 });
  });

  it('round-trips any string through the TypeScript parser', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(parseLiteral(tsString(value))).toEqual({ value, statements: 1, errors: 0 });
      }),
      { numRuns: 300 },
    );
  });
});

describe('propertyKey and tsLiteral', () => {
  it.each([
    ['platformId', 'platformId'],
    ['Customer.email', "'Customer.email'"],
    ['class', "'class'"],
    ["it's", "'it\\'s'"],
  ])('property key of %j is %s', (name, key) => {
    expect(propertyKey(name)).toBe(key);
  });

  it.each([
    [true, 'true'],
    [null, 'null'],
    [3, '3'],
    ['a', "'a'"],
  ] as const)('literal of %j is %s', (value, literal) => {
    expect(tsLiteral(value)).toBe(literal);
  });
});

describe('doc comment text', () => {
  it.each([
    ['comment end is broken up', 'a */ b', 'a *\\/ b'],
    ['U+2028 becomes a line end', 'a\u2028b', 'a\nb'],
    ['U+2029 becomes a line end', 'a\u2029b', 'a\nb'],
    ['U+0085 becomes a line end', 'a\u0085b', 'a\nb'],
    ['CRLF becomes LF', 'a\r\nb', 'a\nb'],
    ['a leading @ cannot start a tag', 'x\n  @deprecated no', 'x\n  \\@deprecated no'],
    ['an @ after a space cannot start a tag', 'see @deprecated here', 'see \\@deprecated here'],
    ['an inline tag is escaped', 'a {@link javascript:x} b', 'a {\\@link javascript:x} b'],
    ['an @ inside a word stays', 'mail from@mini.test', 'mail from@mini.test'],
    ['an escaped @ is not escaped twice', 'a \\@b', 'a \\@b'],
    ['controls become U+FFFD', 'a\u0000b\u001bc', 'a\uFFFDb\uFFFDc'],
    ['a lone surrogate becomes U+FFFD', 'a\udc00b', 'a\uFFFDb'],
    ['blank edges are trimmed', '\n\nx  \n\n', 'x'],
    ['missing text is empty', undefined, ''],
  ])('%s', (_name, input, expected) => {
    expect(docText(input)).toBe(expected);
  });

  it('docLine collapses to one line, docCode makes a code span and docExample escapes code', () => {
    expect(docLine('a\n b\u2028c */')).toBe('a b c *\\/');
    expect(docCode('a`b @c')).toBe('``a`b \\@c``');
    expect(docExample("x('*/', ' @x', 'a@b')\u2028y")).toBe("x('*\\/', ' \\@x', 'a@b')\ny");
  });

  it('no text can end the comment or add a tag, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const doc = docText(text).split('\n').join('\n * ');
        const source = `/**\n * ${doc}\n * @param x - ${docLine(text)}\n */\nexport const x = 1;\n`;
        const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.ES2022, true);
        expect(file.statements).toHaveLength(1);
        const tags = ts.getJSDocTags(file.statements[0] as ts.Node).map((t) => t.tagName.text);
        expect(tags).toEqual(['param']);
        expect(
          ts
            .getJSDocCommentsAndTags(file.statements[0] as ts.Node)
            .flatMap((d) =>
              ts.isJSDoc(d) && Array.isArray(d.comment)
                ? d.comment.filter((c) => c.kind !== ts.SyntaxKind.JSDocText)
                : [],
            ),
        ).toEqual([]);
      }),
      { numRuns: 300, seed: 20240601 },
    );
  });
});
