/**
 * The TypeScript reference of the generated packages, with TypeDoc: every export of each package's entry
 * (`generated/<name>/index.gen.ts`), its doc comments included, which the generator writes from the spec
 * (error codes per method, examples, options). One module per package, named as users import it. Guides link
 * to symbols as `api:<package>.<Symbol>[.<member>]`; `symbolUrl` resolves those against the converted project,
 * so a guide naming a symbol that does not exist fails the build.
 *
 * Warnings are errors: a doc comment TypeDoc cannot read, or a link that leads nowhere, stops the build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  Application,
  DeclarationReflection,
  JSX,
  OptionDefaults,
  ProjectReflection,
  type Reflection,
  SignatureReflection,
  RendererEvent,
  type Router,
} from 'typedoc';
import { NPM_SCOPE, type PackageSpec } from '../generator/packages.js';
import { summarizeOperationInterfaces } from './operation-interfaces.js';
import { SITE_DIRS, SITE_NAME } from './site-map.js';
import { THEME } from './theme.js';

/** The package entry of the tree-shakable operation functions (`@platform-sdk/<name>/operations`). */
export const OPERATIONS_ENTRY = 'operations';

export interface ApiReference {
  /** Page of a package's module (`mail`, or an entry of it: `mail/operations`), relative to the site root. */
  packageUrl(pkg: string): string;
  /** Whether the reference has that module. */
  hasModule(pkg: string): boolean;
  /** Page (and anchor) of `<package>[.<Symbol>[.<member>]]`, relative to the site root; throws when there is none. */
  symbolUrl(symbol: string): string;
}

/** The site's chrome on a TypeDoc page, given the page's prefix back to the site root ('../', '../../'). */
export interface SiteChrome {
  /** Stylesheets and scripts, at the end of `<head>`. */
  head(root: string): string;
  /** The site's header, first in `<body>`. */
  header(root: string): string;
  /**
   * The HTTP operation a method calls, by `<package>.<Interface>.<method>`: a link (relative to the site root)
   * and its words (`POST /deliveries`), shown after the method's documentation.
   */
  readonly operations: ReadonlyMap<string, { readonly href: string; readonly label: string }>;
  /** The HTTP reference of each package by its name (`mail`): a link relative to the site root and its words. */
  readonly references: ReadonlyMap<string, { readonly href: string; readonly label: string }>;
}

/** `<package>.<Interface>.<method>` of a method's first signature, the key of `SiteChrome.operations`. */
function methodKey(reflection: Reflection): string | undefined {
  if (!(reflection instanceof SignatureReflection)) return undefined;
  const method = reflection.parent;
  if (method.signatures?.[0] !== reflection) return undefined;
  const owner = method.parent;
  const module = owner?.parent;
  if (owner === undefined || module === undefined) return undefined;
  return `${module.name.replace(`${NPM_SCOPE}/`, '')}.${owner.name}.${method.name}`;
}

/** A module of the reference: a package's main entry or its `/operations` entry, named as users import it. */
interface Entry {
  readonly file: string;
  readonly module: string;
}

/**
 * The entries of each package: `index.gen.ts` as `@platform-sdk/<name>`, and `operations.gen.ts` (the
 * tree-shakable functions) as `@platform-sdk/<name>/operations` where the package has it.
 */
function entriesOf(root: string, packages: readonly PackageSpec[]): Entry[] {
  return packages.flatMap((p) => {
    const dir = path.join(root, 'generated', p.name);
    const main = { file: path.join(dir, 'index.gen.ts'), module: `${NPM_SCOPE}/${p.name}` };
    const operations = path.join(dir, `${OPERATIONS_ENTRY}.gen.ts`);
    return existsSync(operations) ? [main, { file: operations, module: `${main.module}/${OPERATIONS_ENTRY}` }] : [main];
  });
}

/** The module of `pkg`, or of an entry of it (`mail/operations`). */
function moduleOf(project: ProjectReflection, pkg: string): DeclarationReflection {
  const module = project.getChildByName(`${NPM_SCOPE}/${pkg}`);
  if (!(module instanceof DeclarationReflection))
    throw new Error(`the TypeScript reference has no module ${NPM_SCOPE}/${pkg}`);
  return module;
}

