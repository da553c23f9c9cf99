/**
 * The TypeScript reference of the generated packages, with TypeDoc: every export of each package's entry
 * (`generated/<name>/index.gen.ts`), its doc comments included, which the generator writes from the spec
 * (error codes per method, examples, options). One module per package, named as users import it. Guides link
 * to symbols as `api:<package>.<Symbol>[.<member>]`; `symbolUrl` resolves those against the converted project,
 * so a guide naming a symbol that does not exist fails the build.
 *
 * Warnings are errors: a doc comment TypeDoc cannot read, or a link that leads nowhere, stops the build.
 */
import path from 'node:path';
import {
  Application,
  DeclarationReflection,
  JSX,
  OptionDefaults,
  ProjectReflection,
  type Reflection,
  RendererEvent,
  type Router,
} from 'typedoc';
import { NPM_SCOPE, type PackageSpec } from '../generator/packages.js';
import { SITE_DIRS, SITE_NAME } from './site-map.js';

export interface ApiReference {
  /** Page of a package's module, relative to the site root. */
  packageUrl(pkg: string): string;
  /** Page (and anchor) of `<package>[.<Symbol>[.<member>]]`, relative to the site root; throws when there is none. */
  symbolUrl(symbol: string): string;
}

/** Links back to the rest of the site, at the top of TypeDoc's sidebar (TypeDoc pages keep their own layout). */
export interface SiteLink {
  readonly label: string;
  /** Relative to the site root. */
  readonly href: string;
}

function moduleOf(project: ProjectReflection, pkg: string): DeclarationReflection {
  const module = project.getChildByName(`${NPM_SCOPE}/${pkg}`);
  if (!(module instanceof DeclarationReflection))
    throw new Error(`the TypeScript reference has no package ${NPM_SCOPE}/${pkg}`);
  return module;
}

function resolver(project: ProjectReflection, router: Router): ApiReference {
  const url = (reflection: Reflection) => `${SITE_DIRS.api}/${router.getFullUrl(reflection)}`;
  return {
    packageUrl: (pkg) => url(moduleOf(project, pkg)),
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
  siteLinks: readonly SiteLink[],
): Promise<ApiReference> {
  const entries = packages.map((p) => path.join(root, 'generated', p.name, 'index.gen.ts'));
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entries,
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
  app.renderer.hooks.on('sidebar.begin', (context) =>
    JSX.createElement(
      'nav',
      { class: 'site-links', 'aria-label': SITE_NAME },
      ...siteLinks.map((link) => JSX.createElement('a', { href: context.relativeURL(`../${link.href}`) }, link.label)),
    ),
  );

  const project = await app.convert();
  if (project === undefined)
    throw new Error('TypeDoc could not convert the generated packages (see the messages above)');
  // Modules are named after their file (`index.gen`); users know them by the name of the package they are in.
  for (const module of project.children ?? []) {
    const name = project.getSymbolIdFromReflection(module)?.packageName;
    if (!packages.some((p) => name === `${NPM_SCOPE}/${p.name}`)) {
      throw new Error(
        `the TypeScript reference has a module ${module.name} in ${name ?? 'no package'}, which is no generated package`,
      );
    }
    module.name = name as string;
  }
  await app.generateDocs(project, outDir);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error('TypeDoc reported problems with the generated packages (see the messages above)');
  }
  if (router === undefined) throw new Error('TypeDoc rendered no pages');
  return resolver(project, router);
}
