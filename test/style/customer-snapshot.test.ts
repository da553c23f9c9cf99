/**
 * specs/records/ holds the customer's account, whatever it is: a test that reads it, or the package generated from
 * it (generated/records/, `@platform-sdk/records`), passes or fails with that account. Only the tests of READERS
 * read it on purpose, and each of them passes for any account; every other test takes a fixture account of its own
 * from test/fixtures/. A path of the snapshot may still be a label: the name a message or a header gives a file.
 *
 * The check reads the syntax tree of every test file (TypeScript's parser): an import of the package, a path of the
 * snapshot given to a call that opens or resolves a file, in a command line (an array with an `--option`) or as a
 * whole entry of an `it.each` table; and the reads that name no path: the project's whole package list
 * (generator/packages.ts, the customer's records package among its packages) and a call that reads every package
 * of the project at its root (`buildPackages(ROOT, …)`, `buildSite(ROOT, …)`). The tests of READERS
 * (snapshot-readers.ts) write no version out in an expectation: the records package's version is the account's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { handWrittenFiles, ROOT } from './project-files.js';
import { READER_FILES as READERS } from './snapshot-readers.js';

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
  'readInputFile',
  'import',
  'require',
]);

/** The module of the project's package list, whose records package is the customer's snapshot. */
const PACKAGE_LIST = /(^|\/)generator\/packages(\.[jt]s)?$/;
/** Calls that read every package of the project whose root they are given, the records package with them. */
const PROJECT_READS = new Set(['buildPackages', 'buildSite']);
/** Narrowings of the package list to one package or some, which a test picks by what it needs. */
const NARROWINGS = new Set(['find', 'filter']);
/** A semantic version, as a changelog heading or a package.json has it. */
const VERSION = /(^|[^\w.])\d+\.\d+\.\d+(?![\w.])/;

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

/** The local names `source` gives the package list of generator/packages.ts (`packages`, or as renamed). */
function packageListNames(tree: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!PACKAGE_LIST.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      if ((element.propertyName ?? element.name).text === 'packages' && !element.isTypeOnly)
        names.add(element.name.text);
  }
  return names;
}

/** Whether `node` is the whole package list: a use of it that is no `packages.find(…)` or `packages.filter(…)`. */
function wholeList(node: ts.Identifier, names: ReadonlySet<string>): boolean {
  if (!names.has(node.text)) return false;
  const parent = node.parent;
  if (ts.isImportSpecifier(parent)) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  return !(ts.isPropertyAccessExpression(parent) && NARROWINGS.has(parent.name.text));
}

/** Whether `node` is a call of `expect`, or a matcher called on one (`expect(x).not.toBe(y)`). */
function expectation(node: ts.CallExpression): boolean {
  let callee: ts.Expression = node.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee))
    callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
  return ts.isIdentifier(callee) && callee.text === 'expect';
}

/**
 * `file:line what` of every version written out in an expectation of `source`: in a test that reads the customer's
 * snapshot, the records package's version (and so its changelog's sections) is whatever the account's history says.
 */
export function fixedVersions(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && expectation(node)) {
      const versions = node.arguments.flatMap(literals).filter((piece) => VERSION.test(piece));
      if (versions.length > 0) {
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
        found.push(`${file}:${line + 1} expects ${versions.map((v) => JSON.stringify(v)).join(', ')}`);
      }
    }
    node.forEachChild(visit);
  };
  visit(tree);
  return found;
}

/** `file:line what` of every read of the customer's snapshot or import of its package in `source`. */
export function snapshotReads(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push(`${file}:${line + 1} ${what}`);
  };
  const lists = packageListNames(tree);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && wholeList(node, lists)) at(node, `takes every package of ${node.text}`);
    if (ts.isCallExpression(node) && PROJECT_READS.has(calleeName(node) ?? '')) {
      const [first] = node.arguments;
      if (first !== undefined && ts.isIdentifier(first) && first.text === 'ROOT')
        at(node, `reads the project's packages with ${calleeName(node)}(ROOT, …)`);
    }
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

  it.each(FOLDERS)('is read in %s by tests that expect no version written out', (folder) => {
    const versions = handWrittenFiles(folder, SOURCE)
      .filter((file) => READERS.includes(file))
      .flatMap((file) => fixedVersions(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(versions, "read the version from the package's package.json or the snapshot's history.json").toEqual([]);
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
    [
      'the package list',
      "import { packages } from '../../generator/packages.js'; it.each(packages)('%s', f);",
      'takes',
    ],
    ['the list renamed', "import { packages as all } from '../generator/packages.ts'; const n = all.length;", 'takes'],
    [
      'the list spread',
      "import { packages } from '../../generator/packages.js'; f(['runtime', ...packages]);",
      'takes',
    ],
    ['every package built', 'await buildPackages(ROOT, outDir, undefined, { cli: false });', 'reads'],
    ['the site', "site = await buildSite(ROOT, path.join(ROOT, 'site'));", 'reads'],
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
    ['one package of the list', "import { packages } from '../generator/packages.js'; packages.find(isMail);"],
    ['the list narrowed', "import { packages } from '../generator/packages.js'; packages.filter((p) => !p.records);"],
    ['a list of its own', "import { NPM_SCOPE } from '../generator/packages.js'; f(packages);"],
    ['a project of its own', 'const { files } = await generate(copy, [RECORDS]);'],
    ['a records snapshot of its own', 'const { model } = await loadRecordsModel(ROOT, packageOf(fixture));'],
  ])('lets %s pass', (_name, line) => {
    expect(snapshotReads('sample.test.ts', `${line}\n`)).toEqual([]);
  });

  it.each([
    ['a changelog section', "expect(changelog).toContain('\\n## 0.1.0\\n');", '"\\n## 0.1.0\\n"'],
    ['a version after a matcher', "expect(manifest.version, 'records').not.toBe('2.0.0');", '"2.0.0"'],
    [
      'a version in a template',
      'expect(line).toBe(`@platform-sdk/records 0.1.0 -> ${next}`);',
      '"@platform-sdk/records 0.1.0 -> "',
    ],
    ['a version in a table', "expect(headings).toEqual(['## 2.0.0', '## 1.0.0']);", '"## 2.0.0", "## 1.0.0"'],
  ])('finds a version written out in an expectation: %s', (_name, line, versions) => {
    expect(fixedVersions('sample.test.ts', `// a test\n${line}\n`)).toEqual([`sample.test.ts:2 expects ${versions}`]);
  });

  it.each([
    ['a version read', 'expect(changelog).toContain(`\\n## ${manifest.version}\\n`);'],
    ['a version outside expectations', "await writeFile(file, JSON.stringify({ version: '9.0.0' }));"],
    ['a Node version', "expect(await node(['--version'], '22')).toMatch(/^v22/);"],
    ['a date', "expect(answer.protocolVersion).toBe('2025-06-18');"],
    ['an address', "expect(url).toBe('http://127.0.0.1:4010/');"],
    ['a version inside a call', "expect(await read(path.join(dir, '1.0.0', 'x'))).toBe(text);"],
  ])('lets pass: %s', (_name, line) => {
    expect(fixedVersions('sample.test.ts', `${line}\n`)).toEqual([]);
  });
});