function resolver(project: ProjectReflection, router: Router): ApiReference {
  const url = (reflection: Reflection) => `${SITE_DIRS.api}/${router.getFullUrl(reflection)}`;
  return {
    packageUrl: (pkg) => url(moduleOf(project, pkg)),
    hasModule: (pkg) => project.getChildByName(`${NPM_SCOPE}/${pkg}`) instanceof DeclarationReflection,
    symbolUrl: (symbol) => {
      const [pkg = '', ...names] = symbol.split('.');
      let reflection: Reflection | undefined = moduleOf(project, pkg);
      for (const name of names) reflection = reflection?.getChildByName(name);
      if (reflection === undefined) throw new Error(`${NPM_SCOPE}/${pkg} exports no ${names.join('.')}`);
      return url(reflection);
    },
  };
}

export async function buildApiReference(
  root: string,
  outDir: string,
  packages: readonly PackageSpec[],
  chrome: SiteChrome,
): Promise<ApiReference> {
  const entries = entriesOf(root, packages);
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entries.map((e) => e.file),
    entryPointStrategy: 'resolve',
    alwaysCreateEntryPointModule: true,
    tsconfig: path.join(import.meta.dirname, 'tsconfig.typedoc.json'),
    name: `${SITE_NAME} TypeScript API`,
    readme: 'none',
    // `npm run typecheck` checks these files; TypeDoc only reads them.
    skipErrorChecking: true,
    // No "Defined in" lines: their links would depend on the clone's git remote, and the site builds the same anywhere.
    disableSources: true,
    favicon: path.join(import.meta.dirname, 'assets', 'favicon.svg'),
    customCss: path.join(import.meta.dirname, 'assets', 'typedoc.css'),
    // The guides' Shiki themes: one look across the site, in either scheme.
    lightHighlightTheme: THEME.codeTheme.light,
    darkHighlightTheme: THEME.codeTheme.dark,
    // openapi-typescript writes `@description` in schema.gen.ts, and `@constant` on a schema's `const` value.
    blockTags: [...OptionDefaults.blockTags, '@description'],
    modifierTags: [...OptionDefaults.modifierTags, '@constant'],
    treatWarningsAsErrors: true,
    validation: {
      notExported: true,
      invalidLink: true,
      rewrittenLink: true,
      notDocumented: false,
      unusedMergeModuleWith: true,
    },
    logLevel: 'Warn',
  });
  let router: Router | undefined;
  app.renderer.on(RendererEvent.BEGIN, () => {
    router = app.renderer.router;
  });
  // The prefix from a page back to the site root: one level above TypeDoc's own root.
  const siteRoot = (context: { relativeURL(url: string): string }) =>
    `${context.relativeURL('index.html').replace(/index\.html$/, '')}../`;
  app.renderer.hooks.on('head.end', (context) => JSX.createElement(JSX.Raw, { html: chrome.head(siteRoot(context)) }));
  app.renderer.hooks.on('body.begin', (context) =>
    JSX.createElement(JSX.Raw, { html: chrome.header(siteRoot(context)) }),
  );
  /** `paths` and `operations` of each package, shown without their members (operation-interfaces.ts). */
  let summarized = new Map<Reflection, string>();
  app.renderer.hooks.on('comment.afterTags', (context, _comment, reflection) => {
    const reference = chrome.references.get(summarized.get(reflection) ?? '');
    if (reference !== undefined)
      return JSX.createElement(
        'p',
        { class: 'http-operation' },
        'Every operation and schema in full: ',
        JSX.createElement('a', { href: `${siteRoot(context)}${reference.href}` }, reference.label),
      );
    const key = methodKey(reflection);
    const operation = key === undefined ? undefined : chrome.operations.get(key);
    if (operation === undefined) return JSX.createElement(JSX.Fragment, null);
    return JSX.createElement(
      'p',
      { class: 'http-operation' },
      'HTTP: ',
      JSX.createElement('a', { href: `${siteRoot(context)}${operation.href}` }, operation.label),
    );
  });

  const project = await app.convert();
  if (project === undefined)
    throw new Error('TypeDoc could not convert the generated packages (see the messages above)');
  // Modules are named after their file (`index.gen`); users know them by the entry they import.
  for (const module of project.children ?? []) {
    const file = project.getSymbolIdFromReflection(module)?.fileName;
    const entry = entries.find((e) => file !== undefined && path.resolve(file) === path.resolve(e.file));
    if (entry === undefined) {
      throw new Error(
        `the TypeScript reference has a module ${module.name} of ${file ?? 'no file'}, which is no package entry`,
      );
    }
    module.name = entry.module;
  }
  summarized = summarizeOperationInterfaces(project, (module) => module.name.replace(`${NPM_SCOPE}/`, ''));
  await app.generateDocs(project, outDir);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error('TypeDoc reported problems with the generated packages (see the messages above)');
  }
  if (router === undefined) throw new Error('TypeDoc rendered no pages');
  return resolver(project, router);
}
