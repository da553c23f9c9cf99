/**
 * References a valid document may hold that the linter or openapi-typescript read otherwise
 * (test/fixtures/spec-features/zoo.yaml): a discriminator mapping that names a schema (`dog: Dog`, as OpenAPI's own
 * example writes it), a `$ref` into another operation's body or into a schema kept under a component's
 * `definitions` (a body that holds one referred to in turn), a path item that is a `$ref` to another, an
 * operationId given twice, one named as another's descriptor constant is (`getNewestPetOperation`), a path
 * parameter named as the method's own `query` argument, and a body that admits null with a date-time property.
 * The document generates every operation, and the package type-checks with the discriminator narrowing as a
 * mapping by reference does and each operation of a repeated id typed as its own; a mapping name of no schema is
 * still refused, located.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShared, generatePackage } from '../../generator/generate.js';
import { GeneratorError } from '../../generator/model/errors.js';
import { ROOT } from './helpers.js';
import { generateFeature, type FeaturePackage } from './spec-features.js';

const SPEC = 'test/fixtures/spec-features/zoo.yaml';

const CALLS = `import { createZooClient } from './index.gen.js';

const zoo = createZooClient({ baseUrl: 'https://zoo.example.test' });

export async function calls(): Promise<string> {
  const pet = await zoo.getNewestPet();
  // Narrowed by the discriminator: Dog is named by its mapping, Cat referenced.
  const sound = pet.kind === 'dog' ? String(pet.barks) : String(pet.purrs);
  const visit = await zoo.getVisit();
  const keeper: string | undefined = visit.keeper?.name;
  const badge: number | undefined = visit.keeper?.badge?.number ?? visit.request?.badge?.number;
  const kept = await zoo.addPet({ pet: { kind: 'cat', purrs: true }, keeper: { name: 'Ann' }, badge: { number: 7 } });
  // The second operation of one operationId, typed as its own.
  const count: number = await zoo.addPet2();
  const newest = await zoo.getNewestPet2();
  const how: string = await zoo.getNewestPetOperation();
  const found = await zoo.findPets('ann', { options: 'all' });
  await zoo.addFeeding({ at: new Date() });
  return \`\${sound} \${keeper} \${badge} \${kept.kind} \${count} \${newest.kind} \${how} \${found.length}\`;
}
`;

describe('a document with names and references the peers read otherwise', () => {
  let pkg: FeaturePackage;
  beforeAll(async () => {
    pkg = await generateFeature('zoo', 'createZooClient', CALLS);
  }, 60_000);
  afterAll(() => pkg.remove());

  it('generates every operation, a path item that refers to another counted as its own', async () => {
    const { operations } = await generatePackage(await createShared(ROOT), {
      name: 'zoo',
      spec: SPEC,
      factory: 'createZooClient',
    });
    expect(operations).toEqual({ generated: 8, total: 8, raw: 0 });
  });

  it('type-checks, with the discriminator narrowing and the body schema another answer refers to', () => {
    expect(pkg.typeErrors).toEqual([]);
  });

  it('gives the schema a mapping names its discriminator value, as one it refers to', async () => {
    const schema = await readFile(path.join(pkg.dir, 'schema.gen.ts'), 'utf8');
    expect(schema).toMatch(/Dog: \{\n(?:.*\n)*?\s*kind: "dog";/);
    expect(schema).toMatch(/Cat: \{\n(?:.*\n)*?\s*kind: "cat";/);
    expect(schema).not.toContain('paths["/pets"]');
    expect(schema).not.toContain('["definitions"]');
  });

  it('refuses a mapping name of no schema, located', async () => {
    const text = (await readFile(path.join(ROOT, SPEC), 'utf8')).replace('dog: Dog', 'dog: Dingo');
    const generated = generatePackage(
      await createShared(ROOT),
      { name: 'zoo', spec: SPEC, factory: 'createZooClient' },
      new Map([[SPEC, text]]),
    );
    await expect(generated).rejects.toThrow(GeneratorError);
    await expect(generated).rejects.toThrow(`${SPEC}:121:16 [no-unresolved-refs] Can't resolve $ref`);
  });
});
