import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { SignInMode } from "./sign-in-dialog";

export type SignInRequest = {
  /** Opens the sign-in/sign-up modal in the given mode. */
  openSignIn(mode: SignInMode): void;
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
  const value = useMemo<SignInRequest>(
    () => ({ mode, setMode, openSignIn: (next) => setMode(next), closeSignIn: () => setMode(null) }),
    [mode],
  );
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

export function useSignIn(): SignInRequest {
  const value = useContext(SignInContext);
  if (!value) throw new Error("useSignIn must be used inside SignInProvider (the SiteShell provides it)");
  return value;
}
