import { useMatches } from "react-router";
import { Button } from "./button";
import { useMediaQuery } from "./use-media-query";
import "./request-deal-bar.css";

/**
 * What a route module may export as `handle` to turn on SPEC section 2's bottom-widget mode:
 * `export const handle = { requestDealTarget: "request-deal" }` names the id of the page's
 * deal-request widget.
 */
export type ShellRouteHandle = { requestDealTarget?: string };

function isShellHandle(handle: unknown): handle is ShellRouteHandle {
  return typeof handle === "object" && handle !== null && "requestDealTarget" in handle;
}

/** The deepest route that asks for the bar wins. */
export function useRequestDealTarget(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isShellHandle(handle) && handle.requestDealTarget) return handle.requestDealTarget;
  }
  return null;
}

/** A 'Request a deal' button fixed to the bottom of small screens; hidden while the footer shows. */
export function RequestDealBar({ targetId, isHidden }: { targetId: string; isHidden: boolean }) {
  const prefersReducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", true);
  const scrollToWidget = () => {
    const widget = document.getElementById(targetId);
    if (!widget) return;
    widget.scrollIntoView({ behavior: prefersReducedMotion ? "auto" : "smooth", block: "start" });
    // Keyboard and screen-reader users land in the form, not just near it.
    widget.querySelector<HTMLElement>("input, select, textarea, button")?.focus({ preventScroll: true });
  };
  return (
    <div className="request-deal-bar" data-hidden={isHidden ? "" : undefined} inert={isHidden}>
      <Button size="lg" isFullWidth onClick={scrollToWidget}>
        Request a deal
      </Button>
    </div>
  );
}
