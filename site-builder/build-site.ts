/**
 * Builds the documentation site into `siteDir` (emptied first; nothing else is written): the landing page and
 * the contributing page, the guides, the HTTP reference of each spec and the TypeScript reference of the
 * generated packages, with the assets they share, and the search index of all of them. Every page loads only
 * files of the site, so it works with no network. The four steps are reported to `progress` as they start.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../generator/cli/check.js';
import { NPM_SCOPE, packages as allPackages, type PackageSpec } from '../generator/packages.js';
import { type Guide, type Guides, renderGuides, readGuideNames } from './guides.js';
import { type Highlight, loadHighlighter } from './highlight.js';
import { firstCallHtml, installHtml, packageRows } from './landing.js';
import { type HttpReferenceTargets, linkResolver, type LinkTargets } from './links.js';
import { renderMarkdown } from './markdown.js';
import { buildHttpReference, referenceTitle } from './redoc.js';
import { REDOC_BUNDLE_FILE, writeRedocBundle } from './redoc-bundle.js';
import { type ReferenceSource, referenceSource } from './reference-source.js';
import { operationRoute, type ReferencePage, referencePages, rootPrefix, SITE_DIRS, SITE_NAME } from './site-map.js';
import { withMethodLinks } from './code-samples.js';
import { SiteTemplates } from './templates.js';
import { buildSearchIndex, operationRecords } from './search.js';
import { themeCss } from './theme.js';
import { type ApiReference, buildApiReference, OPERATIONS_ENTRY, type SiteChrome } from './typedoc.js';
import { noProgress, type Progress } from '../command-line/progress.mjs';

/** Assets copied as they are; site.css is written after the theme's variables (writeAssets). */
const ASSETS = ['favicon.svg', 'theme.js', 'search.js', 'copy-code.js'] as const;

export interface BuiltSite {
  readonly dir: string;
  /** Every HTML page, relative to the site root, sorted. */
  readonly pages: readonly string[];
  /** The HTTP reference page of each package, relative to the site root. */
  readonly references: readonly ReferencePage[];
}

interface Section {
  readonly label: string;
  /** Relative to the site root. */
  readonly href: string;
}

function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The header's sections, in order: guides, each HTTP reference, the TypeScript reference. */
function sections(references: readonly ReferencePage[]): Section[] {
  return [
    { label: 'Guides', href: `${SITE_DIRS.guides}/index.html` },
    ...references.map((r) => ({ label: `${capitalized(r.pkg.name)} HTTP API`, href: r.file })),
    { label: 'TypeScript API', href: `${SITE_DIRS.api}/index.html` },
  ];
}

/** The header's context on a page whose prefix back to the site root is `root`. */
function headerContext(root: string, all: readonly Section[], current: string | undefined) {
  return {
    root,
    siteName: SITE_NAME,
    nav: all.map((s) => ({ label: s.label, href: root + s.href, current: s.href === current })),
  };
}

interface PackageJson {
  readonly version: string;
  readonly engines?: { readonly node?: string };
}

/** The page for those who work on the toolkit (README.md). */
const CONTRIBUTING_PAGE = 'contributing.html';

interface Context {
  readonly highlight: Highlight;
  readonly root: string;
  readonly siteDir: string;
  readonly version: string;
  readonly templates: SiteTemplates;
  readonly sections: readonly Section[];
}

async function writePage(
  ctx: Context,
  file: string,
  page: { title: string; content: string; current?: string; sidebar?: object },
): Promise<void> {
  const render = await ctx.templates.get('page');
  const html = render({
    ...headerContext(rootPrefix(file), ctx.sections, page.current),
    title: page.title,
    content: page.content,
    sidebar: page.sidebar ?? false,
    version: ctx.version,
  });
  await mkdir(path.dirname(path.join(ctx.siteDir, file)), { recursive: true });
  await writeFile(path.join(ctx.siteDir, file), html);
}

async function writeGuides(ctx: Context, guides: Guides): Promise<void> {
  const current = `${SITE_DIRS.guides}/index.html`;
  const all: Guide[] = [guides.index, ...guides.guides];
  for (const guide of all) {
    const root = rootPrefix(guide.file);
    const sidebar = {
      label: 'Guides',
      links: all.map((g) => ({
        label: g === guides.index ? 'All guides' : g.rendered.title,
        href: root + g.file,
        current: g === guide,
      })),
    };
    await writePage(ctx, guide.file, {
      title: `${guide.rendered.title} · ${SITE_NAME}`,
      content: guide.rendered.html,
      current,
      sidebar,
    });
  }
}

