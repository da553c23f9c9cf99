/**
 * A package built from a JSON spec while the worker still lints and bundles it (spec-loads.ts buildChecked): the
 * build counts only when the checked document is the same, and the spec's lint errors still come first.
 */
import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../../generator/errors.js';
import type { OpenApiDocument } from '../../generator/openapi.js';
import type { LoadedSpec } from '../../generator/spec-data.js';
import { buildChecked, type SpecLoader } from '../../generator/spec-loads.js';

const spec = (document: object, extra: Partial<LoadedSpec> = {}): LoadedSpec => ({
  specPath: 'specs/records/openapi.json',
  document: document as OpenApiDocument,
  inputs: [],
  warnings: [],
  locate: () => undefined,
  ...extra,
});

const DOC = { openapi: '3.0.3', info: { title: 'Records', version: '1' }, paths: {} };
const CHECKED = spec(structuredClone(DOC), {
  inputs: [{ path: 'specs/records/openapi.json', sha256: 'abc' }],
  warnings: ['a warning'],
});

function loader(early: LoadedSpec | undefined, checked: () => Promise<LoadedSpec>): SpecLoader {
  return { early: async () => early, load: checked };
}

/** A build that notes which document it was given. */
function recorder() {
  const built: object[] = [];
  return { built, build: async (s: LoadedSpec) => (built.push(s.document), `built from ${s.document.info.title}`) };
}

describe('buildChecked', () => {
  it('builds once, from the early document, when the checked one is the same; inputs and warnings are the checked spec’s', async () => {
    const { built, build } = recorder();
    const early = spec(DOC);
    const result = await buildChecked(
      loader(early, async () => CHECKED),
      '/root',
      'specs/records/openapi.json',
      build,
    );
    expect(built).toEqual([DOC]);
    expect(built[0]).toBe(early.document);
    expect(result).toEqual({ value: 'built from Records', spec: CHECKED });
  });

  it('builds again from the checked document when it differs from the early one', async () => {
    const { built, build } = recorder();
    const checked = spec({ ...DOC, info: { title: 'Bundled', version: '1' } });
    const result = await buildChecked(
      loader(spec(DOC), async () => checked),
      '/root',
      'x.json',
      build,
    );
    expect(built).toHaveLength(2);
    expect(built[1]).toBe(checked.document);
    expect(result.value).toBe('built from Bundled');
  });

  it('reports the spec’s lint errors, not what the early build made of the unchecked document', async () => {
    const lint = new GeneratorError([{ spec: 'x.json', rule: 'struct', message: 'bad', line: 3, col: 1 }]);
    const failing = async () => {
      throw new GeneratorError([{ spec: 'x.json', rule: 'sdk/model', message: 'model issue' }]);
    };
    await expect(
      buildChecked(
        loader(spec(DOC), () => Promise.reject(lint)),
        '/root',
        'x.json',
        failing,
      ),
    ).rejects.toBe(lint);
  });

  it('reports the build’s own issues once the spec is checked and the same', async () => {
    const issue = new GeneratorError([{ spec: 'x.json', rule: 'sdk/model', message: 'model issue' }]);
    await expect(
      buildChecked(
        loader(spec(DOC), async () => CHECKED),
        '/root',
        'x.json',
        () => Promise.reject(issue),
      ),
    ).rejects.toBe(issue);
  });

  it('without an early document, builds from the checked spec alone', async () => {
    const { built, build } = recorder();
    const result = await buildChecked(
      loader(undefined, async () => CHECKED),
      '/root',
      'x.json',
      build,
    );
    expect(built).toEqual([CHECKED.document]);
    expect(result.spec).toBe(CHECKED);
  });
});
