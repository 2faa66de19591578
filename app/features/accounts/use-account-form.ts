import { createRef, useState, type FormEvent, type RefObject } from "react";
import type { AccountFailure } from "./account-api";
import { credentialFailureMessage, failureField } from "./sign-in-rules";
import { usePending } from "./use-finish-sign-in";

/** A message under a field (or under the form); announced: read out as it appears. */
export type FieldError = { message: string; isAnnounced: boolean };

/** What the checks before sending found: a message per field, null or undefined where it is fine. */
export type FoundErrors<Field extends string> = Partial<Record<Field, string | null | undefined>>;

export type AccountFormErrors<Field extends string> = Partial<Record<Field | "form", FieldError>>;

/** What `field()` hands a FormField. */
export type AccountFieldProps = {
  name: string;
  value: string;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
  isErrorAnnounced: boolean | undefined;
  onValue: (value: string) => void;
};

/**
 * The modal's account forms' shared behaviour (docs/product.md §5 and §8): one error per field
 * and one for the whole form, the checks before sending (the first field in error takes focus,
 * its message read with it), one call at a time, and a refused credential call's message under
 * the field a 422 blames or under the form.
 *
 *   const form = useAccountForm(["email", "password"] as const);
 *   <form onSubmit={form.submit({ check, send, onResult })}>
 *     <FormField label="Email" {...form.field("email", email, setEmail)} />
 */
export function useAccountForm<Field extends string>(fields: readonly Field[], initialErrors: AccountFormErrors<Field> = {}) {
  const [errors, setErrors] = useState<AccountFormErrors<Field>>(initialErrors);
  const [isPending, track] = usePending();
  // One input ref per field, made once: the forms move focus to them.
  const [refs] = useState(() => Object.fromEntries(fields.map((name) => [name, createRef<HTMLInputElement>()])) as Record<Field, RefObject<HTMLInputElement | null>>);

  const focus = (name: Field) => refs[name].current?.focus();

  /** Shows a message under a field (or the form's, "form"); a field's takes focus when asked. */
  const show = (name: Field | "form", message: string, { isAnnounced = false, isFocused = false } = {}) => {
    setErrors({ [name]: { message, isAnnounced } } as AccountFormErrors<Field>);
    if (isFocused && name !== "form") focus(name);
  };

  /** A refused credential call: under the field a 422 blames (among `blamable`, focused), else under the form. */
  const showCredentialFailure = (failure: AccountFailure, blamable: readonly Field[] = []) => {
    const field = failure.status === 422 ? failureField(failure, blamable) : null;
    show(field ?? "form", credentialFailureMessage(failure), { isFocused: true });
  };

  /**
   * The form's submit handler: nothing while a call runs (or while `canSubmit` says no); the
   * checks' messages with focus on the first field in error; else the call, then `onResult`.
   */
  const submit =
    <Result>({ check, send, onResult, canSubmit }: { check: () => FoundErrors<Field>; send: () => Promise<Result>; onResult: (result: Result) => void; canSubmit?: () => boolean }) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isPending || (canSubmit && !canSubmit())) return;
      const found = check();
      const invalid = fields.filter((name) => found[name]);
      if (invalid.length > 0) {
        setErrors(Object.fromEntries(invalid.map((name) => [name, { message: found[name], isAnnounced: false }])) as AccountFormErrors<Field>);
        focus(invalid[0]!);
        return;
      }
      onResult(await track(send()));
    };

  /** A FormField's props for one field: its value, its error, its ref; typing clears its error and the form's. */
  const field = (name: Field, value: string, onChange: (value: string) => void): AccountFieldProps => ({
    name,
    value,
    inputRef: refs[name],
    error: errors[name]?.message,
    isErrorAnnounced: errors[name]?.isAnnounced,
    onValue: (next: string) => {
      onChange(next);
      setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
    },
  });

  const clear = () => setErrors({});

  return { errors, formError: errors.form?.message ?? null, isPending, track, field, focus, show, clear, showCredentialFailure, submit };
}
