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

describe('loadSpec', () => {
  it('stops on lint errors with the file, line, column and rule of each', async () => {
    expect(await issues('test/fixtures/lint-error/spec.yaml')).toEqual([
      'test/fixtures/lint-error/spec.yaml:23:5 [operation-description] Operation object should contain `description` ' +
        'field.',
      'test/fixtures/lint-error/spec.yaml:27:7 [operation-4xx-response] Operation must have at least one `4XX` ' +
        'response.',
      "test/fixtures/lint-error/spec.yaml:33:17 [no-unresolved-refs] Can't resolve $ref",
    ]);
  });

  it('points at the key a crashing linter stopped on, instead of a bare TypeError', async () => {
    expect(await issues('test/fixtures/lint-crash/spec.yaml')).toEqual([
      'test/fixtures/lint-crash/spec.yaml:39:19 [sdk/spec-parse] the linter stopped (obj.hasOwnProperty is not a ' +
        'function), probably at this key named "hasOwnProperty": rename it',
    ]);
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
      'type: object\nrequired: [deliveryTaskId, status]\nproperties:\n' +
      '  deliveryTaskId: {type: integer, format: int64}\n  status: {type: string, enum: [SENDING, COMPLETED]}\n';
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
