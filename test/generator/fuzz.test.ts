/**
 * Property-based: a hostile string (comment closers, backticks, `${`, line and paragraph separators, NUL, HTML,
 * Markdown fences, JSDoc tags, reserved words, object-prototype names, names that collide after case
 * conversion) planted into one place of a small spec where the generator reads text. Either the generator
 * refuses the spec with issues that carry a spec location, or its output
 *
 * - parses without errors to the same declarations (and the same JSDoc tags) as with a harmless string,
 * - compiles under the strict tsconfig,
 * - runs nothing planted when the package is imported and its client created,
 * - has a README with no raw HTML, the template's code fences only and the same block structure.
 *
 * Every place first gets one string holding every kind of payload, then random strings from the corpus;
 * seeded and bounded, so every run tries the same cases (the seed is printed with any failure).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitClient } from '../../generator/emit/emit-client.js';
import { emitOperations } from '../../generator/emit/emit-operations.js';
import { emitPackageFiles } from '../../generator/emit/emit-package.js';
import { emitTypes } from '../../generator/emit/emit-types.js';
import { GeneratorError } from '../../generator/model/errors.js';
import { createShared } from '../../generator/generate.js';
import { loneSurrogateAt } from '../../generator/text/spec-text.js';
import { compile } from './compile.js';
import { modelFrom, ROOT } from './helpers.js';
import { fuzzDocument, PLACES, type Place } from './fuzz-spec.js';
import { markdownShape, pureMarksOutsideCode, tsShape } from './output-shape.js';

const SEED = 20_260_101;
const RUNS = 160;
/** Generated packages are imported from here (inside the project, so `@platform-sdk/runtime` resolves). */
const OUT = path.join(ROOT, `.fuzz-${process.pid}`);

/** Pieces the corpus strings are made of; the planted payload calls `globalThis.__PWN__` when it runs. */
const PAYLOADS = [
  '*/ type __T = 1; (globalThis as any).__PWN__?.(); /*',
  "'); (globalThis as any).__PWN__?.(); ('",
  '"); (globalThis as any).__PWN__?.(); ("',
  '`; (globalThis as any).__PWN__?.(); `',
  '${(globalThis as any).__PWN__?.()}',
  '\n(globalThis as any).__PWN__?.();\n',
  '\u2028(globalThis as any).__PWN__?.();\u2029',
  '\r(globalThis as any).__PWN__?.();//',
];
const PIECES = [
  ...PAYLOADS,
  '*/',
  '/*',
  '/**',
  '//',
  '`',
  '```',
  '~~~',
  '${',
  '}',
  '\\',
  "'",
  '"',
  '\u0000',
  '\u001b[31m',
  '\u0085',
  '\u2028',
  '\u2029',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<!--',
  '-->',
  '&lt;',
  '|',
  '# ',
  '- ',
  '1. ',
  '> ',
  '[x](javascript:alert(1))',
  '@deprecated',
  ' @param x',
  '{@link javascript:alert(1)}',
  '@example',
  '\n@returns',
  'Object.freeze(',
  'see Object.freeze(x) in the docs',
  'Object.freeze<T>(',
  '/*#__PURE__*/',
  '@__PURE__',
  'class',
  'new',
  'then',
  'default',
  'delete',
  'await',
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'get_thing',
  'GetThing',
  'create-thing',
  'thing-report',
  'thing_input',
  'options',
  'body',
  'raw',
  'query',
  'runtime',
  'Promise',
  'paths',
  'fetch',
  'baseUrl',
  '\ud800',
  '\udc00',
  '📬',
  'ü',
  ' ',
  'a',
];

/** Every kind of payload in one string: each place gets it once before the random cases. */
const KITCHEN_SINK =
  `${PAYLOADS.join(' ')} <img src=x onerror=alert(1)> \`\`\` ~~~ @deprecated {@link x} \u0000 # - 1. | [x](y) &amp; ` +
  '$x$ Object.freeze( /* */ @__PURE__';

const hostile: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PIECES) },
  {
    weight: 3,
    arbitrary: fc.array(fc.constantFrom(...PIECES), { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }) },
);

interface Output {
  readonly files: ReadonlyMap<string, string>;
  readonly requiredOptions: readonly string[];
  readonly factory: string;
}

const shared = await createShared(ROOT);

/** Generates in memory (no lint: the model and emitters are under test); a GeneratorError is returned. */
function generateFrom(doc: object): Output | GeneratorError {
  let model;
  try {
    model = modelFrom(doc, { name: 'fuzz', factory: 'createFuzzClient' });
  } catch (error) {
    if (error instanceof GeneratorError) return error;
    throw error;
  }
  const files = new Map<string, string>();
  files.set('schema.gen.ts', emitTypes(model));
  files.set('client.gen.ts', emitClient(model));
  files.set('operations.gen.ts', emitOperations(model));
  return {
    files,
    requiredOptions: model.variables.filter((v) => v.required).map((v) => v.optionName),
    factory: model.names.factory,
  };
}

