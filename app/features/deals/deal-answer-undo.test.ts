import { describe, expect, it } from "vitest";
import { clearPendingAnswer, readPendingAnswer, savePendingAnswer, secondsToUndo, UNDO_WINDOW_MS } from "./deal-answer-undo";

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe("an answer waiting out its undo window", () => {
  it("is kept per offer until cleared, so a reload finds it", () => {
    const store = memoryStore();
    savePendingAnswer(store, { dealId: 7, action: "reject", dueAt: 1000 });
    savePendingAnswer(store, { dealId: 9, action: "booked", dueAt: 2000 });
    savePendingAnswer(store, { dealId: 7, action: "booked", dueAt: 3000 });
    expect(readPendingAnswer(store, 7)).toEqual({ dealId: 7, action: "booked", dueAt: 3000 });
    expect(readPendingAnswer(store, 9)).toEqual({ dealId: 9, action: "booked", dueAt: 2000 });
    clearPendingAnswer(store, 7);
    expect(readPendingAnswer(store, 7)).toBeNull();
    expect(readPendingAnswer(store, 9)).not.toBeNull();
  });

  it("ignores what it did not write", () => {
    expect(readPendingAnswer(memoryStore({ "amora.pending-deal-answers": "not json" }), 7)).toBeNull();
    expect(readPendingAnswer(memoryStore({ "amora.pending-deal-answers": JSON.stringify([{ dealId: 7, action: "withdraw", dueAt: 1 }]) }), 7)).toBeNull();
  });

  it("counts whole seconds down to zero", () => {
    expect(secondsToUndo({ dueAt: UNDO_WINDOW_MS }, 0)).toBe(8);
    expect(secondsToUndo({ dueAt: 1500 }, 1000)).toBe(1);
    expect(secondsToUndo({ dueAt: 1000 }, 5000)).toBe(0);
  });
});
