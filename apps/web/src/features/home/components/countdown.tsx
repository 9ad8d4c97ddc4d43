import { useEffect, useState } from "react";
import { secondsUntil } from "@taaza/domain";
import { ClockIcon } from "../../../components/ui/icons.tsx";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import "./countdown.css";

/** "01:40:00": hours, minutes and seconds, two digits each. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Counts down once a second to a real end the shop set (an instant), never a timer that restarts
 * on each load. It reads the clock rather than counting ticks, so a throttled background tab
 * still shows the right time; at zero it calls `onEnd`, e.g. to hide the section. Give it
 * `key={endsAt}` so a new end starts a fresh count.
 */
export function Countdown({ endsAt, label, onEnd }: { endsAt: string; label: string; onEnd?: () => void }) {
  const [left, setLeft] = useState(() => secondsUntil(endsAt, Date.now()));
  // The server's HTML is drawn once for many visitors: the time is left to the browser's clock.
  const hydrated = useHydrated();

  const finished = left <= 0;
  useEffect(() => {
    if (finished) {
      onEnd?.();
      return;
    }
    const timer = window.setInterval(() => setLeft(secondsUntil(endsAt, Date.now())), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, finished, onEnd]);

  return (
    <p className="countdown">
      <ClockIcon className="countdown__icon" />
      <span>{label}</span>
      {hydrated ? (
        <time className="countdown__time tabular" role="timer" dateTime={`PT${left}S`}>
          {formatCountdown(left)}
        </time>
      ) : (
        <span className="countdown__time tabular">--:--:--</span>
      )}
    </p>
  );
}
