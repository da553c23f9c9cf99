/**
 * specs/records/ holds the customer's account, whatever it is: a test that reads it, or the package generated from
 * it (generated/records/, `@platform-sdk/records`), passes or fails with that account. Only the tests of READERS
 * read it on purpose, and each of them passes for any account; every other test takes a fixture account of its own
 * from test/fixtures/. A path of the snapshot may still be a label: the name a message or a header gives a file.
 *
 * The check reads the syntax tree of every test file (TypeScript's parser): an import of the package, and a path
 * of the snapshot given to a call that opens or resolves a file, in a command line (an array with an `--option`)
 * or as a whole entry of an `it.each` table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { handWrittenFiles, ROOT } from './project-files.js';

/** The tests that read the customer's snapshot on purpose, each passing for any account it holds. */
export const READERS = [
  // A fresh clone of the repository, the customer's own account fetched into it and then none.
  'test/repository/own-account.test.ts',
  // fetch-specs writing the snapshot of a copy of the project of its own, and generating from it.
  'test/integration/fetch-specs.test.ts',
];

/** The folders whose source files are checked (the benchmarks too); output and installs are skipped. */
const FOLDERS = ['test', 'bench'];
const SOURCE = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'];

/** A path into the snapshot or its package, relative or absolute, written in one piece or in several. */
const SNAPSHOT_PATH = /(^|\/)(specs|generated)\/records(\/|$)/;
/** A literal that is nothing but such a path: in a table of `it.each`, the file each case reads. */
const WHOLE_PATH = /^(\.{1,2}\/)*(specs|generated)\/records(\/[\w.-]+)*\/?$/;
const PACKAGE = /^@platform-sdk\/records(\/|$)/;
/** Calls whose arguments name a file to read, copy, resolve or import. */
const OPENS = new Set([
  'join',
  'resolve',
  'readFile',
  'readFileSync',
  'readdir',
  'readdirSync',
  'existsSync',
  'stat',
  'statSync',
  'lstat',
  'access',
  'cp',
  'cpSync',
  'copyFile',
  'createReadStream',
  'pathToFileURL',
  'URL',
  'loadSpec',
  'readRecordsInput',
  'import',
  'require',
]);

/** The text of a string literal or a piece of a template, else undefined. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) return node.text;
  return undefined;
}

/** The literal texts inside `node`, in order, without entering calls (each call is looked at by itself). */
function literals(node: ts.Node): string[] {
  const text = literalText(node);
  if (text !== undefined) return [text];
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return [];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...literals(child));
  });
  return found;
}

/** The last name of a callee: `readFile`, `path.join` and `fs.promises.readFile` give `readFile` and `join`. */
function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return 'import';
  if (ts.isIdentifier(node.expression)) return node.expression.text;
  if (ts.isPropertyAccessExpression(node.expression)) return node.expression.name.text;
  return undefined;
}

/** Whether the pieces, joined as path segments, are a path of the snapshot. */
const namesSnapshot = (pieces: readonly string[]): boolean => SNAPSHOT_PATH.test(pieces.join('/').replace(/\/+/g, '/'));

/** `file:line what` of every read of the customer's snapshot or import of its package in `source`. */
export function snapshotReads(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push(`${file}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) && PACKAGE.test(node.text)) {
      const parent = node.parent;
      const imported =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isExternalModuleReference(parent) ||
        (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) ||
        (ts.isCallExpression(parent) && ['import', 'require', 'mock'].includes(calleeName(parent) ?? ''));
      if (imported) at(node, `imports ${node.text}`);
    }
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && OPENS.has(calleeName(node) ?? '')) {
      const pieces = (node.arguments ?? []).flatMap(literals);
      if (namesSnapshot(pieces)) at(node, `reads ${pieces.join(', ')}`);
    }
    if (ts.isCallExpression(node) && calleeName(node) === 'each') {
      const paths = node.arguments.flatMap(literals).filter((piece) => WHOLE_PATH.test(piece));
      if (paths.length > 0) at(node, `tests each of ${paths.join(', ')}`);
    }
    if (ts.isArrayLiteralExpression(node)) {
      const pieces = node.elements.map(literalText);
      const option = pieces.some((piece) => piece?.startsWith('--'));
      const snapshot = node.elements
        .filter((element) => !ts.isArrayLiteralExpression(element))
        .flatMap(literals)
        .filter((piece) => namesSnapshot([piece]));
      if (option && snapshot.length > 0) at(node, `gives a command ${snapshot.join(', ')}`);
    }
    node.forEachChild(visit);
  };
  visit(tree);
  return found;
}

describe("the customer's snapshot in tests", () => {
  it.each(FOLDERS)('is read in %s only by the tests that mean to, which pass for any account', (folder) => {
    const files = handWrittenFiles(folder, SOURCE);
    expect(files.length).toBeGreaterThan(0);
    const reads = files
      .filter((file) => !READERS.includes(file))
      .flatMap((file) => snapshotReads(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(reads, 'use a fixture account of test/fixtures/ (demo-account) instead').toEqual([]);
  });

  it('still has every test it lets read the snapshot', () => {
    expect(READERS.filter((file) => handWrittenFiles(path.dirname(file), SOURCE).includes(file))).toEqual(READERS);
  });

  it.each([
    ['a static import', "import { createRecordsClient } from '@platform-sdk/records';", 'imports'],
    ['a type import', "type T = import('@platform-sdk/records').MemberRecord;", 'imports'],
    ['a dynamic import', "const records = await import('@platform-sdk/records');", 'imports'],
    ['a joined path', "readFileSync(path.join(ROOT, 'specs/records/openapi.json'), 'utf8');", 'reads'],
    ['a path in segments', "const dir = path.join(ROOT, 'specs', 'records');", 'reads'],
    ['a template', 'await readFile(`${ROOT}/specs/records/apidefinitions.json`);', 'reads'],
    ['a relative URL', "new URL('../../specs/records/openapi.json', import.meta.url);", 'reads'],
    ['the generated package', "await readdir(path.join(ROOT, 'generated/records'));", 'reads'],
    ['a table of files', "it.each(['specs/records/openapi.json', 'test/fixtures/a.json'])('reads %s', read);", 'tests'],
    ['a command line', "const args = ['--spec', 'specs/records/openapi.json', '--name', 'x'];", 'gives a command'],
  ])('finds %s, naming the file and the line', (_name, line, what) => {
    expect(snapshotReads('sample.test.ts', `// a test\n${line}\n`)).toEqual([
      expect.stringMatching(`^sample\\.test\\.ts:2 ${what} `),
    ]);
  });

  it.each([
    ['a label of a message', "expect(error.message).toContain('specs/records/names.json:3:5');"],
    ['the name a document is given', "modelRecords(specFrom(doc, 'specs/records/openapi.json'), extras);"],
    ['a table of messages', "it.each([['gone', 'specs/records/names.json:3:5 names nothing']])('%s', check);"],
    ['a fixture account', "readFileSync(path.join(ROOT, 'test/fixtures/demo-account/snapshot/openapi.json'));"],
    ['another package', "import { createDatabaseClient } from '@platform-sdk/database';"],
    ['a comment', "// not the customer's specs/records/ but import('@platform-sdk/records') of the demo"],
  ])('lets %s pass', (_name, line) => {
    expect(snapshotReads('sample.test.ts', `${line}\n`)).toEqual([]);
  });
});
