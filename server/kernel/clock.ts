/** Time is injected so expiries, countdowns and holds can be tested. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date): Clock & { advance(milliseconds: number): void } {
  let current = at.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}
