import { describe, expect, it } from "vitest";
import { MARKETPLACE_PAYMENT_SESSION_SECONDS } from "../../../core/pricing";
import { formatClock, secondsUntil, sessionDeadline, spokenClock, warningFor } from "./session-clock";

describe("the marketplace payment session clock", () => {
  const receivedAt = 1_000_000;

  it("ends the seconds the server said were left after the answer arrived, whatever this clock says", () => {
    const deadline = sessionDeadline(MARKETPLACE_PAYMENT_SESSION_SECONDS, receivedAt);
    expect(deadline).toBe(receivedAt + 600_000);
    expect(secondsUntil(deadline, receivedAt)).toBe(600);
    expect(secondsUntil(deadline, receivedAt + 1)).toBe(600);
    expect(secondsUntil(deadline, receivedAt + 1000)).toBe(599);
    expect(secondsUntil(deadline, receivedAt + 599_001)).toBe(1);
    expect(secondsUntil(deadline, deadline)).toBe(0);
    expect(secondsUntil(deadline, deadline + 60_000)).toBe(0);
    // A session the server says has ended is over at once.
    expect(sessionDeadline(0, receivedAt)).toBe(receivedAt);
    expect(sessionDeadline(-5, receivedAt)).toBe(receivedAt);
  });

  it("reads as minutes and seconds", () => {
    expect(formatClock(600)).toBe("10:00");
    expect(formatClock(599)).toBe("9:59");
    expect(formatClock(61)).toBe("1:01");
    expect(formatClock(5)).toBe("0:05");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(-2)).toBe("0:00");
  });

  it("is read out in words", () => {
    expect(spokenClock(600)).toBe("10 minutes");
    expect(spokenClock(61)).toBe("1 minute 1 second");
    expect(spokenClock(60)).toBe("1 minute");
    expect(spokenClock(45)).toBe("45 seconds");
    expect(spokenClock(0)).toBe("0 seconds");
  });

  it("warns screen readers at two minutes and one minute left, once each, never at the end", () => {
    expect(warningFor(121, 120)).toBe("2 minutes left to pay.");
    expect(warningFor(125, 118)).toBe("2 minutes left to pay.");
    expect(warningFor(120, 119)).toBeNull();
    expect(warningFor(61, 60)).toBe("1 minute left to pay.");
    expect(warningFor(60, 59)).toBeNull();
    expect(warningFor(300, 299)).toBeNull();
    expect(warningFor(200, 50)).toBe("1 minute left to pay.");
    // A tab asleep until the end says nothing: the modal shows the lapse itself.
    expect(warningFor(200, 0)).toBeNull();
  });
});
