/**
 * What the practice view says about an answer: right or not, why, in the puzzle's own words, and
 * the step of the search the feedback replays to — the point where the student's answer and the
 * search part (the queue holding the level the answer stops at, the goal seen sooner than the
 * answer says, the expansion of the state a wrong move leaves from).
 */
import { counted } from '../../../src/words.js';
import type { IntGraph } from 'boardpath/engine';
import type { BreadthTrace } from '../learn/record.js';
import type { LearnWords } from '../learn/lesson.js';
import type { Question } from './exercise.js';
import { gradeNext, type PathVerdict } from './grade.js';
import { boundaryFrame, endFrame, expandedFrame, seenFrame } from './replay.js';

/** The verdict on one answer, and how it is shown. */
export interface Feedback {
  readonly correct: boolean;
  /** Why, in a few sentences. */
  readonly why: readonly string[];
  /** The search is replayed from its start to this step (a learn view frame), or not at all (null). */
  readonly replayTo: number | null;
}

/** A student's answer to a question. */
export type Answer =
  | { readonly kind: 'fewest' | 'distance'; readonly moves: number | null }
  | { readonly kind: 'next'; readonly state: number }
  | { readonly kind: 'path'; readonly path: readonly number[]; readonly verdict: PathVerdict }
  | { readonly kind: 'longer'; readonly board: 0 | 1 };

