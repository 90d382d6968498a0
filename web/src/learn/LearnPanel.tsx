import type { Lesson } from './lesson.js';

export type { LearnWords } from './lesson.js';

/**
 * The learn view's panel for any search: the step in one sentence, the pseudocode with the lines
 * of the step lit, the states the search keeps (the queue, the stack, the open list or the two
 * frontiers) from their front, the state being expanded with its moves so far, and the counts.
 * `note` says what the view shows of a big board.
 */
export function LearnPanel({ lesson, note }: { lesson: Lesson; note?: string | null }) {
  const lit = new Set(lesson.lit);
  return (
    <section className="learn" aria-label={`${lesson.title}, step by step`}>
      {note && (
        <p className="learn-note" data-testid="learn-note">
          {note}
        </p>
      )}
      <p className="learn-step" data-testid="learn-step">
        {lesson.sentence}
      </p>
      <div className="learn-columns">
        <div>
          <h2>Pseudocode</h2>
          <ol className="pseudocode" data-testid="pseudocode">
            {lesson.pseudocode.map((line, i) => (
              <li
                key={i}
                className={lit.has(i) ? 'lit' : undefined}
                aria-current={lit.has(i) ? 'step' : undefined}
              >
                <code>{line}</code>
              </li>
            ))}
          </ol>
        </div>
        <div>
          {lesson.lists.map((list) => (
            <div key={list.id}>
              <h2>
                {list.name} <span className="count-note">{list.note}</span>
              </h2>
              <ol className="queue" data-testid={list.id}>
                {list.items.map((item) => (
                  <li key={item.key}>
                    {item.text}
                    {item.note && <span className="parent-note"> {item.note}</span>}
                  </li>
                ))}
                {list.more > 0 && <li className="more">… {list.more.toLocaleString('en')} more</li>}
                {list.items.length === 0 && <li className="more">(empty)</li>}
              </ol>
            </div>
          ))}
          <h2>Expanding</h2>
          {typeof lesson.expanding === 'string' ? (
            <p className="more">{lesson.expanding}</p>
          ) : (
            <>
              <p data-testid="expanding">{lesson.expanding.state}</p>
              <ul className="considered" data-testid="moves-considered">
                {lesson.expanding.moves.map((move, i) => (
                  <li key={i} className={move.outcome}>
                    {move.text}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="counts">{lesson.counts}</p>
        </div>
      </div>
    </section>
  );
}
