// `boardpath completion bash|zsh|fish`: a shell's completion script, made from the program's own
// commands, options and choices as commander holds them, so that it cannot drift from them.
import { Argument, Command } from 'commander';
import { BoardpathError } from '../index.js';
import { wordList } from '../internal.js';
import { bashScript, zshScript } from './completion-bash.js';
import { fishScript } from './completion-fish.js';
import { completedCommands, plain } from './completion-words.js';
import { SHARED_STATUSES } from './statuses.js';
import type { CommandContext } from './types.js';

/** The shells `boardpath completion` writes a script for. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;

/** One of `SHELLS`. */
export type Shell = (typeof SHELLS)[number];

/** `script` for `shell`: the program's commands as `completedCommands` reads them. */
export function completionScript(shell: Shell, program: Command): string {
  const commands = completedCommands(program);
  const name = plain(program.name());
  if (shell === 'bash') return bashScript(name, commands);
  if (shell === 'zsh') return zshScript(name, commands);
  return fishScript(name, commands);
}

/** `boardpath completion <shell>`: prints the script that teaches `shell` to complete boardpath. */
export function completionCommand(context: CommandContext): Command {
  const command = new Command('completion')
    .summary(`print a completion script for ${wordList(SHELLS)}`)
    .description(
      `Print a script that completes boardpath's commands, options, their choices and file names in ${wordList(SHELLS)}.`,
    )
    .usage(`<${SHELLS.join('|')}>`)
    .addArgument(new Argument('[shell]', 'the shell').choices(SHELLS))
    .addHelpText(
      'after',
      `
Examples:
  $ boardpath completion bash > ~/.local/share/bash-completion/completions/boardpath
  $ boardpath completion zsh > ~/.zfunc/_boardpath     with ~/.zfunc in fpath before compinit
  $ boardpath completion fish > ~/.config/fish/completions/boardpath.fish
  $ source <(boardpath completion bash)                 for this shell only

Exit status: 0 printed, 2 an unknown shell or bad usage,
${SHARED_STATUSES}.`,
    );
  // An unknown shell is commander's usage error, which names the shells; so does no shell.
  command.action((shell: Shell | undefined) => {
    if (shell === undefined)
      throw new BoardpathError(
        'E_USAGE',
        `choose a shell: boardpath completion <${SHELLS.join('|')}> (boardpath completion --help tells how to install it)`,
      );
    let program = command;
    while (program.parent) program = program.parent;
    context.io.out(completionScript(shell, program));
  });
  return command;
}
