/**
 * Small documents of test/fixtures/spec-features/ generated with `--spec`'s pipeline into a folder inside the
 * project (so the package's imports of `@platform-sdk/runtime` resolve), type-checked with a file of calls beside
 * them, and imported; each test then calls the client with its own `fetch` and reads what was sent.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createShared, generatePackage } from '../../generator/generate.js';
import { compile } from './compile.js';
import { ROOT } from './helpers.js';

export interface FeaturePackage {
  /** The generated folder. */
  readonly dir: string;
  /** Warnings of the run, as printed. */
  readonly warnings: readonly string[];
  /** Type errors of the package and of the calls file. */
  readonly typeErrors: readonly string[];
  readonly module: Record<string, unknown>;
  readonly remove: () => Promise<void>;
}

/**
 * Generates `test/fixtures/spec-features/<name>.yaml` and type-checks it (its command table too) together with
 * `calls` (a module's text).
 */
export async function generateFeature(name: string, factory: string, calls: string): Promise<FeaturePackage> {
  const dir = path.join(ROOT, `.spec-features-${process.pid}`, name);
  const { files, warnings } = await generatePackage(await createShared(ROOT), {
    name,
    spec: `test/fixtures/spec-features/${name}.yaml`,
    factory,
  });
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  await writeFile(path.join(dir, 'calls.ts'), calls);
  const entries = ['index.gen.ts', 'commands.gen.ts', 'calls.ts'].map((file) => path.join(dir, file));
  const { diagnostics } = compile(entries);
  const module = (await import(path.join(dir, 'index.gen.ts'))) as Record<string, unknown>;
  return {
    dir,
    warnings,
    typeErrors: diagnostics,
    module,
    remove: () => rm(path.dirname(dir), { recursive: true, force: true }),
  };
}

/** A `fetch` that keeps every request and answers `{}` as JSON. */
export function recordingFetch(): { fetch: typeof fetch; requests: Request[] } {
  const requests: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}
