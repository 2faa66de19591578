import type { InputHTMLAttributes } from "react";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input with an optional hint and its error, tied together for assistive technology. */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`profile-field${error ? " profile-field--invalid" : ""}`}>
      <label htmlFor={id} className="profile-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="profile-field__hint">
          {hint}
        </p>
      ) : null}
      <input id={id} className="profile-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={`${id}-error`} className="profile-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
