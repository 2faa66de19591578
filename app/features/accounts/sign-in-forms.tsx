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
  const { mode, setMode, email } = useSignIn();
  return (
    <div className="account-forms">
      {mode === "login" ? (
        <LogInFlow initialEmail={email} onUseCode={() => setMode(email ? "code" : "join")} />
      ) : mode === "code" ? (
        <QuickSignUp initialEmail={email} switchLabel="Log in with a password" onUsePassword={() => setMode("login")} />
      ) : (
        <JoinFlow initialEmail={email} />
      )}
      <SocialButtons configured={socialProviders} />
    </div>
  );
}

function JoinFlow({ initialEmail }: { initialEmail: string }) {
  const [version, setVersion] = useState<"quick" | "classic">("quick");
  return version === "classic" ? (
    <ClassicSignUp onUseCode={() => setVersion("quick")} />
  ) : (
    <QuickSignUp initialEmail={initialEmail} onUsePassword={() => setVersion("classic")} />
  );
}

function LogInFlow({ onUseCode, initialEmail }: { onUseCode: () => void; initialEmail: string }) {
  const [view, setView] = useState<"password" | "forgot">("password");
  // Typed once, kept when the person moves to 'Forgot password?' and back.
  const [email, setEmail] = useState(initialEmail);
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
