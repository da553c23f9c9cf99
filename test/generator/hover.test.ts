/**
 * What an editor shows for a method of a generated client, through TypeScript's language service (the one
 * editors run): hovering a call, or a completion entry after `mail.`, shows the summary, every parameter's doc,
 * the runtime error class of every status the operation answers, and links to the error codes and the status
 * meanings, for every method and every overload, although the doc is written once per method (overloads after
 * the first have none; TypeScript shows the first one's for them). The operation functions of operations.gen.ts
 * (`getDelivery(mail, 123)`) show the summary, the core and every parameter, what they return, and link the
 * method for the rest (statuses, codes, retries), which is written once there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorClassOf } from '../../generator/emit/client-errors.js';
import { signatures } from '../../generator/emit/client-types.js';
import { docLine } from '../../generator/text/jsdoc.js';
import { loadSpec } from '../../generator/load/load-spec.js';
import { buildApiModel } from '../../generator/model/model-api.js';
import type { ApiModel, OperationModel } from '../../generator/model/model.js';
import { strictOptions } from './compile.js';
import { operationPackages, ROOT } from './helpers.js';

// A file that is not on disk: the language service reads it from here, everything else from the repository.
const PROBE = path.join(ROOT, 'test/generator/hover-probe.ts');

/** Calls of mail.sendDelivery that resolve to each of its three overloads, then of every method by name. */
function probeSource(): string {
  const body =
    "{ fromAddress: 'a@b.test', subject: 's', bodyText: 't', deliveryMailAddressPropertyName: 'Customer.email', " +
    'deliveryData: [] }';
  return [
    "import { createMailClient, type SendDeliveryInput } from '@platform-sdk/mail';",
    "import { createDatabaseClient } from '@platform-sdk/database';",
    "const mail = createMailClient({ baseUrl: 'https://mail.test', userName: 'abc', accessToken: 't' });",
    "const database = createDatabaseClient({ dbUrl: 'https://db.test', accountCode: 'a', accessToken: 't' });",
    'declare const input: SendDeliveryInput;',
    `void mail.sendDelivery({ ...${body}, test: true });`,
    `void mail.sendDelivery({ ...${body}, test: false });`,
    'void mail.sendDelivery(input);',
    // Completion after the dot: every member of both clients.
    'mail.;',
    'database.;',
    // Every operation function of both packages, through the namespaces of their subpaths.
    "import * as mailOperations from '@platform-sdk/mail/operations';",
    "import * as databaseOperations from '@platform-sdk/database/operations';",
    'mailOperations.;',
    'databaseOperations.;',
  ].join('\n');
}

function languageService(probe: string): ts.LanguageService {
  const options = strictOptions();
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [PROBE],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = file === PROBE ? probe : ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => ROOT,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (file) => file === PROBE || ts.sys.fileExists(file),
    readFile: (file) => (file === PROBE ? probe : ts.sys.readFile(file)),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (dir) => ts.sys.directoryExists(dir),
    getDirectories: (dir) => ts.sys.getDirectories(dir),
    realpath: (file) => ts.sys.realpath?.(file) ?? file,
  };
  return ts.createLanguageService(host);
}

interface Hover {
  readonly text: string;
  readonly tags: readonly { name: string; text: string }[];
  readonly links: readonly string[];
}

function hoverOf(documentation: ts.SymbolDisplayPart[] | undefined, tags: ts.JSDocTagInfo[] | undefined): Hover {
  const parts = [...(documentation ?? []), ...(tags ?? []).flatMap((t) => t.text ?? [])];
  return {
    text: ts.displayPartsToString(documentation),
    tags: (tags ?? []).map((t) => ({ name: t.name, text: ts.displayPartsToString(t.text) })),
    links: parts.filter((p) => p.kind === 'linkName').map((p) => p.text),
  };
}

/** What the hover of a method must hold: everything a caller needs, or the link to where it is stated once. */
function expectComplete(hover: Hover, model: ApiModel, op: OperationModel): void {
  expect(hover.text).toContain(docLine(op.summary));
  const params = hover.tags.filter((t) => t.name === 'param').map((t) => t.text.split(' ')[0]);
  expect(params).toEqual(signatures(model, op)[0]?.params.map((p) => p.name));
  const throws = hover.tags
    .filter((t) => t.name === 'throws')
    .map((t) => t.text)
    .join('\n');
  for (const r of op.responses.filter((x) => !/^2/.test(x.status.text))) {
    expect(throws).toMatch(
      new RegExp(
        `\\b${r.status.text}\\b[^\\n]*${errorClassOf(op, r.status.text)}|${errorClassOf(op, r.status.text)}\\}? ` +
          `${r.status.text}\\b`,
      ),
    );
  }
  if (op.errorCodes.length > 0) {
    expect(hover.links).toContain(model.errorCodes?.constName);
    for (const code of op.errorCodes) expect(hover.text).toContain(`\`${code.text}\``);
  }
  expect(hover.links).toContain(model.names.client);
}

