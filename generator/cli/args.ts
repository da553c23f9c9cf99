/**
 * The command line of `npm run generate`: its table of options for the repository's one command-line reader
 * (command-line/option-table.ts), which parses it, prints `--help` and answers a wrong command line with one line
 * naming the problem and the `--help` hint (exit 2), as for every command.
 */
import type { CommandSpec, OptionValues } from '../../command-line/option-table.js';

/** A command line the options allow but the command cannot run (`--spec` without `--out`...): exit code 2. */
export class UsageError extends Error {}

export const GENERATE_COMMAND = {
  command: 'npm run generate',
  name: 'generate',
  summary: [
    'Regenerates generated/ from specs/ (no network), or one package from any spec with --spec.',
    'Paths are relative to the folder the command was started from.',
    '',
    'Examples:',
    '  npm run generate',
    '  npm run generate -- --check',
    '  npm run generate -- --spec api.yaml --name thing --out packages/thing',
  ],
  options: {
    check: {
      type: 'boolean',
      help: 'regenerate in memory and exit 1 naming every stale, missing or orphan file; write nothing',
    },
    out: { type: 'string', value: 'dir', help: 'the output folder (default generated/)' },
    spec: { type: 'string', value: 'file', help: 'one package from any OpenAPI 3 document (with --name and --out)' },
    name: { type: 'string', value: 'name', help: 'the package name of --spec: lower case letters, digits and -' },
    factory: { type: 'string', value: 'name', help: 'the client factory of --spec (default create<Name>Client)' },
    definitions: {
      type: 'string',
      value: 'file',
      help: 'the API definitions of a records snapshot: --spec is then its getAllOpenApi document',
    },
    names: {
      type: 'string',
      value: 'file',
      help: 'the names file of a records snapshot (with --definitions): names the code uses for its things',
    },
  },
} as const satisfies CommandSpec;

export type GenerateArgs = OptionValues<typeof GENERATE_COMMAND.options>;
