import { useRef, useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { Button } from "../../components/button";
import { canSendCode, quickEmailError } from "./sign-in-rules";
import { FormField } from "../../components/form-field";
import { useFinishSignIn, usePending } from "./use-finish-sign-in";
import { useSendCode, VerifyCodeStep } from "./verify-code-step";

type Step = { name: "email" } | { name: "code"; countdown: number; notice: string | null };

/**
 * The quick version (docs/product.md §4 "Sign-up"): e-mail, 'Send code', the six-digit code, signed
 * in. New addresses become members on the first verified code.
 */
export function QuickSignUp({ onUsePassword }: { onUsePassword: () => void }) {
  const [email, setEmail] = useState("");
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
    <QuickEmailStep
      email={email}
      onEmailChange={setEmail}
      onSent={(countdown, notice) => setStep({ name: "code", countdown, notice })}
      onUsePassword={onUsePassword}
    />
  );
}

function QuickEmailStep({
  email,
  onEmailChange,
  onSent,
  onUsePassword,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (countdown: number, notice: string | null) => void;
  onUsePassword: () => void;
}) {
  const [error, setError] = useState<{ message: string; isAnnounced: boolean } | null>(null);
  const [isSending, track] = usePending();
  const sendCode = useSendCode();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSendCode(email, isSending)) return;
    const invalid = quickEmailError(email);
    if (invalid) {
      setError({ message: invalid, isAnnounced: false });
      emailRef.current?.focus();
      return;
    }
    const outcome = await track(sendCode(email));
    if (outcome.kind === "sent") onSent(outcome.countdown, null);
    else if (outcome.kind === "wait") onSent(outcome.countdown, outcome.message);
    else if (outcome.kind === "failed") setError({ message: outcome.message, isAnnounced: true });
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <FormField
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        hint="We'll e-mail you a 6-digit code. No password needed."
        value={email}
        onValue={(value) => {
          onEmailChange(value);
          setError(null);
        }}
        error={error?.message}
        isErrorAnnounced={error?.isAnnounced}
        isFocusedOnMount
        inputRef={emailRef}
      />
      <Button type="submit" size="lg" isFullWidth disabled={!canSendCode(email, isSending)}>
        {isSending ? "Sending..." : "Send code"}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="btn btn--md btn--link-color" onClick={onUsePassword}>
          Sign up with a password
        </button>
      </p>
    </form>
  );
}
