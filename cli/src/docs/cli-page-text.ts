/** The text of docs/guides/cli.md: the program built with the demo account's records package, and no settings. */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createClients } from '../config/clients.js';
import { readSettings } from '../config/settings.js';
import { createContext } from '../context.js';
import { buildProgram } from '../program.js';
import { cliPage } from './cli-page.js';

export async function cliPageText(root: string): Promise<string> {
  const io = { stdout: new PassThrough(), stderr: new PassThrough(), cwd: root, env: {} };
  const env = { PLATFORM_RECORDS: path.join(root, 'test/fixtures/demo-account/out') };
  const settings = await readSettings({ cwd: root, env });
  const context = createContext(io, settings, createClients(settings, { verbose: false, cwd: root }), false);
  return cliPage(await buildProgram(context, ['records']));
}
