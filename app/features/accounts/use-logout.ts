import { useCallback } from "react";
import { useRevalidator } from "react-router";
import * as account from "../../../core/contracts/account";
import { postAccount } from "./account-api";

/**
 * docs/product.md §4 "Logout: confirm, then clear session": the account menu asks first, then this
 * ends the session on the server and reloads the page's data, so the visitor buttons return.
 */
export function useLogout(): () => void {
  const revalidator = useRevalidator();
  return useCallback(() => {
    void (async () => {
      const result = await postAccount(account.logoutWebsite);
      // Unreachable server: the 'No internet' dialog is open and the session is unchanged.
      if (!result.ok && result.status === null) return;
      await revalidator.revalidate();
    })();
  }, [revalidator]);
}
