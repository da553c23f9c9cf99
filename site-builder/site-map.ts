/**
 * Where everything lives in site/: one place for the folder names, the page of each API reference and the
 * relative prefix a page needs to reach the site root, so no other module builds a site path by hand.
 */
import { packages, type PackageSpec } from '../generator/packages.js';

export const SITE_NAME = 'platform-sdk';

/** Folders of site/, relative to its root. */
export const SITE_DIRS = {
  /** Stylesheet, favicon and the Redoc bundle, shared by every page. */
  assets: 'assets',
  /** The guides, rendered from docs/guides/*.md. */
  guides: 'guides',
  /** The HTTP API reference of each spec (Redoc). */
  reference: 'reference',
  /** The TypeScript reference of the generated packages (TypeDoc). */
  api: 'api',
  /** The search index and Pagefind's search box (search.ts). */
  search: 'pagefind',
  /** Screenshots the browser check takes of the built site. */
  screenshots: 'screenshots',
} as const;

export interface ReferencePage {
  readonly pkg: PackageSpec;
  /** Path of the page relative to the site root, `/`-separated. */
  readonly file: string;
}

/** One HTTP API reference per generated package, in the generator's package order. */
export function referencePages(list: readonly PackageSpec[] = packages): ReferencePage[] {
  return list.map((pkg) => ({ pkg, file: `${SITE_DIRS.reference}/${pkg.name}.html` }));
}

/** The prefix that leads from a page (path relative to the site root) back to the root: '' or '../' per level. */
export function rootPrefix(file: string): string {
  return '../'.repeat(file.split('/').length - 1);
}

/**
 * The hash route of an operation in a Redoc page: its first tag and its operationId, lower case
 * (`#/sending/senddelivery`). The browser check opens every operation by this route, so a Redoc upgrade that
 * changes it fails there.
 */
export function operationRoute(tag: string, operationId: string): string {
  return `#/${encodeURIComponent(tag.toLowerCase())}/${encodeURIComponent(operationId.toLowerCase())}`;
}
