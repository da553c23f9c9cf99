/**
 * client.gen.ts states each piece of documentation once: a method's doc on its first overload only, the meaning
 * of a status shared by the API's operations on the client interface, the error-code table on the code map, a
 * query parameter's description on its query type. Written per overload and per method, the same text filled
 * most of the mail client. Checked on every generated package with one method per operation and the fixture with
 * overloads,
 * together with its operations.gen.ts: the code map is declared there, and the operation functions link their
 * methods instead of repeating what these say.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sharedStatuses } from '../../generator/emit/client-errors.js';
import { docLine } from '../../generator/text/jsdoc.js';
import { loadSpec } from '../../generator/load/load-spec.js';
import { buildApiModel } from '../../generator/model/model-api.js';
import type { ApiModel } from '../../generator/model/model.js';
import { fixturePackage, operationPackages, ROOT } from './helpers.js';

const CASES = [
  ...operationPackages.map((pkg) => [pkg.name, pkg, `generated/${pkg.name}/client.gen.ts`] as const),
  ['mini fixture', fixturePackage('mini'), 'test/fixtures/mini/out/client.gen.ts'] as const,
];

/** The text of every doc comment of the file, its `*` margins removed and whitespace runs made one space. */
function docTexts(source: string): string {
  const blocks = source.match(/\/\*\*[\s\S]*?\*\//g) ?? [];
  return blocks
    .map((b) =>
      b
        .slice(3, -2)
        .replace(/^[ \t]*\* ?/gm, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('\n');
}

function occurrences(haystack: string, needle: string): number {
  return needle === '' ? 0 : haystack.split(needle).length - 1;
}

describe.each(CASES)('client.gen.ts of %s', async (_name, pkg, file) => {
  const model: ApiModel = buildApiModel(await loadSpec(ROOT, pkg.spec), pkg);
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const docs = docTexts(
    `${source}\n${readFileSync(path.join(ROOT, file.replace('client.gen.ts', 'operations.gen.ts')), 'utf8')}`,
  );
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const client = sourceFile.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === model.names.client,
  );

  it('documents each method once, on its first signature', () => {
    const byName = new Map<string, ts.MethodSignature[]>();
    for (const member of client?.members ?? []) {
      if (!ts.isMethodSignature(member)) continue;
      const name = member.name.getText().replace(/^'|'$/g, '');
      byName.set(name, [...(byName.get(name) ?? []), member]);
    }
    expect([...byName.keys()]).toEqual(expect.arrayContaining(model.operations.map((op) => op.methodName)));
    for (const [name, overloads] of byName) {
      const documented = overloads.map((m) => ts.getJSDocCommentsAndTags(m).length > 0);
      expect({ name, documented }).toEqual({ name, documented: overloads.map((_m, i) => i === 0) });
    }
  });

  it.each(model.operations.filter((op) => op.description !== undefined).map((op) => [op.methodName, op] as const))(
    'writes the description of %s once',
    (_method, op) => {
      expect(occurrences(docs, docLine(op.description))).toBe(1);
    },
  );

  it('states the meaning of each shared status once, on the client interface', () => {
    const shared = sharedStatuses(model);
    if (pkg.name === 'mail')
      expect([...shared.keys()]).toEqual(['401', '403', '404', '405', '409', '413', '429', '500', '503']);
    if (pkg.name === 'database') expect([...shared.keys()]).toEqual(['401', '403', '404', '405', '429', '500', '503']);
    const clientDoc = docTexts(client?.getFullText() ?? '').split('\n')[0] ?? '';
    for (const [status, text] of shared) {
      expect({ status, count: occurrences(docs, text) }).toEqual({ status, count: 1 });
      expect(clientDoc).toContain(text);
    }
  });

  it('writes the error-code table once', () => {
    for (const code of model.errorCodes?.codes ?? []) {
      const properties = code.properties.map((p) => docLine(p)).join(' or ');
      const line = `${code.code.text}\`${properties === '' ? '' : ` (${properties})`}: ${docLine(code.description)}`;
      expect({ code: code.code.text, count: occurrences(docs, line) }).toEqual({ code: code.code.text, count: 1 });
    }
  });

  it('writes each query parameter description once', () => {
    const described = model.operations.flatMap((op) =>
      op.queryParams.map((q) => docLine(q.description)).filter((d) => d !== ''),
    );
    for (const text of new Set(described)) expect({ text, count: occurrences(docs, text) }).toEqual({ text, count: 1 });
  });
});
