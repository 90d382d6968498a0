import { parseSnakes, type EndRule, type SnakesBoard } from 'boardpath';
import { useEffect, useMemo, useState } from 'react';
import { Problem } from '../../Problem.js';
import { BoardPreview } from './BoardPreview.js';
import type { PostedDesign } from './design-protocol.js';
import { FIRST_FORM, notationOf, optionsOf, type DesignForm } from './design-form.js';
import { count, percent, throws } from './figures-format.js';
import { counted } from '../../plural.js';
import { useDesign, type DesignState } from './useDesign.js';
import './design.css';

const END_RULE_WORDS: Record<EndRule, string> = {
  exact: 'exact (a throw past the end is lost)',
  bounce: 'bounce back by the excess',
  overshoot: 'reaching or passing the end wins',
};

/** One text field of the form. */
function Field({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <label>
      {label}
      <input type="text" value={value} onChange={(event) => onChange(event.target.value)} title={hint} />
    </label>
  );
}

/**
 * The designer beside the analysis: targets in (mean, sd, a chance within T throws, the fewest
 * throws, fairness for k players; the size, the counts of ladders and snakes, the end rule, the
 * time), `designSnakes` run in a worker of its own, and the board out: drawn, in the board
 * notation, each target beside the exact figure reached, and a button that puts it in the editor.
 */
export function DesignPanel({ onUse }: { onUse: (board: SnakesBoard, message: string) => void }) {
  const [form, setForm] = useState<DesignForm>(FIRST_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const designer = useDesign();
  const set = (key: keyof DesignForm) => (value: string) => setForm((form) => ({ ...form, [key]: value }));
  const run = () => {
    const read = optionsOf(form);
    if ('problem' in read) return setProblem(read.problem);
    setProblem(null);
    designer.run(read.options);
  };
  return (
    <details className="designer">
      <summary>Design a board: targets in, board out</summary>
      <p className="about">
        The library searches for a board whose real game meets your targets; every figure shown is exact.
        Leave a target empty to ignore it.
      </p>
      <form className="controls" aria-label="Design targets" onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>Targets</legend>
          <div className="targets">
            <Field label="Mean throws (± 0.1)" value={form.mean} onChange={set('mean')} />
            <Field label="Standard deviation (± 0.5)" value={form.sd} onChange={set('sd')} />
            <Field label="Within throws" value={form.withinThrows} onChange={set('withinThrows')} />
            <Field
              label="with chance at least (%)"
              value={form.withinChance}
              onChange={set('withinChance')}
            />
            <Field label="Fewest throws" value={form.fewest} onChange={set('fewest')} />
            <Field label="Players for fairness" value={form.players} onChange={set('players')} />
            <Field label="Each seat fair within (%)" value={form.fair} onChange={set('fair')} />
          </div>
        </fieldset>
        <fieldset>
          <legend>Board</legend>
          <div className="targets">
            <Field label="Size (n × n)" value={form.size} onChange={set('size')} />
            <Field
              label="Ladders"
              value={form.ladders}
              onChange={set('ladders')}
              hint="a count (5) or a range (3..8)"
            />
            <Field
              label="Snakes"
              value={form.snakes}
              onChange={set('snakes')}
              hint="a count (5) or a range (3..8)"
            />
            <label>
              Design end rule
              <select
                value={form.end}
                onChange={(event) => setForm({ ...form, end: event.target.value as EndRule })}
              >
                {(Object.keys(END_RULE_WORDS) as EndRule[]).map((rule) => (
                  <option key={rule} value={rule}>
                    {END_RULE_WORDS[rule]}
                  </option>
                ))}
              </select>
            </label>
            <Field label="Time (s)" value={form.time} onChange={set('time')} />
            <Field label="Seed" value={form.seed} onChange={set('seed')} />
          </div>
        </fieldset>
      </form>
      <div className="solve-bar">
        {designer.state.status === 'running' ? (
          <button type="button" onClick={designer.cancel}>
            Cancel design
          </button>
        ) : (
          <button type="button" onClick={run}>
            Design
          </button>
        )}
        <DesignStatus state={designer.state} />
      </div>
      {problem && <Problem text={problem} />}
      {designer.state.status === 'failed' && <Problem text={designer.state.message} />}
      {designer.state.status === 'done' && <DesignResult design={designer.state.design} onUse={onUse} />}
    </details>
  );
}

function DesignStatus({ state }: { state: DesignState }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (state.status !== 'running') return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [state.status]);
  const text =
    state.status === 'running'
      ? `Designing… ${count(state.boards)} boards tried, ${((now - state.since) / 1000).toFixed(1)} s`
      : state.status === 'cancelled'
        ? 'Design cancelled.'
        : state.status === 'done'
          ? `${count(state.design.search.boards)} boards tried in ${(state.ms / 1000).toFixed(1)} s`
          : '';
  return (
    <span className="status" role="status" aria-live="polite">
      {text}
    </span>
  );
}

