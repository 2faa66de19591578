import { useRef, useState, type FormEvent } from "react";
import {
  ACCOUNT_MESSAGES,
  emailFieldError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordFieldError,
  WEB_DEVICE_NAME,
} from "../../../core/account-rules";
import { Button } from "../../components/button";
import { useToast } from "../../components/toast";
import * as account from "../../../core/contracts/account";
import { postAccount, type SignedInAnswer } from "./account-api";
import { credentialFailureMessage, failureField, nameFieldError } from "./sign-in-rules";
import { FormField } from "../../components/form-field";
import { FormAlert } from "./form-alert";
import { useFinishSignIn, usePending, useRefreshMember } from "./use-finish-sign-in";
import { useSendCode, VerifyCodeStep } from "./verify-code-step";

type Step = { name: "email" } | { name: "code"; countdown: number; notice: string | null } | { name: "details" };

/**
 * The classic version (docs/product.md §4): 'Generate OTP', verify the code (which signs in a member
 * without a password), then name and password and 'Create Account', which completes that same
 * account on the server.
 */
export function ClassicSignUp({ onUseCode }: { onUseCode: () => void }) {
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<Step>({ name: "email" });
  const finishSignIn = useFinishSignIn();
  const refreshMember = useRefreshMember();
  const toasts = useToast();

  const onVerified = (answer: SignedInAnswer) => {
    // A member who already has a password has nothing to create: they are simply signed in.
    if (answer.user.has_password) {
      finishSignIn(ACCOUNT_MESSAGES.otpVerifiedToast);
      return;
    }
    toasts.show(ACCOUNT_MESSAGES.otpVerifiedToast, "success");
    refreshMember();
    setStep({ name: "details" });
  };

  if (step.name === "code") {
    return (
      <VerifyCodeStep
        email={email}
        countdownSeconds={step.countdown}
        notice={step.notice}
        onVerified={onVerified}
        onChangeEmail={() => setStep({ name: "email" })}
      />
    );
  }
  if (step.name === "details") return <CreateAccountStep email={email} onCreated={() => finishSignIn()} />;
  return (
    <GenerateCodeStep
      email={email}
      onEmailChange={setEmail}
      onSent={(countdown, notice) => setStep({ name: "code", countdown, notice })}
      onUseCode={onUseCode}
    />
  );
}

function GenerateCodeStep({
  email,
  onEmailChange,
  onSent,
  onUseCode,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (countdown: number, notice: string | null) => void;
  onUseCode: () => void;
}) {
  const [error, setError] = useState<{ message: string; isAnnounced: boolean } | null>(null);
  const [isSending, track] = usePending();
  const sendCode = useSendCode();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const invalid = emailFieldError(email);
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
      <h3 className="account-form__title">Sign up with a password</h3>
      <FormField
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        hint="First we check it is yours with a one-time code."
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
      <Button type="submit" size="lg" isFullWidth disabled={isSending}>
        {isSending ? "Sending..." : "Generate OTP"}
      </Button>
      <p className="account-form__switch">
        <button type="button" className="btn btn--md btn--link-color" onClick={onUseCode}>
          Sign up with a code instead
        </button>
      </p>
    </form>
  );
}

type DetailsErrors = { name?: string; password?: string; form?: string };

function CreateAccountStep({ email, onCreated }: { email: string; onCreated: () => void }) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [isCreating, track] = usePending();
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isCreating) return;
    const found: DetailsErrors = {
      name: nameFieldError(name) ?? undefined,
      password: passwordFieldError(password) ?? undefined,
    };
    if (found.name || found.password) {
      setErrors(found);
      (found.name ? nameRef : passwordRef).current?.focus();
      return;
    }
    const result = await track(
      postAccount(account.register, {
        body: {
          email: email.trim(),
          password,
          name: name.trim(),
          device_name: WEB_DEVICE_NAME,
        },
      }),
    );
    if (result.ok) {
      onCreated();
      return;
    }
    if (result.status === null) return;
    const message = credentialFailureMessage(result);
    const field = result.status === 422 ? failureField(result, ["name", "password"] as const) : null;
    setErrors(field ? { [field]: message } : { form: message });
    if (field) (field === "name" ? nameRef : passwordRef).current?.focus();
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-form__intro">
        <strong className="account-form__email">{email.trim()}</strong> is verified. Add your name and a password
        to finish your account.
      </p>
      <FormField
        name="name"
        label="Your name"
        autoComplete="name"
        value={name}
        onValue={(value) => {
          setName(value);
          setErrors((current) => ({ ...current, name: undefined, form: undefined }));
        }}
        maxLength={120}
        error={errors.name}
        isFocusedOnMount
        inputRef={nameRef}
      />
      <FormField
        name="password"
        type="password"
        label="Password"
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
      <Button type="submit" size="lg" isFullWidth disabled={isCreating}>
        {isCreating ? "Creating..." : "Create Account"}
      </Button>
    </form>
  );
}
