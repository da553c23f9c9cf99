/**
 * The command line of `npm run generate`: the options, their help text, and parsing that turns every mistake
 * into one line naming the option and pointing at `--help`, never a stack trace.
 */
import { parseArgs } from 'node:util';

/** A wrong command line: printed as it is, with exit code 2. */
export class UsageError extends Error {}

interface OptionHelp {
  readonly type: 'boolean' | 'string';
  /** What the value is, in the help text (`<dir>`); none for a flag. */
  readonly value?: string;
  readonly short?: string;
  readonly help: string;
}

export const OPTIONS = {
  check: {
    type: 'boolean',
    help: 'regenerate in memory and exit 1 naming every stale, missing or orphan file; write nothing',
  },
  out: { type: 'string', value: '<dir>', help: 'the output folder (default generated/)' },
  spec: { type: 'string', value: '<file>', help: 'one package from any OpenAPI 3 document (with --name and --out)' },
  name: { type: 'string', value: '<name>', help: 'the package name of --spec: lower case letters, digits and -' },
  factory: { type: 'string', value: '<name>', help: 'the client factory of --spec (default create<Name>Client)' },
  definitions: {
    type: 'string',
    value: '<file>',
    help: 'the API definitions of a records snapshot: --spec is then its getAllOpenApi document',
  },
  names: {
    type: 'string',
    value: '<file>',
    help: 'the names file of a records snapshot (with --definitions): names the code uses for its things',
  },
  help: { type: 'boolean', short: 'h', help: 'print this help and exit' },
} as const satisfies Record<string, OptionHelp>;

export type GenerateArgs = {
  readonly [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string;
};

export function helpText(): string {
  const rows = Object.entries(OPTIONS).map(([name, option]: [string, OptionHelp]) => {
    const short = option.short === undefined ? '' : `-${option.short}, `;
    const flag = `${short}--${name}${option.value === undefined ? '' : ` ${option.value}`}`;
    return `  ${flag.padEnd(24)}${option.help}`;
  });
  return [
    'Usage: npm run generate [-- options]',
    '',
    'Regenerates generated/ from specs/ (no network), or one package from any spec with --spec.',
    'Paths are relative to the folder the command was started from.',
    '',
    'Options:',
    ...rows,
    '',
    'Examples:',
    '  npm run generate',
    '  npm run generate -- --check',
    '  npm run generate -- --spec api.yaml --name thing --out packages/thing',
    '',
  ].join('\n');
}

const HINT = 'see `npm run generate -- --help`';

/** The options of `argv`; a UsageError naming the first mistake. */
export function parseGenerateArgs(argv: readonly string[]): GenerateArgs {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    if (!(error instanceof TypeError) || !('code' in error)) throw error;
    const code = String(error.code);
    const option = /'(-[^' ]+)/.exec(error.message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option ${option}; ${HINT}`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const word = /'([^']*)'/.exec(error.message)?.[1] ?? '';
      throw new UsageError(`unexpected argument ${JSON.stringify(word)}: every value follows its option; ${HINT}`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw new UsageError(`${option ?? 'an option'} ${optionNeeds(option)}; ${HINT}`);
    }
    throw new UsageError(`${error.message.split('\n')[0]}; ${HINT}`);
  }
}

function optionNeeds(option: string | undefined): string {
  const name = option?.replace(/^-+/, '') ?? '';
  const known = (OPTIONS as Record<string, OptionHelp>)[name];
  if (known === undefined) return 'is not valid here';
  return known.type === 'string' ? `needs a value ${known.value}` : 'takes no value';
}
