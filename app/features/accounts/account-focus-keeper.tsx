import { useEffect, useRef } from "react";

/**
 * Signing in or out swaps the header's visitor buttons for the member menu (or back) when the
 * page data reloads, and the control that had focus disappears with them. Rather than leave a
 * keyboard or screen-reader user on <body>, this hands focus to the first visible control of
 * the account area (in the open mobile menu first, since it covers the bar). It runs after the
 * swap is committed, so it never races the reload.
 */
export function AccountFocusKeeper({ isMember }: { isMember: boolean }) {
  const previous = useRef(isMember);
  useEffect(() => {
    if (previous.current === isMember) return;
    previous.current = isMember;
    const active = document.activeElement;
    // Focus the person moved on their own is theirs to keep.
    if (active && active !== document.body && active.isConnected) return;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>("[data-account-area] :is(a[href], button)"),
    ).filter((control) => control.getClientRects().length > 0);
    const inOpenMenu = controls.find((control) => control.closest("dialog[open]"));
    (inOpenMenu ?? controls[0])?.focus();
  }, [isMember]);
  return null;
}
