/**
 * The global options read before the command tree is built (the tree depends on them: the profile names the
 * records package), and the command a command line asks for, skipping those options and their values.
 */

/** Global options that take a value. */
const WITH_VALUE = ['--profile', '--config', '--env', '--format', '-o', '--rate-limit-redis'];

/** The value of a global option given before or after the command (`--profile x` or `--profile=x`). */
export function globalValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') return undefined;
    if (arg === name) return argv[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/** The words that are neither options nor a global option's value (`records member` of `--profile x records member`). */
export function commandWords(argv: readonly string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') break;
    if (WITH_VALUE.includes(arg)) i++;
    else if (!arg.startsWith('-')) words.push(arg);
  }
  return words;
}

/** The first word that is neither an option nor a global option's value (`records` of `--profile x records`). */
export function firstCommand(argv: readonly string[]): string | undefined {
  return commandWords(argv)[0];
}
