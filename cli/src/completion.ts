/**
 * `platform completion bash|zsh`: a completion script made from the command tree as it is now (the records
 * commands of the account's definitions included), so it follows the generated commands. Add
 * `source <(platform completion bash)` to ~/.bashrc, or `source <(platform completion zsh)` to ~/.zshrc (zsh
 * reads the bash script through bashcompinit).
 */
import { Command, type Option } from 'commander';
import { UsageError } from './exit-codes.js';

/** Each command path (`mail send`) with the words that may follow it: its subcommands and its options. */
function table(command: Command, prefix = ''): [string, string[]][] {
  const words = [
    ...command.commands.map((c) => c.name()),
    ...(command.options as Option[]).map((o) => o.long ?? '').filter((o) => o !== ''),
    '--help',
  ];
  return [[prefix, words], ...command.commands.flatMap((c) => table(c, `${prefix} ${c.name()}`.trim()))];
}

function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function completionScript(program: Command, shell: 'bash' | 'zsh'): string {
  const cases = table(program)
    .map(([path, words]) => `    ${quote(path)}) words=${quote(words.join(' '))} ;;`)
    .join('\n');
  const script = `# platform completion (${shell}); generated from the command tree by \`platform completion ${shell}\`
_platform_words() {
  local words=''
  case "$1" in
${cases}
  esac
  printf '%s' "$words"
}
_platform() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path='' i w
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    [[ "$w" == -* ]] && continue
    case " $(_platform_words "$path") " in *" $w "*) path="\${path:+$path }$w" ;; esac
  done
  COMPREPLY=($(compgen -W "$(_platform_words "$path")" -- "$cur"))
}
complete -F _platform platform
`;
  return shell === 'zsh' ? `autoload -U +X bashcompinit && bashcompinit\n${script}` : script;
}

export function completionCommand(program: Command): Command {
  return new Command('completion')
    .description('A shell completion script: source <(platform completion bash), or zsh')
    .argument('<shell>', 'bash or zsh')
    .action((shell: string, _values, self: Command) => {
      if (shell !== 'bash' && shell !== 'zsh')
        throw new UsageError(`completion: shells are bash and zsh (got ${shell})`);
      self.configureOutput().writeOut?.(completionScript(program, shell));
    });
}
