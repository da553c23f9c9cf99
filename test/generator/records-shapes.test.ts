/**
 * The records model reads every shape the service has been seen to write (generator/records-layout.ts,
 * records-property.ts): the 2020 sample's (a fixture written from its facts, test/fixtures/records-2020-shape/),
 * the sandbox's documents in the real layout (reference values), and the short-path layout of snapshots checked
 * in before (test/fixtures/records-2025-shape/). The wire shape comes from the document, the meaning from the item
 * types; without apidefinitions.json the document alone still gives a client.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/model/errors.js';
import { generateRecordsFromTexts } from '../../generator/generate.js';
import { modelRecords } from '../../generator/records/generate-records.js';
import type { RecordsModel } from '../../generator/records/model-records.js';
import type { OpenApiDocument } from '../../generator/model/openapi.js';
import { type RunningSandbox, startSandbox } from '../../sandbox/index.js';
import { ROOT, specFrom } from './helpers.js';
import { DATABASE_OPERATORS, definitionsFile } from './records-doc.js';
import { allOpenApi, putDefinitions, RECORDS, read, snapshotTexts } from './records-fixtures.js';

type Json = any;

const SHAPE_2020: Json = read('test/fixtures/records-2020-shape/openapi.json');
const DEFINITIONS_2020: Json = read('test/fixtures/records-2020-shape/apidefinitions.json');
const SHAPE_2025: Json = read('test/fixtures/records-2025-shape/openapi.json');
const DEFINITIONS_2025: Json = read('test/fixtures/records-2025-shape/apidefinitions.json');

/** The sandbox's getAllOpenApi of the 2020 fixture's definitions, in the reference shape. */
let reference: Json;
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: false });
  await putDefinitions(sandbox.url, DEFINITIONS_2020);
  reference = await allOpenApi(sandbox.url);
});
afterAll(() => sandbox.close());

function model(doc: object, definitions?: unknown): RecordsModel {
  return modelRecords(specFrom(doc, 'specs/records/openapi.json'), {
    definitions: definitions === undefined ? undefined : definitionsFile(definitions),
    names: undefined,
    namesPath: 'specs/records/names.json',
    rateLimit: undefined,
    operators: DATABASE_OPERATORS,
  });
}

const documents = (): [string, Json, Json][] => [
  ['the 2020 sample shape', SHAPE_2020, DEFINITIONS_2020],
  ["the sandbox's document (real layout, reference values)", reference, DEFINITIONS_2020],
  ['the short-path layout of earlier snapshots', SHAPE_2025, DEFINITIONS_2025],
];

describe.each([0, 1, 2])('the layout of document %i', (index) => {
  const get = () => documents()[index] as [string, Json, Json];

  it('gives the client one API root and the options dbUrl and accountCode, and short paths', () => {
    const [, doc, definitions] = get();
    const m = model(doc, definitions);
    expect(m.serverUrl.text).toBe('{db_url}/apis/record.database/v1/accounts/{accountCode}');
    expect(m.variables.map((v) => [v.optionName, v.required])).toEqual([
      ['dbUrl', true],
      ['accountCode', true],
    ]);
    for (const d of m.definitions) {
      const name = d.name.text;
      expect(Object.values(d.operations).flatMap((op) => (op === undefined ? [] : [op.path.text]))).toEqual(
        [
          `/${name}/records`,
          `/${name}/query`,
          `/${name}/count`,
          `/${name}/records/{id}`,
          `/${name}/records/{id}`,
          `/${name}/records/{id}`,
          d.operations.authenticate === undefined ? undefined : `/${name}/records/{id}/authenticate`,
        ].filter((p) => p !== undefined),
      );
      // accountCode is the client's option, not a parameter of each call.
      expect(d.operations.get.pathParams.map((p) => p.name.text)).toEqual(['id']);
      // The record id is checked as the integer it is, whatever type the document gives the path parameter.
      expect(d.operations.get.pathParams[0]?.rule).toEqual({ type: 'integer', minimum: 1 });
    }
    // The rebased document is what `raw` and schema.gen.ts are made of.
    expect(Object.keys(m.document.paths ?? {}).every((p) => !p.startsWith('/apis/'))).toBe(true);
  });

  it('asks for db:record:read beside db:record:execute for the operations that only read', () => {
    const [, doc, definitions] = get();
    const m = model(doc, definitions);
    expect(m.scopes.map((s) => s.text)).toEqual(['db:record:execute', 'db:record:read']);
    const first = m.definitions[0];
    const scopes = Object.fromEntries(
      Object.entries(first?.operations ?? {}).map(([kind, op]) => [kind, op?.scopes.map((s) => s.text).join(' ')]),
    );
    expect(scopes).toMatchObject({
      create: 'db:record:execute',
      query: 'db:record:execute db:record:read',
      count: 'db:record:execute db:record:read',
      get: 'db:record:execute db:record:read',
      patch: 'db:record:execute',
      delete: 'db:record:execute',
    });
  });
});

