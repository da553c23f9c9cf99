/**
 * The two front pages. The landing page speaks to someone installing the packages: install, a first call (the
 * quick start's snippets, so it is code the tests run), what each package is, and the way to the guides and
 * references. The contributing page, one click from it, is README.md as the site renders it (set-up, layout,
 * commands), so the two never disagree.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NPM_SCOPE, type PackageSpec } from '../generator/packages.js';
import { includer } from './guides.js';
import type { Highlight } from './highlight.js';
import { renderFragment } from './markdown.js';

/** The snippets of the landing page's first call: the client, then the call (docs/guides/snippets/). */
export const FIRST_CALL = ['snippets/mail-client.ts', 'snippets/send-first.ts'] as const;

/** The first call, highlighted, each snippet with its path as the guides show them. */
export function firstCallHtml(root: string, highlight: Highlight, link: (target: string) => string): string {
  return renderFragment({
    file: 'site-builder/landing.ts',
    text: FIRST_CALL.map((file) => `[${path.basename(file)}](${file} ':include')`).join('\n\n'),
    link,
    include: includer(root),
    highlight,
  });
}

/** The install command of the clients, highlighted. */
export function installHtml(packages: readonly PackageSpec[], highlight: Highlight): string {
  const names = [...packages.map((p) => `${NPM_SCOPE}/${p.name}`), `${NPM_SCOPE}/runtime`];
  return highlight(`npm install ${names.join(' ')}\n`, 'sh');
}

export interface PackageRow {
  readonly name: string;
  readonly description: string;
}

/** Each package users install, with the description its package.json gives: the runtime and the clients. */
export async function packageRows(root: string, packages: readonly PackageSpec[]): Promise<PackageRow[]> {
  const dirs = [path.join(root, 'runtime'), ...packages.map((p) => path.join(root, 'generated', p.name))];
  return Promise.all(
    dirs.map(async (dir) => {
      const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
        name: string;
        description?: string;
      };
      return { name: manifest.name, description: manifest.description ?? '' };
    }),
  );
}
