// The completion script of fish (`boardpath completion fish`): a `complete` line for each command,
// option and argument, under a condition that says where on the command line it goes, found by a
// function that walks the words typed so far as the bash script does.
import type { Completed, CompletedCommand } from './completion-words.js';

/** `text` as one single-quoted word of fish, whose quotes escape \ and ' alone. */
function fishQuoted(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

// The `complete` flags of what a value or an argument offers: its words, file or folder names.
function offers(completed: Completed): string {
  const words = completed.words.length > 0 ? ` -a ${fishQuoted(completed.words.join(' '))}` : '';
  if (completed.files === 'file') return ` -F${words}`;
  if (completed.files === 'directory')
    return ` -x -a '(__fish_complete_directories (commandline -ct))'${words}`;
  return ` -x${words}`;
}

/**
 * The fish script: `complete -c boardpath` lines, files offered only where a file goes. Each line's
 * condition asks `__P_at PLACE [N]`: whether the cursor is in the command PLACE ('' for the program,
 * 'generate maze'), at its Nth argument (from 0; `N+` for N or later).
 */
export function fishScript(name: string, commands: readonly CompletedCommand[]): string {
  const fn = `__${name.replace(/\W/g, '_')}`;
  const takes = commands.flatMap((command) =>
    command.options.flatMap((option) =>
      option.value === undefined ? [] : option.names.map((n) => fishQuoted(`${command.path.join(' ')} ${n}`)),
    ),
  );
  const subcommands = commands
    .filter((command) => command.commands.length > 0)
    .map(
      (command) =>
        `        case ${fishQuoted(command.path.join(' '))}\n            printf '%s\\n' ${command.commands.map((c) => c.name).join(' ')}`,
    );
  const lines: string[] = [];
  for (const command of commands) {
    const place = fishQuoted(command.path.join(' '));
    for (const sub of command.commands)
      lines.push(
        `complete -c ${name} -n "${fn}_at ${place} 0" -a ${sub.name} -d ${fishQuoted(sub.description)}`,
      );
    for (const option of command.options) {
      const names = option.names
        .map((n) => (n.startsWith('--') ? `-l ${n.slice(2)}` : `-s ${n.slice(1)}`))
        .join(' ');
      const value = option.value === undefined ? '' : offers(option.value);
      lines.push(
        `complete -c ${name} -n "${fn}_at ${place}" ${names}${value} -d ${fishQuoted(option.description)}`,
      );
    }
    command.arguments.forEach((argument, index) => {
      const last = command.variadic && index === command.arguments.length - 1;
      lines.push(`complete -c ${name} -n "${fn}_at ${place} ${index}${last ? '+' : ''}"${offers(argument)}`);
    });
  }
  return `# ${name} completion for fish, made by \`${name} completion fish\` from ${name}'s own commands.
# For every new shell:  ${name} completion fish > ~/.config/fish/completions/${name}.fish
# For this shell only:  ${name} completion fish | source

# The subcommands of the command $argv[1], one a line.
function ${fn}_commands
    switch $argv[1]
${subcommands.join('\n')}
    end
end

# Whether the option $argv[2] of the command $argv[1] takes a value.
function ${fn}_takes
    switch "$argv[1] $argv[2]"
        case ${takes.join(' ')}
            return 0
    end
    return 1
end

# Whether the cursor is in the command $argv[1], at its argument $argv[2] if given (N, or N+).
function ${fn}_at
    set -l words (commandline -opc)
    set -e words[1]
    set -l place
    set -l position 0
    set -l skip 0
    set -l rest 0
    for word in $words
        if test $skip = 1
            set skip 0
        else if test $rest = 1
            set position (math $position + 1)
        else if test "$word" = --
            set rest 1
        else if string match -q -- '-?*' $word
            ${fn}_takes "$place" $word; and set skip 1
        else if test $position = 0; and contains -- $word (${fn}_commands "$place")
            set place $place $word
        else
            set position (math $position + 1)
        end
    end
    test "$place" = "$argv[1]"; or return 1
    test (count $argv) -lt 2; and return 0
    test $skip = 1; and return 1
    if string match -q -- '*+' $argv[2]
        test $position -ge (string trim -r -c + -- $argv[2])
    else
        test $position = $argv[2]
    end
end

complete -c ${name} -f
${lines.join('\n')}
`;
}
