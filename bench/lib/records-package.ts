/**
 * A records package for a records snapshot that is not in packages.ts (the fixtures under test/): what
 * `npm run generate` does for the `records` row, into a folder of bench/.work, sharing the database spec's rate
 * limit as the generated records package does. Also the model the type-check consumers are written from.
 */
import path from 'node:path';
import { createShared, generatePackage } from '../../generator/generate.js';
import { loadRecordsModel } from '../../generator/records/generate-records.js';
import type { RecordsModel } from '../../generator/records/model-records.js';
import type { PackageSpec } from '../../generator/packages.js';
import { writeOutput } from '../../generator/cli/write-output.js';
import { ROOT } from './work.js';

export interface RecordsSnapshot {
  /** Short label in tables. */
  readonly label: string;
  /** The getAllOpenApi document, relative to the project root. */
  readonly openapi: string;
  /** Its API definitions, relative to the project root. */
  readonly definitions: string;
}

/** 20 definitions of 100 properties, every item type: the largest account the database API allows. */
export const RECORDS_MAX_SNAPSHOT: RecordsSnapshot = {
  label: 'records 20 × 100',
  openapi: 'test/fixtures/max-account/out/openapi.json',
  definitions: 'test/fixtures/max-account/out/apidefinitions.json',
};

/**
 * The demo account (test/fixtures/demo-account: two definitions), for the quick and tiny runs; its records package
 * is checked in beside it, in `out/`.
 */
export const RECORDS_DEMO_SNAPSHOT: RecordsSnapshot = {
  label: 'records (demo account)',
  openapi: 'test/fixtures/demo-account/snapshot/openapi.json',
  definitions: 'test/fixtures/demo-account/snapshot/apidefinitions.json',
};

/** The demo account's records package, as checked in. */
export const RECORDS_DEMO_PACKAGE = 'test/fixtures/demo-account/out';

function packageOf(snapshot: RecordsSnapshot): PackageSpec {
  return {
    name: 'records',
    spec: snapshot.openapi,
    factory: 'createRecordsClient',
    records: { definitions: snapshot.definitions, rateLimitFrom: 'specs/database.yaml' },
  };
}

export async function recordsModelOf(snapshot: RecordsSnapshot): Promise<RecordsModel> {
  return (await loadRecordsModel(ROOT, packageOf(snapshot))).model;
}

/** Generates the records package of `snapshot` into `outDir`; returns the module consumers import. */
export async function generateRecordsPackage(snapshot: RecordsSnapshot, outDir: string): Promise<string> {
  const { files } = await generatePackage(await createShared(ROOT), packageOf(snapshot));
  await writeOutput(outDir, files);
  return path.join(outDir, 'index.gen.js');
}
