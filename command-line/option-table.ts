/**
 * The command line of every command of the repository, from one table of options: the parsing (node:util
 * parseArgs, strict), the `--help` text, and the answer to a wrong command line. `--help` (or `-h`) prints the
 * usage and every option and exits 0; an unknown option, a missing value, an unexpected argument or a value a
 * command refuses prints one line naming it with the `--help` hint and exits 2, never a stack trace.
 */
import { parseArgs } from 'node:util';

export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  /** One line of the help text: what the option does, with its default. */
  readonly help: string;
  /** The value's placeholder in the help text (`dir`, `N`); string options only. */
  readonly value?: string;
  readonly short?: string;
  readonly default?: string | boolean;
}

export interface CommandSpec {
  /** The command as the user types it, without options (`npm run fetch-specs`); the hint names it. */
  readonly command: string;
  /** The prefix of its lines (`fetch-specs`). */
  readonly name: string;
  /** What it does, in a sentence or two (the help text wraps nothing: give lines of at most 100 characters). */
  readonly summary: readonly string[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** The arguments it takes besides options (`<sandbox-url> <n>`); none when left out. */
  readonly positionals?: string;
}

/** The parsed values: a string option's value (or its default), whether a boolean option was given. */
export type OptionValues<O extends Readonly<Record<string, OptionSpec>>> = {
  readonly [K in keyof O]: O[K]['type'] extends 'boolean'
    ? boolean
    : O[K]['default'] extends string
      ? string
      : string | undefined;
};

export type CommandLine<O extends Readonly<Record<string, OptionSpec>>> =
  | { readonly kind: 'run'; readonly values: OptionValues<O>; readonly positionals: readonly string[] }
  | { readonly kind: 'help'; readonly text: string }
  /** A wrong command line: the one line to print. */
  | { readonly kind: 'wrong'; readonly line: string };

const HELP: OptionSpec = { type: 'boolean', short: 'h', help: 'print this help and exit' };

/** How `--help` is asked for with this command: after `--` when it is an npm script. */
function helpCommand(spec: CommandSpec): string {
  return spec.command.startsWith('npm run ') ? `${spec.command} -- --help` : `${spec.command} --help`;
}

/** The one line that answers a wrong command line: the problem and where the options are listed. */
export function wrongLine(spec: CommandSpec, problem: string): string {
  return `${spec.name}: ${problem}; \`${helpCommand(spec)}\` lists the options`;
}

function flag(name: string, option: OptionSpec): string {
  const long = `--${name}${option.type === 'string' ? ` <${option.value ?? 'value'}>` : ''}`;
  return option.short === undefined ? `    ${long}` : `-${option.short}, ${long}`;
}

/** The text `--help` prints. */
export function helpText(spec: CommandSpec): string {
  const rows = Object.entries({ ...spec.options, help: HELP }).map(([name, option]) => [flag(name, option), option]);
  const width = Math.max(...rows.map(([left]) => (left as string).length));
  const usage = spec.command.startsWith('npm run ') ? `${spec.command} -- [options]` : `${spec.command} [options]`;
  return [
    `Usage: ${usage}${spec.positionals === undefined ? '' : ` ${spec.positionals}`}`,
    '',
    ...spec.summary,
    '',
    'Options:',
    ...rows.map(([left, option]) => `  ${(left as string).padEnd(width)}  ${(option as OptionSpec).help}`),
    '',
  ].join('\n');
}

/** What parseArgs said, as the problem of a one-line answer. */
function problemOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${quoted ?? message}`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${JSON.stringify(quoted ?? '')}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    // parseArgs quotes `--out <value>`, or `-s, --serve` for an option with a short form: the long name it is.
    const option = quoted?.match(/--?[\w-]+/g)?.at(-1) ?? message;
    return message.includes('does not take an argument')
      ? `option ${option} takes no value`
      : `option ${option} needs a value`;
  }
  return undefined;
}

/** Reads `argv` (without the Node and script paths) against the command's table; prints nothing. */
export function readCommandLine<O extends Readonly<Record<string, OptionSpec>>>(
  spec: CommandSpec & { readonly options: O },
  argv: readonly string[],
): CommandLine<O> {
  const options = Object.fromEntries(
    Object.entries({ ...spec.options, help: HELP }).map(([name, option]) => [
      name,
      {
        type: option.type,
        ...(option.short === undefined ? {} : { short: option.short }),
        ...(option.default === undefined ? {} : { default: option.default }),
      },
    ]),
  ) as Record<string, { type: 'string' | 'boolean'; short?: string; default?: string | boolean }>;
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: spec.positionals !== undefined });
  } catch (error) {
    const problem = problemOf(error);
    if (problem === undefined) throw error;
    return { kind: 'wrong', line: wrongLine(spec, problem) };
  }
  if (parsed.values['help'] === true) return { kind: 'help', text: helpText(spec) };
  const values = Object.fromEntries(
    Object.entries(spec.options).map(([name, option]) => [
      name,
      parsed.values[name] ?? (option.type === 'boolean' ? false : undefined),
    ]),
  ) as OptionValues<O>;
  return { kind: 'run', values, positionals: parsed.positionals };
}

/** Ends the process with the one-line answer to a wrong command line (exit code 2). */
export function exitWrong(spec: CommandSpec, problem: string): never {
  process.stderr.write(`${wrongLine(spec, problem)}\n`);
  process.exit(2);
}

/**
 * The command line of this process: its values, or else the help printed (exit 0) or the one-line answer
 * (exit 2), and the process ended.
 */
export function commandLine<O extends Readonly<Record<string, OptionSpec>>>(
  spec: CommandSpec & { readonly options: O },
  argv: readonly string[] = process.argv.slice(2),
): { readonly values: OptionValues<O>; readonly positionals: readonly string[] } {
  const read = readCommandLine(spec, argv);
  if (read.kind === 'help') {
    process.stdout.write(read.text);
    process.exit(0);
  }
  if (read.kind === 'wrong') {
    process.stderr.write(`${read.line}\n`);
    process.exit(2);
  }
  return read;
}
