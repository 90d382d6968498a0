import { useCallback, useEffect, useState } from 'react';

/** Frames per second the speed slider offers. */
const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 60] as const;

/** Where an animation stands: frame 0 … last, playing or not, and how fast. */
export interface Animation {
  readonly frame: number;
  readonly last: number;
  readonly playing: boolean;
  readonly speed: number;
  play(): void;
  pause(): void;
  step(): void;
  reset(): void;
  setSpeed(framesPerSecond: number): void;
}

/**
 * An animation over frames `0 … last`. A new `key` (a new answer, or none after an edit) stops it
 * and goes back to frame 0, so no frame of an old answer is ever drawn over a new board. With
 * `autoplay` a new answer starts playing at once.
 */
export function useAnimation(last: number, key: unknown, autoplay = true): Animation {
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(4);
  const [seenKey, setSeenKey] = useState<unknown>(key);

  if (seenKey !== key) {
    // Adjusting state while rendering (React's pattern for "reset when a prop changes").
    setSeenKey(key);
    setFrame(0);
    setPlaying(autoplay && last > 0);
  }

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setFrame((current) => Math.min(current + 1, last));
    }, 1000 / speed);
    return () => clearInterval(timer);
  }, [playing, speed, last]);

  useEffect(() => {
    if (playing && frame >= last) setPlaying(false);
  }, [playing, frame, last]);

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
    reset: useCallback(() => {
      setPlaying(false);
      setFrame(0);
    }, []),
    setSpeed,
  };
}

/** Play, pause, step, reset and speed for an animation; `label` names what is animated. */
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
  const disabled = last === 0;
  const speedIndex = Math.max(
    0,
    SPEEDS.findIndex((speed) => speed >= animation.speed),
  );
  return (
    <div className="animation" role="group" aria-label={`${label} animation`}>
      {playing ? (
        <button type="button" onClick={animation.pause} aria-label="Pause">
          ❚❚ Pause
        </button>
      ) : (
        <button type="button" onClick={animation.play} disabled={disabled} aria-label="Play">
          ▶ Play
        </button>
      )}
      <button
        type="button"
        onClick={animation.step}
        disabled={disabled || frame >= last}
        aria-label="Step one frame"
      >
        Step ▸
      </button>
      <button type="button" onClick={animation.reset} disabled={disabled} aria-label="Reset to the start">
        ⟲ Reset
      </button>
      <label className="speed">
        Speed
        <input
          type="range"
          min={0}
          max={SPEEDS.length - 1}
          value={speedIndex}
          onChange={(event) => animation.setSpeed(SPEEDS[Number(event.target.value)])}
          aria-valuetext={`${SPEEDS[speedIndex]} steps per second`}
        />
        <span aria-hidden="true">{SPEEDS[speedIndex]}/s</span>
      </label>
      <span className="frame" aria-live="off">
        {describeFrame ? describeFrame(frame) : `step ${frame} of ${last}`}
      </span>
    </div>
  );
}
