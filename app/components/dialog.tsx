import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import "./dialog.css";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** "center": a modal card; "sheet": a full-height panel from the right (mobile menu). */
  variant?: "center" | "sheet";
  /** Keep the title for screen readers only, when the content already shows a heading. */
  isTitleHidden?: boolean;
  className?: string;
  /** A fixed id for the title (a dialog the server also renders on its own); useId's otherwise. */
  titleId?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind inert and puts the
 * dialog in the top layer. On top of that: Tab wraps inside it, Escape and the backdrop close
 * it, and focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, title, children, variant = "center", isTitleHidden, className, titleId: fixedTitleId }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const generatedTitleId = useId();
  const titleId = fixedTitleId ?? generatedTitleId;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing by any route (Escape, close button, backdrop, parent) hands focus back to the opener.
  // React passes a nested dialog's close event up the component tree; only our own counts.
  const onDialogClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    if (open) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || event.defaultPrevented) return;
    if (event.target instanceof Element && event.target.closest("dialog") !== event.currentTarget) return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the panel fills the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className={isTitleHidden ? "visually-hidden" : "dialog__title"}>
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => dialogRef.current?.close()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="dialog__body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
