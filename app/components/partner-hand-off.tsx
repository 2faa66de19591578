import type { MouseEvent, ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { tokenGenerateItineararys } from "../../core/contracts/itineraries";
import { callApi } from "./api-client";
import { parseMemberData } from "../../core/shared-page";

/**
 * The hand-off to an itinerary's own partner website (decision 031): a signed-in member who
 * follows the link arrives there with a short-lived token the partner verifies; a visitor, a page
 * without JavaScript or a modified click (new tab, copy link) follows the plain link.
 */

/** Whether an address leads to another site over http(s): only those are worth a hand-off token. */
export function isPartnerAddress(address: string, siteOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.origin !== siteOrigin;
}

/** Whether someone is signed in: the root loader's member, known from the first HTML. */
export function useIsSignedIn(): boolean {
  const data: unknown = useRouteLoaderData("root");
  return typeof data === "object" && data !== null && "member" in data && parseMemberData(data.member) !== null;
}

/**
 * Asks for a token and sends the member to the partner's address with it, in `tab` (a tab opened
 * at the click) or else this window. A refusal sends them to the plain website, as a visitor; no
 * answer at all (the 'No internet' dialog is open) sends them nowhere.
 */
export async function goToPartnerWebsite(itineraryId: number, website: string, tab: Window | null): Promise<void> {
  const result = await callApi(tokenGenerateItineararys, { params: { id: String(itineraryId) } });
  if (!result.ok && result.status === null) {
    tab?.close();
    return;
  }
  const destination = result.ok ? result.data.url : website;
  if (tab) tab.location.replace(destination);
  else window.location.assign(destination);
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type PartnerWebsiteLinkProps = {
  itineraryId: number;
  website: string;
  className?: string;
  children: ReactNode;
};

/**
 * A real link to the itinerary's website, opening in a new tab. For a signed-in member, a plain
 * click opens the tab at once (browsers allow a new tab only during the click) with no way back
 * to this page (`opener` cut, as `noopener` would), and sends it on once the token has arrived.
 */
export function PartnerWebsiteLink({ itineraryId, website, className, children }: PartnerWebsiteLinkProps) {
  const isSignedIn = useIsSignedIn();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isSignedIn || !isPlainClick(event) || !isPartnerAddress(website, window.location.origin)) return;
    event.preventDefault();
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    void goToPartnerWebsite(itineraryId, website, tab);
  };
  return (
    <a href={website} rel="noopener nofollow" target="_blank" className={className} onClick={onClick}>
      {children}
    </a>
  );
}