/** The board designed: what it met, drawn, in the board notation, and into the editor. */
function DesignResult({
  design,
  onUse,
}: {
  design: PostedDesign;
  onUse: (board: SnakesBoard, message: string) => void;
}) {
  const notation = notationOf(design.squares, design.faces, design.jumps);
  const board = useMemo(() => parseSnakes(notation), [notation]);
  const { targets, figures } = design;
  const rows: Array<[string, string, boolean, number, (x: number) => string]> = [];
  if (targets.mean)
    rows.push([
      `Mean ${targets.mean.target} ± ${targets.mean.tolerance}`,
      throws(figures.mean),
      targets.mean.met,
      targets.mean.off,
      throws,
    ]);
  if (targets.sd)
    rows.push([
      `Standard deviation ${targets.sd.target} ± ${targets.sd.tolerance}`,
      throws(figures.sd),
      targets.sd.met,
      targets.sd.off,
      throws,
    ]);
  if (targets.within && figures.within !== null)
    rows.push([
      `Done within ${counted(targets.within.throws, 'throws')}: at least ${percent(targets.within.chance)}`,
      percent(figures.within),
      targets.within.met,
      targets.within.off,
      (x) => `${(x * 100).toFixed(2)} points`,
    ]);
  if (targets.fewest)
    rows.push([
      `Fewest throws ${targets.fewest.target}`,
      String(targets.fewest.figure ?? 'none'),
      targets.fewest.met,
      targets.fewest.off,
      (x) => counted(x, 'throws'),
    ]);
  if (targets.fair && figures.seats)
    rows.push([
      `${targets.fair.players} seats within ${percent(targets.fair.spread)} of fair`,
      figures.seats.map(percent).join(', '),
      targets.fair.met,
      targets.fair.off,
      (x) => `${(x * 100).toFixed(2)} points`,
    ]);
  const jumps = design.jumps.length;
  const ladders = design.jumps.filter(({ from, to }) => to > from).length;
  return (
    <section className="design-result" aria-label="Designed board" data-testid="design-result">
      <p className="headline" data-testid="design-met">
        {design.met ? 'Every target met' : 'The best board found misses'}: {design.squares} squares, {ladders}{' '}
        ladders, {jumps - ladders} snakes, end rule {design.end}.
      </p>
      <table className="design-targets">
        <caption>Each target beside the exact figure reached</caption>
        <thead>
          <tr>
            <th scope="col">Target</th>
            <th scope="col">Reached</th>
            <th scope="col">Met</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([target, reached, met, off, unit]) => (
            <tr key={target}>
              <th scope="row">{target}</th>
              <td>{reached}</td>
              <td className={met ? 'met' : 'missed'}>{met ? 'met' : `missed by ${unit(off)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BoardPreview board={board} />
      <code data-testid="design-notation">{notation}</code>
      <button
        type="button"
        onClick={() =>
          onUse(
            board,
            `Loaded the designed board (${ladders} ladders, ${jumps - ladders} snakes): edit it here, and analyze it to compare.`,
          )
        }
      >
        Edit this board
      </button>
    </section>
  );
}
