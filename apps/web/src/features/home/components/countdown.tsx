import { useEffect, useState } from "react";
import { ClockIcon } from "../../../components/ui/icons.tsx";
import "./countdown.css";

/** Spec section 9: the Flash Deals timer starts at 6000 seconds. */
export const FLASH_DEALS_SECONDS = 6000;

/** "01:40:00": hours, minutes and seconds, two digits each. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Counts down once a second to zero. It reads the clock rather than counting ticks, so a
 * throttled background tab still shows the right time when it comes back.
 */
export function Countdown({ seconds = FLASH_DEALS_SECONDS, label }: { seconds?: number; label: string }) {
  const [startedAt] = useState(() => Date.now());
  const [left, setLeft] = useState(seconds);

  const finished = left <= 0;
  useEffect(() => {
    if (finished) return;
    const timer = window.setInterval(() => {
      setLeft(Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000)));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, startedAt, finished]);

  return (
    <p className="countdown">
      <ClockIcon className="countdown__icon" />
      <span>{label}</span>
      <time className="countdown__time tabular" role="timer" dateTime={`PT${left}S`}>
        {formatCountdown(left)}
      </time>
    </p>
  );
}
