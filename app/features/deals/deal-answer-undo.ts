/**
 * Decline and Mark as booked wait a few seconds before they are sent, so the couple can undo them
 * (decision 049). Leaving the page (a reload too) sends the waiting answer at once; it is kept in
 * the tab's session storage, so a page that died without being left resumes the countdown.
 */

export const UNDO_WINDOW_MS = 8_000;

export type UndoableAnswer = "reject" | "booked";

export type PendingAnswer = {
  dealId: number;
  action: UndoableAnswer;
  /** When the undo window ends and the answer is sent (ms since the epoch). */
  dueAt: number;
  /** Sent as the page was left: the next page only refreshes what it shows. */
  sent?: boolean;
};

export const ANSWER_WORDS: Record<UndoableAnswer, { confirmTitle: string; confirmText: string; confirmButton: string; waiting: string; undone: string }> = {
  reject: {
    confirmTitle: "Decline this offer?",
    confirmText: "The business is told you declined, and the offer can no longer be booked.",
    confirmButton: "Decline offer",
    waiting: "You are declining this offer.",
    undone: "Decline undone. The offer is still open.",
  },
  booked: {
    confirmTitle: "Mark this offer as booked?",
    confirmText: "The business gets your contact details, and the other offers on this request can no longer be booked.",
    confirmButton: "Mark as booked",
    waiting: "You are marking this offer as booked.",
    undone: "Booking undone. The offer is still open.",
  },
};

const STORAGE_KEY = "amora.pending-deal-answers";

type Store = Pick<Storage, "getItem" | "setItem">;

function isPending(value: unknown): value is PendingAnswer {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.dealId === "number" &&
    (entry.action === "reject" || entry.action === "booked") &&
    typeof entry.dueAt === "number" &&
    (entry.sent === undefined || typeof entry.sent === "boolean")
  );
}

function readAll(store: Store): PendingAnswer[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

function writeAll(store: Store, answers: PendingAnswer[]): void {
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // Storage full or refused (private mode): the countdown still runs on this page.
  }
}

export function readPendingAnswer(store: Store, dealId: number): PendingAnswer | null {
  return readAll(store).find((answer) => answer.dealId === dealId) ?? null;
}

export function savePendingAnswer(store: Store, answer: PendingAnswer): void {
  writeAll(store, [...readAll(store).filter((entry) => entry.dealId !== answer.dealId), answer]);
}

export function clearPendingAnswer(store: Store, dealId: number): void {
  writeAll(store, readAll(store).filter((entry) => entry.dealId !== dealId));
}

/** Whole seconds left to undo, at least 0. */
export function secondsToUndo(answer: Pick<PendingAnswer, "dueAt">, now: number): number {
  return Math.max(0, Math.ceil((answer.dueAt - now) / 1000));
}
