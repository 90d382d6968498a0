// The completion scripts of bash and zsh (`boardpath completion bash|zsh`): the program's commands
// as `case` tables both shells read alike, and a function of each shell's own that walks the words
// typed so far to the command they are in and offers what goes where the cursor is.
import type { Completed, CompletedCommand } from './completion-words.js';

/** `text` as one single-quoted word of a POSIX shell. */
function quoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

// A completion's words, then @file or @directory when file or folder names go there too.
function offered(completed: Completed): string {
  return [...completed.words, ...(completed.files ? [`@${completed.files}`] : [])].join(' ');
}

// A `case` table: each key's line, keys with the same answer sharing one line, and the patterns
// (a key with a bare *) after them all, since the first that matches answers.
function caseTable(rows: ReadonlyArray<readonly [key: string, answer: string]>, other = 'return 1'): string {
  const keys = new Map<string, string[]>();
  const patterns = rows.filter(([key]) => key.endsWith('*'));
  for (const [key, answer] of rows)
    if (!key.endsWith('*')) keys.set(answer, [...(keys.get(answer) ?? []), key]);
  const lines = [...keys, ...patterns.map(([key, answer]) => [answer, [key]] as const)].map(
    ([answer, list]) => `    ${list.join('|')}) ${answer} ;;`,
  );
  return `  case "$1" in\n${lines.join('\n')}\n    *) ${other} ;;\n  esac`;
}

/**
 * The tables both shells read: `_P_commands PLACE`, `_P_options PLACE` (REPLY: the names),
 * `_P_value 'PLACE OPTION'` (fails for a flag; REPLY: what its value completes to) and
 * `_P_argument 'PLACE#N'` (the Nth argument from 0). A place is the words that name the command,
 * '' for the program itself, 'generate maze'.
 */
function tables(fn: string, commands: readonly CompletedCommand[]): string {
  const place = (command: CompletedCommand) => command.path.join(' ');
  const commandRows = commands
    .filter((command) => command.commands.length > 0)
    .map(
      (command) =>
        [quoted(place(command)), `REPLY=${quoted(command.commands.map((c) => c.name).join(' '))}`] as const,
    );
  const optionRows = commands.map(
    (command) =>
      [
        quoted(place(command)),
        `REPLY=${quoted(command.options.flatMap((option) => option.names).join(' '))}`,
      ] as const,
  );
  const valueRows = commands.flatMap((command) =>
    command.options.flatMap((option) =>
      option.value === undefined
        ? []
        : option.names.map(
            (name) =>
              [quoted(`${place(command)} ${name}`), `REPLY=${quoted(offered(option.value!))}`] as const,
          ),
    ),
  );
  const argumentRows = commands.flatMap((command) =>
    command.arguments.map((argument, index) => {
      const last = command.variadic && index === command.arguments.length - 1;
      const key = last ? `${quoted(`${place(command)}#`)}*` : quoted(`${place(command)}#${index}`);
      return [key, `REPLY=${quoted(offered(argument))}`] as const;
    }),
  );
  return `${fn}_commands() {
${caseTable(commandRows, "REPLY=''")}
}

${fn}_options() {
${caseTable(optionRows, "REPLY=''")}
}

${fn}_value() {
${caseTable(valueRows)}
}

${fn}_argument() {
${caseTable(argumentRows)}
}`;
}

// The name of the shell functions: `_boardpath`.
const functionOf = (name: string) => `_${name.replace(/\W/g, '_')}`;

/**
 * The bash script: `complete -F _boardpath boardpath`. It walks COMP_WORDS up to COMP_CWORD (bash
 * splits `--format=json` at the `=`), then sets COMPREPLY: a value's choices after an option that
 * takes one, the options after a `-`, the subcommands, or the argument's words and file names.
 */
