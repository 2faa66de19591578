import type { ReactNode } from "react";
import { memberDataString } from "../../core/shared-page";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isPartnerAddress, PartnerWebsiteLink, useIsSignedIn } from "./partner-hand-off";

const SITE = "https://www.amora.example";

describe("isPartnerAddress", () => {
  it("is true only for an http(s) address on another site", () => {
    expect(isPartnerAddress("https://trips.partner.example/rome?ref=1", SITE)).toBe(true);
    expect(isPartnerAddress("http://partner.example:8080/", SITE)).toBe(true);
    // Another port or scheme is another origin.
    expect(isPartnerAddress("http://www.amora.example/rome", SITE)).toBe(true);
    expect(isPartnerAddress("https://www.amora.example/rome-getaway", SITE)).toBe(false);
    for (const address of ["/rome-getaway", "rome-getaway", "//trips.partner.example/rome", "javascript:alert(1)", "mailto:a@b.example", "ftp://f.example/a", ""]) {
      expect(isPartnerAddress(address, SITE), address).toBe(false);
    }
  });
});

function SignedInState() {
  return <p>{useIsSignedIn() ? "member" : "visitor"}</p>;
}

/** Renders under a root route whose loader data says who is signed in, as the first HTML does. */
function html(element: ReactNode, user: { id: number } | null): string {
  const member = memberDataString(user ? { user, favoriteIds: [] } : null);
  const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => ({ member }) }], {
    hydrationData: { loaderData: { root: { member } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("PartnerWebsiteLink", () => {
  it("is the same real link to the plain website for visitors and members: a new tab, no opener, no token in the page", () => {
    const link = (
      <PartnerWebsiteLink itineraryId={7} website={"https://trips.partner.example/rome?ref=1&x=2"}>
        Visit the website
      </PartnerWebsiteLink>
    );
    const expected = '<a href="https://trips.partner.example/rome?ref=1&amp;x=2" rel="noopener nofollow" target="_blank">Visit the website</a>';
    expect(html(link, null)).toBe(expected);
    expect(html(link, { id: 3 })).toBe(expected);
  });
});

describe("useIsSignedIn", () => {
  it("reads the root loader's member", () => {
    expect(html(<SignedInState />, null)).toBe("<p>visitor</p>");
    expect(html(<SignedInState />, { id: 3 })).toBe("<p>member</p>");
  });
});
