import { useRef, useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordFieldError } from "../../../core/account-rules";
import { Button } from "../../components/button";
import { updateUser } from "../../../core/contracts/uploads";
import { callAccountApi } from "./account-api";
import { FormStatus } from "./form-status";
import type { SavedUser } from "./profile-types";
import { FormField } from "../../components/form-field";

type PasswordFormProps = {
  email: string;
  /** A member who signed up with a code has no password yet: they set one without a current one. */
  hasPassword: boolean;
  onSaved: (user: SavedUser) => void;
};

type Errors = { current_password?: string; password?: string };

/** Sets or changes the password (POST /api/v1/user with password and current_password). */
export function PasswordForm({ email, hasPassword, onSaved }: PasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ success?: string; error?: string }>({});
  const [isSaving, setSaving] = useState(false);

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = (["current_password", "password"] as const).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while saving does nothing (the button stays focusable, so focus is not lost).
    if (isSaving) return;
    setMessage({});
    const found: Errors = {};
    if (hasPassword && current === "") found.current_password = ACCOUNT_MESSAGES.passwordRequired;
    const passwordError = passwordFieldError(next);
    if (passwordError) found.password = passwordError;
    if (found.current_password || found.password) return showErrors(found);

    setSaving(true);
    const result = await callAccountApi(updateUser, {
      body: hasPassword ? { password: next, current_password: current } : { password: next },
    });
    setSaving(false);
    if (!result.ok) {
      setMessage({ error: result.message });
      return showErrors({ current_password: result.errors.current_password?.[0], password: result.errors.password?.[0] });
    }
    setErrors({});
    setCurrent("");
    setNext("");
    // The server ended every other session with the change; say so, so a signed-out phone is no surprise.
    const signedOut = " Your other devices have been signed out.";
    setMessage({ success: hasPassword ? `Your password has been changed.${signedOut}` : `Your password has been set. You can now log in with it.${signedOut}` });
    onSaved(result.body.data);
  };

  return (
    <section className="profile-card" aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading" className="profile-card__title">
        {hasPassword ? "Change password" : "Set a password"}
      </h2>
      <p className="profile-card__text">
        {hasPassword
          ? "Enter your current password, then the new one."
          : "You sign in with a code sent to your e-mail. Add a password to log in with it as well."}
      </p>
      <form ref={formRef} className="profile-form" noValidate onSubmit={onSubmit}>
        {/* Tells password managers which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="profile-form__row">
          {hasPassword ? (
            <FormField block="profile-field"
              id="profile-current-password"
              name="current_password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
              error={errors.current_password}
            />
          ) : null}
          <FormField block="profile-field"
            id="profile-new-password"
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            error={errors.password}
          />
        </div>
        <div className="profile-form__actions">
          <Button type="submit" size="lg" hierarchy="secondary-color" aria-disabled={isSaving || undefined}>
            {isSaving ? "Saving..." : hasPassword ? "Change password" : "Set password"}
          </Button>
          <FormStatus success={message.success} error={message.error} />
        </div>
      </form>
    </section>
  );
}
