import { describe, expect, it } from 'vitest';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GeneratorError } from '../../generator/model/errors.js';
import { loadSpec, sha256 } from '../../generator/load/load-spec.js';
import { ROOT } from './helpers.js';

async function issues(specPath: string): Promise<string[]> {
  try {
    await loadSpec(ROOT, specPath);
  } catch (error) {
    if (error instanceof GeneratorError) return error.message.split('\n');
    throw error;
  }
  return [];
}

/** A spec in a temporary folder of the root, loaded and then removed. */
async function issuesOf(name: string, text: string): Promise<string[]> {
  const dir = path.join(ROOT, `.load-spec-${process.pid}-${name}`);
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(path.join(dir, 'spec.yaml'), text);
    return (await issues(path.relative(ROOT, path.join(dir, 'spec.yaml')))).map((i) =>
      i.replace(`${path.basename(dir)}/`, ''),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A document of another service, as they ordinarily are: no descriptions, summaries, tags, 4XX or license. */
const THIRD_PARTY = `openapi: 3.0.3
info:
  title: Pets
  version: '1'
servers:
  - url: https://pets.example.com
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
        - name: petId
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: A pet.
          content:
            application/json:
              schema:
                type: object
                properties:
                  name:
                    type: string
`;

describe('loadSpec', () => {
  it('stops on what makes a document invalid OpenAPI, with the file, line, column, rule and why', async () => {
    expect(await issues('test/fixtures/lint-error/spec.yaml')).toEqual([
      "test/fixtures/lint-error/spec.yaml:33:17 [no-unresolved-refs] Can't resolve $ref (not valid OpenAPI: the " +
        'generator reads what a valid document means, which this leaves open)',
    ]);
  });

  it.each<[string, string, string[]]>([
    ['a document of another service (house style is not checked)', THIRD_PARTY, []],
    // Read as the peers read them: OpenAPI 2's `required: true` is ignored, an undeclared path parameter is a string
    // (the model warns about both, at their place).
    [
      'a schema with required: true',
      THIRD_PARTY.replace('type: object\n', 'type: object\n                required: true\n'),
      [],
    ],
    [
      'a path parameter the path uses and no parameter declares',
      THIRD_PARTY.replace('/pets/{petId}:', '/pets/{petId}/{toyId}:'),
      [],
    ],
  ])('%s', async (name, text, want) => {
    expect(await issuesOf(name.replace(/\W+/g, '-'), text)).toEqual(want);
  });

  const READS = 'the generator reads OpenAPI 3.0, 3.1 and 3.2 documents';
  it.each<[string, string, string]>([
    [
      'OpenAPI 2.0 (Swagger)',
      "info: {title: Pets, version: '1'}\nswagger: '2.0'\npaths: {}\n",
      `spec.yaml:2:1 [sdk/openapi-version] this is an OpenAPI 2.0 (Swagger) document; ${READS}: convert it to ` +
        'OpenAPI 3 first (`npx swagger2openapi` does)',
    ],
    [
      'AsyncAPI',
      "asyncapi: 2.6.0\ninfo: {title: Pets, version: '1'}\nchannels: {}\n",
      `spec.yaml:1:1 [sdk/openapi-version] this is an AsyncAPI document; ${READS}`,
    ],
    [
      'an OpenAPI version there is none of',
      "info: {title: Pets, version: '1'}\nopenapi: 3.3.0\npaths: {}\n",
      `spec.yaml:2:1 [sdk/openapi-version] not an OpenAPI document: Unsupported OpenAPI version: 3.3.0; ${READS}`,
    ],
    [
      'no openapi key',
      '{"name": "a-package", "version": "1.0.0"}\n',
      `spec.yaml [sdk/openapi-version] not an OpenAPI document: it has no \`openapi\` key giving its version; ${READS}`,
    ],
    ['an empty text', '', `spec.yaml [sdk/openapi-version] not an OpenAPI document: the document is empty; ${READS}`],
    [
      'comments only',
      '# nothing yet\n',
      `spec.yaml [sdk/openapi-version] not an OpenAPI document: the document is empty; ${READS}`,
    ],
  ])('refuses a document that is not OpenAPI 3 (%s), before linting it', async (name, text, want) => {
    expect(await issuesOf(name.replace(/\W+/g, '-'), text)).toEqual([want]);
  });

  it('lints no house style, so a key one of its style rules stopped on no longer stops it', async () => {
    expect(await issues('test/fixtures/lint-crash/spec.yaml')).toEqual([]);
  });

  it('names a spec that is not there', async () => {
    expect(await issues('specs/nope.yaml')).toEqual([
      'specs/nope.yaml [sdk/spec-missing] cannot read the spec (ENOENT)',
    ]);
  });

  it('bundles a clean spec and hashes its bytes', async () => {
    const spec = await loadSpec(ROOT, 'test/fixtures/mini/spec.yaml');
    const bytes = await readFile(path.join(ROOT, 'test/fixtures/mini/spec.yaml'));
    expect(spec.inputs).toEqual([{ path: 'test/fixtures/mini/spec.yaml', sha256: sha256(bytes) }]);
    expect(spec.document.info.title).toBe('Mini mail API');
    expect(spec.warnings).toEqual([]);
    expect(spec.locate(['paths', '/deliveries', 'post', 'operationId'])).toEqual({ line: 30, col: 7 });
  });

  it('bundles a spec that refers to another file: the file inlined and hashed as an input', async () => {
    const dir = path.join(ROOT, `.load-spec-${process.pid}`);
    const mini = await readFile(path.join(ROOT, 'test/fixtures/mini/spec.yaml'), 'utf8');
    const status =
      'type: object\nrequired: [deliveryTaskId, status]\nproperties:\n  deliveryTaskId: {type: integer, format: ' +
      'int64}\n  status: {type: string, enum: [SENDING, COMPLETED]}\n';
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(
        path.join(dir, 'spec.yaml'),
        `${mini.slice(0, mini.indexOf('    DeliveryStatus:\n'))}    DeliveryStatus:\n      $ref: './status.yaml'\n`,
      );
      await writeFile(path.join(dir, 'status.yaml'), status);
      const spec = await loadSpec(ROOT, path.relative(ROOT, path.join(dir, 'spec.yaml')));
      const rel = path.basename(dir);
      expect(spec.inputs.map((input) => input.path)).toEqual([`${rel}/spec.yaml`, `${rel}/status.yaml`]);
      expect(spec.inputs[1]?.sha256).toBe(sha256(Buffer.from(status)));
      const text = JSON.stringify(spec.document);
      expect(text).not.toContain('status.yaml');
      expect(text).toContain('"enum":["SENDING","COMPLETED"]');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
