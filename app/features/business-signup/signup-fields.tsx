import { FormField } from "../../components/form-field";

/** One text field of a sign-up form's details step. */
export type SignupFieldSpec<Field extends string> = {
  field: Field;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric";
};

/** The CSS block of the sign-up forms' fields (business-signup.css). */
export const SIGNUP_FIELD_BLOCK = "biz-field";

/** The details step's text fields, in order, each with its error. */
export function SignupFields<Field extends string>({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly SignupFieldSpec<Field>[];
  values: Record<Field, string>;
  errors: Partial<Record<Field, string | null>>;
  onChange(field: Field, value: string): void;
}) {
  return fields.map(({ field, label, type, autoComplete, inputMode }) => (
    <FormField
      key={field}
      block={SIGNUP_FIELD_BLOCK}
      label={label}
      name={field}
      type={type ?? "text"}
      autoComplete={autoComplete}
      inputMode={inputMode}
      value={values[field]}
      error={errors[field] ?? null}
      onValue={(value) => onChange(field, value)}
    />
  ));
}

/** After a failed check: focuses the first field (in the form's order) that has an error; whether there was one. */
export function focusFirstError(form: HTMLFormElement | null, order: readonly string[], errors: Partial<Record<string, unknown>>): boolean {
  const first = order.find((field) => errors[field]);
  if (first === undefined) return false;
  form?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  return true;
}
