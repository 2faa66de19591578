import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { SignInMode } from "./sign-in-dialog";

export type SignInRequest = {
  /** Opens the sign-in/sign-up modal in the given mode, its e-mail field holding `email` when given. */
  openSignIn(mode: SignInMode, options?: { email?: string }): void;
  /** The address the forms start with ("" unless the opener gave one). */
  email: string;
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
  const value = useMemo<SignInRequest>(
    () => ({
      mode,
      setMode,
      email,
      openSignIn: (next, options) => {
        setEmail(options?.email ?? "");
        setMode(next);
      },
      closeSignIn: () => setMode(null),
    }),
    [mode, email],
  );
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

export function useSignIn(): SignInRequest {
  const value = useContext(SignInContext);
  if (!value) throw new Error("useSignIn must be used inside SignInProvider (the SiteShell provides it)");
  return value;
}
