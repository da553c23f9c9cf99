/**
 * `platform`: reads the global options the command tree depends on (`--profile`, `--config`, `--env-file`),
 * builds the tree (program.ts), runs the command and turns what it threw into one line on stderr and an exit
 * code (exit-codes.ts). Returns the exit code rather than exiting, so tests and the MCP server can call it.
 */
import { CommanderError } from 'commander';
import { createClients } from './config/clients.js';
import { readSettings } from './config/settings.js';
import { createContext, type Io } from './context.js';
import { EXIT, exitCodeOf } from './exit-codes.js';
import { globalValue } from './global-options.js';
import { rateLimitRedisStore } from './config/rate-limit-redis.js';
import { buildProgram } from './program.js';

const defaultIo: Io = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env };

export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  const verbose = argv.includes('--verbose') || argv.includes('-v');
  const fail = (error: unknown): number => {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`platform: ${message}\n`);
    if (verbose && error instanceof Error && error.stack !== undefined) io.stderr.write(`${error.stack}\n`);
    return exitCodeOf(error);
  };
  let store: ReturnType<typeof rateLimitRedisStore>;
  try {
    store = rateLimitRedisStore(argv, io.env);
    const settings = await readSettings({
      profile: globalValue(argv, '--profile'),
      config: globalValue(argv, '--config'),
      envFile: globalValue(argv, '--env-file'),
      cwd: io.cwd,
      env: io.env,
    });
    const context = createContext(
      io,
      settings,
      createClients(settings, { verbose, cwd: io.cwd, rateLimitStore: store }),
      verbose,
    );
    const program = await buildProgram(context, argv);
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are exit code 0; any other complaint of the parser is a wrong command line.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    return fail(error);
  } finally {
    await store?.close();
  }
}
