/**
 * A spec of 400 operations generates through the whole pipeline (lint, bundle, model, every file), with one
 * declaration of each kind per operation. How long it takes is measured by bench/generator-scale.ts, not here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createShared, generatePackage } from '../../generator/generate.js';
import { OPERATIONS_PER_RESOURCE, scaleSpec } from '../fixtures/scale/spec.js';
import { ROOT } from './helpers.js';

const OPERATIONS = 400;
const tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-scale-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe(`a spec of ${OPERATIONS} operations`, async () => {
  const spec = path.join(tmp, 'scale.yaml');
  await writeFile(spec, stringify(scaleSpec(OPERATIONS / OPERATIONS_PER_RESOURCE)));
  const { files } = await generatePackage(await createShared(ROOT), {
    name: 'scale',
    spec,
    factory: 'createScaleClient',
  });
  const client = ts.createSourceFile('client.gen.ts', files.get('client.gen.ts') ?? '', ts.ScriptTarget.ES2022, true);
  const declared = (kind: ts.SyntaxKind) => client.statements.filter((s) => s.kind === kind);
  const operations = ts.createSourceFile(
    'operations.gen.ts',
    files.get('operations.gen.ts') ?? '',
    ts.ScriptTarget.ES2022,
    true,
  );

  it('parses without errors', () => {
    expect((client as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
  });

  it('has one method, one frozen descriptor and one function per operation, in spec order', () => {
    const api = declared(ts.SyntaxKind.InterfaceDeclaration).find(
      (s) => (s as ts.InterfaceDeclaration).name.text === 'ScaleClient',
    ) as ts.InterfaceDeclaration;
    const methods = api.members.filter(ts.isMethodSignature).map((m) => m.name.getText(client));
    expect(methods).toHaveLength(OPERATIONS);
    expect(new Set(methods).size).toBe(OPERATIONS);
    expect(methods.slice(0, OPERATIONS_PER_RESOURCE + 1)).toEqual([
      'createThing1',
      'listThing1',
      'getThing1',
      'reportThing1',
      'createThing2',
    ]);
    const descriptors = operations.statements
      .filter(ts.isVariableStatement)
      .flatMap((s) => s.declarationList.declarations)
      .filter((d) => /^\w+Operation & \w+Effect$/.test(d.type?.getText(operations) ?? ''));
    expect(descriptors.map((d) => d.name.getText(operations))).toEqual(methods.map((m) => `${m}Operation`));
    const functions = operations.statements.filter(ts.isFunctionDeclaration).map((f) => f.name?.text);
    expect(functions).toEqual(['createScaleCore', ...methods]);
  });

  it('has the per-operation types: inputs, queries and report rows', () => {
    const names = [
      ...declared(ts.SyntaxKind.TypeAliasDeclaration),
      ...declared(ts.SyntaxKind.InterfaceDeclaration),
    ].map((s) => (s as ts.TypeAliasDeclaration | ts.InterfaceDeclaration).name.text);
    const resources = OPERATIONS / OPERATIONS_PER_RESOURCE;
    for (const suffix of ['Input', 'Query', 'Row'])
      expect(
        names.filter((n) => n.endsWith(suffix)),
        suffix,
      ).toHaveLength(resources * (suffix === 'Input' ? 2 : 1));
  });

  it('lists every operation in schema.gen.ts and in the README', () => {
    const schema = files.get('schema.gen.ts') ?? '';
    expect(schema.match(/^ {4}(create|list|get|report)Thing\d+: \{$/gm)).toHaveLength(OPERATIONS);
    const rows = (files.get('README.md') ?? '').split('\n').filter((line) => /^\| `\w+` \| `(GET|POST) /.test(line));
    expect(rows).toHaveLength(OPERATIONS);
  });
});
