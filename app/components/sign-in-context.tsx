import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { SignInMode } from "./sign-in-dialog";

export type SignInOptions = {
  email?: string;
  /** Why the modal opened, said at its top (an e-mail's link that no longer signs in). */
  notice?: string;
  /** Where to go once signed in (the offer an e-mail's link was for); the same page otherwise. */
  next?: string;
};

export type SignInRequest = {
  /** Opens the sign-in/sign-up modal in the given mode, its e-mail field holding `email` when given. */
  openSignIn(mode: SignInMode, options?: SignInOptions): void;
  /** The address the forms start with ("" unless the opener gave one). */
  email: string;
  /** The opener's notice and destination, when it gave them. */
  notice?: string;
  next?: string;
  closeSignIn(): void;
  /** The open mode, or null when the modal is closed. */
  mode: SignInMode | null;
  setMode(mode: SignInMode | null): void;
};

const SignInContext = createContext<SignInRequest | null>(null);

/**
 * One sign-in modal for the whole page: the header's JOIN NOW / LOG-IN, a heart pressed by a
 * visitor or an upgrade button all open the same one.
 */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<SignInMode | null>(null);
  const [email, setEmail] = useState("");
  const [extras, setExtras] = useState<Pick<SignInOptions, "notice" | "next">>({});
  const value = useMemo<SignInRequest>(
    () => ({
      mode,
      setMode,
      email,
      ...extras,
      openSignIn: (nextMode, options) => {
        setEmail(options?.email ?? "");
        setExtras({ notice: options?.notice, next: options?.next });
        setMode(nextMode);
      },
      closeSignIn: () => {
        setExtras({});
        setMode(null);
      },
    }),
    [mode, email, extras],
  );
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

export function useSignIn(): SignInRequest {
  const value = useContext(SignInContext);
  if (!value) throw new Error("useSignIn must be used inside SignInProvider (the SiteShell provides it)");
  return value;
}
