/**
 * The entry of the generator's startup snapshot (snapshot-build.mjs, snapshot-run.ts). Run once, when the
 * snapshot is built: it loads the libraries (ts-morph and its TypeScript, openapi-typescript's transform,
 * Redocly, handlebars, yaml), so a process started from the snapshot has them compiled and loaded. Nothing of a
 * run is read here: cli.ts, evaluated when the process starts, reads the command line, the environment, the
 * folder, the templates and the specs as in any other run.
 */
import { closeSync, writeSync } from 'node:fs';
import { startupSnapshot } from 'node:v8';
import '@redocly/openapi-core';
import 'handlebars';
import 'yaml';
import './libraries.js';
import { STARTED_FD } from './snapshot-started.js';

/** The bundle's cli.js this snapshot was made beside (snapshot-build.mjs defines it). */
declare const CLI_FILE: string;

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
