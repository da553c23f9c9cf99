/**
 * Whether Redocly's bundle would give a spec back as it is, so load-spec.ts can use the linted document without
 * bundling it: a walk of the whole document that would change nothing. Bundling only has work to do where a
 * document refers outside itself or where the Redocly config adds decorators or preprocessors; it also inlines
 * a `$ref` where OpenAPI allows no reference (a value in an example, a default, an extension) and rewrites
 * discriminator mappings that point elsewhere than a schema of `components`. The test is strict: anything it is
 * not sure of is bundled. test/generator/bundles-to-itself.test.ts holds the document it passes equal to
 * Redocly's bundle of it, for every spec and fixture of the repository and the large public descriptions.
 *
 * A document bundles to itself when it is OpenAPI 3 with a `components` object (bundling adds one), and
 * - every `$ref` is a local JSON pointer (`#/...`) to an object of the document, in an OpenAPI object: not in
 *   data (`example`, `examples` lists, `default`, `enum`, `const`, an Example's `value`) nor under an extension
 *   (an `x-` key, but for a name such as a header's), where the document's roles are model-document.ts's
 *   (`default` under `responses` is an answer, not data);
 * - every discriminator mapping (and `defaultMapping`) names a schema, or points at a schema of
 *   `components.schemas` by a plain name, which is no `$ref` itself;
 * - no object has an `externalValue` key;
 * - the config it is linted with sets no decorator and no preprocessor.
 */
import type { Config } from '@redocly/openapi-core';
import { isObjectRole, resolveLocalRef, type Role, walk } from '../model/model-document.js';
import { isObject, type OpenApiDocument } from '../model/openapi.js';

/** Whether the config adds nothing to a bundle: every decorator and preprocessor of every spec version is off. */
export function configBundlesAsIs(config: Pick<Config, 'decorators' | 'preprocessors'>): boolean {
  return [config.decorators, config.preprocessors].every((byVersion) =>
    Object.values(byVersion).every((settings) =>
      Object.values(settings).every((setting) => (setting as { severity?: unknown }).severity === 'off'),
    ),
  );
}

/** A mapping value Redocly reads as a reference (its `isMappingRef`): a pointer, a URL or a file. */
const MAPPING_REF = /^#|^[a-z][a-z0-9+.-]*:|^\.\.?\/|\/|\.(ya?ml|json)$/i;
/** A mapping reference the bundle gives back as it is: a schema of the document's components, by a plain name. */
const COMPONENT_SCHEMA = /^#\/components\/schemas\/[A-Za-z0-9._-]+$/;

/** Whether a discriminator is one the bundle leaves as it is (its mapping's references rewritten to themselves). */
function discriminatorAsIs(doc: OpenApiDocument, discriminator: unknown): boolean {
  if (!isObject(discriminator)) return false;
  const mapping = discriminator['mapping'];
  if (mapping !== undefined && !isObject(mapping)) return false;
  const targets = [...Object.values(mapping ?? {}), discriminator['defaultMapping']];
  return targets.every((target) => {
    if (target === undefined || (typeof target === 'string' && !MAPPING_REF.test(target))) return true;
    if (typeof target !== 'string' || !COMPONENT_SCHEMA.test(target)) return false;
    const resolved = resolveLocalRef(doc, target);
    return !('problem' in resolved) && isObject(resolved.value) && !('$ref' in resolved.value);
  });
}

/**
 * Maps of names whose `x-` keys Redocly reads as extensions, not names (its types give them an extension prefix);
 * in every other map of names (`headers`, `properties`...) `x-request-id` is a name like any other.
 */
const NAMES_WITH_EXTENSIONS: ReadonlySet<string> = new Set([
  'paths',
  'webhooks',
  'responses',
  'callbacks',
  'variables',
]);

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
  let asIs = true;
  // The role of each value on the way down: `roles[i]` is that of the value `pointer[i]` is a key of.
  const roles: Role[] = [];
  const underExtension = (pointer: readonly (string | number)[]) =>
    pointer.some(
      (key, i) =>
        typeof key === 'string' &&
        key.startsWith('x-') &&
        !(roles[i] === 'names' && !NAMES_WITH_EXTENSIONS.has(String(pointer[i - 1]))),
    );
  walk(
    doc,
    (value, pointer, role) => {
      roles[pointer.length] = role;
      if (!asIs || !isObject(value)) return asIs;
      if ('externalValue' in value) asIs = false;
      else if ('discriminator' in value) asIs = isObjectRole(role) && discriminatorAsIs(doc, value['discriminator']);
      if (asIs && '$ref' in value) {
        const ref = value['$ref'];
        const inData = !isObjectRole(role) || underExtension(pointer);
        const target = typeof ref === 'string' && ref.startsWith('#/') ? resolveLocalRef(doc, ref) : undefined;
        asIs = !inData && target !== undefined && !('problem' in target) && isObject(target.value);
      }
      return asIs;
    },
    () => false,
  );
  return asIs;
}
