import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrateKeepingHeadAdditions, keepIdReferencesAsRendered, renderHtmlAsTheDocumentElement, routerStateDecoded } from "./shell/browser-hydration";

/** Set once the document is hydrated: the end-to-end tests wait for it before they click. */
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
    hydrateRoot(document, <HydratedRouter />);
  });
  window.__amoraHydrated = true;
}

void hydrate();
