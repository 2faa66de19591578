import { useState } from "react";
import { ACCOUNT_MESSAGES, emailFieldError, WEB_DEVICE_NAME } from "../../../core/account-rules";
import { Button } from "../../components/button";
import * as account from "../../../core/contracts/account";
import { postAccount } from "./account-api";
import { FormField } from "../../components/form-field";
import { FormAlert } from "./account-fields";
import { useAccountForm } from "./use-account-form";
import { useFinishSignIn } from "./use-finish-sign-in";

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
  const form = useAccountForm(["email", "password"] as const);
  const finishSignIn = useFinishSignIn();

  const submit = form.submit({
    check: () => ({
      email: emailFieldError(email),
      // Any password is worth trying here: older accounts may predate the length rule.
      password: password === "" ? ACCOUNT_MESSAGES.passwordRequired : undefined,
    }),
    send: () => postAccount(account.login, { body: { email: email.trim(), password, device_name: WEB_DEVICE_NAME } }),
    onResult: (result) => {
      if (result.ok) finishSignIn();
      else if (result.status !== null) form.showCredentialFailure(result);
    },
  });

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <FormField type="email" label="Email" autoComplete="username" isFocusedOnMount {...form.field("email", email, onEmailChange)} />
      <FormField type="password" label="Password" autoComplete="current-password" {...form.field("password", password, setPassword)} />
      <p className="account-form__aside">
        <button type="button" className="btn btn--md btn--link-color" onClick={onForgotPassword}>
          Forgot password?
        </button>
      </p>
      <FormAlert message={form.formError} />
      <Button type="submit" size="lg" isFullWidth disabled={form.isPending}>
        {form.isPending ? "Logging in..." : "Log in"}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="btn btn--md btn--link-color" onClick={onUseCode}>
          Sign in with a code instead
        </button>
      </p>
    </form>
  );
}
