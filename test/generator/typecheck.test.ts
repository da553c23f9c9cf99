import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packages } from '../../generator/packages.js';
import { compile, findAny } from './compile.js';
import { ROOT } from './helpers.js';

describe.each(packages.map((p) => [p.name]))('generated/%s', (name) => {
  const entry = path.join(ROOT, 'generated', name, 'index.gen.ts');
  const { program, diagnostics } = compile([entry]);

  it('type-checks under the strict tsconfig with zero errors', () => {
    expect(diagnostics).toEqual([]);
  });

  it("has no `any` in the types it exports, the methods' parameters and results, or what instanceof narrows to", () => {
    expect(findAny(program, entry)).toEqual([]);
  });
});

describe('findAny', () => {
  it('finds an `any` that a module exports', () => {
    const entry = path.join(ROOT, 'test/fixtures/any-leak/index.ts');
    const { program } = compile([entry]);
    expect(findAny(program, entry)).toEqual([
      'Box.prototype.value',
      'Box.prototype<>',
      'Leaky.loose',
      'Nested.inner<>.deep',
      'leak(value)',
    ]);
  });
});
