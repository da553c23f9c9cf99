/**
 * The command tables (commands.gen.ts) and the records definition modules (definitions/<name>.gen.ts) import,
 * declare and take only what they use: compiled with `noUnusedLocals` and `noUnusedParameters` they give no
 * diagnostic, whether a definition has select options or not and whether an operation takes input or not; an
 * operation named like a part of a command's input (`query`, `body`, `path`) is still the one its command calls.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { ROOT, runGenerate } from './helpers.js';

/** A document of another service whose operationIds are the names of a command's input parts. */
const PARTS_SPEC = [
  'openapi: 3.0.3',
  'info: {title: Parts, version: "1"}',
  'servers: [{url: "https://parts.example.com"}]',
  'paths:',
  '  /search:',
  '    post:',
  '      operationId: query',
  '      parameters: [{name: page, in: query, schema: {type: integer}}]',
  '      requestBody: {required: true, content: {application/json: {schema: {type: object}}}}',
  '      responses:',
  '        "200": {description: Found., content: {application/json: {schema: {type: object}}}}',
  '  /paths/{pathId}:',
  '    get:',
  '      operationId: path',
  '      parameters: [{name: pathId, in: path, required: true, schema: {type: string}}]',
  '      responses:',
  '        "200": {description: A path., content: {application/json: {schema: {type: object}}}}',
  '  /body:',
  '    get:',
  '      operationId: body',
  '      responses:',
  '        "200": {description: The body., content: {application/json: {schema: {type: object}}}}',
  '',
].join('\n');

let tmp: string;
let diagnostics: string[];
// Inside the project, so the generated package resolves the runtime as an installed one does.
const parts = path.join(ROOT, `.unused-names-${process.pid}`);

const FILES = [
  ['the mail command table', 'generated/mail/commands.gen.ts'],
  ['the database command table (getAllOpenApi takes no input)', 'generated/database/commands.gen.ts'],
  ['the command table of operations named query, path and body', 'parts/commands.gen.ts'],
  ['a definition module with select options', 'test/fixtures/demo-account/out/definitions/member.gen.ts'],
  ['a definition module without select options', 'test/fixtures/demo-account/out/definitions/purchase.gen.ts'],
] as const;

/** A file of FILES on disk: the generated parts package is in its own folder. */
function onDisk(file: string): string {
  return file.startsWith('parts/') ? path.join(parts, file.slice('parts/'.length)) : path.join(ROOT, file);
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-unused-'));
  const spec = path.join(tmp, 'parts.yaml');
  await writeFile(spec, PARTS_SPEC);
  const generated = await runGenerate(ROOT, ROOT, '--spec', spec, '--name', 'parts', '--out', parts);
  expect(generated.stderr).toBe('');
  const files = FILES.map(([, file]) => onDisk(file));
  diagnostics = compile(files, { noUnusedLocals: true, noUnusedParameters: true }).diagnostics;
}, 120_000);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
  await rm(parts, { recursive: true, force: true });
});

describe('generated modules use every name they import, declare and take', () => {
  it.each(FILES)('%s compiles without a diagnostic under noUnusedLocals and noUnusedParameters', (_, file) => {
    const where = path.relative(ROOT, onDisk(file));
    expect(diagnostics.filter((d) => d.startsWith(`${where}:`))).toEqual([]);
  });

  it('compiles as a whole (no diagnostic of another file either)', () => {
    expect(diagnostics).toEqual([]);
  });
});
