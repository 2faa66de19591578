import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { everyTurnTaken, hydrateFirstPass } from "./components/hydrate-in-turn";
import { hydrateKeepingHeadAdditions, keepIdReferencesAsRendered, renderHtmlAsTheDocumentElement, routerStateDecoded } from "./shell/browser-hydration";

/** Set once the whole document is hydrated (every part in turn too): the end-to-end tests wait for it. */
declare global {
  interface Window {
    __amoraHydrated?: boolean;
  }
}

async function hydrate(): Promise<void> {
  if (import.meta.env.DEV) {
    // React (development): it suspends on the router's state and tolerates the head's additions.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    window.__amoraHydrated = true;
    return;
  }
  // Preact (the build, decision 059): hydrates at once, with the router's state decoded first.
  await routerStateDecoded();
  renderHtmlAsTheDocumentElement();
  keepIdReferencesAsRendered();
  hydrateKeepingHeadAdditions(() => {
    hydrateFirstPass(() => {
      hydrateRoot(document, <HydratedRouter />);
    });
  });
  await everyTurnTaken();
  window.__amoraHydrated = true;
}

void hydrate();
