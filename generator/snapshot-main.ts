/**
 * The entry of the generator's startup snapshot (snapshot-build.mjs, snapshot-run.ts). Run once, when the
 * snapshot is built: it loads the libraries (ts-morph and its TypeScript, openapi-typescript's transform,
 * Redocly, handlebars, yaml), so a process started from the snapshot has them compiled and loaded. Nothing of a
 * run is read here: cli.ts, evaluated when the process starts, reads the command line, the environment, the
 * folder, the templates and the specs as in any other run.
 */
import { closeSync, writeSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startupSnapshot } from 'node:v8';
import '@redocly/openapi-core';
import 'handlebars';
import 'yaml';
import './libraries.js';
import { STARTED_FD } from './snapshot-started.js';

/** The bundle's cli.js this snapshot was made beside (snapshot-build.mjs defines it). */
declare const CLI_FILE: string;

const root = path.resolve(import.meta.dirname, '..');

/**
 * One run of the generator while the snapshot is built, so the functions a run calls are compiled in it (a run
 * from it is then about an eighth faster): the mail and database packages, from a copy of the project's specs,
 * templates and lint rules in a folder of its own, removed after. Nothing of it reaches later runs: the one thing the
 * generator keeps between runs, Redocly's config, is kept per project folder (load-spec.ts), and that folder is
 * gone; what is read here is only warm-up, so it is no input of the snapshot.
 */
async function warmUp(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'platform-sdk-snapshot-'));
  try {
    for (const file of [
      'package.json',
      'runtime/package.json',
      'redocly.yaml',
      'templates',
      'specs/mail.yaml',
      'specs/database.yaml',
    ]) {
      await cp(path.join(root, file), path.join(dir, file), { recursive: true });
    }
    const { createShared, generatePackage } = await import('./generate.js');
    const shared = await createShared(dir);
    await generatePackage(shared, { name: 'mail', spec: 'specs/mail.yaml', factory: 'createMailClient' });
    await generatePackage(shared, { name: 'database', spec: 'specs/database.yaml', factory: 'createDatabaseClient' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The snapshot is taken once this has finished. Without it (a copy of the project without its specs) the
// snapshot only compiles less ahead.
void warmUp().catch(() => undefined);

startupSnapshot.setDeserializeMainFunction(() => {
  const fd = Number(process.env[STARTED_FD]);
  delete process.env[STARTED_FD];
  if (Number.isInteger(fd) && fd > 2) {
    writeSync(fd, 'started');
    closeSync(fd);
  }
  // A process started from a snapshot has no script among its arguments; parseArgs (cli.ts) skips one.
  process.argv.splice(1, 0, CLI_FILE);
  void import('./cli.js');
});
