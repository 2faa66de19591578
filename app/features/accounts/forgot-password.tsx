import { useRef, useState, type FormEvent } from "react";
import {
  ACCOUNT_MESSAGES,
  emailFieldError,
  FORGOT_PASSWORD_RESEND_SECONDS,
  OTP_LENGTH,
  otpFieldError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordFieldError,
  WEB_DEVICE_NAME,
} from "../../../core/account-rules";
import { Button } from "../../components/button";
import { useToast } from "../../components/toast";
import * as account from "../../../core/contracts/account";
import { postAccount } from "./account-api";
import { codeInput, credentialFailureMessage, failureField } from "./sign-in-rules";
import { FormField } from "../../components/form-field";
import { FormAlert } from "./form-alert";
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
  const [error, setError] = useState<string | null>(null);
  const [isSending, track] = usePending();
  const requestCode = useRequestResetCode();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const invalid = emailFieldError(email);
    if (invalid) {
      setError(invalid);
      emailRef.current?.focus();
      return;
    }
    if (await track(requestCode(email))) onSent();
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <h3 className="account-form__title">Reset your password</h3>
      <FormField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        hint="We'll e-mail a code to the address of your account."
        value={email}
        onValue={(value) => {
          onEmailChange(value);
          setError(null);
        }}
        error={error}
        isFocusedOnMount
        inputRef={emailRef}
      />
      <Button type="submit" size="lg" isFullWidth disabled={isSending}>
        {isSending ? "Sending..." : "Send reset code"}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="btn btn--md btn--link-color" onClick={onBack}>
          Back to log in
        </button>
      </p>
    </form>
  );
}

type ResetErrors = { otp?: string; password?: string; form?: string };

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<ResetErrors>({});
  const [isResetting, track] = usePending();
  const [isResending, trackResend] = usePending();
  const { secondsLeft, start } = useCountdown(FORGOT_PASSWORD_RESEND_SECONDS);
  const requestCode = useRequestResetCode();
  const finishSignIn = useFinishSignIn();
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isResetting) return;
    const found: ResetErrors = {
      otp: otpFieldError(code) ?? undefined,
      password: passwordFieldError(password) ?? undefined,
    };
    if (found.otp || found.password) {
      setErrors(found);
      (found.otp ? codeRef : passwordRef).current?.focus();
      return;
    }
    const result = await track(
      postAccount(account.resetPassword, {
        body: {
          email: email.trim(),
          otp: code,
          password,
          device_name: WEB_DEVICE_NAME,
        },
      }),
    );
    if (result.ok) {
      finishSignIn();
      return;
    }
    if (result.status === null) return;
    const message = credentialFailureMessage(result);
    const field = result.status === 422 ? failureField(result, ["otp", "password"] as const) : null;
    setErrors(field ? { [field]: message } : { form: message });
    if (field) (field === "otp" ? codeRef : passwordRef).current?.focus();
  };

  const sendAgain = async () => {
    if (await trackResend(requestCode(email))) {
      start(FORGOT_PASSWORD_RESEND_SECONDS);
      codeRef.current?.focus();
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
      <FormField
        name="otp"
        label="6-digit code"
        value={code}
        onValue={(value) => {
          setCode(codeInput(value));
          setErrors((current) => ({ ...current, otp: undefined, form: undefined }));
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        error={errors.otp}
        isFocusedOnMount
        inputRef={codeRef}
      />
      <FormField
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
        value={password}
        onValue={(value) => {
          setPassword(value);
          setErrors((current) => ({ ...current, password: undefined, form: undefined }));
        }}
        error={errors.password}
        inputRef={passwordRef}
      />
      <FormAlert message={errors.form ?? null} />
      <Button type="submit" size="lg" isFullWidth disabled={isResetting}>
        {isResetting ? "Saving..." : "Reset password"}
      </Button>
      <ResendControl label="Send again" secondsLeft={secondsLeft} isBusy={isResending} onResend={sendAgain} />
    </form>
  );
}
