import { useId, useLayoutEffect, type HTMLAttributes, type RefObject } from "react";

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "email" | "password" | "text";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  /** A line under the label, read with the field. */
  hint?: string;
  error?: string | null;
  /**
   * An error that arrives from the server while the person waits: read out as it appears. A
   * validation error is read instead when focus moves to the field.
   */
  isErrorAnnounced?: boolean;
  /** Put the caret here when the step appears. */
  isFocusedOnMount?: boolean;
  /** The forms move focus here when a check fails. */
  inputRef: RefObject<HTMLInputElement | null>;
  name: string;
};

/**
 * Moves focus to the field once it is in the document. The attribute covers the first step:
 * it mounts before the modal opens, and showModal() focuses the element that carries it.
 */
export function focusOnMount(element: HTMLInputElement | null): void {
  if (!element) return;
  element.setAttribute("autofocus", "");
  element.focus();
}

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function TextField({
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  hint,
  error,
  isErrorAnnounced = false,
  isFocusedOnMount = false,
  inputRef,
  name,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  // A layout effect runs before the dialog's own effect calls showModal(), so the attribute is
  // in place by then. Once per mount: focus must not jump back while the person types elsewhere.
  useLayoutEffect(() => {
    if (isFocusedOnMount) focusOnMount(inputRef.current);
  }, [isFocusedOnMount, inputRef]);
  return (
    <div className={`account-field${error ? " account-field--invalid" : ""}`}>
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className="account-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={type === "email" ? false : undefined}
        autoCapitalize={type === "email" ? "none" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className="account-field__error" role={isErrorAnnounced ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form, under it, read out as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="account-form__alert" role="alert">
      {message}
    </p>
  );
}
