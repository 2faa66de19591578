import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "../../components/button";

/** A console section's page: its heading, a line on what it is for, and its content. */
export function ConsolePage({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="ac-page" aria-labelledby="ac-page-title">
      <header className="ac-page__head">
        <div>
          <h1 id="ac-page-title">{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

export type OutcomeView = { kind: "done"; message: string } | { kind: "refused"; message: string; field?: string } | null | undefined;

/** What the last form did, announced to screen readers. */
export function OutcomeMessage({ outcome }: { outcome: OutcomeView }) {
  return (
    <div role="status" aria-live="polite">
      {outcome ? <p className={outcome.kind === "done" ? "ac-done" : "ac-refused"}>{outcome.message}</p> : null}
    </div>
  );
}

/**
 * A destructive action's button: the first press asks to confirm (saying what will happen), the
 * second submits the form with its hidden fields (and whatever the children add, a reason say).
 */
export function ConfirmAction({
  label,
  question,
  fields,
  children,
  confirmLabel,
}: {
  label: string;
  /** What will happen, asked before it does. */
  question: string;
  fields: Record<string, string | number>;
  children?: ReactNode;
  confirmLabel?: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <Form method="post" className="ac-form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {asking ? (
        <div className="ac-confirm" role="alertdialog" aria-label={label}>
          <p>{question}</p>
          <div className="ac-form__row">
            <Button type="submit" size="md" hierarchy="primary">
              {confirmLabel ?? `Yes, ${label.toLowerCase()}`}
            </Button>
            <Button type="button" size="md" hierarchy="secondary-gray" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="ac-form__row">
          <Button type="button" size="md" hierarchy="secondary-gray" onClick={() => setAsking(true)}>
            {label}
          </Button>
        </div>
      )}
    </Form>
  );
}

/**
 * A console table's frame: on a narrow screen the table scrolls sideways inside it, so the frame
 * is a named region that takes focus and scrolls by keyboard too.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ac-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
