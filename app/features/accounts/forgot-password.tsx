import { useState } from "react";
import {
  ACCOUNT_MESSAGES,
  emailFieldError,
  FORGOT_PASSWORD_RESEND_SECONDS,
  OTP_LENGTH,
  otpFieldError,
  passwordFieldError,
  WEB_DEVICE_NAME,
} from "../../../core/account-rules";
import { Button } from "../../components/button";
import { useToast } from "../../components/toast";
import * as account from "../../../core/contracts/account";
import { postAccount } from "./account-api";
import { codeInput } from "./sign-in-rules";
import { FormField } from "../../components/form-field";
import { CodeField, FormAlert, NewPasswordField } from "./account-fields";
import { useAccountForm } from "./use-account-form";
import { useCountdown } from "./use-countdown";
import { useFinishSignIn, usePending } from "./use-finish-sign-in";
import { ResendControl } from "./verify-code-step";

/**
 * POST /forgot-password with the toast 'OTP sent to your registered email.'. docs/product.md §8:
 * its failures are silently ignored, so true means "go on" whatever the server said, and
 * only an unreachable server (the 'No internet' dialog) stops the person.
 */
function useRequestResetCode(): (email: string) => Promise<boolean> {
  const toasts = useToast();
  return async (email: string) => {
    const result = await postAccount(account.forgotPassword, { body: { email: email.trim() } });
    if (result.ok) toasts.show(ACCOUNT_MESSAGES.otpSentRegisteredToast, "success");
    return result.ok || result.status !== null;
  };
}

/** Forgot password (docs/product.md §4): e-mail, then the code and a new password; signs in. */
export function ForgotPassword({
  email,
  onEmailChange,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}) {
  const [step, setStep] = useState<"email" | "reset">("email");
  if (step === "reset") return <ResetStep email={email} onChangeEmail={() => setStep("email")} />;
  return <RequestStep email={email} onEmailChange={onEmailChange} onSent={() => setStep("reset")} onBack={onBack} />;
}

function RequestStep({
  email,
  onEmailChange,
  onSent,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  onBack: () => void;
}) {
  const form = useAccountForm(["email"] as const);
  const requestCode = useRequestResetCode();

  const submit = form.submit({
    check: () => ({ email: emailFieldError(email) }),
    send: () => requestCode(email),
    onResult: (goOn) => {
      if (goOn) onSent();
    },
  });

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <h3 className="account-form__title">Reset your password</h3>
      <FormField
        type="email"
        label="Email"
        autoComplete="username"
        hint="We'll e-mail a code to the address of your account."
        isFocusedOnMount
        {...form.field("email", email, onEmailChange)}
      />
      <Button type="submit" size="lg" isFullWidth disabled={form.isPending}>
        {form.isPending ? "Sending..." : "Send reset code"}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="btn btn--md btn--link-color" onClick={onBack}>
          Back to log in
        </button>
      </p>
    </form>
  );
}

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const form = useAccountForm(["otp", "password"] as const);
  const [isResending, trackResend] = usePending();
  const { secondsLeft, start } = useCountdown(FORGOT_PASSWORD_RESEND_SECONDS);
  const requestCode = useRequestResetCode();
  const finishSignIn = useFinishSignIn();

  const submit = form.submit({
    check: () => ({ otp: otpFieldError(code), password: passwordFieldError(password) }),
    send: () => postAccount(account.resetPassword, { body: { email: email.trim(), otp: code, password, device_name: WEB_DEVICE_NAME } }),
    onResult: (result) => {
      if (result.ok) finishSignIn();
      else if (result.status !== null) form.showCredentialFailure(result, ["otp", "password"]);
    },
  });

  const sendAgain = async () => {
    if (await trackResend(requestCode(email))) {
      start(FORGOT_PASSWORD_RESEND_SECONDS);
      form.focus("otp");
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <h3 className="account-form__title">Choose a new password</h3>
      <p className="account-form__intro">
        If <strong className="account-form__email">{email.trim()}</strong> has an account, a {OTP_LENGTH}-digit code
        is on its way.{" "}
        <button type="button" className="btn btn--md btn--link-color account-form__inline-link" onClick={onChangeEmail}>
          Use a different e-mail
        </button>
      </p>
      <CodeField {...form.field("otp", code, (value) => setCode(codeInput(value)))} />
      <NewPasswordField label="New password" {...form.field("password", password, setPassword)} />
      <FormAlert message={form.formError} />
      <Button type="submit" size="lg" isFullWidth disabled={form.isPending}>
        {form.isPending ? "Saving..." : "Reset password"}
      </Button>
      <ResendControl label="Send again" secondsLeft={secondsLeft} isBusy={isResending} onResend={sendAgain} />
    </form>
  );
}
