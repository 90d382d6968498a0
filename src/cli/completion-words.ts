// What a shell completes where, read from the program's commands as commander holds them: the
// words every completion script (completion-bash.ts, completion-fish.ts) is written from.
import type { Argument, Command, Option } from 'commander';
import { wordsCompleted } from './options.js';

/**
 * What a shell offers for a word: `words`, and file names (`file`) or folder names (`directory`)
 * after them. No words and no files: any text (a number, a seed), nothing to offer.
 */
export interface Completed {
  readonly words: readonly string[];
  readonly files?: 'file' | 'directory';
}

/** An option as a shell completes it: its names, its help, and its value if it takes one. */
interface CompletedOption {
  /** `--format`, `-h`: the long name first. */
  readonly names: readonly string[];
  readonly description: string;
  /** What its value completes to; undefined for a flag that takes none. */
  readonly value?: Completed;
}

/** A command as a shell completes it: its place (`generate maze`), its words after it. */
export interface CompletedCommand {
  /** The words that lead to it after `boardpath`: [] for the program, ['generate', 'maze']. */
  readonly path: readonly string[];
  readonly commands: ReadonlyArray<{ readonly name: string; readonly description: string }>;
  readonly options: readonly CompletedOption[];
  /** What each argument completes to, in order (none for a command of commands). */
  readonly arguments: readonly Completed[];
  /** The last argument takes any number of words. */
  readonly variadic: boolean;
}

// Names and words a script writes bare (as case patterns, fish conditions): no space, no quote.
const PLAIN = /^[\w.,:+@-]+$/;

/** `word` as the scripts write it bare; a word with a space or a quote is a mistake of the program's. */
export function plain(word: string): string {
  if (!PLAIN.test(word))
    throw new Error(`a completion word the scripts cannot write: ${JSON.stringify(word)}`);
  return word;
}

/**
 * Every command of `program`, the program first, each with its subcommands, options and arguments
 * as commander's help lists them (what the help hides, a shell does not offer). A `help` command
 * completes its siblings' names. Cost: O(options of all commands).
 */
export function completedCommands(program: Command): CompletedCommand[] {
  const all: CompletedCommand[] = [];
  const walk = (command: Command, path: readonly string[]) => {
    const help = command.createHelp();
    const subcommands = help.visibleCommands(command);
    const args = subcommands.length > 0 ? [] : help.visibleArguments(command);
    all.push({
      path,
      commands: subcommands.map((sub) => ({
        name: plain(sub.name()),
        description: firstLine(sub.summary() || sub.description()),
      })),
      options: help.visibleOptions(command).map(completedOption),
      arguments:
        command.name() === 'help' && path.length > 0
          ? [{ words: siblingsOf(command) }]
          : args.map(completedArgument),
      variadic: args.at(-1)?.variadic ?? false,
    });
    for (const sub of subcommands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return all;
}

// The commands beside a `help` command, which it tells of.
function siblingsOf(command: Command): string[] {
  const parent = command.parent;
  return parent ? parent.commands.map((sibling) => sibling.name()).filter((name) => name !== 'help') : [];
}

function completedOption(option: Option): CompletedOption {
  const names = [option.long, option.short].filter((name): name is string => name !== undefined).map(plain);
  const description = firstLine(option.description);
  // An optional value (`[x]`) is taken with `=` only: the next word may be an argument.
  if (!option.required) return { names, description };
  if (option.argChoices) return { names, description, value: { words: option.argChoices.map(plain) } };
  const placeholder = /<(\w+)/.exec(option.flags)?.[1] ?? '';
  return { names, description, value: { words: [], files: filesNamed(placeholder) } };
}

function completedArgument(argument: Argument): Completed {
  if (argument.argChoices) return { words: argument.argChoices.map(plain) };
  return { words: wordsCompleted(argument).map(plain), files: 'file' };
}

// A value named <file> is a file's name, <dir> a folder's; other values are not names.
function filesNamed(placeholder: string): Completed['files'] {
  if (/^(file|files|path)$/.test(placeholder)) return 'file';
  if (/^(dir|folder|directory)$/.test(placeholder)) return 'directory';
  return undefined;
}

// A help's first sentence or line, short enough for a menu.
function firstLine(text: string): string {
  const line = text.split('\n')[0].replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
