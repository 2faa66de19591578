import { useState } from "react";
import {
  ACCOUNT_MESSAGES,
  emailFieldError,
  passwordFieldError,
  WEB_DEVICE_NAME,
} from "../../../core/account-rules";
import { Button } from "../../components/button";
import { useToast } from "../../components/toast";
import * as account from "../../../core/contracts/account";
import { postAccount, type SignedInAnswer } from "./account-api";
import { nameFieldError } from "./sign-in-rules";
import { FormField } from "../../components/form-field";
import { FormAlert, NewPasswordField } from "./account-fields";
import { useAccountForm } from "./use-account-form";
import { useFinishSignIn, useRefreshMember } from "./use-finish-sign-in";
import { EmailCodeStep, VerifyCodeStep } from "./verify-code-step";

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
    <EmailCodeStep
      title="Sign up with a password"
      hint="First we check it is yours with a one-time code."
      submitLabel="Generate OTP"
      switchLabel="Sign up with a code instead"
      emailError={emailFieldError}
      email={email}
      onEmailChange={setEmail}
      onSent={(countdown, notice) => setStep({ name: "code", countdown, notice })}
      onSwitch={onUseCode}
    />
  );
}

function CreateAccountStep({ email, onCreated }: { email: string; onCreated: () => void }) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const form = useAccountForm(["name", "password"] as const);

  const submit = form.submit({
    check: () => ({ name: nameFieldError(name), password: passwordFieldError(password) }),
    send: () => postAccount(account.register, { body: { email: email.trim(), password, name: name.trim(), device_name: WEB_DEVICE_NAME } }),
    onResult: (result) => {
      if (result.ok) onCreated();
      else if (result.status !== null) form.showCredentialFailure(result, ["name", "password"]);
    },
  });

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-form__intro">
        <strong className="account-form__email">{email.trim()}</strong> is verified. Add your name and a password
        to finish your account.
      </p>
      <FormField label="Your name" autoComplete="name" maxLength={120} isFocusedOnMount {...form.field("name", name, setName)} />
      <NewPasswordField label="Password" {...form.field("password", password, setPassword)} />
      <FormAlert message={form.formError} />
      <Button type="submit" size="lg" isFullWidth disabled={form.isPending}>
        {form.isPending ? "Creating..." : "Create Account"}
      </Button>
    </form>
  );
}
