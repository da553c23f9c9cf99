/**
 * The package files around the generated code: package.json, README.md and index.gen.ts, rendered from
 * templates/ with context objects built here. Every value that comes from the spec is escaped for where it
 * lands: JSON by the `json` helper, Markdown by markdown.ts (`mdText`, `mdCode`, `fenceFor`), so the README
 * context holds only escaped Markdown, identifiers and example code.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CALL_OPTION_NAMES } from '@platform-sdk/runtime/internal';
import { errorOfExample } from './client-error-bodies.js';
import { htmlBanner, tsBanner, bannerText } from './banner.js';
import { clientVar, exampleCall, factoryExample } from './client-docs.js';
import { aliasOf } from './client-types.js';
import { smallerBundlesExample } from './emit-operations.js';
import { fenceFor, mdCode, mdText } from '../text/markdown.js';
import type { ApiModel } from '../model/model.js';
import { NPM_SCOPE } from '../packages.js';
import {
  operationHelpersOf,
  RUNTIME_ERROR_CLASSES,
  RUNTIME_TYPES,
  uploadCheckOf,
  uploadChecksOf,
} from '../model/runtime-exports.js';
import type { Template, TemplateSet } from './templates.js';
import { baseAddressOption } from './emit-client.js';

/** Versions the package files pin, read from the workspace so they never drift from it. */
export interface WorkspaceVersions {
  /** Root package.json version: the generator version and the version of every generated package. */
  readonly generator: string;
  readonly node: string;
  readonly runtime: string;
  readonly openapiFetch: string;
}

export async function readWorkspaceVersions(root: string): Promise<WorkspaceVersions> {
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(root, file), 'utf8')) as {
      version: string;
      engines?: { node?: string };
      dependencies?: Record<string, string>;
    };
  const rootPkg = await read('package.json');
  const runtimePkg = await read('runtime/package.json');
  const openapiFetch = runtimePkg.dependencies?.['openapi-fetch'];
  if (openapiFetch === undefined) throw new Error('runtime/package.json has no openapi-fetch dependency');
  return {
    generator: rootPkg.version,
    node: rootPkg.engines?.node ?? '>=20.19',
    runtime: `^${runtimePkg.version}`,
    openapiFetch,
  };
}

function firstParagraph(text: string): string {
  return text.split(/(?:\r\n?|\n)[\t ]*(?:\r\n?|\n)|\u2029/)[0] ?? '';
}

export interface PackageFile {
  readonly path: string;
  readonly content: string;
}

function usageExample(model: ApiModel): { usage: string; report: string } {
  const withExample = model.operations.find((o) => o.request?.kind === 'json' && o.request.example !== undefined);
  const first = withExample ?? model.operations.find((o) => o.response.kind !== 'csv') ?? model.operations[0];
  const report = model.operations.find((o) => o.response.kind === 'csv');
  return {
    usage: first === undefined ? '' : exampleCall(model, first),
    report: report === undefined || report === first ? '' : exampleCall(model, report),
  };
}

/** package.json of a generated package (the template is static JSON around the `json` helper's output). */
export async function renderPackageJson(
  templates: TemplateSet,
  versions: WorkspaceVersions,
  pkg: { readonly name: string; readonly title: string; readonly specPath: string; readonly files: readonly string[] },
): Promise<{ text: string; template: Template }> {
  const template = await templates.get('package.json');
  const text = template.render({
    banner: bannerText(pkg.specPath),
    name: `${NPM_SCOPE}/${pkg.name}`,
    version: versions.generator,
    // JSON, escaped by the `json` helper.
    description: `Typed client of the ${pkg.title}, generated from ${pkg.specPath}.`,
    node: versions.node,
    files: [...pkg.files, 'README.md'].sort(),
    // The tree-shakable operation functions (operations.gen.ts), when the package has them.
    operations: pkg.files.includes('operations.gen.ts'),
    // The operations as commands (commands.gen.ts), read by the `platform` command line.
    commands: pkg.files.includes('commands.gen.ts'),
    // A peer: one runtime serves every client of a process (one token cache, one rate limit per account), and
    // tarballs of the packages install together with pnpm and Bun, which would look a dependency up by version.
    peerDependencies: [{ name: `${NPM_SCOPE}/runtime`, range: versions.runtime }],
    dependencies: [{ name: 'openapi-fetch', range: versions.openapiFetch }],
  });
  // Parsing proves the template stayed valid JSON.
  JSON.parse(text);
  return { text, template };
}

/** What index.gen.ts re-exports besides client.gen.ts, the schema types and the runtime's errors and types. */
export interface IndexExports {
  /** Further generated modules of the package (`./definitions/member.gen.js`). */
  readonly modules: readonly string[];
  /** Runtime entries with the values and types users of the package need from them. */
  readonly runtime: readonly {
    readonly module: string;
    readonly values: readonly string[];
    readonly types: readonly string[];
  }[];
}

