/**
 * Where a link written in a guide (or the README's introduction) leads on the site. Guides link with targets
 * that also make sense in the repository, or with a scheme the builder resolves and checks:
 *
 * | written | leads to |
 * |---|---|
 * | `sending.md`, `sending.md#idempotency` | another guide (the file must exist) |
 * | `api:mail`, `api:mail.MailClient.sendDelivery` | the TypeScript reference of a package or symbol (it must be exported) |
 * | `reference:mail`, `reference:mail#sendDelivery` | the HTTP reference, or one operation of it (it must exist) |
 * | `https://…` | that address, as written |
 *
 * Anything else (a path into the repository, say) is refused: it would be a broken link on the site.
 */
import type { ApiReference } from './typedoc.js';
import { operationRoute, rootPrefix, SITE_DIRS } from './site-map.js';

export interface HttpReferenceTargets {
  /** The page, relative to the site root. */
  readonly file: string;
  /** operationId -> first tag. */
  readonly operations: ReadonlyMap<string, string>;
}

export interface LinkTargets {
  /** File names of the guides (`sending.md`). */
  readonly guides: ReadonlySet<string>;
  readonly api: ApiReference;
  /** Package name -> its HTTP reference. */
  readonly references: ReadonlyMap<string, HttpReferenceTargets>;
}

const GUIDE = /^([\w-]+)\.md(#[\w-]+)?$/;

/** Resolves link targets as written on the page `pageFile` (relative to the site root). */
export function linkResolver(pageFile: string, targets: LinkTargets): (target: string) => string {
  const toRoot = rootPrefix(pageFile);
  return (target) => {
    if (/^https?:\/\//.test(target)) return target;
    if (target.startsWith('api:')) return toRoot + targets.api.symbolUrl(target.slice('api:'.length));
    if (target.startsWith('reference:')) {
      const [name = '', operationId] = target.slice('reference:'.length).split('#');
      const reference = targets.references.get(name);
      if (reference === undefined)
        throw new Error(`there is no HTTP reference "${name}" (known: ${[...targets.references.keys()].join(', ')})`);
      if (operationId === undefined) return toRoot + reference.file;
      const tag = reference.operations.get(operationId);
      if (tag === undefined) throw new Error(`the ${name} API has no operation ${operationId}`);
      return toRoot + reference.file + operationRoute(tag, operationId);
    }
    const guide = GUIDE.exec(target);
    if (guide !== null) {
      if (!targets.guides.has(`${guide[1]}.md`)) throw new Error(`there is no guide ${guide[1]}.md`);
      return `${toRoot}${SITE_DIRS.guides}/${guide[1]}.html${guide[2] ?? ''}`;
    }
    throw new Error(
      'is not part of the site: link a guide (name.md), a symbol (api:…), an HTTP reference (reference:…) or an https URL',
    );
  };
}
