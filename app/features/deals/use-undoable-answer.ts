import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { apiUrlOf, callApi } from "../../components/api-client";
import { useToast } from "../../components/toast";
import { dealActions } from "../../../core/contracts/deals";
import type { CoupleDealAction } from "../../../core/deal-transitions";
import { ANSWER_WORDS, clearPendingAnswer, readPendingAnswer, savePendingAnswer, UNDO_WINDOW_MS, type PendingAnswer, type UndoableAnswer } from "./deal-answer-undo";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export type UndoableAnswerState = {
  /** The answer waiting out its undo window, or null. */
  pending: PendingAnswer | null;
  /** Starts the window; the answer is sent when it ends. */
  answer: (action: UndoableAnswer) => void;
  undo: () => void;
  /** Sends the waiting answer now. */
  sendNow: () => void;
};

/**
 * Decision 049: Decline and Mark as booked are sent when their undo window ends. Leaving the page
 * (a reload, closing the tab) sends the answer at once with a request that outlives the page, and
 * the next offer page refreshes; a page that died without being left resumes the window from the
 * tab's session storage.
 */
export function useUndoableAnswer(dealId: number, run: (action: CoupleDealAction, dealId: number) => Promise<boolean>): UndoableAnswerState {
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const pendingRef = useRef<PendingAnswer | null>(null);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const toasts = useToast();
  const revalidator = useRevalidator();

  const change = useCallback((next: PendingAnswer | null) => {
    pendingRef.current = next;
    setPending(next);
    const store = sessionStore();
    if (!store) return;
    if (next) savePendingAnswer(store, next);
    else clearPendingAnswer(store, dealId);
  }, [dealId]);

  const send = useCallback(
    (answer: PendingAnswer) => {
      if (pendingRef.current?.dueAt !== answer.dueAt) return;
      change(null);
      void runRef.current(answer.action, answer.dealId);
    },
    [change],
  );

  // A reload inside the window resumes it; an answer sent as the last page closed is shown.
  useEffect(() => {
    const store = sessionStore();
    const stored = store ? readPendingAnswer(store, dealId) : null;
    if (!stored) return;
    if (stored.sent) {
      if (store) clearPendingAnswer(store, dealId);
      // It left with the last page and may not have arrived yet (a reload is quick): sent again, so
      // the page shows it; if the first one did arrive, this one is refused and changes nothing.
      void callApi(dealActions[stored.action], { params: { id: String(dealId) } }).then(() => revalidator.revalidate());
      return;
    }
    pendingRef.current = stored;
    // Restoring from the browser's storage, which the server render cannot see.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPending(stored);
    // Only on arrival: later changes go through `change`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealId]);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => send(pending), Math.max(0, pending.dueAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pending, send]);

  useEffect(() => {
    const onLeave = () => {
      const answer = pendingRef.current;
      if (!answer) return;
      void fetch(apiUrlOf(dealActions[answer.action], { params: { id: String(answer.dealId) } }), {
        method: "POST",
        credentials: "same-origin",
        headers: { Accept: "application/json" },
        keepalive: true,
      }).catch(() => undefined);
      // Sent: a page kept in the back-forward cache must not send it again when shown.
      pendingRef.current = null;
      setPending(null);
      const store = sessionStore();
      if (store) savePendingAnswer(store, { ...answer, sent: true });
    };
    window.addEventListener("pagehide", onLeave);
    return () => window.removeEventListener("pagehide", onLeave);
  }, []);

  return {
    pending,
    answer: (action) => change({ dealId, action, dueAt: Date.now() + UNDO_WINDOW_MS }),
    undo: () => {
      const answer = pendingRef.current;
      if (!answer) return;
      change(null);
      toasts.show(ANSWER_WORDS[answer.action].undone, "success");
    },
    sendNow: () => {
      if (pendingRef.current) send(pendingRef.current);
    },
  };
}
