import { useId, type InputHTMLAttributes } from "react";

export type BusinessFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  error?: string | null;
};

/** One labelled input of the sign-up forms, with its error announced and tied to it. */
export function BusinessField({ label, error, ...input }: BusinessFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`biz-field${error ? " biz-field--invalid" : ""}`}>
      <label htmlFor={id} className="biz-field__label">
        {label}
      </label>
      <input
        id={id}
        className="biz-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="biz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
