// What the command line takes from the library beyond its public entries (index.ts, engine.ts,
// node.ts): the one internal entry of src/cli/, so that what the command uses is listed in one place.
export { writeCsv } from './course/csv.js';
export { gradeCodes } from './course/grading.js';
export { askedQuestions } from './course/asked.js';
export { keyHeading, keySection } from './course/key.js';
export { setLink } from './course/link.js';
export { DIFFICULTIES, type Difficulty } from './course/practice.js';
export { gradesCsv, resultsJson, summaryMarkdown } from './course/reports.js';
export { readRoster } from './course/roster.js';
export { sheetFileNames } from './course/sheet-names.js';
export { studentWorksheet } from './course/worksheet.js';
export { checkSet, MAX_QUESTIONS, type CourseSet } from './course/set.js';
export { checkMemory } from './errors.js';
// Every puzzle as one kit (the command's and the page's, not the library's: its types hold schemas).
export { KITS } from './puzzles/kits.js';
export type { PuzzleKit } from './puzzles/kit.js';
export { tooDeep } from './json.js';
export { jsonForm } from './json-form.js';
export { ORDER_NAMES, type BoardOrder } from './judge/board-order.js';
export { driverFor } from './judge/drivers/languages.js';
export { MOST_CASES, MOST_JOBS, type JudgeOptions, type JudgeProgress } from './judge/options.js';
export { ANY_JUDGE_FORMAT, SOLUTION_FUNCTIONS } from './judge/problem.js';
export { endLeftovers } from './judge/leftovers.js';
export { endBy, keepListening } from './ending.js';
export { progressLine } from './judge/progress.js';
export { renderJudgeReport } from './judge/report.js';
export { TEST_EXTENSIONS, unitTestOf } from './judge/saved-test.js';
export { readSolutionFile } from './judge/solution-file.js';
export { withLineFeedBytes } from './line-ends.js';
export {
  wholeNumber,
  maxWorkSchema,
  allowedBy,
  MAX_MEMORY_LIMIT,
  nearName,
  type Progress,
} from './options.js';
export { JUDGE_MODES, type JudgeMode } from './puzzles/judge-hooks.js';
export { SHEET_EXPANSION } from './puzzles/generate.js';
export { readGridSize } from './puzzles/grid-size.js';
export { type GenerateFlag, type GenerateFlags } from './puzzles/kit.js';
export { htmlText, sheetPage } from './puzzles/sheet-page.js';
export {
  MAZE_MOVES,
  gridOf,
  MAZE_FORMATS,
  OPEN_CELLS,
  borderedAt,
  borderedBytes,
  MAX_MAZE_CELLS,
  mazeFromBordered,
} from './puzzles/maze/board/board.js';
export { evenRowsShape } from './puzzles/maze/board/formats-text.js';
export { printedRowsReader } from './puzzles/maze/board/printed-rows.js';
export { passes, pathsAtLeast, shownPaths, type PathsAtLeast } from './puzzles/maze/paths/count-maze.js';
export { countsByMates } from './puzzles/maze/paths/mate-grid.js';
export { mazeAnswerJson } from './puzzles/maze/solve/answer-json.js';
export { END_RULES, DEFAULT_END_RULE } from './puzzles/snakes/analysis/end-rules.js';
export { checkImportance } from './puzzles/snakes/analysis/importance.js';
export { PLAYERS_BYTES_PER_SLOT } from './puzzles/snakes/analysis/players.js';
export { analysisJson, gameLengthLine } from './puzzles/snakes/analysis/render-analysis.js';
export { SNAKES_FORMATS, jumpCount } from './puzzles/snakes/board/board.js';
export { isBuiltInBoard } from './puzzles/snakes/board/built-in-boards.js';
export { parseBoardWindows } from './puzzles/snakes/board/formats.js';
export { readerWindow } from './puzzles/snakes/board/scan-json.js';
export {
  DEFAULT_DESIGN_SECONDS,
  DEFAULT_DESIGN_WORK,
  designSnakesSchema,
  MAX_DESIGN_SQUARES,
} from './puzzles/snakes/design/options.js';
export { boardNotation, renderDesign } from './puzzles/snakes/design/render-design.js';
export { playersSchema, facesSchema, SNAKES_METHODS, type SnakesMethod } from './puzzles/snakes/options.js';
export { TOKENS_FORMATS } from './puzzles/tokens/board/board.js';
export { TOKENS_METHODS, type TokensMethod } from './puzzles/tokens/options.js';
export { checkTokensSearch, BITS_FROM_SQUARES, tokensMethod } from './puzzles/tokens/solve/solve.js';
export { DEFAULT_ENUMERATION_WORK } from './search/backtrack.js';
export { DEFAULT_LISTED_STATES } from './search/level-lists.js';
export { workerThreads } from './threads/node-threads.js';
export { THREADS } from './threads/threads.js';
export {
  counted,
  grouped,
  printable,
  printableJsonPieces,
  wordList,
  exponential,
  printableJson,
} from './words.js';
