/**
 * Spec text becomes code: the hostile fixture puts comment terminators, backticks, `${`, U+2028/U+2029, quotes,
 * reserved words and names that need case conversion everywhere the generator copies spec text. The output
 * must be valid code in which no spec text runs: it type-checks, and outside comments and string literals
 * there is no trace of the injected statements.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/model/errors.js';
import { tsString } from '../../generator/text/literals.js';
import { compile } from './compile.js';
import { fixtureFiles, fixtureModel, ROOT } from './helpers.js';
import { markdownShape } from './output-shape.js';

const OUT = 'test/fixtures/hostile/out';
/** The `x-pattern` of the region variable and the `pattern` of the class path parameter, as the spec holds them. */
const REGION_PATTERN = "^(?:eu'we`st|us\\\\\\\\east)$|\\*/ \\$\\{x\\} (globalThis as any)\\.__PWN__\\?\\.\\(\\) /\\*";
const CLASS_PATTERN = "^(?:[^!]*|!\\*/ \\$\\{x\\} console\\.log\\('pwned-pattern'\\) /\\*!)$";

/** Identifiers and template pieces outside comments and string literals. */
function codeTokens(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, text);
  const tokens: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (
      kind === ts.SyntaxKind.Identifier ||
      (kind >= ts.SyntaxKind.FirstTemplateToken && kind <= ts.SyntaxKind.LastTemplateToken)
    ) {
      tokens.push(scanner.getTokenText());
    }
  }
  return tokens;
}

