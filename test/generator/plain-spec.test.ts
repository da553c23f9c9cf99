/**
 * A document in the plain style of third-party specs, written here as a user of someone else's API would have
 * it: a Petstore with no descriptions, no 4XX responses, no license, no tags and a server URL of the host only.
 * `npm run generate -- --spec` makes a package of it, and that package and a consumer of it type-check.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { ROOT, runGenerate } from './helpers.js';

const PETSTORE = `openapi: 3.0.3
info:
  title: Petstore
  version: 1.0.0
servers:
  - url: https://api.petstore.test
security:
  - bearerAuth: []
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - name: limit
          in: query
          schema: {type: integer, format: int32}
      responses:
        '200':
          description: A page of pets
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pets'}
    post:
      operationId: createPet
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/NewPet'}
      responses:
        '201':
          description: Created
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pet'}
  /pets/{petId}:
    parameters:
      - name: petId
        in: path
        required: true
        schema: {type: string}
    get:
      operationId: showPetById
      responses:
        '200':
          description: A pet
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pet'}
    delete:
      operationId: deletePet
      responses:
        '204':
          description: Deleted
components:
  securitySchemes:
    bearerAuth: {type: http, scheme: bearer}
  schemas:
    NewPet:
      type: object
      required: [name]
      properties:
        name: {type: string}
        tag: {type: string}
    Pet:
      allOf:
        - $ref: '#/components/schemas/NewPet'
        - type: object
          required: [id]
          properties:
            id: {type: integer, format: int64}
    Pets:
      type: array
      items: {$ref: '#/components/schemas/Pet'}
`;

/** What a user writes against the package: every operation, with the spec's types. */
const CONSUMER = `import { createPetstoreClient, type Pet, type Pets } from './index.gen.js';

export async function use(options: Parameters<typeof createPetstoreClient>[0]): Promise<void> {
  const petstore = createPetstoreClient(options);
  const pets: Pets = await petstore.listPets({ limit: 10 });
  const created: Pet = await petstore.createPet({ name: 'Rex', tag: 'dog' });
  const one: Pet = await petstore.showPetById(String(created.id));
  await petstore.deletePet(one.name);
  console.log(pets.length);
}
`;

let tmp: string;
/** Inside the project, so the package's imports of `@platform-sdk/runtime` resolve. */
const out = path.join(ROOT, `.plain-spec-${process.pid}`);

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sdk-plain-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

describe('a plain third-party document', () => {
  it('generates with --spec, and the package and a consumer of every operation type-check', async () => {
    await writeFile(path.join(tmp, 'petstore.yaml'), PETSTORE);
    await mkdir(out, { recursive: true });
    const result = await runGenerate(ROOT, tmp, '--spec', 'petstore.yaml', '--name', 'petstore', '--out', out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const client = await readFile(path.join(out, 'client.gen.ts'), 'utf8');
    for (const method of ['listPets(', 'createPet(', 'showPetById(', 'deletePet('])
      expect(client).toContain(`  ${method}`);
    await writeFile(path.join(out, 'consumer.ts'), CONSUMER);
    const { diagnostics } = compile([path.join(out, 'index.gen.ts'), path.join(out, 'consumer.ts')]);
    expect(diagnostics).toEqual([]);
    // Generators of several seconds each on a loaded 2-core runner.
  }, 120_000);
});
