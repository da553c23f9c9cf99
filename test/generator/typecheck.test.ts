/**
 * Every generated package type-checks under the repository's strict options, and exports no `any`. The packages
 * are checked in one program, as an application that installs all of them compiles them, with the runtime they
 * share: the one test of the generator's folder that checks the runtime's sources (compile.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packages } from '../../generator/packages.js';
import { compile, findAny } from './compile.js';
import { ROOT } from './helpers.js';

const entryOf = (name: string) => path.join(ROOT, 'generated', name, 'index.gen.ts');
const { program, diagnostics } = compile(
  packages.map((p) => entryOf(p.name)),
  {},
  { runtime: 'check' },
);
/** The folder of a package as compile() names files in its diagnostics. */
const folderOf = (name: string) => `generated/${name}/`;

describe.each(packages.map((p) => [p.name]))('generated/%s', (name) => {
  it('type-checks under the strict tsconfig with zero errors', () => {
    expect(diagnostics.filter((d) => d.startsWith(folderOf(name)))).toEqual([]);
  });

  it("has no `any` in the types it exports, the methods' parameters and results, or what instanceof narrows to", () => {
    expect(findAny(program, entryOf(name))).toEqual([]);
  });
});

describe('what the generated packages import', () => {
  it('type-checks with them with zero errors (the runtime, its dependencies)', () => {
    expect(diagnostics.filter((d) => !packages.some((p) => d.startsWith(folderOf(p.name))))).toEqual([]);
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
