import { useState } from "react";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { quickEmailError } from "./sign-in-rules";
import { useFinishSignIn } from "./use-finish-sign-in";
import { EmailCodeStep, VerifyCodeStep } from "./verify-code-step";

type Step = { name: "email" } | { name: "code"; countdown: number; notice: string | null };

/**
 * The quick version (docs/product.md §4 "Sign-up"): e-mail, 'Send code', the six-digit code, signed
 * in. New addresses become members on the first verified code.
 */
export function QuickSignUp({
  onUsePassword,
  initialEmail = "",
  switchLabel = "Sign up with a password",
}: {
  onUsePassword: () => void;
  /** The address the field starts with (the dashboard's sign-in from a sign-up wizard). */
  initialEmail?: string;
  switchLabel?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<Step>({ name: "email" });
  const finishSignIn = useFinishSignIn();

  if (step.name === "code") {
    return (
      <VerifyCodeStep
        email={email}
        countdownSeconds={step.countdown}
        notice={step.notice}
        onVerified={() => finishSignIn(ACCOUNT_MESSAGES.otpVerifiedToast)}
        onChangeEmail={() => setStep({ name: "email" })}
      />
    );
  }
  return (
    <EmailCodeStep
      hint="We'll e-mail you a 6-digit code. No password needed."
      submitLabel="Send code"
      switchLabel={switchLabel}
      emailError={quickEmailError}
      needsEmail
      email={email}
      onEmailChange={setEmail}
      onSent={(countdown, notice) => setStep({ name: "code", countdown, notice })}
      onSwitch={onUsePassword}
    />
  );
}
