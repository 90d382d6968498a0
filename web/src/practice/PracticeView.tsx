import type { BreadthTrace } from '../learn/record.js';
import { useMemo, type ReactNode } from 'react';
import { AnimationControls, useAnimation } from '../Animation.js';
import { breadthLesson, learnFrame, type LearnFrame } from '../learn/breadth.js';
import type { LearnWords } from '../learn/lesson.js';
import { LearnPanel } from '../learn/LearnPanel.js';
import { Problem } from '../Problem.js';
import { EXPLORED } from '../search/shading.js';
import { TabLayout } from '../TabLayout.js';
import type { PracticeBoards, Question } from './exercise.js';
import type { PracticeSpec } from './kinds.js';
import { questionIndex } from './course.js';
import { CoursePanel } from './CoursePanel.js';
import { PracticeSettings } from './PracticeSettings.js';
import { QuestionPanel } from './QuestionPanel.js';
import type { Practice } from './usePractice.js';

/** What a practice board shows, and what choosing a state on it does. */
export interface PracticeShown {
  readonly boards: PracticeBoards;
  readonly question: Question;
  /** The step of the search the feedback's replay has reached, or null when nothing is replayed. */
  readonly step: LearnFrame | null;
  /** The question's own shades, when not replaying: "which comes next" shows the states expanded. */
  readonly shades: Uint8Array | null;
  /** The path chosen so far, the start first. */
  readonly path: readonly number[];
  /** The state asked about, or the state chosen as the answer. */
  readonly marked: number | null;
  /** Choosing a state on the board answers the question (null: the board takes no choice now). */
  readonly choose: ((state: number) => void) | null;
}

/** The replay's speed: about three seconds from the start to the step it stops at, at 4 steps a second at least. */
function replaySpeed(steps: number): number {
  return Math.max(4, steps / 3);
}

// "Which comes next" shows the states already expanded: every state nearer than the level asked.
function explored(run: BreadthTrace | null, question: Question | null): Uint8Array | null {
  if (!run || question?.kind !== 'next') return null;
  return Uint8Array.from(run.level, (level) => (level >= 0 && level < question.level ? EXPLORED : 0));
}

/**
 * A tab in the practice view: beside the board the settings, the question and its answer, the
 * feedback; the board (drawn by the tab, `board`), which takes the answer where it is chosen on
 * it; and after an answer the search replayed from its start to where the answer and the search
 * part, on the timeline, with the learn view's panel (the queue, the pseudocode, the step).
 */
export function PracticeView({
  view,
  practice,
  setSpec,
  words,
  ask,
  movesLabel,
  pathHint,
  board,
  legend,
}: {
  view: ReactNode;
  practice: Practice;
  setSpec: (spec: PracticeSpec) => void;
  words: LearnWords | null;
  /** The question in the puzzle's words. */
  ask: (question: Question) => string;
  movesLabel: string;
  pathHint: string;
  board: (shown: PracticeShown) => ReactNode;
  /** What the board's colours mean for the question asked. */
  legend: (question: Question | null) => ReactNode;
}) {
  const { boards, question, attempt } = practice;
  const run = boards?.run ?? null;
  const replayTo = attempt?.feedback.replayTo ?? null;
  const animation = useAnimation(replayTo ?? 0, attempt, true, replaySpeed(replayTo ?? 0));
  const step = useMemo(
    () => (run && replayTo !== null ? learnFrame(run, Math.min(animation.frame, replayTo)) : null),
    [run, replayTo, animation.frame],
  );
  const shades = useMemo(() => explored(run, question), [run, question]);
  const answered = attempt?.answer;
  const marked =
    question?.kind === 'distance' ? question.target : answered?.kind === 'next' ? answered.state : null;
  const choosing =
    !attempt && ((question?.kind === 'next' && !question.choices) || question?.kind === 'path');
  const text = question ? ask(question) : 'Making the exercise…';
  return (
    <TabLayout
      view={view}
      settings={
        questionIndex(practice.spec) >= 0 ? (
          <CoursePanel practice={practice} setSpec={setSpec} />
        ) : (
          <PracticeSettings practice={practice} setSpec={setSpec} />
        )
      }
      solveBar={
        !boards && !practice.problem ? (
          <p className="notice" role="status">
            Making the exercise…
          </p>
        ) : null
      }
      problem={practice.problem}
      notice={null}
      answer={
        boards && question && words ? (
          <QuestionPanel
            practice={practice}
            question={question}
            words={words}
            text={text}
            movesLabel={movesLabel}
            pathHint={pathHint}
          />
        ) : (
          practice.problem && <Problem text="This exercise could not be made: try a new one." />
        )
      }
      question={text}
      name="practice"
      board={
        boards &&
        question &&
        board({
          boards,
          question,
          step,
          shades: step ? null : shades,
          path: practice.path,
          marked,
          choose: choosing ? practice.choose : null,
        })
      }
      timeline={
        step &&
        replayTo !== null &&
        replayTo > 0 && (
          <AnimationControls
            animation={animation}
            label="The search replayed"
            describeFrame={(frame) => `step ${frame + 1} of ${replayTo + 1} of the search`}
          />
        )
      }
      learn={step && run && words && <LearnPanel lesson={breadthLesson(run, step, words)} />}
      legend={legend(question)}
      more={null}
    />
  );
}
