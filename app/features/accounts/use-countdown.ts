import { useCallback, useEffect, useState } from "react";
import { secondsUntil } from "./countdown";

/**
 * A resend timer: `start(seconds)` counts down to 0 by the wall clock, so a tab put in the
 * background (where timers slow down) still reads right when it comes back.
 */
export function useCountdown(initialSeconds = 0): { secondsLeft: number; start(seconds: number): void } {
  // Mounted in the browser only (inside the open modal), so reading the clock here is safe.
  const [deadline, setDeadline] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return { secondsLeft, start };
}
