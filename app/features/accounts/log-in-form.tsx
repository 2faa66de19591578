import { useRef, useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES, emailFieldError, WEB_DEVICE_NAME } from "../../../core/account-rules";
import { Button } from "../../components/button";
import * as account from "../../../core/contracts/account";
import { postAccount } from "./account-api";
import { credentialFailureMessage } from "./sign-in-rules";
import { FormField } from "../../components/form-field";
import { FormAlert } from "./form-alert";
import { useFinishSignIn, usePending } from "./use-finish-sign-in";

type LogInErrors = { email?: string; password?: string; form?: string };

/**
 * LOG-IN (docs/product.md §5, §7 and §8): e-mail and password, POST /login. A 422 shows the server's
 * message under the form; anything else 'Something went wrong. Please try again.'
 */
export function LogInForm({
  email,
  onEmailChange,
  onForgotPassword,
  onUseCode,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onUseCode: () => void;
}) {
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LogInErrors>({});
  const [isSigningIn, track] = usePending();
  const finishSignIn = useFinishSignIn();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSigningIn) return;
    const found: LogInErrors = {
      email: emailFieldError(email) ?? undefined,
      // Any password is worth trying here: older accounts may predate the length rule.
      password: password === "" ? ACCOUNT_MESSAGES.passwordRequired : undefined,
    };
    if (found.email || found.password) {
      setErrors(found);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    const result = await track(
      postAccount(account.login, { body: { email: email.trim(), password, device_name: WEB_DEVICE_NAME } }),
    );
    if (result.ok) {
      finishSignIn();
      return;
    }
    if (result.status === null) return;
    setErrors({ form: credentialFailureMessage(result) });
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <FormField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        value={email}
        onValue={(value) => {
          onEmailChange(value);
          setErrors((current) => ({ ...current, email: undefined, form: undefined }));
        }}
        error={errors.email}
        isFocusedOnMount
        inputRef={emailRef}
      />
      <FormField
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        value={password}
        onValue={(value) => {
          setPassword(value);
          setErrors((current) => ({ ...current, password: undefined, form: undefined }));
        }}
        error={errors.password}
        inputRef={passwordRef}
      />
      <p className="account-form__aside">
        <button type="button" className="btn btn--md btn--link-color" onClick={onForgotPassword}>
          Forgot password?
        </button>
      </p>
      <FormAlert message={errors.form ?? null} />
      <Button type="submit" size="lg" isFullWidth disabled={isSigningIn}>
        {isSigningIn ? "Logging in..." : "Log in"}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="btn btn--md btn--link-color" onClick={onUseCode}>
          Sign in with a code instead
        </button>
      </p>
    </form>
  );
}
