import { useCallback, useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode, type RefObject } from "react";

/**
 * One labelled form field: label, optional hint, the control, and its error, tied together for
 * assistive technology (the control gets aria-invalid while there is an error, and
 * aria-describedby naming the hint and the error).
 *
 * Markup, with `block` the BEM block of the feature's CSS ("account-field" unless given):
 *
 *   <div class="{block} [{block}--invalid]">
 *     <label for="{id}" class="{block}__label">…</label>
 *     <p id="{id}-hint" class="{block}__hint">…</p>        (only with a hint)
 *     <input id="{id}" class="{block}__input" …>           (or the children)
 *     <p id="{id}-error" class="{block}__error">…</p>      (only with an error)
 *   </div>
 *
 * Without children the field renders an <input> and every other prop goes to it (`onValue` is
 * called with the new text; `inputRef` reaches the element). With children (a function) the
 * caller renders its own control and spreads the props it is handed onto it:
 *
 *   <FormField id="budget" label="Budget" error={errors.budget}>
 *     {(control) => <select {...control} value={budget} onChange={…}>…</select>}
 *   </FormField>
 */
export type FormFieldProps = FieldFrameProps & (InputFieldProps | SlotFieldProps);

type FieldFrameProps = {
  /** The control's id; a generated one when left out. The hint and error ids derive from it. */
  id?: string;
  label: ReactNode;
  /** A line under the label, read with the field. */
  hint?: ReactNode;
  error?: string | null;
  /**
   * Read the error out as it appears (role="alert"): for an error that arrives from the server
   * while the person waits. A validation error is read instead when focus moves to the field.
   */
  isErrorAnnounced?: boolean;
  /** The CSS block of the field's class names; "account-field" unless given. */
  block?: string;
};

type InputFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "children" | "aria-invalid" | "aria-describedby"
> & {
  /** Called with the input's new value on each change (besides any onChange). */
  onValue?: (value: string) => void;
  /** Reaches the input element (forms move focus to it when a check fails). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /**
   * Put the caret in the input when the field mounts. It also sets the autofocus attribute, so
   * a dialog opened afterwards with showModal() focuses it too.
   */
  isFocusedOnMount?: boolean;
  children?: undefined;
};

type SlotFieldProps = {
  children: (control: FieldControlProps) => ReactNode;
};

/** What a custom control spreads onto itself inside a FormField. */
export type FieldControlProps = {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** The aria-describedby of a control with this id, hint and error (undefined when neither). */
export function fieldDescribedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** Moves focus to an input once it is in the document, and marks it autofocus for showModal(). */
export function focusOnMount(element: HTMLInputElement | null): void {
  if (!element) return;
  element.setAttribute("autofocus", "");
  element.focus();
}

export function FormField(props: FormFieldProps) {
  const { id: givenId, label, hint, error, isErrorAnnounced = false, block = "account-field" } = props;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const control: FieldControlProps = {
    id,
    className: `${block}__input`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": fieldDescribedBy(id, { hint, error }),
  };
  return (
    <div className={`${block}${error ? ` ${block}--invalid` : ""}`}>
      <label htmlFor={id} className={`${block}__label`}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={`${block}__hint`}>
          {hint}
        </p>
      ) : null}
      {typeof props.children === "function" ? props.children(control) : <FieldInput {...props} control={control} />}
      {error ? (
        <p id={`${id}-error`} className={`${block}__error`} role={isErrorAnnounced ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FieldInput({ control, ...props }: FieldFrameProps & InputFieldProps & { control: FieldControlProps }) {
  const {
    id: _id,
    label: _label,
    hint: _hint,
    error: _error,
    isErrorAnnounced: _isErrorAnnounced,
    block: _block,
    children: _children,
    onValue,
    onChange,
    inputRef,
    isFocusedOnMount = false,
    type = "text",
    name,
    spellCheck,
    autoCapitalize,
    ...input
  } = props;
  const element = useRef<HTMLInputElement | null>(null);
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  // A layout effect runs before a dialog's own effect calls showModal(), so the attribute is in
  // place by then. Once per mount: focus must not jump back while the person types elsewhere.
  useLayoutEffect(() => {
    if (isFocusedOnMount) focusOnMount(element.current);
  }, [isFocusedOnMount]);
  return (
    <input
      ref={ref}
      id={control.id}
      name={name}
      type={type}
      className={control.className}
      onChange={(event) => {
        onChange?.(event);
        onValue?.(event.target.value);
      }}
      {...input}
      spellCheck={spellCheck ?? (type === "email" ? false : undefined)}
      autoCapitalize={autoCapitalize ?? (type === "email" ? "none" : undefined)}
      aria-invalid={control["aria-invalid"]}
      aria-describedby={control["aria-describedby"]}
    />
  );
}
