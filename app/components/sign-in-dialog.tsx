import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import "./sign-in-dialog.css";

/** `code`: signing in with an e-mail code, as a business does (the dashboard's sign-in). */
export type SignInMode = "join" | "login" | "code";

export type SignInDialogProps = {
  mode: SignInMode | null;
  onClose: () => void;
  /** Switch between 'Join now' and 'Log in' without closing. */
  onModeChange: (mode: SignInMode) => void;
  /** The sign-in or sign-up form, when the accounts feature provides one. */
  children?: ReactNode;
  /** Why the modal opened, when the opener said (an e-mail's link that no longer signs in). */
  notice?: string;
};

const TITLES: Record<SignInMode, string> = { join: "Join now", login: "Log in", code: "Log in" };

/** docs/product.md §1 and §9: the sign-up copy (up to 10% off a first booking; 1456 happy users). */
export function SignInDialog({ mode, onClose, onModeChange, children, notice }: SignInDialogProps) {
  const shownMode = mode ?? "join";
  return (
    <Dialog open={mode !== null} onClose={onClose} title={TITLES[shownMode]} className="sign-in-dialog">
      {notice ? (
        <p className="sign-in-dialog__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <p className="sign-in-dialog__lead">
        {shownMode === "join"
          ? "Create your free account and let hotels and travel advisors compete to plan your perfect romantic escape."
          : "Welcome back. Pick up your deal requests, offers and favourites where you left them."}
      </p>
      {children}
      {/* The pitch is for newcomers; a returning member goes straight from the form to the links. */}
      {shownMode === "join" ? (
        <>
          <ul className="sign-in-dialog__perks">
            <li>
              <strong>Up to 10% off</strong> your first booking
            </li>
            <li>Tailored offers from hotels and advisors, straight to your inbox</li>
            <li>Save favourites and request personalised deals</li>
          </ul>
          <p className="sign-in-dialog__proof">
            <span className="sign-in-dialog__hearts" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>
              <strong>1456 happy users</strong> have joined
            </span>
          </p>
        </>
      ) : null}
      <div className="sign-in-dialog__actions">
        <Button to="/upgrade" size="lg" hierarchy="secondary-color" isFullWidth onClick={onClose}>
          See membership plans
        </Button>
        {shownMode === "join" ? (
          <p>
            Already a member?{" "}
            <button type="button" className="btn btn--md btn--link-color" onClick={() => onModeChange("login")}>
              Log in
            </button>
          </p>
        ) : (
          <p>
            New here?{" "}
            <button type="button" className="btn btn--md btn--link-color" onClick={() => onModeChange("join")}>
              Join now
            </button>
          </p>
        )}
      </div>
    </Dialog>
  );
}
