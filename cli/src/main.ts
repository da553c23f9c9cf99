/**
 * `platform`: reads the global options the command tree depends on (`--profile`, `--config`, `--env`),
 * builds the tree (program.ts), runs the command and turns what it threw into one line on stderr and an exit
 * code (exit-codes.ts). Returns the exit code rather than exiting, so tests and the MCP server can call it.
 */
import { CommanderError } from 'commander';
import { createClients } from './config/clients.js';
import { readSettings } from './config/settings.js';
import { createContext, type Io } from './context.js';
import { EXIT, exitCodeOf, isClosedPipe, UsageError } from './exit-codes.js';
import { globalValue } from './global-options.js';
import { rateLimitRedisStore } from './config/rate-limit-redis.js';
import { buildProgram } from './program.js';

const defaultIo: Io = {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
};

/**
 * A reader that closed the pipe (`platform ... | head -1`) has what it wanted: the process ends quietly (exit 0)
 * rather than with an unhandled `EPIPE` and a stack trace.
 */
let quietOnClosedPipe = false;
function endQuietlyOnClosedPipe(): void {
  if (quietOnClosedPipe) return;
  quietOnClosedPipe = true;
  process.stdout.on('error', (error) => {
    if (isClosedPipe(error)) process.exit(EXIT.ok);
    throw error;
  });
}

export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  if (io.stdout === process.stdout) endQuietlyOnClosedPipe();
  const verbose = argv.includes('--verbose') || argv.includes('-v');
  const fail = (error: unknown): number => {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`platform: ${message}\n`);
    if (verbose && error instanceof Error && error.stack !== undefined) io.stderr.write(`${error.stack}\n`);
    return exitCodeOf(error);
  };
  let store: ReturnType<typeof rateLimitRedisStore>;
  try {
    if (argv.includes('--env-file') || argv.some((arg) => arg.startsWith('--env-file=')))
      throw new UsageError('--env-file is --env now (Node takes --env-file for itself): give --env <file>');
    store = rateLimitRedisStore(argv, io.env);
    const settings = await readSettings({
      profile: globalValue(argv, '--profile'),
      config: globalValue(argv, '--config'),
      envFile: globalValue(argv, '--env'),
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
    // A reader that closed the pipe (`platform ... | head -1`) has what it wanted: the command ends quietly.
    if (isClosedPipe(error)) return EXIT.ok;
    if (error instanceof CommanderError) {
      // Help and version are exit code 0; any other complaint of the parser is a wrong command line.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    return fail(error);
  } finally {
    await store?.close();
  }
}