/** "a, b and c" of states in words, the first `most` of them and how many more. */
function listed(states: readonly number[], words: LearnWords, most = 8): string {
  const named = states.slice(0, most).map(words.state);
  if (states.length > most) named.push(`${states.length - most} more`);
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

const away = (moves: number, unit: string) => counted(moves, unit.replace(/s$/, ''), unit);

/** The feedback on "how many moves to `target`" (the goal, for the fewest moves). */
function distanceFeedback(
  run: BreadthTrace,
  words: LearnWords,
  target: number,
  truth: number | null,
  answer: number | null,
): Feedback {
  const unit = words.unit ?? 'moves';
  const name = words.state(target);
  const from = truth !== null && truth > 0 ? ` (from ${words.state(run.parent[target])})` : '';
  if (truth === answer)
    return truth === null
      ? {
          correct: true,
          why: [`Right: ${name} cannot be reached. The queue empties and the search never sees it.`],
          replayTo: endFrame(run),
        }
      : {
          correct: true,
          why: [
            `Right: ${away(truth, unit)}. Breadth-first search first sees ${name} at level ${truth}${from}, and nothing seen later is nearer.`,
          ],
          replayTo: seenFrame(run, target),
        };
  if (truth === null)
    return {
      correct: false,
      why: [
        `${name} cannot be reached at all: the search takes from the queue every ${words.plural.replace(/s$/, '')} the start can reach, and ${name} is never among them.`,
      ],
      replayTo: endFrame(run),
    };
  if (answer === null || answer > truth)
    return {
      correct: false,
      why: [
        answer === null
          ? `It can be reached: breadth-first search sees ${name}${from}. The replay stops where it first sees it: count the levels.`
          : `Fewer than ${away(answer, unit)} will do: breadth-first search sees ${name}${from} sooner. The replay stops where it first sees it: count the levels.`,
      ],
      replayTo: seenFrame(run, target),
    };
  return {
    correct: false,
    why: [
      answer <= 0
        ? `The start is not ${name}: it takes at least one move.`
        : `Not in ${away(answer, unit)}: when every ${words.plural.replace(/s$/, '')} fewer than ${away(answer, unit)} away has been expanded, the queue holds those ${away(answer, unit)} away, and ${name} is not among them: it is farther. The replay stops there.`,
    ],
    replayTo: boundaryFrame(run, Math.max(0, answer)),
  };
}

/** The feedback on "which comes out of the queue next", asked when the queue holds level `level`. */
function nextFeedback(run: BreadthTrace, words: LearnWords, level: number, chosen: number): Feedback {
  const unit = words.unit ?? 'moves';
  const { correct, accepted, chosenLevel } = gradeNext(run, level, chosen);
  const name = words.state(chosen);
  const front = accepted[0];
  const queue = `The queue holds exactly the ${words.plural} ${away(level, unit)} from the start: ${listed(accepted, words)}.`;
  const ties = `Breadth-first search takes them in the order it found them, and that order depends on the order each ${words.plural.replace(/s$/, '')}'s moves are tried when several lead to new ones (ties): under some order of ties any of them comes first, so every one is accepted.`;
  const replayTo = boundaryFrame(run, level) + 1;
  if (correct)
    return {
      correct,
      why: [
        `Right: ${name} is ${away(level, unit)} from the start. ${queue}`,
        `${ties} This run took ${words.state(front)} first.`,
      ],
      replayTo,
    };
  const goal = run.path ? run.path[run.path.length - 1] : -1;
  const reason =
    chosen === goal
      ? `${name} is the goal: it never joins the queue, since the search stops as soon as it sees it.`
      : chosenLevel < 0
        ? `${words.unreachable?.(chosen) ?? `The search never sees ${name} before it stops`}: it is not in the queue.`
        : chosenLevel === 0
          ? `${name} is the start: it was the first taken from the queue, and every ${words.plural.replace(/s$/, '')} nearer than ${away(level, unit)} has been expanded since.`
          : chosenLevel < level
            ? `${name} has already been taken from the queue and expanded: it is ${away(chosenLevel, unit)} from the start, and every ${words.plural.replace(/s$/, '')} nearer than ${away(level, unit)} comes out before the next level.`
            : `${name} is ${away(chosenLevel, unit)} from the start: it is not in the queue yet, and every ${words.plural.replace(/s$/, '')} ${away(level, unit)} away comes out before it.`;
  return {
    correct,
    why: [reason, `${queue} ${ties} Here the search takes ${words.state(front)}.`],
    replayTo,
  };
}

/** The moves of `state` named: "square 15, square 16 and square 38". */
function movesOf(graph: IntGraph, state: number, words: LearnWords): string {
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  const count = graph.moves(state, out);
  return count === 0 ? 'nowhere' : listed([...new Set(out.subarray(0, count))], words, 12);
}

/** The feedback on a path chosen move by move, once it reached the goal or left every shortest path. */
function pathFeedback(
  run: BreadthTrace,
  graph: IntGraph,
  words: LearnWords,
  path: readonly number[],
  verdict: PathVerdict,
  solutions: bigint,
): Feedback {
  const unit = words.unit ?? 'moves';
  const fewest = run.moves ?? 0;
  const others =
    solutions > 1n
      ? `It is one of ${solutions.toLocaleString('en')} shortest paths, and any of them is accepted: a path is checked by replaying its moves, not by comparing it with the one the search rebuilt.`
      : 'It is the only shortest path.';
  switch (verdict.kind) {
    case 'right':
    case 'going':
      return {
        correct: verdict.kind === 'right',
        why: [`Right: ${away(fewest, unit)}, the fewest. ${others}`],
        replayTo: endFrame(run),
      };
    case 'illegal': {
      const from = path[verdict.step - 1];
      const expanded = expandedFrame(run, from);
      return {
        correct: false,
        why: [
          `Move ${verdict.step} is not a move of this board: from ${words.state(from)} the moves lead to ${movesOf(graph, from, words)}, not to ${words.state(path[verdict.step])}.`,
        ],
        replayTo: expanded >= 0 ? expanded : endFrame(run),
      };
    }
    case 'detour': {
      const to = path[verdict.step];
      return {
        correct: false,
        why: [
          `Move ${verdict.step} reaches ${words.state(to)}, which is only ${away(verdict.level, unit)} from the start: a shorter way there exists, so a path through it here is not a shortest one. The replay stops where the search first sees it.`,
        ],
        replayTo: seenFrame(run, to),
      };
    }
    case 'astray': {
      const to = path[verdict.step];
      return {
        correct: false,
        why: [
          `${words.state(to)} is as far from the start as your path has come (${away(verdict.step, unit)}), but the goal is more than ${away(fewest - verdict.step, unit)} beyond it: no shortest path goes through it. The replay shows the search to the goal, and the path it rebuilt.`,
        ],
        replayTo: endFrame(run),
      };
    }
  }
}

/**
 * The feedback on `answer` to `question`, from the board's recorded search (`run`, null for
 * "which board plays longer") and its moves. Cost: O(steps of the search).
 */
export function feedbackOn(
  question: Question,
  answer: Answer,
  run: BreadthTrace | null,
  graph: IntGraph | null,
  words: LearnWords,
): Feedback {
  if (question.kind === 'longer' && answer.kind === 'longer') {
    const [a, b] = question.expected.map((value) => value.toLocaleString('en', { maximumFractionDigits: 1 }));
    const which = question.longer === 0 ? 'A' : 'B';
    return {
      correct: answer.board === question.longer,
      why: [
        `Board ${which} plays longer: ${question.longer === 0 ? a : b} throws on average with a fair die, against ${question.longer === 0 ? b : a} for board ${which === 'A' ? 'B' : 'A'}.`,
        'The fewest throws do not decide it: the real game is random, and a board with a quick way up can still send most games down its snakes.',
      ],
      replayTo: null,
    };
  }
  if (!run) throw new Error('a question about the search needs its run');
  if (question.kind === 'fewest' && answer.kind === 'fewest')
    return distanceFeedback(run, words, question.goal, question.truth, answer.moves);
  if (question.kind === 'distance' && answer.kind === 'distance')
    return distanceFeedback(run, words, question.target, question.truth, answer.moves);
  if (question.kind === 'next' && answer.kind === 'next')
    return nextFeedback(run, words, question.level, answer.state);
  if (question.kind === 'path' && answer.kind === 'path' && graph)
    return pathFeedback(run, graph, words, answer.path, answer.verdict, question.solutions);
  throw new Error(`an answer of kind ${answer.kind} to a question of kind ${question.kind}`);
}
