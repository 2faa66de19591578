import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { reportNoInternet } from "../../components/no-internet";
import { pathAfterLogout } from "./members-only-paths";

/** The logout call and its contract load when a member logs out, not with every page. */
async function logOutOnServer(): Promise<{ ok: true } | { ok: false; status: number | null }> {
  const modules = await Promise.all([import("../../../core/contracts/account"), import("./account-api")]).catch(() => null);
  if (!modules) {
    reportNoInternet();
    return { ok: false, status: null };
  }
  const [account, { postAccount }] = modules;
  const answer = await postAccount(account.logoutWebsite);
  return answer.ok ? { ok: true } : { ok: false, status: answer.status };
}

/**
 * docs/product.md §4 "Logout: confirm, then clear session": the account menu asks first, then this
 * ends the session on the server and reloads the page's data, so the visitor buttons return. On a
 * members-only page it goes home instead: reloading there would send the visitor to the 404 page.
 */
export function useLogout(): () => void {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    void (async () => {
      const result = await logOutOnServer();
      // Unreachable server: the 'No internet' dialog is open and the session is unchanged.
      if (!result.ok && result.status === null) return;
      const home = pathAfterLogout(pathname);
      if (home) await navigate(home, { replace: true });
      await revalidator.revalidate();
    })();
  }, [revalidator, navigate, pathname]);
}