/**
 * What the hover of an operation function must hold: the summary, the core and every parameter, the link to the
 * method.
 */
function expectFunctionComplete(hover: Hover, model: ApiModel, op: OperationModel): void {
  expect(hover.text).toContain(docLine(op.summary));
  const params = hover.tags.filter((t) => t.name === 'param').map((t) => t.text.split(' ')[0]);
  expect(params).toEqual(['core', ...(signatures(model, op)[0]?.params.map((p) => p.name) ?? [])]);
  expect(hover.tags.map((t) => t.name)).toContain('returns');
  expect(hover.links).toContain(`${model.names.client}.${op.methodName}`);
}

describe('editor hover of the generated clients', async () => {
  const models = new Map<string, ApiModel>();
  for (const pkg of operationPackages) models.set(pkg.name, buildApiModel(await loadSpec(ROOT, pkg.spec), pkg));
  const mail = models.get('mail') as ApiModel;
  const probe = probeSource();
  const service = languageService(probe);

  it('compiles the probe', () => {
    const errors = service.getSemanticDiagnostics(PROBE);
    expect(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  });

  it.each([
    ['test: true', 'Promise<void>'],
    ['test: false', 'Promise<DeliveryResponse>'],
    ['a body not known to be a test', 'Promise<DeliveryResponse | undefined>'],
  ])('shows the whole doc on a call of sendDelivery with %s (its overload returns %s)', (_case, returns) => {
    const calls = [...probe.matchAll(/mail\.sendDelivery\(/g)].map((m) => (m.index ?? 0) + 'mail.'.length);
    const at =
      calls[['Promise<void>', 'Promise<DeliveryResponse>', 'Promise<DeliveryResponse | undefined>'].indexOf(returns)] ??
      -1;
    const info = service.getQuickInfoAtPosition(PROBE, at);
    expect(ts.displayPartsToString(info?.displayParts)).toContain(`): ${returns} (+2 overloads)`);
    const hover = hoverOf(info?.documentation, info?.tags);
    expectComplete(hover, mail, mail.operations.find((op) => op.methodName === 'sendDelivery') as OperationModel);
    // Which overload answers what is said once, in the doc every overload shows.
    expect(hover.text).toContain('With `test: true` the service answers with an empty body: resolves to undefined.');
  });

  describe.each(operationPackages.map((pkg) => [pkg.name] as const))('every method of %s', (name) => {
    const model = models.get(name) as ApiModel;
    const at = probe.indexOf(`${name}.;`) + `${name}.`.length;
    const file = path.join(ROOT, 'generated', name, 'client.gen.ts');
    const source = readFileSync(file, 'utf8');

    it.each(model.operations.map((op) => [op.methodName, op] as const))(
      '%s: completion details after the dot',
      (method, op) => {
        const details = service.getCompletionEntryDetails(
          PROBE,
          at,
          method,
          undefined,
          undefined,
          undefined,
          undefined,
        );
        expectComplete(hoverOf(details?.documentation, details?.tags), model, op);
      },
    );

    it.each(model.operations.map((op) => [op.names.fn, op] as const))(
      '%s: completion details of the function',
      (fn, op) => {
        const after = probe.indexOf(`${name}Operations.;`) + `${name}Operations.`.length;
        const details = service.getCompletionEntryDetails(PROBE, after, fn, undefined, undefined, undefined, undefined);
        expectFunctionComplete(hoverOf(details?.documentation, details?.tags), model, op);
      },
    );

    it.each(model.operations.map((op) => [op.names.fn, op] as const))(
      '%s: hover on each overload of the function',
      (fn, op) => {
        const operationsFile = path.join(ROOT, 'generated', name, 'operations.gen.ts');
        const text = readFileSync(operationsFile, 'utf8');
        const starts = [...text.matchAll(new RegExp(`\\nexport function ${fn}\\(`, 'g'))].map(
          (m) => (m.index ?? 0) + '\nexport function '.length,
        );
        // The overloads, then the implementation.
        const count = signatures(model, op).length;
        expect(starts).toHaveLength(count === 1 ? 1 : count + 1);
        for (const start of starts) {
          const info = service.getQuickInfoAtPosition(operationsFile, start);
          expectFunctionComplete(hoverOf(info?.documentation, info?.tags), model, op);
        }
      },
    );

    it.each(model.operations.map((op) => [op.methodName, op] as const))(
      '%s: hover on each overload in client.gen.ts',
      (method, op) => {
        const starts = [...source.matchAll(new RegExp(`\\n    ${method}\\(`, 'g'))].map((m) => (m.index ?? 0) + 5);
        expect(starts).toHaveLength(signatures(model, op).length);
        for (const start of starts) {
          const info = service.getQuickInfoAtPosition(file, start);
          expectComplete(hoverOf(info?.documentation, info?.tags), model, op);
        }
      },
    );
  });
});
