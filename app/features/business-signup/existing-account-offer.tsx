import { dashboardSignInPath, EXISTING_ACCOUNT_MESSAGES as M } from "../../../core/dashboard-sign-in";
import { Button } from "../../components/button";

/**
 * A sign-up given an e-mail that already has an account (decision 040): instead of a dead end, the
 * way to that account's dashboard, signed in with a code sent to the address. It says no more than
 * 'Email already exists' does; the wizard keeps what was typed for when the person comes back.
 */
export function ExistingAccountOffer({ email }: { email: string | null }) {
  if (!email) return null;
  return (
    <div className="biz-existing">
      <p className="biz-existing__title">{M.heading}</p>
      <p>{M.body}</p>
      <Button to={dashboardSignInPath(email)} size="md" hierarchy="secondary-color">
        {M.link}
      </Button>
    </div>
  );
}