describe('hostile spec text', async () => {
  const files = await fixtureFiles('hostile');

  it('matches the snapshots', async () => {
    for (const [name, content] of files) await expect(content).toMatchFileSnapshot(`../fixtures/hostile/out/${name}`);
  });

  it('type-checks with zero errors under the strict tsconfig', () => {
    const { diagnostics } = compile([path.join(ROOT, OUT, 'index.gen.ts')]);
    expect(diagnostics).toEqual([]);
  });

  it.each(['client.gen.ts', 'operations.gen.ts', 'schema.gen.ts', 'index.gen.ts'])(
    '%s runs none of the injected code',
    (name) => {
      const tokens = codeTokens(files.get(name) ?? '');
      for (const word of ['console', 'process', 'globalThis', 'pwned']) expect(tokens).not.toContain(word);
      expect(tokens.filter((t) => t.startsWith('`'))).toEqual([]);
    },
  );

  it('keeps every doc comment closed where the generator closed it', () => {
    const client = files.get('client.gen.ts') ?? '';
    expect(client).not.toMatch(/[\u2028\u2029]/);
    expect(client).toContain(" * Delete *\\/ console.log('pwned-summary') /*\n");
    expect(client).toContain('   * \\@deprecated that must not become a tag\n');
    expect(client).not.toContain('@deprecated The spec');
  });

  it.each([
    [
      'a reserved-word operationId stays the method name',
      '    delete(classValue: string, options?: CallOptions): Promise<void>;',
    ],
    ['a reserved-word path parameter is renamed, its wire name kept', "{ path: { 'class': classValue } }"],
    ['a reserved-word query parameter is a quoted key', "  readonly 'default': string;"],
    ['a CSV column with quotes is a quoted key', "  'it\\'s \"quoted\"': string;"],
    ['a schema name with a hyphen becomes PascalCase', "export type MyThing = components['schemas']['my-thing'];"],
    [
      'the error-code map takes the converted name',
      'export const hostileErrorCodes: Readonly<Record<HostileErrorCode, string>>',
    ],
    ['an error description stays one literal', "    E1: '\\'); process.exit(1); (\\' */ ${x} `y`'\n"],
    [
      'enum values with quotes, backticks and backslashes stay literals',
      "readonly region?: 'eu\\'we`st' | 'us\\\\\\\\east';",
    ],
    [
      'a property name that closes comments is a quoted key and a code span',
      "'*/ type __T = 1; (globalThis as any).__PWN__?.(); /*'?: MyThing['*/ type __T = 1; (globalThis as " +
        "any).__PWN__?.(); /*'] | Date",
    ],
    [
      'the x-count-of names are escaped in the input type doc',
      '/** The body `createThing` takes: `count *\\/ \\@deprecated` may be left out and is then filled in with the ' +
        'length of `items *\\/ (globalThis as any).__PWN__?.() /*`;',
    ],
    [
      'a query parameter name is escaped in @param',
      '@param query - Query parameters ({@link GetThingReportQuery}): `default`, `q *\\/ \\@deprecated (globalThis ' +
        'as any).__PWN__?.() /*`.',
    ],
    [
      'a query parameter description is escaped on its property',
      '    /** A query parameter whose name closes comments. */\n' +
        "    readonly 'q */ @deprecated (globalThis as any).__PWN__?.() /*'?: string | undefined;",
    ],
    [
      'the x-empty-when property and value are escaped in the overload doc',
      'With `dry *\\/ run \\@deprecated: "yes *\\/ (globalThis as any).__PWN__?.() /*"` the service answers with an ' +
        'empty body',
    ],
    [
      'an operationId with punctuation becomes camelCase',
      'getThingReport(classValue: string, query: GetThingReportQuery',
    ],
    [
      'CSV column values become a union of literals',
      "  'class': 'a\\'b' | '*/ `x` ${y} (globalThis as any).__PWN__?.() /*' | 'back\\\\slash';",
    ],
    [
      'an x-max-bytes property name is a quoted key of fieldMaxBytes',
      "    fieldMaxBytes: Object.freeze({ 'it\\'s': 100 })\n",
    ],
    [
      'an x-max-bytes property name is a code span in @throws',
      "   * @throws {PayloadTooLargeError} Refused before sending: `it's` over 100 bytes (UTF-8).",
    ],
    [
      'an x-bigint property name is a literal type argument of JsonInput',
      "createThing(body: JsonInput<CreateThingInput, 'big */ id @deprecated'>, options?: CallOptions)",
    ],
    [
      'the rate-limit bucket is a literal',
      "  rateLimit: Object.freeze({ perSecond: 2.5, burst: 3, bucket: 'hostile-things' }),",
    ],
    ['an x-pattern is one literal in serverVariables', `option: 'region', pattern: ${tsString(REGION_PATTERN)},`],
    [
      'a path pattern is one literal in pathParams',
      `pathParams: Object.freeze({ 'class': Object.freeze({ 'type': 'string', pattern: ${tsString(CLASS_PATTERN)} }) ` +
        `})\n`,
    ],
  ])('%s', (_name, snippet) => {
    // The client and its tree-shakable operations (descriptors, error-code map), without the bundler's pure marks.
    expect(
      `${files.get('client.gen.ts')}\n${files.get('operations.gen.ts')}`.replaceAll('/*#__PURE__*/ ', ''),
    ).toContain(snippet);
  });

  it('keeps hostile patterns the regular expressions of the spec: the factory and path check apply them', async () => {
    const module = await import('../fixtures/hostile/out/index.gen.js');
    const urls: string[] = [];
    const fetch = (request: Request) => {
      urls.push(request.url);
      return Promise.resolve(new Response(null, { status: 200 }));
    };
    const options = {
      baseUrl: 'https://hostile.test',
      accessToken: 'token',
      rateLimit: false as const,
      fetch: fetch as typeof globalThis.fetch,
    };
    // Both enum values match the pattern only if every backslash of it survived.
    for (const region of ["eu'we`st", 'us\\\\east'] as const)
      expect(() => module.createHostileClient({ ...options, region })).not.toThrow();
    const client = module.createHostileClient(options);
    await expect(client.delete('A!')).rejects.toThrow(
      `delete was not sent because path parameter class must match ${CLASS_PATTERN} (got "A!").`,
    );
    // A value with `!` matches only the second branch, whose escapes must all have survived.
    const planted = "!*/ ${x} console.log('pwned-pattern') /*!";
    await client.delete(planted);
    expect(urls).toEqual([`https://hostile.test/v1/eu'we%60st/things/${encodeURIComponent(planted)}`]);
  });

  it('keeps README code fences longer than any backtick run in the examples', () => {
    const readme = files.get('README.md') ?? '';
    expect(readme).toContain("````ts\nimport { createHostileClient } from '@platform-sdk/hostile';");
    expect(readme).toContain("  '`tick`': '```',\n});\n````");
    expect(readme).toContain('| `delete` | `DELETE /things/{class}` |');
    expect(readme).toContain('**Hostile \\*/ API \\| with `backticks`**');
  });

  it("keeps spec text in the README as text: no raw HTML, only the template's code fences, no new blocks", () => {
    const shape = markdownShape(files.get('README.md') ?? '');
    expect(shape.filter((line) => line.startsWith('raw HTML') || line.startsWith('bad banner'))).toEqual([]);
    expect(shape.filter((line) => line.startsWith('fence open'))).toEqual([
      'fence open sh',
      'fence open ts',
      'fence open ts',
      'fence open ts',
      'fence open ts',
      'fence open ts',
    ]);
    expect(shape.filter((line) => line.startsWith('heading'))).toEqual([
      'heading # @platform-sdk/hostile',
      'heading ## Install',
      'heading ## Usage',
      'heading ## Smaller bundles',
      'heading ## Operations',
    ]);
  });

  it.each([
    [
      'a summary starting with a fence',
      '\\`\\`\\` Summary with \\${process.exit(1)} and \\*/ and \\<b onclick=alert(1)\\>bold\\</b\\>',
    ],
    ['HTML in the version', "(API version 1.0.0 \\<img src=x onerror=alert('version')\\>)"],
    ['HTML in an operation summary', "| Create \\<img src=x onerror=alert('summary')\\> a thing. |"],
    [
      'HTML in a server-variable description',
      '- `baseUrl` (required): Base \\*/ address \\${x} \\<img src=https://tracker.test/pixel.png\\>\n',
    ],
    ['a backtick in a path', '| ``POST /things`new`` |'],
    ['a backtick in a scope', '| ``things`write`` |'],
    ['a backtick in a server-variable default', "(default ``eu'we`st``)"],
  ])('escapes %s in the README', (_name, snippet) => {
    expect(files.get('README.md')).toContain(snippet);
  });

  it.each([
    ['client.gen.ts', ['example', 'param', 'returns', 'throws']],
    ['operations.gen.ts', ['example', 'param', 'returns']],
    ['schema.gen.ts', ['description', 'enum', 'example']],
  ])('%s has only the JSDoc tags the generator writes', (name, allowed) => {
    const file = ts.createSourceFile(name, files.get(name) ?? '', ts.ScriptTarget.ES2022, true);
    const tags = new Set<string>();
    const inline = new Set<string>();
    const declared = new Set<string>();
    for (const statement of file.statements) {
      if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations) declared.add(d.name.getText());
      else if (
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isFunctionDeclaration(statement)
      )
        declared.add(statement.name?.getText() ?? '');
      else if (ts.isImportDeclaration(statement) && statement.moduleSpecifier.getText().startsWith("'./")) {
        // What the package's own modules declare: the code map and the client interface, imported to be linked.
        const bindings = statement.importClause?.namedBindings;
        if (bindings !== undefined && ts.isNamedImports(bindings))
          for (const e of bindings.elements) declared.add(e.name.text);
      }
    }
    const visit = (node: ts.Node): void => {
      for (const doc of ts.getJSDocCommentsAndTags(node)) {
        if (!ts.isJSDoc(doc)) continue;
        for (const tag of doc.tags ?? []) tags.add(tag.tagName.text);
        for (const part of [doc.comment, ...(doc.tags ?? []).map((t) => t.comment)]) {
          if (typeof part === 'string') continue;
          for (const c of part ?? []) {
            if (c.kind === ts.SyntaxKind.JSDocText) continue;
            // The generator's own links to what the file declares (the client, the code map, a query type).
            inline.add(
              ts.isJSDocLink(c) && c.name !== undefined && c.text === ''
                ? `link ${c.name.getText()}`
                : ts.SyntaxKind[c.kind],
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    expect([...tags].sort()).toEqual(allowed);
    // A link to a member (`HostileClient.delete`) is to the member of a declared name.
    expect(
      [...inline].filter(
        (tag) => !(tag.startsWith('link ') && declared.has(tag.slice('link '.length).split('.')[0] ?? '')),
      ),
    ).toEqual([]);
  });

  it('runs nothing planted when the package is imported and its client created', async () => {
    const calls: string[] = [];
    const global = globalThis as { __PWN__?: () => void; pwned?: unknown };
    global.__PWN__ = () => calls.push('planted code ran');
    try {
      const module = await import('../fixtures/hostile/out/index.gen.js');
      module.createHostileClient({ baseUrl: 'https://hostile.test', accessToken: 'token', rateLimit: false });
    } finally {
      delete global.__PWN__;
    }
    expect(calls).toEqual([]);
    expect(global.pwned).toBeUndefined();
  });

  it('keeps package.json valid JSON', () => {
    expect(() => JSON.parse(files.get('package.json') ?? '')).not.toThrow();
  });
});

describe('names that collide after case conversion', () => {
  it.each([
    [
      'a server variable named like a runtime option',
      'test/fixtures/collisions/spec.yaml:16:7 [sdk/name-collision] server variable "fetch" becomes option "fetch", ' +
        'which the runtime already uses',
    ],
  ])('reports %s with the spec, the place and the rule', async (_name, line) => {
    const error = await fixtureModel('collisions').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).message.split('\n')).toContain(line);
  });
});
