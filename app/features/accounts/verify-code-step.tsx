import { useCallback, useState } from "react";
import {
  ACCOUNT_MESSAGES,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  otpFieldError,
  WEB_DEVICE_NAME,
} from "../../../core/account-rules";
import { Button } from "../../components/button";
import { useToast } from "../../components/toast";
import * as account from "../../../core/contracts/account";
import { postAccount, type SignedInAnswer } from "./account-api";
import { formatCountdown } from "./countdown";
import { canSendCode, codeInput, failureMessage, isResendTooSoon, verifyFailure } from "./sign-in-rules";
import { CodeField } from "./account-fields";
import { useAccountForm } from "./use-account-form";
import { FormField } from "../../components/form-field";
import { useCountdown } from "./use-countdown";
import { usePending } from "./use-finish-sign-in";

export type SendCodeOutcome =
  | { kind: "sent"; countdown: number }
  /** Refused as too soon: a code sent a moment ago is still in the inbox. */
  | { kind: "wait"; countdown: number; message: string }
  | { kind: "failed"; message: string }
  /** No answer: the 'No internet' dialog is open. */
  | { kind: "offline" };

/** POST /send-otp with the toast 'OTP sent to your email.' on success. */
export function useSendCode(): (email: string) => Promise<SendCodeOutcome> {
  const toasts = useToast();
  return useCallback(
    async (email: string) => {
      const result = await postAccount(account.sendOtp, { body: { email: email.trim() } });
      if (result.ok) {
        toasts.show(ACCOUNT_MESSAGES.otpSentToast, "success");
        return { kind: "sent", countdown: OTP_RESEND_SECONDS };
      }
      if (result.status === null) return { kind: "offline" };
      if (isResendTooSoon(result)) {
        return { kind: "wait", countdown: result.retryAfterSeconds ?? OTP_RESEND_SECONDS, message: failureMessage(result) };
      }
      return { kind: "failed", message: failureMessage(result) };
    },
    [toasts],
  );
}

/** A resend button that wakes up when its timer reaches 0, with the time left beside it. */
export function ResendControl({
  label,
  secondsLeft,
  isBusy,
  onResend,
}: {
  label: string;
  secondsLeft: number;
  isBusy: boolean;
  onResend: () => void;
}) {
  const isWaiting = secondsLeft > 0;
  return (
    <p className="account-resend">
      <span className="account-resend__question">Didn&apos;t get it?</span>
      <span className="account-resend__action">
        <button
          type="button"
          className="btn btn--md btn--link-color account-resend__button"
          disabled={isWaiting || isBusy}
          onClick={onResend}
        >
          {label}
        </button>
        {isWaiting ? (
          <span className="account-resend__timer">
            in <span className="account-resend__time">{formatCountdown(secondsLeft)}</span>
          </span>
        ) : null}
      </span>
    </p>
  );
}

export type VerifyCodeStepProps = {
  email: string;
  /** Seconds until 'Resend code' wakes up (docs/product.md: 60 after each send). */
  countdownSeconds: number;
  /** Something to say on arrival, e.g. the server asked to wait before a new code. */
  notice?: string | null;
  onVerified: (answer: SignedInAnswer) => void;
  onChangeEmail: () => void;
};

/**
 * Enter the six-digit code (docs/product.md §4, §5 and §8): POST /verify-otp signs in. A refused
 * code gets the 'Invalid OTP' toast and the server's words under the field.
 */
export function VerifyCodeStep({ email, countdownSeconds, notice, onVerified, onChangeEmail }: VerifyCodeStepProps) {
  const [code, setCode] = useState("");
  // Something to say on arrival (the server asked to wait before a new code) is read out.
  const form = useAccountForm(["otp"] as const, notice ? { otp: { message: notice, isAnnounced: true } } : {});
  const [isResending, trackResend] = usePending();
  const { secondsLeft, start } = useCountdown(countdownSeconds);
  const sendCode = useSendCode();
  const toasts = useToast();
  const { show } = form;

  const verify = form.submit({
    check: () => ({ otp: otpFieldError(code) }),
    send: () => postAccount(account.verifyOtp, { body: { email: email.trim(), otp: code, device_name: WEB_DEVICE_NAME } }),
    onResult: (result) => {
      if (result.ok) {
        onVerified(result.data);
        return;
      }
      if (result.status === null) return;
      const { toast, fieldMessage } = verifyFailure(result);
      if (toast) toasts.show(toast, "error");
      // When the toast already reads the same words out, the field's copy is read with the field.
      show("otp", fieldMessage, { isAnnounced: toast !== fieldMessage, isFocused: true });
    },
  });

  const resend = async () => {
    const outcome = await trackResend(sendCode(email));
    if (outcome.kind === "offline") return;
    if (outcome.kind === "sent" || outcome.kind === "wait") start(outcome.countdown);
    setCode("");
    if (outcome.kind === "sent") form.clear();
    else show("otp", outcome.message, { isAnnounced: true });
    form.focus("otp");
  };

  return (
    <form className="account-form" noValidate onSubmit={verify}>
      <p className="account-form__intro">
        We sent a {OTP_LENGTH}-digit code to <strong className="account-form__email">{email.trim()}</strong>. It
        works for 10 minutes.{" "}
        <button type="button" className="btn btn--md btn--link-color account-form__inline-link" onClick={onChangeEmail}>
          Use a different e-mail
        </button>
      </p>
      <CodeField {...form.field("otp", code, (value) => setCode(codeInput(value)))} />
      <Button type="submit" size="lg" isFullWidth disabled={form.isPending}>
        {form.isPending ? "Verifying..." : "Verify"}
      </Button>
      <ResendControl label="Resend code" secondsLeft={secondsLeft} isBusy={isResending} onResend={resend} />
    </form>
  );
}

/**
 * The e-mail step before a code is sent (the quick sign-up, the classic sign-up's first step):
 * checked here, then POST /send-otp; the code step follows, also when the server asks to wait
 * (a code sent a moment ago is still in the inbox).
 */
export function EmailCodeStep({
  title,
  hint,
  submitLabel,
  switchLabel,
  emailError,
  needsEmail = false,
  email,
  onEmailChange,
  onSent,
  onSwitch,
}: {
  title?: string;
  hint: string;
  submitLabel: string;
  switchLabel: string;
  emailError: (email: string) => string | null;
  /** The submit button stays disabled while the e-mail is blank (the quick version). */
  needsEmail?: boolean;
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (countdown: number, notice: string | null) => void;
  onSwitch: () => void;
}) {
  const form = useAccountForm(["email"] as const);
  const sendCode = useSendCode();
  const canSend = () => (needsEmail ? canSendCode(email, form.isPending) : !form.isPending);

  const submit = form.submit({
    canSubmit: canSend,
    check: () => ({ email: emailError(email) }),
    send: () => sendCode(email),
    onResult: (outcome) => {
      if (outcome.kind === "sent") onSent(outcome.countdown, null);
      else if (outcome.kind === "wait") onSent(outcome.countdown, outcome.message);
      else if (outcome.kind === "failed") form.show("email", outcome.message, { isAnnounced: true });
    },
  });

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {title ? <h3 className="account-form__title">{title}</h3> : null}
      <FormField type="email" label="Email" autoComplete="email" hint={hint} isFocusedOnMount {...form.field("email", email, onEmailChange)} />
      <Button type="submit" size="lg" isFullWidth disabled={!canSend()}>
        {form.isPending ? "Sending..." : submitLabel}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="btn btn--md btn--link-color" onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </form>
  );
}
