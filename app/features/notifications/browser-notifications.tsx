import { useEffect, useState } from "react";
import { currentWebPushState, turnWebPushOff, turnWebPushOn, type WebPushState } from "./web-push";

/**
 * The overlay's switch for browser notifications (docs/product.md §6: pushes after the member grants
 * permission). Shown only where the browser supports Web Push.
 */
export function BrowserNotifications() {
  const [state, setState] = useState<WebPushState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void currentWebPushState().then((next) => {
      if (isCurrent) setState(next);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state === null || state === "unsupported") return null;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    if (state === "on") {
      setState(await turnWebPushOff());
    } else {
      const outcome = await turnWebPushOn();
      if ("error" in outcome) setError(outcome.error);
      else setState(outcome.state);
    }
    setBusy(false);
  };

  return (
    <div className="browser-notifications">
      {state === "blocked" ? (
        <p className="browser-notifications__text">Notifications are blocked for this site in your browser settings.</p>
      ) : (
        <>
          <p className="browser-notifications__text">
            {state === "on" ? "New offers and messages also reach this browser." : "Get new offers and messages in this browser, even when the site is closed."}
          </p>
          <button type="button" className="btn btn--sm btn--secondary-gray" onClick={() => void toggle()} disabled={isBusy}>
            {state === "on" ? "Turn off browser notifications" : "Turn on browser notifications"}
          </button>
        </>
      )}
      {error ? (
        <p className="browser-notifications__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