async function withPackageFiles(doc: object, out: Output): Promise<Output> {
  const model = modelFrom(doc, { name: 'fuzz', factory: 'createFuzzClient' });
  const extra = await emitPackageFiles(model, shared.templates, shared.versions, [
    'index.gen.ts',
    'client.gen.ts',
    'operations.gen.ts',
    'schema.gen.ts',
  ]);
  const files = new Map(out.files);
  for (const file of extra.files) files.set(file.path, file.content);
  return { ...out, files };
}

const harmless = new Map<string, Output>();

async function harmlessOutput(place: Place): Promise<Output> {
  let out = harmless.get(place.name);
  if (out === undefined) {
    const doc = fuzzDocument();
    place.plant(doc, 'harmless text');
    const generated = generateFrom(doc);
    if (generated instanceof GeneratorError)
      throw new Error(`the harmless spec of ${place.name} is refused:\n${generated.message}`);
    out = await withPackageFiles(doc, generated);
    harmless.set(place.name, out);
  }
  return out;
}

interface Case {
  readonly place: Place;
  readonly value: string;
  readonly out: Output;
}

const accepted: Case[] = [];

beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});
afterAll(async () => {
  await rm(OUT, { recursive: true, force: true });
});

describe('hostile strings in every place the generator reads text', () => {
  it('are refused with a location, or give output of the same shape as a harmless string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PLACES), hostile, async (place, value) => {
        const doc = fuzzDocument();
        place.plant(doc, value);
        const generated = generateFrom(doc);
        if (generated instanceof GeneratorError) {
          // Refusing is fine for names (collisions, unusable identifiers) and for text no file can carry.
          expect(
            place.kind === 'name' || loneSurrogateAt(value) >= 0,
            `${place.name} refused:\n${generated.message}`,
          ).toBe(true);
          expect(generated.issues.length).toBeGreaterThan(0);
          for (const issue of generated.issues) expect(issue.line, generated.message).toBeGreaterThan(0);
          return;
        }
        const out = await withPackageFiles(doc, generated);
        const base = await harmlessOutput(place);
        // Names every object inherits are read as own properties (a different expression), so for them only
        // the declarations are compared; any other string gives the very same code structure.
        const topLevel = value in Object.prototype;
        for (const file of ['client.gen.ts', 'operations.gen.ts', 'schema.gen.ts', 'index.gen.ts']) {
          expect(
            tsShape(out.files.get(file) ?? '', topLevel),
            `${file} with ${JSON.stringify(value)} in ${place.name}`,
          ).toEqual(tsShape(base.files.get(file) ?? '', topLevel));
          // Annotations are code: none reaches a string, a comment or a doc of spec text unless it was planted.
          if (!value.includes('__PURE__')) {
            expect(
              pureMarksOutsideCode(out.files.get(file) ?? ''),
              `${file} with ${JSON.stringify(value)} in ${place.name}`,
            ).toEqual([]);
          }
        }
        expect(
          markdownShape(out.files.get('README.md') ?? ''),
          `README.md with ${JSON.stringify(value)} in ${place.name}`,
        ).toEqual(markdownShape(base.files.get('README.md') ?? ''));
        expect(() => JSON.parse(out.files.get('package.json') ?? '')).not.toThrow();
        accepted.push({ place, value, out });
      }),
      {
        seed: SEED,
        numRuns: RUNS,
        endOnFailure: true,
        examples: PLACES.map((place): [Place, string] => [place, KITCHEN_SINK]),
      },
    );
    // The corpus must reach the emitters, not only the refusals.
    expect(accepted.length).toBeGreaterThan(RUNS / 2);
  }, 240_000);

  it('compiles every accepted package under the strict tsconfig', async () => {
    expect(accepted.length).toBeGreaterThan(0);
    const entries: string[] = [];
    for (const [index, c] of accepted.entries()) {
      const dir = path.join(OUT, `case-${index}`);
      await mkdir(dir, { recursive: true });
      for (const [file, content] of c.out.files) await writeFile(path.join(dir, file), content);
      entries.push(path.join(dir, 'index.gen.ts'));
    }
    const { diagnostics } = compile(entries);
    expect(diagnostics).toEqual([]);
  }, 240_000);

  it('runs nothing planted when a package is imported and its client created', async () => {
    expect(accepted.length).toBeGreaterThan(0);
    const calls: string[] = [];
    const global = globalThis as { __PWN__?: () => void };
    global.__PWN__ = () => calls.push('planted code ran');
    try {
      for (const [index, c] of accepted.entries()) {
        const module = (await import(pathToFileURL(path.join(OUT, `case-${index}`, 'index.gen.ts')).href)) as Record<
          string,
          unknown
        >;
        const factory = module[c.out.factory] as (options: object) => object;
        const options = Object.fromEntries(
          c.out.requiredOptions.map((name, i) => [name, i === 0 ? 'https://fuzz.test' : 'v']),
        );
        const client = factory({
          ...options,
          accessToken: 'token',
          rateLimit: false,
          fetch: () => Promise.reject(new Error('no network')),
        });
        expect(typeof client, `${c.place.name} ${JSON.stringify(c.value)}`).toBe('object');
      }
    } finally {
      delete global.__PWN__;
    }
    expect(calls).toEqual([]);
  }, 240_000);
});
