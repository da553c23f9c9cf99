/**
 * The packages the generator produces. Adding an API means adding a row here; the pipeline has no per-package
 * branches, only the spec extensions it reads (see model-*.ts).
 */

export interface PackageSpec {
  /** Folder under generated/ and the npm name `@platform-sdk/<name>`; also the ApiDescriptor name. */
  readonly name: string;
  /** Input spec, relative to the project root. */
  readonly spec: string;
  /** Exported factory function of client.gen.ts. */
  readonly factory: string;
  /** Default client-side rate limit (DESIGN.md "Runtime defaults": mail 5/s, database 150/s burst 300). */
  readonly rateLimit: { readonly perSecond: number; readonly burst: number };
}

export const NPM_SCOPE = '@platform-sdk';

export const packages: readonly PackageSpec[] = [
  { name: 'mail', spec: 'specs/mail.yaml', factory: 'createMailClient', rateLimit: { perSecond: 5, burst: 5 } },
  // Next: { name: 'database', spec: 'specs/database.yaml', factory: 'createDatabaseClient',
  //         rateLimit: { perSecond: 150, burst: 300 } } once specs/database.yaml lands.
];
