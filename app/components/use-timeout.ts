import { useEffect, useRef } from "react";

/**
 * Calls `callback` once after `delay` ms; null pauses. A new `restartKey` starts the wait again,
 * so a slide chosen by hand gets its full time on screen.
 */
export function useTimeout(callback: () => void, delay: number | null, restartKey?: unknown): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => latest.current(), delay);
    return () => window.clearTimeout(timer);
  }, [delay, restartKey]);
}
