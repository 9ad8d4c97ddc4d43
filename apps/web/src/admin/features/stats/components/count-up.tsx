import { useEffect, useRef, useState } from "react";

/** Spec section 9: dashboard counters count up over 3 seconds. */
const DURATION_MS = 3000;

type CountUpProps = { value: number; format: (n: number) => string; durationMs?: number };

/**
 * The figure shown `progress` (0 to 1) of the way from `from` to `to`: eased out (fast at
 * first, settling gently), in whole steps that never overshoot, and exactly `to` at the end
 * (a settled figure keeps its paise).
 */
export function countUpValue(from: number, to: number, progress: number): number {
  if (progress >= 1) return to;
  const eased = 1 - (1 - Math.max(0, progress)) ** 3;
  const between = from + (to - from) * eased;
  return to >= from ? Math.min(to, Math.floor(between)) : Math.max(to, Math.ceil(between));
}

/**
 * A number that counts up from 0 to `value` when it first appears, in step with the screen
 * (requestAnimationFrame), and from the figure on screen to the new one when the value changes
 * later: it never starts from a number that was never true. People who ask for less motion see
 * the final number at once. Screen readers only ever hear the final number.
 */
export function CountUp({ value, format, durationMs = DURATION_MS }: CountUpProps) {
  const [counted, setCounted] = useState(0);
  // The figure last drawn, where the next count starts.
  const drawn = useRef(0);
  const shown = prefersReducedMotion() ? value : counted;

  useEffect(() => {
    if (prefersReducedMotion()) {
      drawn.current = value;
      return;
    }
    const from = drawn.current;
    if (from === value) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      drawn.current = countUpValue(from, value, progress);
      setCounted(drawn.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);

  return (
    <>
      <span className="tabular" aria-hidden="true">
        {format(shown)}
      </span>
      <span className="visually-hidden">{format(value)}</span>
    </>
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