export function bashScript(name: string, commands: readonly CompletedCommand[]): string {
  const fn = functionOf(name);
  return `# ${name} completion for bash, made by \`${name} completion bash\` from ${name}'s own commands.
# For every new shell:  ${name} completion bash > ~/.local/share/bash-completion/completions/${name}
# For this shell only:  source <(${name} completion bash)

${tables(fn, commands)}

# Offers the words of $1 that begin with $cur; @file and @directory among them, names of those.
${fn}_offer() {
  local words=" $1 " kind=''
  case $words in
    *' @file '*) kind=-f ;;
    *' @directory '*) kind=-d ;;
  esac
  words=\${words// @file / }
  words=\${words// @directory / }
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
  if [[ -n $kind ]]; then
    compopt -o filenames 2>/dev/null
    mapfile -t -O \${#COMPREPLY[@]} COMPREPLY < <(compgen $kind -- "$cur")
  fi
}

${fn}() {
  local cur=\${COMP_WORDS[COMP_CWORD]} place='' word option='' REPLY
  local -i i position=0 rest=0
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=\${COMP_WORDS[i]}
    if ((rest)); then
      position+=1
      continue
    fi
    case $word in
      --) rest=1 ;;
      -?*)
        ${fn}_value "$place $word" || continue
        # The option's value: the next word, or the one after an = that bash split off.
        if [[ \${COMP_WORDS[i + 1]} == = ]]; then
          i+=1
          if ((i == COMP_CWORD)); then
            option=$word cur=''
            break
          fi
        fi
        ((i + 1 == COMP_CWORD)) && option=$word
        i+=1
        ;;
      *)
        ${fn}_commands "$place"
        if ((position == 0)) && [[ " $REPLY " == *" $word "* ]]; then
          place=\${place:+$place }$word
        else
          position+=1
        fi
        ;;
    esac
  done
  if [[ -n $option ]]; then
    ${fn}_value "$place $option" && ${fn}_offer "$REPLY"
  elif ((!rest)) && [[ $cur == -* ]]; then
    ${fn}_options "$place"
    COMPREPLY=($(compgen -W "$REPLY" -- "$cur"))
  else
    ${fn}_commands "$place"
    if [[ -n $REPLY ]]; then
      ((position == 0)) && COMPREPLY=($(compgen -W "$REPLY" -- "$cur"))
    elif ${fn}_argument "$place#$position"; then
      ${fn}_offer "$REPLY"
    fi
  fi
  return 0
}

complete -F ${fn} ${name}
`;
}

// A name and its description as zsh's _describe reads them, the name's colons escaped.
const described = (name: string, description: string) =>
  quoted(`${name.replaceAll(':', '\\:')}:${description}`);

/**
 * The zsh script: a `#compdef` function for a folder of `fpath`, which also registers itself when
 * sourced. It walks $words as the bash script walks COMP_WORDS (zsh keeps `--format=json` whole),
 * and describes the commands and options as the help does.
 */
export function zshScript(name: string, commands: readonly CompletedCommand[]): string {
  const fn = functionOf(name);
  const describedRows = commands.flatMap((command) => {
    const place = command.path.join(' ');
    const rows: Array<readonly [string, string]> = [
      [
        quoted(`options:${place}`),
        `reply=(${command.options.flatMap((option) => option.names.map((n) => described(n, option.description))).join(' ')})`,
      ],
    ];
    if (command.commands.length > 0)
      rows.push([
        quoted(`commands:${place}`),
        `reply=(${command.commands.map((c) => described(c.name, c.description)).join(' ')})`,
      ]);
    return rows;
  });
  return `#compdef ${name}
# ${name} completion for zsh, made by \`${name} completion zsh\` from ${name}'s own commands.
# For every new shell:  ${name} completion zsh > ~/.zfunc/_${name}
#   with fpath=(~/.zfunc $fpath) before compinit in ~/.zshrc
# For this shell only:  source <(${name} completion zsh)

${tables(fn, commands)}

${fn}_described() {
${caseTable(describedRows, 'reply=()')}
}

# Offers the words of $1; @file and @directory among them, names of those.
${fn}_offer() {
  local -a offered
  offered=(\${=1})
  local files=\${offered[(r)@file]} folders=\${offered[(r)@directory]}
  offered=(\${offered:#@*})
  ((\${#offered})) && compadd -a offered
  if [[ -n $files ]]; then
    _files
  elif [[ -n $folders ]]; then
    _files -/
  fi
}

${fn}() {
  local cur=\${words[CURRENT]} place='' word option='' REPLY
  local -a reply
  integer i position=0 rest=0
  for ((i = 2; i < CURRENT; i++)); do
    word=\${words[i]}
    if ((rest)); then
      ((position++))
      continue
    fi
    case $word in
      --) rest=1 ;;
      -*=*) ;;
      -?*)
        ${fn}_value "$place $word" || continue
        ((i + 1 == CURRENT)) && option=$word
        ((i++))
        ;;
      *)
        ${fn}_commands "$place"
        if ((position == 0)) && [[ " $REPLY " == *" $word "* ]]; then
          place=\${place:+$place }$word
        else
          ((position++))
        fi
        ;;
    esac
  done
  if ((!rest)) && [[ -z $option && $cur == -*=* ]]; then
    option=\${cur%%=*}
    compset -P '*='
  fi
  if [[ -n $option ]]; then
    ${fn}_value "$place $option" && ${fn}_offer "$REPLY"
  elif ((!rest)) && [[ $cur == -* ]]; then
    ${fn}_described "options:$place"
    _describe -t options option reply
  else
    ${fn}_commands "$place"
    if [[ -n $REPLY ]]; then
      ((position == 0)) && ${fn}_described "commands:$place" && _describe -t commands command reply
    elif ${fn}_argument "$place#$position"; then
      ${fn}_offer "$REPLY"
    fi
  fi
  return 0
}

if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  ${fn} "$@"
else
  compdef ${fn} ${name}
fi
`;
}