export async function renderIndex(
  templates: TemplateSet,
  specPath: string,
  exports: IndexExports,
): Promise<{ text: string; template: Template }> {
  const template = await templates.get('index.gen.ts');
  const text = template.render({
    banner: tsBanner(specPath),
    modules: exports.modules,
    runtimeValues: RUNTIME_ERROR_CLASSES,
    runtimeTypes: RUNTIME_TYPES,
    checkExports: exports.runtime,
  });
  return { text, template };
}

export async function emitPackageFiles(
  model: ApiModel,
  templates: TemplateSet,
  versions: WorkspaceVersions,
  generatedFiles: readonly string[],
): Promise<{ files: PackageFile[]; templates: Template[] }> {
  const name = `${NPM_SCOPE}/${model.pkg.name}`;
  const packageJson = await renderPackageJson(templates, versions, {
    name: model.pkg.name,
    title: model.title.text,
    specPath: model.specPath,
    files: generatedFiles,
  });
  const readme = await templates.get('README.md');

  const { usage, report } = usageExample(model);
  const setup = factoryExample(model);
  const smaller = smallerBundlesExample(model);
  const readmeText = readme.render({
    banner: htmlBanner(model.specPath),
    name,
    folder: model.pkg.name,
    standalone: model.pkg.standalone === true,
    version: versions.generator,
    baseVariable: baseAddressOption(model),
    title: mdText(model.title),
    apiVersion: mdText(model.apiVersion),
    specPath: mdCode(model.specPath, 'text'),
    summary: mdText(model.summary?.map(firstParagraph)),
    fence: fenceFor(setup, usage, report, smaller.code),
    factory: model.names.factory,
    optionsType: model.names.options,
    setup,
    usage,
    reportExample: report,
    smallerImports: smaller.imports,
    smallerExample: smaller.code,
    coreFactory: model.names.coreFactory,
    coreType: model.names.core,
    hasErrorCodes: model.errorCodes !== undefined,
    scopes: model.scopes.map((s) => mdCode(s)).join(' '),
    clientCredentials: model.securityNeeds.clientCredentials,
    token: model.securityNeeds.token,
    tokenUrl: model.securityNeeds.tokenUrl === undefined ? '' : mdCode(model.securityNeeds.tokenUrl),
    // The check of `credentials` without `authUrl`, where the document gives no token URL to fall back on.
    authUrlRule:
      model.securityNeeds.clientCredentials && model.securityNeeds.tokenUrl === undefined
        ? 'credentials without `authUrl`, '
        : '',
    securitySchemes: (model.securitySchemes ?? [])
      .filter(({ scheme }) => scheme.type !== 'token')
      .map(({ name }) => mdCode(name))
      .join(', '),
    callOptions: CALL_OPTION_NAMES.map((n) => `\`${n}\``).join(', '),
    checkedUploads: uploadChecksOf(model.operations).map((check) => ({
      methods: model.operations
        .filter((o) => uploadCheckOf(o) === check)
        .map((o) => `\`${o.methodName}\``)
        .join(', '),
      rules: check.rules,
      error: check.error,
      helpers: check.helpers.map((h) => `\`${h}\``).join(', '),
    })),
    isErrorGuard: model.names.isError,
    errorOfGuard: model.names.isErrorOf,
    errorOfExample: errorOfExample(model),
    rawMethods: model.operations
      .filter((o) => o.raw !== undefined)
      .map((o) => `\`${o.methodName}\``)
      .join(', '),
    requestIdMethods: model.operations
      .filter((o) => o.retry === 'requestId')
      .map((o) => `\`${o.methodName}\``)
      .join(', '),
    clientVar: clientVar(model),
    guardExampleMethod:
      (model.operations.find((o) => o.errorCodes.length > 0) ?? model.operations[0])?.methodName ?? '',
    errorCodeType: model.errorCodes === undefined ? '' : aliasOf(model, model.errorCodes.schemaName),
    errorCodeConst: model.errorCodes?.constName ?? '',
    variables: model.variables.map((v) => ({
      option: v.optionName,
      required: v.required,
      defaultValue: mdCode(v.default),
      description: mdText(v.description),
    })),
    operations: model.operations.map((o) => ({
      method: o.methodName,
      http: mdCode(o.path.map((path) => `${o.method.toUpperCase()} ${path}`)),
      summary: mdText(o.summary),
      scopes: o.scopes.map((s) => mdCode(s)).join(', '),
    })),
  });

  const index = await renderIndex(templates, model.specPath, {
    modules: [],
    runtime: [
      ...uploadChecksOf(model.operations).map((c) => ({
        module: c.module,
        values: [c.error, ...c.helpers],
        types: c.types,
      })),
      ...operationHelpersOf(model.operations),
    ],
  });

  return {
    files: [
      { path: 'package.json', content: packageJson.text },
      { path: 'README.md', content: readmeText },
      { path: 'index.gen.ts', content: index.text },
    ],
    templates: [packageJson.template, readme, index.template],
  };
}
