import { join } from 'node:path';
import { Command, Option } from 'commander';
import { BoardpathError, PUZZLES, type Puzzle } from '../index.js';
import {
  askedQuestions,
  checkSet,
  counted,
  DIFFICULTIES,
  gradeCodes,
  gradesCsv,
  MAX_QUESTIONS,
  printable,
  keyHeading,
  keySection,
  readRoster,
  resultsJson,
  setLink,
  sheetFileNames,
  studentWorksheet,
  summaryMarkdown,
  wholeNumber,
  writeCsv,
  type CourseSet,
  type Difficulty,
} from '../internal.js';
import { readInputBytes, systemReason } from './io.js';
import { numberBy } from './numbers.js';
import { WEB_PORT } from './web.js';
import type { CliIO, CommandContext } from './types.js';

/** The page the links open when none is named: the one `boardpath web` serves. */
const LOCAL_PAGE = `http://127.0.0.1:${WEB_PORT}/`;
/** The folder of the students' worksheets, in the course's folder. */
const SHEETS = 'sheets';
/** The most bytes of a roster or of the codes read. */
const MOST_READ = 20 * 2 ** 20;

/** What a course folder's `course.json` holds: the set, the page its links open, the roster. */
interface CourseFile extends CourseSet {
  readonly page: string;
  readonly roster: readonly string[];
}

interface MakeOptions {
  roster: string;
  puzzle: Puzzle;
  level: Difficulty;
  questions: number;
  seed: string;
  out: string;
  page: string;
}

/** `boardpath course make|grade`: a practice set for a class, and its completion codes graded. */
export function courseCommand(context: CommandContext): Command {
  const command = new Command('course')
    .summary('make a practice set for each student of a roster, and grade their codes')
    .description(
      'Make each student of a roster their own practice set on the page, with one answer key; ' +
        'grade the completion codes the page gives them when they finish.',
    )
    .usage('<make|grade> [options]');
  command.addCommand(makeCommand(context)).addCommand(gradeCommand(context));
  command.allowExcessArguments().action(() => {
    const name = command.args[0] as string | undefined;
    throw new BoardpathError(
      'E_USAGE',
      name === undefined
        ? 'choose one: boardpath course <make|grade> (boardpath course --help tells more)'
        : `unknown command '${printable(name)}' (the course commands: make, grade)`,
    );
  });
  return command;
}

function makeCommand(context: CommandContext): Command {
  return new Command('make')
    .summary('write each student a link to their own set and a worksheet, links.csv and the answer key')
    .requiredOption('--roster <file>', 'the students, one a line (a CSV whose first column is the name)')
    .addOption(
      new Option('--puzzle <puzzle>', 'the puzzle of the set').choices(PUZZLES).makeOptionMandatory(),
    )
    .addOption(new Option('--level <level>', 'how hard').choices(DIFFICULTIES).default('easy'))
    .addOption(
      new Option('--questions <n>', "how many questions, in the puzzle's order")
        .argParser(numberBy(wholeNumber(1, MAX_QUESTIONS)))
        .default(6),
    )
    .requiredOption('--seed <text>', 'any text: the same seed and roster make the same set, byte for byte')
    .requiredOption('--out <dir>', 'the folder to write: course.json, links.csv, key.md, sheets/')
    .option('--page <url>', 'the address of the page the links open', LOCAL_PAGE)
    .addHelpText(
      'after',
      `
Examples:
  $ boardpath course make --roster students.csv --puzzle maze --level medium --questions 6 --seed "cs325-week5" --out week5/
  $ boardpath course grade week5/ codes.txt`,
    )
    .action((options: MakeOptions) => make(context.io, options));
}