/** A guide the landing page points to, by its file in docs/guides; the build stops when there is none. */
function guideLink(guides: Guides, source: string): { label: string; href: string } {
  const guide = guides.guides.find((g) => g.source === source);
  if (guide === undefined)
    throw new Error(`the landing page points to the guide ${source}, which the index does not link`);
  return { label: guide.rendered.title, href: guide.file };
}

async function writeLanding(
  ctx: Context,
  guides: Guides,
  references: readonly ReferencePage[],
  sources: ReadonlyMap<string, ReferenceSource>,
  targets: LinkTargets,
  api: ApiReference,
): Promise<void> {
  const file = 'index.html';
  const [quickStart] = guides.guides;
  if (quickStart === undefined)
    throw new Error('the guide index links no guide: the first one is the quick start the landing page points to');
  const engines = (JSON.parse(await readFile(path.join(ctx.root, 'package.json'), 'utf8')) as PackageJson).engines;
  const referenceOf = new Map(references.map((r) => [`${NPM_SCOPE}/${r.pkg.name}`, r]));
  const render = await ctx.templates.get('landing');
  const content = render({
    siteName: SITE_NAME,
    node: engines?.node ?? '',
    install: installHtml(
      references.map((r) => r.pkg),
      ctx.highlight,
    ),
    firstCall: firstCallHtml(ctx.root, ctx.highlight, linkResolver(file, targets)),
    publishing: guideLink(guides, 'publishing.md'),
    runtimes: guideLink(guides, 'runtimes.md'),
    quickStart: { label: quickStart.rendered.title.toLowerCase(), href: quickStart.file },
    packages: (
      await packageRows(
        ctx.root,
        references.map((r) => r.pkg),
      )
    ).map((row) => {
      const page = referenceOf.get(row.name);
      return {
        ...row,
        api: page === undefined ? undefined : api.packageUrl(page.pkg.name),
        http: page?.file,
      };
    }),
    guides: { href: guides.index.file, links: guides.guides.map((g) => ({ label: g.rendered.title, href: g.file })) },
    // Spec text as HTML: the landing template prints it with `{{ }}`, which escapes it.
    references: references.map((r) => ({
      label: sources.get(r.pkg.name)?.title ?? r.pkg.name,
      summary: sources.get(r.pkg.name)?.summary ?? '',
      href: r.file,
    })),
    api: {
      href: `${SITE_DIRS.api}/index.html`,
      packages: references.flatMap((r) => [
        { label: `${NPM_SCOPE}/${r.pkg.name}`, href: api.packageUrl(r.pkg.name) },
        ...(api.hasModule(`${r.pkg.name}/${OPERATIONS_ENTRY}`)
          ? [
              {
                label: `${NPM_SCOPE}/${r.pkg.name}/${OPERATIONS_ENTRY}`,
                href: api.packageUrl(`${r.pkg.name}/${OPERATIONS_ENTRY}`),
              },
            ]
          : []),
      ]),
    },
    contributing: CONTRIBUTING_PAGE,
  });
  await writePage(ctx, file, { title: `${SITE_NAME}: typed clients for the mail and database APIs`, content });
}

/** The page for those who work on the toolkit: README.md, one click from the landing page. */
async function writeContributing(ctx: Context, guides: Guides, targets: LinkTargets): Promise<void> {
  const readme = renderMarkdown({
    file: 'README.md',
    text: await readFile(path.join(ctx.root, 'README.md'), 'utf8'),
    link: linkResolver(CONTRIBUTING_PAGE, targets),
    include: () => {
      throw new Error('README.md includes no files');
    },
    highlight: ctx.highlight,
  });
  const render = await ctx.templates.get('contributing');
  const content = render({ siteName: SITE_NAME, readme: readme.html, guides: guides.index.file });
  await writePage(ctx, CONTRIBUTING_PAGE, { title: `Working on ${SITE_NAME}`, content });
}

function referenceTargets(page: ReferencePage, source: ReferenceSource): HttpReferenceTargets {
  return { file: page.file, operations: source.operations };
}

/** The steps buildSite reports to its progress. */
export const SITE_STEPS = 4;

/** Copies the assets of the site: site.css after the theme's variables, the scripts and the favicon. */
async function writeAssets(assets: string): Promise<void> {
  const from = (name: string) => path.join(import.meta.dirname, 'assets', name);
  await writeFile(path.join(assets, 'site.css'), `${themeCss()}\n${await readFile(from('site.css'), 'utf8')}`);
  await Promise.all(ASSETS.map((name) => copyFile(from(name), path.join(assets, name))));
}

/**
 * The site's header and stylesheets on TypeDoc's pages, whose prefix to the site root TypeDoc gives, and the
 * HTTP operation of each method that has one.
 */
