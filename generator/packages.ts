/**
 * The packages the generator produces. Adding an API means adding a row here; the pipeline has no per-package
 * branches, only the spec extensions it reads (see model-*.ts).
 */

export interface PackageSpec {
  /** Folder under generated/ and the npm name `@platform-sdk/<name>`; also the ApiDescriptor name (error
   *  messages, `is<Api>ApiError`, and the rate-limit bucket of a `rateLimit` option when the spec names none). */
  readonly name: string;
  /** Input spec, relative to the project root. */
  readonly spec: string;
  /** Exported factory function of client.gen.ts. */
  readonly factory: string;
  /**
   * A client made by `--spec` (without `--definitions`) into a folder of its own, not one of `packages` below: its
   * README says how to build and publish it (build-packages and publish-packages take its folder).
   */
  readonly standalone?: boolean;
  /** The changelog source its CHANGELOG.md is printed from (generator/emit/emit-changelog.ts); optional. */
  readonly changelog?: string;
  /**
   * A records package: `spec` is a records snapshot's getAllOpenApi document (no `x-` extensions), turned into one
   * module per API definition by generate-records.ts rather than a client of one method per operation.
   */
  readonly records?: {
    /** The snapshot's API definitions (select labels, item types); optional: without it values stay plain numbers. */
    readonly definitions: string;
    /** The spec whose root `x-rate-limit` the records client shares: the same service limits both per account. */
    readonly rateLimitFrom: string;
    /**
     * The names file (generator/records-names.ts): names the code uses for definitions, properties and options.
     * `optional`: a missing file is no names file (the snapshot's default place), else it must exist (`--names`).
     */
    readonly names?: { readonly path: string; readonly optional: boolean };
    /** The history file (records-history.ts), optional: the package's version and its changelog's releases. */
    readonly history?: string;
  };
}

export const NPM_SCOPE = '@platform-sdk';

/** The packages of the scope built from the toolkit's own sources (packaging/), never generated from a document. */
export const TOOLKIT_PACKAGES: ReadonlySet<string> = new Set(['runtime', 'cli', 'sandbox']);

export const packages: readonly PackageSpec[] = [
  { name: 'mail', spec: 'specs/mail.yaml', factory: 'createMailClient', changelog: 'specs/changelog/mail.json' },
  {
    name: 'database',
    spec: 'specs/database.yaml',
    factory: 'createDatabaseClient',
    changelog: 'specs/changelog/database.json',
  },
  {
    name: 'records',
    spec: 'specs/records/openapi.json',
    factory: 'createRecordsClient',
    records: {
      definitions: 'specs/records/apidefinitions.json',
      rateLimitFrom: 'specs/database.yaml',
      names: { path: 'specs/records/names.json', optional: true },
      history: 'specs/records/history.json',
    },
  },
];
