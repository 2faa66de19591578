import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BUSINESS_SIGNUP_MESSAGES } from "../../../core/business-signup-rules";
import { EXISTING_ACCOUNT_MESSAGES, prefilledEmail } from "../../../core/dashboard-sign-in";
import { SignInProvider } from "../../components/sign-in-context";
import { BusinessDashboardView, type BusinessDashboardViewProps } from "./business-dashboard-view";
import { ExistingAccountOffer } from "./existing-account-offer";

function render(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SignInProvider>{element}</SignInProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const dashboard = (props: BusinessDashboardViewProps) => render(<BusinessDashboardView {...props} />);

describe("the way to an existing account's dashboard (decision 040)", () => {
  it("links a taken address to the dashboard's sign-in with it, and says no more than 'Email already exists'", () => {
    const markup = render(<ExistingAccountOffer email="Owner+1@Hotel.example" />);
    expect(markup).toContain(EXISTING_ACCOUNT_MESSAGES.heading);
    expect(markup).toContain('href="/dashboard?email=Owner%2B1%40Hotel.example"');
    expect(markup).toContain(`>${EXISTING_ACCOUNT_MESSAGES.link}</a>`);
    // The product's own words stay the wizard's (the 5-second notification); the offer adds no account facts.
    expect(EXISTING_ACCOUNT_MESSAGES.body).toContain(BUSINESS_SIGNUP_MESSAGES.emailTakenBody.replace("Please use", "use"));
    expect(markup).not.toMatch(/hotel account|advisor|destination|paid|review/i);
    expect(render(<ExistingAccountOffer email={null} />)).toBe("");
  });

  it("prefills only an address", () => {
    expect(prefilledEmail(new URLSearchParams("email=%20owner%40hotel.example%20"))).toBe("owner@hotel.example");
    expect(prefilledEmail(new URLSearchParams("email=not-an-address"))).toBeNull();
    expect(prefilledEmail(new URLSearchParams(`email=${"a".repeat(250)}%40x.example`))).toBeNull();
    expect(prefilledEmail(new URLSearchParams(""))).toBeNull();
  });

  it("the dashboard asks a visitor sent with an address to sign in with it", () => {
    expect(dashboard({ kind: "visitor", email: "owner@hotel.example" })).toContain(EXISTING_ACCOUNT_MESSAGES.signInWith("owner@hotel.example"));
    expect(dashboard({ kind: "visitor" })).toContain("sign in with the e-mail you signed up with");
  });

  it("tells a member signed in from a wizard that a business signs up with another address", () => {
    const member = dashboard({ kind: "no-account", isAdmin: false, isMember: true });
    expect(member).toContain(EXISTING_ACCOUNT_MESSAGES.memberAddress.replace(/'/g, "&#x27;"));
    expect(member).toContain('href="/create-hotel"');
    expect(dashboard({ kind: "no-account", isAdmin: true })).not.toContain("member account");
  });
});
