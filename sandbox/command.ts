/**
 * The sandbox as a command: `npm run sandbox` here (main.ts), `platform-sandbox` in the published package
 * (`[--port N] [--config path] [--no-rate-limit] [--seed] [--cors] [--records-shape reference|2020]`).
 * Port: `--port`, else `SANDBOX_PORT`, else 4010; 0 picks a free port. `--seed` puts the seed definitions
 * (seed.ts) into account demo first. `--records-shape 2020` answers records documents and values in the shape
 * of the service's 2020 answer (database/records-shape.ts). Prints exactly one line when ready and stops cleanly
 * on SIGINT/SIGTERM.
 */
import { type CommandSpec, commandLine, exitWrong } from '../command-line/option-table.js';
import { loadConfigFile } from './config.js';
import { DEFAULT_PORT, startSandbox } from './index.js';
import { isRecordsShape, RECORDS_SHAPES, type RecordsShape } from './database/records-shape.js';
import { readSeeds } from './seed.js';

const spec = (command: string) =>
  ({
    command,
    name: 'sandbox',
    summary: [
      'Starts the local sandbox: the authorization server, the mail API and the database API, on 127.0.0.1. It prints',
      'one line when it listens and stops on Ctrl-C.',
    ],
    options: {
      port: {
        type: 'string',
        value: 'N',
        help: `the port (default SANDBOX_PORT, else ${DEFAULT_PORT}; 0: a free one)`,
      },
      config: { type: 'string', value: 'file', help: 'a JSON file of clients, mail users and accounts to add' },
      'no-rate-limit': { type: 'boolean', help: 'answer without the rate limits' },
      seed: {
        type: 'boolean',
        help: 'put the seed definitions (a member database and its purchase history) into account demo first',
      },
      cors: { type: 'boolean', help: 'let pages of other origins call it (CORS; off by default)' },
      'records-shape': {
        type: 'string',
        value: 'shape',
        help: `records documents and values: ${RECORDS_SHAPES.join(' or ')} (2020: as the service answered then)`,
      },
    },
  }) as const satisfies CommandSpec;

type Spec = ReturnType<typeof spec>;

function portOf(COMMAND: Spec, text: string | undefined, from: string): number {
  if (text === undefined || text === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    exitWrong(COMMAND, `${from} must be a whole number from 0 to 65535 (got ${JSON.stringify(text)})`);
  return port;
}

/** `--records-shape reference|2020` (database/records-shape.ts); the config's when absent. */
function recordsShapeOf(COMMAND: Spec, text: string | undefined): { recordsShape?: RecordsShape } {
  if (text === undefined) return {};
  if (!isRecordsShape(text))
    exitWrong(COMMAND, `--records-shape must be one of ${RECORDS_SHAPES.join(', ')}, not ${text}`);
  return { recordsShape: text };
}

/**
 * Runs the command named `command` (in its help and its messages) with `argv`: starts the sandbox, prints one line
 * when it listens, stops on SIGINT or SIGTERM; a failure to start is one line on stderr and exit code 1.
 */
export async function runSandboxCommand(command: string, argv: readonly string[]): Promise<void> {
  await start(spec(command), argv).catch((error: unknown) => {
    process.stderr.write(`sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

async function start(COMMAND: Spec, argv: readonly string[]): Promise<void> {
  const { values } = commandLine(COMMAND, argv);
  const port =
    values.port === undefined
      ? portOf(COMMAND, process.env['SANDBOX_PORT'], 'SANDBOX_PORT')
      : portOf(COMMAND, values.port, '--port');
  const file = values.config === undefined ? {} : await loadConfigFile(values.config);
  const config = values.cors ? { ...file, cors: true } : file;
  const sandbox = await startSandbox({
    port,
    rateLimit: !values['no-rate-limit'],
    config,
    seeds: values.seed ? await readSeeds() : [],
    ...recordsShapeOf(COMMAND, values['records-shape']),
  });
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Announced only once the signal handlers are in place: whoever reads this line may stop us at once.
  process.stdout.write(`sandbox listening on ${sandbox.url}\n`);
}
