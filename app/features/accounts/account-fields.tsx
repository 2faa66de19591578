import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../core/account-rules";
import { FormField } from "../../components/form-field";
import type { AccountFieldProps } from "./use-account-form";

/** The account forms' own fields and the form's message, on the shared FormField. */

/** A message about the whole form, under it, read out as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="account-form__alert" role="alert">
      {message}
    </p>
  );
}

/** A new password's field, with the length rule as its hint. */
export function NewPasswordField({ label, ...props }: AccountFieldProps & { label: string }) {
  return (
    <FormField type="password" label={label} autoComplete="new-password" hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`} {...props} />
  );
}

/** The six-digit code field (digits only), focused when its step appears. */
export function CodeField(props: AccountFieldProps) {
  return <FormField label="6-digit code" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} isFocusedOnMount {...props} />;
}
