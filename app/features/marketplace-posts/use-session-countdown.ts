import { useEffect, useState } from "react";
import { secondsUntil, warningFor } from "./session-clock";

/**
 * Seconds left until `deadline` (milliseconds on this browser's clock), read from the wall clock
 * on every tick so a background tab's slowed timers still show the right time. `warning` is the
 * latest "N minutes left" line for screen readers.
 */
export function useSessionCountdown(deadline: number): { secondsLeft: number; warning: string | null } {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline, Date.now()));
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    let previous = secondsUntil(deadline, Date.now());
    if (previous === 0) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline, Date.now());
      if (left === previous) return;
      const spoken = warningFor(previous, left);
      if (spoken) setWarning(spoken);
      previous = left;
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return { secondsLeft, warning };
}
