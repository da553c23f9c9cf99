/**
 * The HTTP reference of one spec: `@redocly/cli build-docs` (the CLI is the supported interface; it has no
 * library API) renders the reader's copy of the spec into a page of the site, with the site's header from the
 * `reference.hbs` template. The template goes through two Handlebars passes: ours fills in the header and
 * leaves `{{{redocHead}}}` and `{{{redocHTML}}}` for build-docs. Then the page is made to load Redoc from the
 * site (redoc-bundle.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Handlebars from 'handlebars';
import { localizePage, redoclyCliDir } from './redoc-bundle.js';
import type { ReferencePage } from './site-map.js';

const run = promisify(execFile);

/**
 * The `<title>` of a reference page, printed with `{{{ }}}`: the API's title is spec text in a template that
 * build-docs renders with Handlebars a second time, so besides HTML its braces are escaped as entities (a `{{`
 * in a title would be a tag of the second pass).
 */
export function referenceTitle(title: string, siteName: string): string {
  return Handlebars.escapeExpression(`${title} · ${siteName}`).replace(/[{}]/g, (brace) =>
    brace === '{' ? '&#123;' : '&#125;',
  );
}

export interface ReferenceBuild {
  readonly root: string;
  readonly siteDir: string;
  readonly page: ReferencePage;
  /** The document to render (reference-source.ts). */
  readonly document: object;
  /** `reference.hbs` after our pass: build-docs' own placeholders left. */
  readonly template: string;
  /** From the page to the bundle, and the bundle's `integrity`. */
  readonly bundleHref: string;
  readonly integrity: string;
}

export async function buildHttpReference(build: ReferenceBuild): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'site-reference-'));
  try {
    const specFile = path.join(work, `${build.page.pkg.name}.json`);
    const templateFile = path.join(work, 'reference.hbs');
    const output = path.join(build.siteDir, build.page.file);
    await writeFile(specFile, JSON.stringify(build.document));
    await writeFile(templateFile, build.template);
    await run(
      process.execPath,
      [
        path.join(redoclyCliDir(), 'bin', 'cli.js'),
        'build-docs',
        specFile,
        '--output',
        output,
        '--template',
        templateFile,
        '--config',
        path.join(build.root, 'redocly.yaml'),
      ],
      // No usage data is sent from a docs build (the CLI's and the page's telemetry both read this).
      {
        cwd: build.root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: unknown) => {
      const detail = (error as { stderr?: string }).stderr ?? String(error);
      throw new Error(`build-docs failed for ${build.page.pkg.spec}:\n${detail}`);
    });
    await writeFile(output, localizePage(await readFile(output, 'utf8'), build.bundleHref, build.integrity));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
