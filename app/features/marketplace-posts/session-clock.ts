/**
 * The marketplace payment session's clock (docs/product.md §4 and §9: 600 seconds). The deadline is
 * taken from the seconds the server said were left when it answered, counted on this browser's
 * clock from then: a browser whose clock is off by minutes still shows the right time left.
 */
export function sessionDeadline(expiresInSeconds: number, receivedAt: number): number {
  return receivedAt + Math.max(0, expiresInSeconds) * 1000;
}

/** Whole seconds left until `deadline` (both in milliseconds), never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 600 -> "10:00", 59 -> "0:59": how the modal shows the time left. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The same, read out: "9 minutes 5 seconds", "1 minute", "45 seconds". */
export function spokenClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? "minute" : "minutes"}` : "",
    rest > 0 || minutes === 0 ? `${rest} ${rest === 1 ? "second" : "seconds"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** The moments, in seconds left, when a screen reader is told how long remains (the clock itself stays quiet). */
export const SPOKEN_WARNINGS_AT = [120, 60] as const;

/** The warning to read out when the time left has just reached one of SPOKEN_WARNINGS_AT, else null. */
export function warningFor(previousSecondsLeft: number, secondsLeft: number): string | null {
  // The lowest mark passed: a tab that slept past both says the nearer one.
  const crossed = [...SPOKEN_WARNINGS_AT].reverse().find((mark) => previousSecondsLeft > mark && secondsLeft <= mark && secondsLeft > 0);
  return crossed === undefined ? null : `${spokenClock(crossed)} left to pay.`;
}
