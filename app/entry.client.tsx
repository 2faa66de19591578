import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { everyTurnTaken, hydrateFirstPass, nextTask, partsWaiting, placePart } from "./components/hydrate-in-turn";
import { HYDRATION_MARKS } from "./shell/hydration-marks";
import {
  createRouterAhead,
  hydrateKeepingHeadAdditions,
  keepIdReferencesAsRendered,
  renderHtmlAsTheDocumentElement,
  reportKeptElements,
  routerStateDecoded,
} from "./shell/browser-hydration";

/**
 * Set once the document is hydrated, every part on or near the screen too (the parts farther down
 * wait for the screen or the reader): the end-to-end tests wait for it.
 */
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
  // The modules' evaluation and the state's decoding, the router's creation and the first pass
  // each take a task of their own.
  await routerStateDecoded();
  await nextTask();
  performance.mark(HYDRATION_MARKS.routerCreated, { detail: { created: createRouterAhead() } });
  await nextTask();
  renderHtmlAsTheDocumentElement();
  keepIdReferencesAsRendered();
  reportKeptElements(placePart);
  let partsLeft = 0;
  hydrateKeepingHeadAdditions(() => {
    partsLeft = hydrateFirstPass(() => {
      hydrateRoot(document, <HydratedRouter />);
    });
  });
  // Marks on the page's timeline (a performance trace shows them; the end-to-end tests read them).
  performance.mark(HYDRATION_MARKS.firstPass, { detail: { partsLeft } });
  await everyTurnTaken();
  performance.mark(HYDRATION_MARKS.done, { detail: { partsWaiting: partsWaiting() } });
  window.__amoraHydrated = true;
}

void hydrate();
