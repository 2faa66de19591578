import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import "./toast.css";

export type ToastTone = "info" | "success" | "error";

export type Toasts = {
  /** Shows a short message for about four seconds (longer while hovered or focused). */
  show(message: string, tone?: ToastTone): void;
};

type Toast = { id: number; message: string; tone: ToastTone };

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 4000;
/** More than this many at once and the oldest goes: a burst must not cover the page. */
const MAX_TOASTS = 3;

const ToastContext = createContext<Toasts | null>(null);

/** Toasts for the whole page (docs/product.md §8), shown by any component below the shell. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const value = useMemo<Toasts>(
    () => ({
      show: (message, tone = "info") => {
        const id = nextId.current++;
        setToasts((current) => [...current, { id, message, tone }].slice(-MAX_TOASTS));
      },
    }),
    [],
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastHost toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): Toasts {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside ToastProvider (the SiteShell provides it)");
  return value;
}

/**
 * The live regions stay in the document, so a toast added later is read out (a region inserted
 * together with its text often is not). An open modal <dialog> makes the rest of the page inert
 * and covers it in the top layer: toasts then go into a region inside that dialog, or they would
 * be dimmed, unclickable and hidden from screen readers.
 */
function ToastHost({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const modal = useTopModalDialog();
  const items = toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
  return (
    <>
      <div className="toasts" role="status" aria-live="polite">
        {modal ? null : items}
      </div>
      {modal
        ? createPortal(
            <div className="toasts" role="status" aria-live="polite">
              {items}
            </div>,
            modal,
          )
        : null}
    </>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [isPaused, setPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [isPaused, onDismiss, toast.id]);
  return (
    <div
      className={`toast toast--${toast.tone}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** `:modal` where the browser knows it (older ones throw on the selector); `open` otherwise. */
function isOpenModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    return dialog.open;
  }
}

/**
 * The modal <dialog> opened last and still open, or null. Dialogs stack in the order they were
 * opened, not in document order, so the stack is kept from the `open` attribute's changes.
 */
function useTopModalDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const stack: HTMLDialogElement[] = [];
    const update = () => {
      for (let index = stack.length - 1; index >= 0; index--) {
        const dialog = stack[index];
        if (!dialog?.isConnected || !isOpenModal(dialog)) stack.splice(index, 1);
      }
      setTop(stack[stack.length - 1] ?? null);
    };
    for (const dialog of document.querySelectorAll("dialog")) if (isOpenModal(dialog)) stack.push(dialog);
    update();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target;
        if (record.type === "attributes" && target instanceof HTMLDialogElement && target.open) {
          const at = stack.indexOf(target);
          if (at !== -1) stack.splice(at, 1);
          stack.push(target);
        }
      }
      update();
    });
    // childList too: a page change can remove an open dialog without touching its attribute.
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);
  return top;
}
