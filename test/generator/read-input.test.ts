/**
 * generator/load/read-input.ts: the API definitions and the rate-limit spec a records package is generated from,
 * read as they are (JSON through JSON.parse, anything else as YAML), every failure naming the file and the rule.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/model/errors.js';
import { readInputFile } from '../../generator/load/read-input.js';
import { ROOT } from './helpers.js';

const dir = await mkdtemp(path.join(tmpdir(), 'read-input-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function refusal(file: string, text: string, optional: boolean): Promise<string> {
  await writeFile(path.join(dir, file), text);
  try {
    await readInputFile(dir, file, optional);
  } catch (error) {
    if (error instanceof GeneratorError) return error.message;
    throw error;
  }
  throw new Error(`${file} was read`);
}

describe('readInputFile', () => {
  it("reads the snapshot's API definitions to the same value the YAML parser gives", async () => {
    const input = await readInputFile(ROOT, 'test/fixtures/records-2020-shape/apidefinitions.json', true);
    expect(input?.value).toEqual(
      parse(await readFile(path.join(ROOT, 'test/fixtures/records-2020-shape/apidefinitions.json'), 'utf8')),
    );
    expect(input?.path).toBe('test/fixtures/records-2020-shape/apidefinitions.json');
  });

  it('reads a YAML file as YAML', async () => {
    const input = await readInputFile(ROOT, 'specs/database.yaml', false);
    expect((input?.value as { 'x-rate-limit'?: unknown })['x-rate-limit']).toEqual({
      perSecond: 150,
      burst: 300,
      bucket: 'database',
    });
  });

  it.each([
    ['a JSON file that is not JSON', 'broken.json', '{"items": [', false, /^broken\.json \[sdk\/spec-parse\] .+/],
    ['a YAML file that is not YAML', 'broken.yaml', 'a: [1,\n', false, /^broken\.yaml\S* \[sdk\/spec-parse\] .+/],
    // As Redocly refuses it when it loads the spec: the second value must not silently win.
    [
      'a YAML mapping with a key given twice',
      'twice.yaml',
      'x-rate-limit:\n  perSecond: 1\nx-rate-limit:\n  perSecond: 2\n',
      false,
      /^twice\.yaml\S* \[sdk\/spec-parse\] duplicated mapping key/,
    ],
  ])('refuses %s, naming the file and the rule', async (_name, file, text, optional, want) => {
    expect(await refusal(file, text, optional)).toMatch(want);
  });

  it('answers undefined for a missing optional file and names a missing required one', async () => {
    expect(await readInputFile(dir, 'absent.json', true)).toBeUndefined();
    await expect(readInputFile(dir, 'absent.json', false)).rejects.toThrow(
      /absent\.json.*\[sdk\/spec-missing\] cannot read the file \(ENOENT\)/,
    );
  });
});
