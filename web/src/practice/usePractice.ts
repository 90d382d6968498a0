/**
 * One tab's practice: the exercise its spec makes (generated in the worker), the question read from
 * it, the student's path so far, and the graded answer with its feedback. The first answer to each
 * exercise counts towards the visit's score; after a wrong one the student may try again.
 */
import { coreOf } from '../../../src/puzzles/cores.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LearnWords } from '../learn/lesson.js';
import { useSearch } from '../search/useSearch.js';
import { questionOf, type PracticeBoards, type Question } from './exercise.js';
import { feedbackOn, type Answer, type Feedback } from './feedback.js';
import { gradePath } from './grade.js';
import { sameSpec, type PracticeSpec, type QuestionKind } from './kinds.js';
import { MISCONCEPTION_WORDS, misconceptionOf } from '../../../src/course/misconceptions.js';
import { COURSE, courseAnswerOf, questionIndex, recordCourseAnswer } from './course.js';
import { freshSeed } from './link.js';
import { recordAnswer } from './score.js';

/** An answer given and what it was told. */
interface Attempt {
  readonly answer: Answer;
  readonly feedback: Feedback;
}

/** What a tab's practice view works with. */
export interface Practice {
  readonly spec: PracticeSpec;
  /** The questions the puzzle asks, in the order "each in turn" asks them. */
  readonly kinds: readonly QuestionKind[];
  /** The exercise's boards, once the worker has made them. */
  readonly boards: PracticeBoards | null;
  /** Why the boards could not be made, if they could not. */
  readonly problem: string | null;
  readonly question: Question | null;
  /** The path chosen so far, the start first (path questions). */
  readonly path: readonly number[];
  /** The answer graded last, or null while the question waits for one. */
  readonly attempt: Attempt | null;
  /** Answers the question. */
  answer(answer: Answer): void;
  /** A state chosen on the board: the next state out of the queue, or the path's next move. */
  choose(state: number): void;
  /** Takes back the path's last move. */
  undo(): void;
  /** The same exercise again, unanswered. */
  tryAgain(): void;
  /** A new exercise: a fresh seed, the next question when asking each in turn. */
  next(): void;
  /** Asks each question in turn (true) or the chosen one every time. */
  readonly inTurn: boolean;
  setInTurn(inTurn: boolean): void;
}

/**
 * The practice of one tab whose exercise is `spec` (kept by the tab, so that a switch of views keeps
 * it); `words` names the board's states. What the puzzle practises (its questions, its boards, its
 * states) is its core's (the light part of its kit).
 */
export function usePractice(
  spec: PracticeSpec,
  setSpec: (spec: PracticeSpec) => void,
  words: (boards: PracticeBoards) => LearnWords,
): Practice {
  const core = coreOf(spec.puzzle);
  const search = useSearch();
  const run = search.run;
  const [inTurn, setInTurn] = useState(true);
  const [path, setPath] = useState<number[]>([]);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  // The exercise whose first answer has been counted.
  const scored = useRef<PracticeSpec | null>(null);

  useEffect(() => {
    setAttempt(null);
    setPath([]);
    run({ puzzle: 'practice', spec });
  }, [spec, run]);

  const state = search.state;
  const boards =
    state.status === 'done' && state.answer.puzzle === 'practice' && sameSpec(state.answer.spec, spec)
      ? state.answer
      : null;
  const question = useMemo(
    () => (boards ? questionOf(spec.kind, spec.difficulty, boards) : null),
    [boards, spec],
  );
  const states = useMemo(
    () => (boards ? core.graph(boards.boards[0].board, boards.boards[0].options) : null),
    [boards, core],
  );
  const graph = boards?.run ? (states?.graph ?? null) : null;
  const start = states ? states.start : -1;
  const shownPath = path.length > 0 ? path : start >= 0 ? [start] : [];

  const answer = (given: Answer) => {
    if (!boards || !question || attempt) return;
    const told = feedbackOn(question, given, boards.run, graph, words(boards));
    // A wrong answer that a known wrong idea explains is told which idea, as its grade will say.
    const wrongIdea = told.correct ? null : misconceptionOf(question, courseAnswerOf(given), boards);
    const feedback = wrongIdea
      ? { ...told, why: [`This looks like ${MISCONCEPTION_WORDS[wrongIdea]}.`, ...told.why] }
      : told;
    if (scored.current !== spec) {
      scored.current = spec;
      recordAnswer(spec, feedback.correct);
    }
    recordCourseAnswer(questionIndex(spec), given);
    setAttempt({ answer: given, feedback });
  };

  return {
    spec,
    kinds: core.practice.kinds,
    boards,
    problem: state.status === 'failed' ? state.problem.message : null,
    question,
    path: shownPath,
    attempt,
    answer,
    choose(chosen) {
      if (!boards || !question || attempt) return;
      if (question.kind === 'next') return answer({ kind: 'next', state: chosen });
      if (question.kind !== 'path' || !graph || !boards.run || !boards.onShortest) return;
      const longer = [...shownPath, chosen];
      setPath(longer);
      const verdict = gradePath(graph, boards.run, boards.onShortest, longer);
      if (verdict.kind !== 'going') answer({ kind: 'path', path: longer, verdict });
    },
    undo() {
      if (!attempt && shownPath.length > 1) setPath(shownPath.slice(0, -1));
    },
    tryAgain() {
      setAttempt(null);
      setPath([]);
    },
    next() {
      const question = questionIndex(spec);
      if (COURSE && question >= 0) {
        // A set's next question, round to the first after the last.
        return setSpec(COURSE.exercises[(question + 1) % COURSE.exercises.length]);
      }
      const { kinds } = core.practice;
      const kind = inTurn ? kinds[(kinds.indexOf(spec.kind) + 1) % kinds.length] : spec.kind;
      setSpec({ ...spec, kind, seed: freshSeed() });
    },
    inTurn,
    setInTurn,
  };
}
