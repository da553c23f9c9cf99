/**
 * The documents the generation figures run on: the two hand-written specs, the largest records document the
 * database API gives (test/fixtures/max-account), and the mail spec copied N times to show how cost grows.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { ROOT } from './work.js';

export interface BenchDocument {
  /** Short label in tables. */
  readonly label: string;
  /** Package name our generator gives it. */
  readonly name: string;
  /** Absolute path. */
  readonly file: string;
  /** A records snapshot's API definitions (absolute path): ours then makes the records package of `file`, as
   *  `npm run generate` does for specs/records/. */
  readonly definitions?: string;
}

export const MAIL: BenchDocument = { label: 'mail', name: 'mail', file: path.join(ROOT, 'specs/mail.yaml') };
export const DATABASE: BenchDocument = {
  label: 'database',
  name: 'database',
  file: path.join(ROOT, 'specs/database.yaml'),
};
export const RECORDS_MAX: BenchDocument = {
  label: 'records 20 × 100',
  name: 'records',
  file: path.join(ROOT, 'test/fixtures/max-account/out/openapi.json'),
  definitions: path.join(ROOT, 'test/fixtures/max-account/out/apidefinitions.json'),
};
/**
 * Large public descriptions users bring to `--spec` (bench/documents/SOURCES.md): GitHub's REST description from
 * `@octokit/openapi` (a devDependency of bench/), DigitalOcean's (openapi-typescript's example, bundled to one file)
 * and OpenAI's (hey-api's specs).
 */
export const GITHUB: BenchDocument = {
  label: 'GitHub REST',
  name: 'github',
  file: path.join(ROOT, 'bench/node_modules/@octokit/openapi/generated/api.github.com.json'),
};
export const DIGITALOCEAN: BenchDocument = {
  label: 'DigitalOcean',
  name: 'digitalocean',
  file: path.join(ROOT, 'bench/documents/digitalocean.yaml'),
};
export const OPENAI: BenchDocument = {
  label: 'OpenAI',
  name: 'openai',
  file: path.join(ROOT, 'bench/documents/openai.yaml'),
};
export const PUBLIC_LARGE: readonly BenchDocument[] = [GITHUB, DIGITALOCEAN, OPENAI];

/** The smallest spec of the repository, for the test's tiny runs. */
export const MINI: BenchDocument = {
  label: 'mini',
  name: 'mini',
  file: path.join(ROOT, 'test/fixtures/mini/spec.yaml'),
};

const COMPONENT_SECTIONS = ['schemas', 'parameters', 'responses', 'examples', 'headers', 'requestBodies'] as const;

type Json = any;

/** Every `$ref` to a renamed component, rewritten; everything else as it was. */
function rewriteRefs(value: Json, rename: (section: string, name: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, rename));
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    const match = key === '$ref' && typeof v === 'string' ? /^#\/components\/([^/]+)\/(.+)$/.exec(v) : null;
    out[key] = match ? `#/components/${match[1]}/${rename(match[1] ?? '', match[2] ?? '')}` : rewriteRefs(v, rename);
  }
  return out;
}

/**
 * The mail spec `copies` times over in one document: copy k > 1 has every path under `/copyK`, every operationId
 * and component name prefixed (`copy02SendDelivery`, `Copy02SendDeliveryRequest`), so the document is `copies`
 * times as large as far as any generator can tell. Only the error-code schema stays one (our generator allows
 * one `x-error-codes` map per API, as the service has one code table). Written to `dir`; returns it.
 */
export async function mailTimes(copies: number, dir: string): Promise<BenchDocument> {
  const source = parse(await readFile(MAIL.file, 'utf8')) as Json;
  const doc: Json = { ...source, paths: {}, components: { ...source.components } };
  for (const section of COMPONENT_SECTIONS) if (source.components[section]) doc.components[section] = {};
  const shared = new Set(
    Object.entries(source.components.schemas as Json)
      .filter(([, s]) => (s as Json)['x-error-codes'] !== undefined)
      .map(([n]) => n),
  );
  for (let k = 1; k <= copies; k++) {
    const tag = `copy${String(k).padStart(2, '0')}`;
    const prefix = k === 1 ? '' : tag.charAt(0).toUpperCase() + tag.slice(1);
    const rename = (section: string, name: string): string =>
      (COMPONENT_SECTIONS as readonly string[]).includes(section) && !(section === 'schemas' && shared.has(name))
        ? `${prefix}${name}`
        : name;
    const copy = rewriteRefs(source, rename);
    for (const [p, item] of Object.entries(copy.paths as Json)) {
      for (const operation of Object.values(item as Json)) {
        if (typeof operation === 'object' && operation !== null && 'operationId' in operation && k > 1) {
          const id = String((operation as Json).operationId);
          (operation as Json).operationId = `${tag}${id.charAt(0).toUpperCase()}${id.slice(1)}`;
        }
      }
      doc.paths[k === 1 ? p : `/${tag}${p}`] = item;
    }
    for (const section of COMPONENT_SECTIONS) {
      for (const [name, component] of Object.entries((copy.components[section] ?? {}) as Json))
        doc.components[section][rename(section, name)] = component;
    }
  }
  doc.info = { ...source.info, title: `${source.info.title} (${copies} copies)` };
  const file = path.join(dir, `mail-x${copies}.yaml`);
  await writeFile(file, stringify(doc, { lineWidth: 0 }));
  return { label: `mail × ${copies}`, name: `mail-x${copies}`, file };
}