async function typedocChrome(
  ctx: Context,
  references: readonly ReferencePage[],
  sources: ReadonlyMap<string, ReferenceSource>,
): Promise<SiteChrome> {
  const [head, header] = await Promise.all([ctx.templates.get('head'), ctx.templates.get('header')]);
  const current = `${SITE_DIRS.api}/index.html`;
  const operations = new Map<string, { href: string; label: string }>();
  for (const page of references) {
    const source = sources.get(page.pkg.name) as ReferenceSource;
    for (const [id, sample] of source.samples) {
      const href = `${page.file}${operationRoute(source.operations.get(id) ?? 'default', id)}`;
      operations.set(sample.method, { href, label: `${sample.request} (${source.title})` });
    }
  }
  return {
    head: (root) => head({ root }),
    header: (root) => header(headerContext(root, ctx.sections, current)),
    operations,
    references: new Map(
      references.map((page) => [page.pkg.name, { href: page.file, label: `${capitalized(page.pkg.name)} HTTP API` }]),
    ),
  };
}

/** Each reference page's links to the TypeScript methods of its operations (code-samples.ts). */
async function linkMethods(siteDir: string, references: readonly ReferencePage[], api: ApiReference): Promise<void> {
  for (const page of references) {
    const file = path.join(siteDir, page.file);
    const html = withMethodLinks(
      await readFile(file, 'utf8'),
      (method) => rootPrefix(page.file) + api.symbolUrl(method),
    );
    await writeFile(file, html);
  }
}

export async function buildSite(
  root: string,
  siteDir: string,
  packages: readonly PackageSpec[] = allPackages,
  progress: Progress = noProgress,
): Promise<BuiltSite> {
  progress.step('reading the specs');
  await rm(siteDir, { recursive: true, force: true });
  const assets = path.join(siteDir, SITE_DIRS.assets);
  await mkdir(assets, { recursive: true });
  await writeAssets(assets);
  const integrity = await writeRedocBundle(assets);
  const version = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as PackageJson).version;
  const references = referencePages(packages);
  const ctx: Context = {
    root,
    siteDir,
    version,
    templates: new SiteTemplates(),
    sections: sections(references),
    highlight: await loadHighlighter(),
  };

  const sources = new Map<string, ReferenceSource>();
  for (const pkg of packages) sources.set(pkg.name, await referenceSource(root, pkg));

  // build-docs runs in child processes while TypeDoc converts here: the two slow steps overlap.
  progress.step('rendering the HTTP references and the TypeScript reference');
  const referenceTemplate = await ctx.templates.get('reference');
  const total = references.length + 1;
  let done = 0;
  const finished = (what: string) => progress.item(++done, total, what);
  const httpReferences = Promise.all(
    references.map((page) => {
      const source = sources.get(page.pkg.name) as ReferenceSource;
      return buildHttpReference({
        root,
        siteDir,
        page,
        document: source.document,
        template: referenceTemplate({
          ...headerContext(rootPrefix(page.file), ctx.sections, page.file),
          title: referenceTitle(source.title, SITE_NAME),
        }),
        bundleHref: `${rootPrefix(page.file)}${SITE_DIRS.assets}/${REDOC_BUNDLE_FILE}`,
        integrity,
      }).then(() => finished(page.file));
    }),
  );
  // Should TypeDoc fail, its error is the one reported; a failure of build-docs meanwhile is not left unhandled.
  const api = await buildApiReference(
    root,
    path.join(siteDir, SITE_DIRS.api),
    packages,
    await typedocChrome(ctx, references, sources),
  ).finally(() => httpReferences.catch(() => undefined));
  finished(`${SITE_DIRS.api}/`);
  await httpReferences;
  await linkMethods(siteDir, references, api);

  progress.step('rendering the guides and the front pages');
  const targets: LinkTargets = {
    guides: new Set(readGuideNames(root)),
    api,
    references: new Map(
      references.map((page) => [page.pkg.name, referenceTargets(page, sources.get(page.pkg.name) as ReferenceSource)]),
    ),
  };
  const guides = renderGuides(root, targets, ctx.highlight);
  await writeGuides(ctx, guides);
  await writeLanding(ctx, guides, references, sources, targets, api);
  await writeContributing(ctx, guides, targets);

  progress.step('indexing the site for search');
  await buildSearchIndex(
    siteDir,
    references.flatMap((page) => operationRecords(page, sources.get(page.pkg.name) as ReferenceSource)),
  );
  const pages = (await listFiles(siteDir)).filter((f) => f.endsWith('.html') && !f.startsWith(`${SITE_DIRS.search}/`));
  return { dir: siteDir, pages, references };
}