async function make(io: CliIO, options: MakeOptions): Promise<void> {
  const set = checkSet({
    puzzle: options.puzzle,
    level: options.level,
    questions: options.questions,
    seed: options.seed,
  });
  const roster = readRoster(await readText(io, options.roster), options.roster);
  const course: CourseFile = { ...set, page: options.page, roster };
  const links = roster.map((student) => setLink(options.page, set, student));
  const sheets = sheetFileNames(roster).map((name) => `${SHEETS}/${name}`);
  const folder = join(options.out, SHEETS);
  await writing(io, options.out, () => io.makeDirectory!(options.out));
  await writing(io, folder, () => (io.makeFolder ?? io.makeDirectory)!(folder));
  // Each student's questions are made once, for their worksheet and their part of the key, and
  // let go before the next student's: a roster's worth of exercises is never held at once.
  let key = keyHeading(set);
  for (const [i, student] of roster.entries()) {
    const asked = askedQuestions(set, student);
    key += keySection(student, asked);
    const file = join(options.out, sheets[i]);
    const sheet = studentWorksheet(set, student, asked, links[i]);
    await writing(io, file, () => io.writeFile!(file, sheet));
  }
  const files = {
    'course.json': `${JSON.stringify(course, null, 2)}\n`,
    'links.csv': writeCsv([
      ['Student', 'Link', 'Worksheet'],
      ...roster.map((student, i) => [student, links[i], sheets[i]]),
    ]),
    'key.md': key,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = join(options.out, name);
    await writing(io, file, () => io.writeFile!(file, text));
  }
  io.out(
    `${counted(roster.length, 'student')}, ${counted(set.questions, 'question')} each: ` +
      `${[...Object.keys(files), `${SHEETS}/`].map((name) => join(options.out, name)).join(', ')}\n`,
  );
}

function gradeCommand(context: CommandContext): Command {
  return new Command('grade')
    .summary('grade completion codes: grades.csv, results.json, summary.md')
    .argument('<folder>', 'the folder course make wrote')
    .argument('<codes>', 'the codes, one a line, or a CSV with a code in some column (- for standard input)')
    .option('--out <dir>', 'where to write the grades (default: the course folder)')
    .action((folder: string, codes: string, options: { out?: string }) =>
      grade(context, folder, codes, options.out ?? folder),
    );
}

async function grade(context: CommandContext, folder: string, codes: string, out: string): Promise<void> {
  const { io } = context;
  const course = readCourse(await readText(io, join(folder, 'course.json')), join(folder, 'course.json'));
  const grading = gradeCodes(course, course.roster, await readText(io, codes));
  const name = codes === '-' ? '<stdin>' : codes;
  for (const { line, why } of grading.refused) io.err(`${printable(name)}:${line}: ${printable(why)}\n`);
  await writing(io, out, () => io.makeDirectory!(out));
  const files = {
    'grades.csv': gradesCsv(grading),
    'results.json': resultsJson(grading),
    'summary.md': summaryMarkdown(grading),
  };
  for (const [file, text] of Object.entries(files)) {
    const path = join(out, file);
    await writing(io, path, () => io.writeFile!(path, text));
  }
  const refused = grading.refused.length;
  io.out(
    `${grading.graded.length} of ${grading.roster.length} students graded` +
      `${refused > 0 ? `, ${refused} ${refused === 1 ? 'line' : 'lines'} not counted` : ''}: ` +
      `${Object.keys(files)
        .map((file) => join(out, file))
        .join(', ')}\n`,
  );
}

/** A course folder's `course.json` read back, checked as `course make` wrote it. */
function readCourse(text: string, file: string): CourseFile {
  let value: Partial<CourseFile>;
  try {
    value = JSON.parse(text) as Partial<CourseFile>;
  } catch {
    throw new BoardpathError('E_JSON', 'not JSON: a course folder holds the course.json course make wrote', {
      file,
    });
  }
  const roster = value?.roster;
  if (!Array.isArray(roster) || roster.some((name) => typeof name !== 'string'))
    throw new BoardpathError('E_FORMAT', 'its roster is not a list of names', { file });
  try {
    const set = checkSet({
      puzzle: value.puzzle as Puzzle,
      level: value.level as Difficulty,
      questions: value.questions as number,
      seed: value.seed as string,
    });
    return { ...set, page: String(value.page), roster };
  } catch (error) {
    if (error instanceof BoardpathError) throw new BoardpathError('E_FORMAT', error.message, { file });
    throw error;
  }
}

async function readText(io: CliIO, path: string): Promise<string> {
  const { bytes } = await readInputBytes(io, path, undefined, MOST_READ);
  return new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
}

// Runs `write` (the command line's safe writer: a new file renamed over the old, no symbolic link
// followed); a file that cannot be written is the environment's failure (E_IO, status 74).
async function writing(io: CliIO, file: string, write: () => void | Promise<void>): Promise<void> {
  if (!io.writeFile || !io.makeDirectory)
    throw new BoardpathError('E_IO', `cannot write ${printable(file)}: this command line writes no files`);
  try {
    await write();
  } catch (error) {
    if (error instanceof BoardpathError) throw error;
    throw new BoardpathError(
      'E_IO',
      `cannot write ${printable(file)}: ${systemReason(error as NodeJS.ErrnoException)}`,
    );
  }
}
