/**
 * `npm run sandbox [-- --port N] [--config path] [--no-rate-limit] [--seed] [--cors] [--records-shape reference|2020]`.
 * Port: `--port`, else `SANDBOX_PORT`, else 4010; 0 picks a free port. `--seed` puts the definitions of
 * sandbox/seed/ into account demo first. `--records-shape 2020` answers records documents and values in the shape
 * of the service's 2020 answer (database/records-shape.ts). Prints exactly one line when ready and stops cleanly
 * on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { loadConfigFile } from './config.js';
import { DEFAULT_PORT, startSandbox } from './index.js';
import { isRecordsShape, RECORDS_SHAPES, type RecordsShape } from './database/records-shape.js';
import { readSeeds } from './seed.js';

function portOf(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${text}`);
  return port;
}

/** `--records-shape reference|2020` (database/records-shape.ts); the config's when absent. */
function recordsShapeOf(text: string | undefined): { recordsShape?: RecordsShape } {
  if (text === undefined) return {};
  if (!isRecordsShape(text))
    throw new Error(`--records-shape must be one of ${RECORDS_SHAPES.join(', ')}, not ${text}`);
  return { recordsShape: text };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      config: { type: 'string' },
      'no-rate-limit': { type: 'boolean', default: false },
      seed: { type: 'boolean', default: false },
      cors: { type: 'boolean', default: false },
      'records-shape': { type: 'string' },
    },
    strict: true,
  });
  const file = values.config === undefined ? {} : await loadConfigFile(values.config);
  const config = values.cors ? { ...file, cors: true } : file;
  const sandbox = await startSandbox({
    port: portOf(values.port ?? process.env['SANDBOX_PORT']),
    rateLimit: !values['no-rate-limit'],
    config,
    seeds: values.seed ? await readSeeds() : [],
    ...recordsShapeOf(values['records-shape']),
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

main().catch((error: unknown) => {
  process.stderr.write(`sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
