import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches. The server (and the first, hydrating render) gets
 * `serverValue`, so markup matches; the real value follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

const subscribeToNothing = () => () => {};

/** False on the server and during hydration, true once the page is interactive. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
