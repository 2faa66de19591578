import { useNavigation } from "react-router";
import "./navigation-progress.css";

/**
 * docs/product.md §2: a progress bar and a 'Loading...' notice while the next page loads. The
 * status region stays in the page so screen readers hear the text when it appears.
 */
export function NavigationProgress() {
  const isNavigating = useNavigation().state !== "idle";
  return (
    <>
      <div className="nav-progress" data-active={isNavigating ? "" : undefined} aria-hidden="true">
        <div className="nav-progress__bar" />
      </div>
      <div className="nav-status" role="status" aria-live="polite">
        {isNavigating ? <span className="nav-status__pill">Loading...</span> : null}
      </div>
    </>
  );
}