describe('an account without definitions', () => {
  it('gives a client of no namespace, with the same options as an account with definitions', () => {
    const empty = { ...structuredClone(SHAPE_2020), paths: {}, tags: [] };
    const m = model(empty);
    expect(m.definitions).toEqual([]);
    expect(m.serverUrl.text).toBe('{db_url}/apis/record.database/v1/accounts/{accountCode}');
    expect(m.variables.map((v) => v.optionName)).toEqual(['dbUrl', 'accountCode']);
  });
});

describe('what a property means', () => {
  type Row = [string, string, string, Json, () => [Json, Json | undefined]];
  const with2020: () => [Json, Json] = () => [SHAPE_2020, DEFINITIONS_2020];
  const only2020: () => [Json, undefined] = () => [SHAPE_2020, undefined];
  const onlyReference: () => [Json, undefined] = () => [reference, undefined];
  it.each<Row>([
    ['2020 with definitions', 'sample', 'id', { readOnly: true, int64: true, nullable: false }, with2020],
    ['2020 with definitions', 'sample', 'registered', { readOnly: true, nullable: true, int64: false }, with2020],
    ['2020 with definitions', 'sample', 'name', { readOnly: false, writeOnly: false, nullable: true }, with2020],
    ['2020 with definitions', 'sample', 'pin', { writeOnly: true }, with2020],
    ['2020 with definitions', 'sample', 'secret', { writeOnly: true, passwordHash: true }, with2020],
    ['2020 with definitions', 'sample', 'plan', { select: 'object', optionsName: 'SamplePlanOption' }, with2020],
    ['2020 with definitions', 'sample', 'topics', { select: 'array', optionsName: 'SampleTopicsOption' }, with2020],
    ['2020 with definitions', 'sample', 'mailErrors', { int64: false, nullable: true }, with2020],
    ['2020 with definitions', 'visit', 'id', { readOnly: true, int64: true, nullable: false }, with2020],
    [
      '2020 with definitions',
      'visit',
      'customer',
      { readOnly: false, required: true, int64: true, nullable: false },
      with2020,
    ],
    ['2020 alone', 'sample', 'id', { readOnly: true, int64: true, nullable: false }, only2020],
    ['2020 alone', 'sample', 'plan', { select: 'object', options: undefined, optionsName: undefined }, only2020],
    ['2020 alone', 'visit', 'customer', { int64: true, required: false, nullable: true }, only2020],
    ['2020 alone', 'sample', 'mailErrors', { int64: false }, only2020],
    ['2020 alone', 'sample', 'secret', { writeOnly: true, passwordHash: true }, only2020],
    ['reference alone', 'sample', 'id', { readOnly: true, int64: true, nullable: false }, onlyReference],
    ['reference alone', 'sample', 'pin', { writeOnly: true }, onlyReference],
    ['reference alone', 'visit', 'customer', { int64: true, nullable: false }, onlyReference],
    ['reference alone', 'sample', 'plan', { select: 'array' }, onlyReference],
  ])('%s: %s.%s', (_shape, definition, property, want, input) => {
    const [doc, definitions] = input();
    const found = model(doc, definitions)
      .definitions.find((d) => d.name.text === definition)
      ?.properties.find((p) => p.name.text === property);
    expect(found).toMatchObject(want);
  });

  it('reads the operators of the 2020 filter: no isNotNull, contains and notContains on a multipleSelect', () => {
    const sample = model(SHAPE_2020, DEFINITIONS_2020).definitions[0];
    const topics = sample?.properties.find((p) => p.name.text === 'topics');
    expect(topics?.filter.map((f) => f.operator)).toEqual([
      'isNull',
      'contains',
      'notContains',
      'containsEvery',
      'containsSome',
    ]);
    expect(sample?.order.map((k) => k.text)).toContain('plan_desc');
    expect(sample?.order.map((k) => k.text)).not.toContain('plan');
  });
});

