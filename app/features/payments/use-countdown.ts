import { useEffect, useRef, useState } from "react";

/** Whole seconds left until `deadline` (both in milliseconds), never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Counts `seconds` down from when the component mounts, by the wall clock (a background tab's
 * slowed timers still read right), then calls `onDone` once.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(seconds);
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        latestOnDone.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return secondsLeft;
}
