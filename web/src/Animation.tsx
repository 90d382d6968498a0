import { useCallback, useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** Frames per second the speed menu offers; past 60 a tick moves several frames. */
const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 60, 250, 1000, 10_000] as const;
/** Ticks per second at most: a screen shows no more. */
const MAX_TICKS = 60;

/** Where a timeline stands: frame 0 … last, playing or not, and how fast. */
export interface Animation {
  readonly frame: number;
  readonly last: number;
  readonly playing: boolean;
  readonly speed: number;
  play(): void;
  pause(): void;
  step(): void;
  back(): void;
  reset(): void;
  /** Jumps to the last frame: the answer. */
  finish(): void;
  seek(frame: number): void;
  setSpeed(framesPerSecond: number): void;
}

/**
 * A timeline over frames `0 … last`. A new `key` (a new answer, or none after an edit) stops it and
 * goes back to frame 0, so no frame of an old answer is ever drawn over a new board. With
 * `autoplay` a new answer starts playing at once, at `initialSpeed` frames a second.
 */
export function useAnimation(last: number, key: unknown, autoplay = true, initialSpeed = 4): Animation {
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(initialSpeed);
  const [seenKey, setSeenKey] = useState<unknown>(key);

  if (seenKey !== key) {
    // Adjusting state while rendering (React's pattern for "reset when a prop changes").
    setSeenKey(key);
    setFrame(0);
    setPlaying(autoplay && last > 0);
    setSpeed(initialSpeed);
  }

  useEffect(() => {
    if (!playing) return;
    const ticks = Math.min(speed, MAX_TICKS);
    const stride = Math.max(1, Math.round(speed / ticks));
    const timer = setInterval(() => {
      setFrame((current) => Math.min(current + stride, last));
    }, 1000 / ticks);
    return () => clearInterval(timer);
  }, [playing, speed, last]);

  useEffect(() => {
    if (playing && frame >= last) setPlaying(false);
  }, [playing, frame, last]);

  const clamp = useCallback((value: number) => Math.max(0, Math.min(last, Math.round(value))), [last]);
  return {
    frame: Math.min(frame, last),
    last,
    playing,
    speed,
    play: useCallback(() => {
      setFrame((current) => (current >= last ? 0 : current));
      setPlaying(last > 0);
    }, [last]),
    pause: useCallback(() => setPlaying(false), []),
    step: useCallback(() => {
      setPlaying(false);
      setFrame((current) => Math.min(current + 1, last));
    }, [last]),
    back: useCallback(() => {
      setPlaying(false);
      setFrame((current) => Math.max(current - 1, 0));
    }, []),
    reset: useCallback(() => {
      setPlaying(false);
      setFrame(0);
    }, []),
    finish: useCallback(() => {
      setPlaying(false);
      setFrame(last);
    }, [last]),
    seek: useCallback(
      (value: number) => {
        setPlaying(false);
        setFrame(clamp(value));
      },
      [clamp],
    ),
    setSpeed,
  };
}

/**
 * A button that stays focusable when it cannot act (aria-disabled instead of disabled), so that
 * focus never falls to the page's body when, say, the last frame is reached.
 */
function TimelineButton(props: {
  label: string;
  off: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  const { label, off, onClick, children, className } = props;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-disabled={off || undefined}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        if (!off) onClick();
      }}
    >
      {children}
    </button>
  );
}

/**
 * The timeline's controls: play or pause, a step back and forward, back to the start, the answer
 * at once, a scrubber over every frame and the speed; `label` names what is animated and
 * `describeFrame` says what a frame shows (read out as the scrubber's value).
 */
export function AnimationControls({
  animation,
  label,
  describeFrame,
}: {
  animation: Animation;
  label: string;
  describeFrame?: (frame: number) => string;
}) {
  const { frame, last, playing } = animation;
  const empty = last === 0;
  const speedIndex = Math.max(
    0,
    SPEEDS.findIndex((speed) => speed >= animation.speed),
  );
  const described = describeFrame ? describeFrame(frame) : `frame ${frame} of ${last}`;
  // Space plays and pauses from anywhere in the timeline but its menu.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' || (event.target as HTMLElement).tagName !== 'INPUT') return;
    event.preventDefault();
    if (playing) animation.pause();
    else animation.play();
  };
  return (
    <div className="animation" role="group" aria-label={`${label} timeline`} onKeyDown={onKeyDown}>
      <div className="timeline-buttons">
        {playing ? (
          <TimelineButton label="Pause" off={false} onClick={animation.pause}>
            ❚❚ Pause
          </TimelineButton>
        ) : (
          <TimelineButton label="Play" off={empty} onClick={animation.play}>
            ▶ Play
          </TimelineButton>
        )}
        <TimelineButton label="Step back one frame" off={frame === 0} onClick={animation.back}>
          ◂ Back
        </TimelineButton>
        <TimelineButton label="Step one frame" off={frame >= last} onClick={animation.step}>
          Step ▸
        </TimelineButton>
        <TimelineButton label="Reset to the start" off={empty || frame === 0} onClick={animation.reset}>
          ⟲ Start
        </TimelineButton>
        <TimelineButton label="Show the answer now" off={frame >= last} onClick={animation.finish}>
          Show the answer ⇥
        </TimelineButton>
        <label className="speed">
          Speed
          <select
            value={speedIndex}
            onChange={(event) => animation.setSpeed(SPEEDS[Number(event.target.value)])}
          >
            {SPEEDS.map((speed, i) => (
              <option key={speed} value={i}>
                {speed.toLocaleString('en')}/s
              </option>
            ))}
          </select>
        </label>
      </div>
      <input
        className="scrubber"
        type="range"
        min={0}
        max={Math.max(last, 1)}
        value={frame}
        disabled={empty}
        aria-label={`${label}: frame`}
        aria-valuetext={described}
        onChange={(event) => animation.seek(Number(event.target.value))}
      />
      <p className="frame" aria-live="off">
        {described}
      </p>
    </div>
  );
}
