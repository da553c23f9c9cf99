/**
 * generator/load/json-resolver.ts: a `.json` document is parsed with JSON.parse, and must come out as Redocly's own
 * (YAML) parser makes it; a text that is not JSON is still Redocly's to report.
 */
import { isDeepStrictEqual } from 'node:util';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BaseResolver, Source } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/model/errors.js';
import { JsonResolver } from '../../generator/load/json-resolver.js';
import { loadSpec } from '../../generator/load/load-spec.js';
import { ROOT } from './helpers.js';

describe('JsonResolver', () => {
  it.each([
    'test/fixtures/demo-account/snapshot/openapi.json',
    'test/fixtures/max-account/out/openapi.json',
    'test/fixtures/max-account/out/apidefinitions.json',
  ])('parses %s to the document Redocly would have made of it', async (file) => {
    const absolute = path.join(ROOT, file);
    const source = new Source(absolute, await readFile(absolute, 'utf8'));
    const ours = new JsonResolver().parseDocument(source, true);
    const redocly = new BaseResolver().parseDocument(source, true);
    expect(isDeepStrictEqual(ours.parsed, redocly.parsed)).toBe(true);
  });

  it('leaves a text that is not JSON to Redocly, which reports where it stops', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'json-resolver-'));
    try {
      const spec = path.join(dir, 'spec.json');
      await writeFile(spec, '{\n  "openapi": "3.1.0",\n  "info": { "title": "t", "version": "1" }\n  "paths": {}\n}\n');
      const error = await loadSpec(ROOT, spec).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeneratorError);
      // Redocly's YAML parser's words and position: the missing comma before "paths".
      expect((error as GeneratorError).message).toMatch(
        /spec\.json:4:3 \[sdk\/spec-parse\] missed comma between flow collection entries$/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
