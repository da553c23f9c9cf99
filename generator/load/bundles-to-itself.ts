/**
 * Whether Redocly's bundle would give a spec back as it is, so load-spec.ts can use the linted document without
 * bundling it: a walk of the whole document that would change nothing. Bundling only has work to do where a
 * document refers outside itself or where the Redocly config adds decorators or preprocessors; it also inlines
 * a `$ref` where OpenAPI allows no reference (a value in an example, a default, an extension) and rewrites
 * discriminator mappings. The test is strict: anything it is not sure of is bundled.
 * test/generator/bundles-to-itself.test.ts holds the document it passes equal to Redocly's bundle of it, for
 * every spec and fixture of the repository.
 *
 * A document bundles to itself when it is OpenAPI 3 with a `components` object (bundling adds one), and
 * - every `$ref` is a local JSON pointer (`#/...`) to an object of the document, outside data (`example`,
 *   `examples` lists, `default`, `enum`, `const`, an Example's `value`, `x-` extensions);
 * - no object has a `discriminator` or an `externalValue` key;
 * - the config it is linted with sets no decorator and no preprocessor.
 */
import type { Config } from '@redocly/openapi-core';
import { resolveLocalRef } from '../model/model-document.js';
import { isObject, type OpenApiDocument } from '../model/openapi.js';

/** Keys whose value is data, where a `$ref` is text to Redocly's bundle (which inlines it), not a reference. */
const DATA_KEYS: ReadonlySet<string> = new Set(['example', 'default', 'enum', 'const', 'value']);

/** Keys whose objects bundling rewrites or reads a file for. */
const BUNDLED_KEYS: ReadonlySet<string> = new Set(['discriminator', 'externalValue']);

/** Whether the config adds nothing to a bundle: every decorator and preprocessor of every spec version is off. */
export function configBundlesAsIs(config: Pick<Config, 'decorators' | 'preprocessors'>): boolean {
  return [config.decorators, config.preprocessors].every((byVersion) =>
    Object.values(byVersion).every((settings) =>
      Object.values(settings).every((setting) => (setting as { severity?: unknown }).severity === 'off'),
    ),
  );
}

/** Whether Redocly's bundle of `document` (with a config that adds nothing) is the document as it is. */
export function bundlesToItself(document: unknown): boolean {
  if (
    !isObject(document) ||
    typeof document['openapi'] !== 'string' ||
    !document['openapi'].startsWith('3.') ||
    !isObject(document['components'])
  )
    return false;
  const doc = document as unknown as OpenApiDocument;
  const fits = (value: unknown, inData: boolean): boolean => {
    if (typeof value !== 'object' || value === null) return true;
    if (Array.isArray(value)) return value.every((item) => fits(item, inData));
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (key === '$ref') {
        if (inData || typeof child !== 'string' || !child.startsWith('#/')) return false;
        const target = resolveLocalRef(doc, child);
        if ('problem' in target || !isObject(target.value)) return false;
      } else if (BUNDLED_KEYS.has(key)) {
        return false;
      } else if (
        !fits(
          child,
          inData || DATA_KEYS.has(key) || key.startsWith('x-') || (key === 'examples' && Array.isArray(child)),
        )
      ) {
        return false;
      }
    }
    return true;
  };
  return fits(doc, false);
}
