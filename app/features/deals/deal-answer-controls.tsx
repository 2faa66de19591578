import { useEffect, useState } from "react";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { ANSWER_WORDS, secondsToUndo, type PendingAnswer, type UndoableAnswer } from "./deal-answer-undo";

/** Asks before Decline or Mark as booked (decision 049). */
export function AnswerConfirm({ action, onCancel, onConfirm }: { action: UndoableAnswer | null; onCancel: () => void; onConfirm: (action: UndoableAnswer) => void }) {
  const words = ANSWER_WORDS[action ?? "reject"];
  return (
    <Dialog open={action !== null} onClose={onCancel} title={words.confirmTitle}>
      <p className="offer-confirm__text">{words.confirmText} You can undo it for a few seconds.</p>
      <div className="offer-confirm__actions">
        <Button size="lg" hierarchy="primary" onClick={() => action && onConfirm(action)}>
          {words.confirmButton}
        </Button>
        <Button size="lg" hierarchy="secondary-gray" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}

/** Always on the page, so screen readers hear the answer once when it starts waiting; the seconds are not read. */
export function AnswerAnnouncer({ pending }: { pending: PendingAnswer | null }) {
  return (
    <p role="status" className="visually-hidden">
      {pending ? `${ANSWER_WORDS[pending.action].waiting} Undo is available for a few seconds.` : ""}
    </p>
  );
}

/** The answer waiting out its window: what was chosen, the seconds left, Undo and Send now. */
export function UndoBar({ pending, onUndo, onSendNow }: { pending: PendingAnswer; onUndo: () => void; onSendNow: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = secondsToUndo(pending, now);
  return (
    <div className="offer-undo">
      <p className="offer-undo__text">
        {ANSWER_WORDS[pending.action].waiting} <span className="offer-undo__seconds">Sending in {seconds} s.</span>
      </p>
      <div className="offer-undo__actions">
        <Button size="md" hierarchy="primary" onClick={onUndo}>
          Undo
        </Button>
        <Button size="md" hierarchy="secondary-gray" onClick={onSendNow}>
          Send now
        </Button>
      </div>
    </div>
  );
}