describe('documents the records client cannot be made of', () => {
  it('names the record paths whose prefix differs from the others', () => {
    const doc = structuredClone(SHAPE_2020) as Json;
    const paths = doc.paths as Record<string, Json>;
    const from = '/apis/record.database/v1/accounts/{accountCode}/visit/count';
    paths['/v2/accounts/{accountCode}/visit/count'] = paths[from];
    delete paths[from];
    let error: unknown;
    try {
      model(doc as OpenApiDocument, DEFINITIONS_2020);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GeneratorError);
    const issue = (error as GeneratorError).issues[0];
    expect(issue?.rule).toBe('sdk/records-operation');
    expect(issue?.message).toContain(
      'the record paths must share one prefix before /{definition}/...: this one has "/v2/accounts/{accountCode}"',
    );
    expect(issue?.line).toBeGreaterThan(0);
  });
});

describe('generateRecordsFromTexts', () => {
  const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

  it('makes the package of a snapshot given as text, in memory, named for the files it will be', async () => {
    const texts = snapshotTexts(
      text('test/fixtures/records-2020-shape/openapi.json'),
      text('test/fixtures/records-2020-shape/apidefinitions.json'),
    );
    const { files } = await generateRecordsFromTexts(ROOT, RECORDS, texts);
    expect([...files.keys()].filter((f) => f.startsWith('definitions/'))).toEqual([
      'definitions/sample.gen.ts',
      'definitions/visit.gen.ts',
    ]);
    expect(files.get('client.gen.ts')).toMatch(/^\/\/ Generated from specs\/records\/openapi\.json /);
    expect(files.get('definitions/sample.gen.ts')).toContain('export const SamplePlanOption');
  });

  it("names the runtime's tarball with the runtime's version, the package's with its own", async () => {
    const texts = snapshotTexts(
      text('test/fixtures/records-2020-shape/openapi.json'),
      text('test/fixtures/records-2020-shape/apidefinitions.json'),
    );
    texts.set(RECORDS.records?.history ?? '', JSON.stringify({ version: '3.2.0', releases: [] }));
    const { files } = await generateRecordsFromTexts(ROOT, RECORDS, texts);
    const runtime = (JSON.parse(text('runtime/package.json')) as { version: string }).version;
    expect(runtime).not.toBe('3.2.0');
    expect(files.get('README.md')).toContain(
      `<folder>/platform-sdk-runtime-${runtime}.tgz <folder>/platform-sdk-records-3.2.0.tgz`,
    );
  });

  it('refuses a snapshot it cannot read with the problems, located in the text given', async () => {
    const broken = JSON.parse(text('test/fixtures/records-2020-shape/openapi.json'));
    broken.servers = [{ url: 'https://{region}.example.com' }];
    const texts = snapshotTexts(
      JSON.stringify(broken, null, 2),
      text('test/fixtures/records-2020-shape/apidefinitions.json'),
    );
    const error = await generateRecordsFromTexts(ROOT, RECORDS, texts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).message).toMatch(
      /^specs\/records\/openapi\.json:\d+:\d+ \[no-undefined-server-variable\]/,
    );
  });
});
