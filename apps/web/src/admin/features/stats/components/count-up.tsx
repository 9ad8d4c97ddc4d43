import { useEffect, useState } from "react";

/** Spec section 9: dashboard counters count up over 3 seconds. */
const DURATION_MS = 3000;

type CountUpProps = { value: number; format: (n: number) => string; durationMs?: number };

/**
 * A number that counts up from 0 to `value`, in step with the screen (requestAnimationFrame).
 * People who ask for less motion see the final number at once. Screen readers only ever hear
 * the final number.
 */
export function CountUp({ value, format, durationMs = DURATION_MS }: CountUpProps) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? value : 0));

  useEffect(() => {
    if (prefersReducedMotion() || value === 0) {
      setShown(value);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      // Ease out: fast at first, settling gently on the real figure.
      const eased = 1 - (1 - progress) ** 3;
      // Whole steps while counting; the settled figure keeps its paise.
      setShown(progress === 1 ? value : Math.floor(value * eased));
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
