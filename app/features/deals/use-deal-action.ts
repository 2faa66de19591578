import { useState } from "react";
import { useRevalidator } from "react-router";
import { callApi } from "../../components/api-client";
import { dealActions } from "../../../core/contracts/deals";
import { useToast } from "../../components/toast";
import type { CoupleDealAction } from "../../../core/deal-transitions";

/**
 * Runs a deal action (docs/product.md §7 `POST /deals/{action}/{id}`), says what happened in a toast
 * and reloads the page's data; a refused action shows the server's reason.
 */
export function useDealAction(): { run: (action: CoupleDealAction, dealId: number) => Promise<boolean>; pending: string | null } {
  const [pending, setPending] = useState<string | null>(null);
  const toasts = useToast();
  const revalidator = useRevalidator();
  const run = async (action: CoupleDealAction, dealId: number) => {
    setPending(`${action}:${dealId}`);
    const result = await callApi(dealActions[action], { params: { id: String(dealId) } });
    setPending(null);
    if (result.ok) {
      toasts.show(result.data.message, "success");
      await revalidator.revalidate();
      return true;
    }
    if (result.status !== null) toasts.show(result.message ?? "Something went wrong. Please try again.", "error");
    return false;
  };
  return { run, pending };
}
