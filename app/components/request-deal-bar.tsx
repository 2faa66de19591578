import { Button } from "./button";
import { useMediaQuery } from "./use-media-query";
import "./request-deal-bar.css";

/** A 'Request a deal' button fixed to the bottom of small screens; hidden while the footer shows. */
export function RequestDealBar({ targetId, isHidden }: { targetId: string; isHidden: boolean }) {
  const prefersReducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", true);
  const scrollToWidget = () => {
    const widget = document.getElementById(targetId);
    if (!widget) return;
    widget.scrollIntoView({ behavior: prefersReducedMotion ? "auto" : "smooth", block: "start" });
    // Keyboard and screen-reader users land in the form, not just near it.
    // Hidden inputs (the listing a widget asks about) cannot take focus.
    widget.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, button")?.focus({ preventScroll: true });
  };
  return (
    <div className="request-deal-bar" data-hidden={isHidden ? "" : undefined} inert={isHidden}>
      <Button size="lg" isFullWidth onClick={scrollToWidget}>
        Request a deal
      </Button>
    </div>
  );
}
