import { useMatches } from "react-router";

/**
 * What a route module may export as `handle` to shape the shell around it:
 * - `requestDealTarget`: docs/product.md §2's bottom-widget mode; names the id of the page's
 *   deal-request widget, and a 'Request a deal' bar scrolls to it on small screens.
 * - `shell`: `header-only` or `footer-only` renders just that part (the /header and /footer pages).
 */
export type ShellRouteHandle = {
  requestDealTarget?: string;
  shell?: "full" | "header-only" | "footer-only";
};

function isShellHandle(handle: unknown): handle is ShellRouteHandle {
  return typeof handle === "object" && handle !== null && ("requestDealTarget" in handle || "shell" in handle);
}

/** The deepest route that sets a field wins for that field. */
export function useShellHandle(): ShellRouteHandle {
  const matches = useMatches();
  const merged: ShellRouteHandle = {};
  for (const match of matches) {
    if (!isShellHandle(match.handle)) continue;
    if (match.handle.requestDealTarget) merged.requestDealTarget = match.handle.requestDealTarget;
    if (match.handle.shell) merged.shell = match.handle.shell;
  }
  return merged;
}
