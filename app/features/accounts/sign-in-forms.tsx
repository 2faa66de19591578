import { useState } from "react";
import { useSignIn } from "../../components/sign-in-context";
import { ClassicSignUp } from "./classic-sign-up";
import { ForgotPassword } from "./forgot-password";
import { LogInForm } from "./log-in-form";
import { QuickSignUp } from "./quick-sign-up";
import { SocialButtons } from "./social-buttons";
import "./accounts.css";

export type SignInFormsProps = {
  /** `publicConfig.socialProviders`: the social sign-ins the server can complete. */
  socialProviders: readonly string[];
};

/**
 * The inside of the sign-in/sign-up modal (docs/product.md §2 "Overlays", two versions): JOIN NOW
 * opens the quick version, LOG-IN the password form. The shell's dialog holds it.
 */
export default function SignInForms({ socialProviders }: SignInFormsProps) {
  const { mode, setMode } = useSignIn();
  return (
    <div className="account-forms">
      {mode === "login" ? <LogInFlow onUseCode={() => setMode("join")} /> : <JoinFlow />}
      <SocialButtons configured={socialProviders} />
    </div>
  );
}

function JoinFlow() {
  const [version, setVersion] = useState<"quick" | "classic">("quick");
  return version === "classic" ? (
    <ClassicSignUp onUseCode={() => setVersion("quick")} />
  ) : (
    <QuickSignUp onUsePassword={() => setVersion("classic")} />
  );
}

function LogInFlow({ onUseCode }: { onUseCode: () => void }) {
  const [view, setView] = useState<"password" | "forgot">("password");
  // Typed once, kept when the person moves to 'Forgot password?' and back.
  const [email, setEmail] = useState("");
  return view === "forgot" ? (
    <ForgotPassword email={email} onEmailChange={setEmail} onBack={() => setView("password")} />
  ) : (
    <LogInForm
      email={email}
      onEmailChange={setEmail}
      onForgotPassword={() => setView("forgot")}
      onUseCode={onUseCode}
    />
  );
}
