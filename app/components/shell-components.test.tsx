import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_HOME, AccountMenu } from "./account-menu";
import { Button } from "./button";
import { HeroBanner, type BannerSlide } from "./hero-banner";
import { HotelBanner } from "./hotel-banner";
import { ResponsiveImage } from "./responsive-image";
import { SignInProvider } from "./sign-in-context";
import { SiteFooter } from "./site-footer";
import { StarRating } from "./star-rating";

/** Server-render a component the way the first response does, with a router and the shell's sign-in context around it. */
function html(element: ReactElement, path = "/"): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SignInProvider>{element}</SignInProvider>
    </MemoryRouter>,
  );
}

const image = (name: string) => ({
  alt: `Picture ${name}`,
  sizes: { thumbnail: `/${name}/t.jpg`, small: `/${name}/s.jpg`, medium: `/${name}/m.jpg`, large: `/${name}/l.jpg` },
});

const slides: BannerSlide[] = [
  { title: "First", image: image("a"), actionButton: { label: "Go", to: "/go" } },
  { title: "Second", image: image("b"), anchor: "/second" },
  { title: "Third", image: image("c") },
];

describe("Button", () => {
  it("renders a button, an anchor or a router link", () => {
    expect(html(<Button>Save</Button>)).toBe('<button class="btn btn--md btn--primary">Save</button>');
    expect(html(<Button href="https://example.com">Out</Button>)).toContain('<a href="https://example.com"');
    expect(
      html(
        <Button to="/ta" hierarchy="secondary-gray" size="lg">
          Advisors
        </Button>,
      ),
    ).toContain('class="btn btn--lg btn--secondary-gray" href="/ta"');
  });

  it("says 'GET INSPIRED. GET OFFERS. GO.' when small and unlabelled", () => {
    expect(html(<Button size="sm" />)).toContain(">GET INSPIRED. GET OFFERS. GO.</button>");
    expect(html(<Button size="md" />)).toBe('<button class="btn btn--md btn--primary"></button>');
  });

  it("makes a disabled link inert", () => {
    const markup = html(
      <Button to="/x" disabled>
        Nope
      </Button>,
    );
    expect(markup).toContain('aria-disabled="true"');
    expect(markup).not.toContain("href");
  });
});

describe("StarRating", () => {
  it("is one image named by its value", () => {
    const markup = html(<StarRating value={4.5} />);
    expect(markup).toContain('role="img" aria-label="4.5 out of 5 stars"');
    expect(markup.match(/<svg/g)).toHaveLength(5);
    expect(markup).toContain("star--half");
  });
});

describe("ResponsiveImage", () => {
  it("offers three widths and reserves its box", () => {
    const markup = html(<ResponsiveImage image={image("a")} sizes="100vw" />);
    expect(markup).toContain('srcSet="/a/s.jpg 400w, /a/m.jpg 800w, /a/l.jpg 1600w"');
    expect(markup).toContain('width="800" height="600"');
    expect(markup).toContain('loading="lazy"');
  });

  it("loads the page's main image first", () => {
    const markup = html(<ResponsiveImage image={image("a")} sizes="100vw" priority aspect="wide" />);
    expect(markup).toContain('loading="eager"');
    expect(markup).toContain('fetchPriority="high"');
  });

  it("draws a placeholder without an image", () => {
    expect(html(<ResponsiveImage image={null} sizes="100vw" />)).toContain("responsive-image--placeholder");
  });
});

describe("HeroBanner", () => {
  it("is a labelled carousel whose slides are numbered", () => {
    const markup = html(<HeroBanner mode="carousel" slides={slides} label="Featured" />);
    expect(markup).toContain('aria-roledescription="carousel" aria-label="Featured"');
    expect(markup).toContain('aria-roledescription="slide" aria-label="1 of 3"');
    expect(markup).toContain('aria-label="Previous slide"');
    expect(markup).toContain('aria-label="Slide 3: Third"');
  });

  it("fetches only the first slide's picture in the first response", () => {
    const markup = html(<HeroBanner mode="carousel" slides={slides} />);
    expect(markup).toContain("/a/m.jpg");
    expect(markup).not.toContain("/b/m.jpg");
    expect(markup).toContain("hero__media--loading");
  });

  it("has no arrows, bullets or rotation button for a single slide", () => {
    const markup = html(<HeroBanner mode="carousel" slides={slides.slice(0, 1)} />);
    expect(markup).not.toContain("Next slide");
    expect(markup).not.toContain("hero__bullet");
    expect(markup).not.toContain("slide show");
  });

  it("never shows bullets for articles, nor outside bullet mode", () => {
    expect(html(<HeroBanner mode="carousel" slides={slides} isArticle />)).not.toContain("hero__bullet");
    expect(html(<HeroBanner mode="carousel" slides={slides} bullets={false} />)).not.toContain("hero__bullet");
    expect(html(<HeroBanner mode="carousel" slides={slides} isArticle />)).toContain("Next slide");
  });

  it("renders the search widget and a shimmer while there is no image", () => {
    const markup = html(<HeroBanner mode="search" title="Find love" widget={<form aria-label="Search" />} />);
    expect(markup).toContain('<h1 class="hero__title">Find love</h1>');
    expect(markup).toContain('<form aria-label="Search">');
    expect(markup).toContain("hero__media--loading");
  });

  it("gives the property list an action button", () => {
    const markup = html(
      <HeroBanner mode="property-list" title="Hotels" heading="All" action={{ label: "See all", to: "/hotel" }} />,
    );
    expect(markup).toContain('href="/hotel"');
  });
});

describe("HotelBanner", () => {
  it("shows badge, place, stars and 'From $price'", () => {
    const markup = html(
      <HotelBanner title="Villa" type="property" city="Amalfi" country="Italy" starRating={4.5} price={1250} />,
    );
    expect(markup).toContain(">Spotlight<");
    expect(markup).toContain("Amalfi, Italy");
    expect(markup).toContain("4.5 out of 5 stars");
    expect(markup).toContain("From <strong>$1,250</strong>");
  });

  it("says what a fixed price is for instead of 'From'", () => {
    const markup = html(<HotelBanner title="Sea week" type="offer" price={1200} priceNote="per stay" />);
    expect(markup).toContain("<strong>$1,200</strong> per stay");
    expect(markup).not.toContain("From");
  });

  it("gives an advisor initials when there is no picture, and basic listings no badge", () => {
    expect(html(<HotelBanner title="Jane Roe" type="advisor" />)).toContain(">JR<");
    expect(html(<HotelBanner title="Inn" type="basic" />)).not.toContain("hotel-banner__badge");
  });

  it("swaps the description for the widget", () => {
    const markup = html(<HotelBanner title="Inn" type="offer" description="Lovely" widget={<p>Form</p>} />);
    expect(markup).toContain("<p>Form</p>");
    expect(markup).not.toContain("Lovely");
  });
});

describe("AccountMenu", () => {
  const user = {
    email: "ana@example.com",
    firstname: "Ana",
    lastname: "Lima",
    created_at: "2024-02-01T00:00:00Z",
    subscription_sku: null,
    subscription_expires_at: null,
    unread_deals_count: 2,
  };

  it("offers JOIN NOW and LOG-IN to visitors", () => {
    const markup = html(<AccountMenu />);
    expect(markup).toContain(">JOIN NOW</button>");
    expect(markup).toContain(">LOG-IN</button>");
  });

  it("lists the member's links with the new-offer badge and Upgrade", () => {
    const markup = html(<AccountMenu user={user} />, "/offer/3");
    expect(markup).toContain("Ana Lima");
    expect(markup).toContain(">2 new offer<");
    expect(markup).toContain(`aria-current="page" href="/offer"`);
    for (const path of ["/profile", "/favorite", "/upgrade"]) expect(markup).toContain(`href="${path}"`);
    expect(markup).toContain("Log out");
  });

  it("hides Upgrade while a subscription runs", () => {
    const subscriber = { ...user, subscription_sku: "vip", subscription_expires_at: "2999-01-01T00:00:00Z" };
    expect(html(<AccountMenu user={subscriber} />)).not.toContain('href="/upgrade"');
  });

  it("gives a business account its Dashboard, and an admin the console, in the bar and the mobile panel; neither is offered VIP Access", () => {
    for (const layout of ["bar", "panel"] as const) {
      const business = html(<AccountMenu user={{ ...user, role: "business" }} layout={layout} />);
      expect(business).toContain('href="/dashboard"');
      expect(business).toContain(">Dashboard<");
      expect(business).not.toContain('href="/upgrade"');
      expect(business).not.toContain('href="/offer"');
      const admin = html(<AccountMenu user={{ ...user, role: "admin" }} layout={layout} />);
      expect(admin).toContain(`href="${ADMIN_HOME}"`);
      expect(admin).toContain(">Admin<");
      expect(admin).not.toContain('href="/upgrade"');
      expect(html(<AccountMenu user={{ ...user, role: "traveler" }} layout={layout} />)).toContain('href="/upgrade"');
    }
  });

  it("shows 'Member since' in the mobile panel", () => {
    expect(html(<AccountMenu user={user} layout="panel" />)).toContain("Member since February 2024");
  });
});

describe("SiteFooter", () => {
  const links = {
    social: [
      { network: "instagram" as const, label: "Instagram", href: "https://www.instagram.com/amora" },
      { network: "tiktok" as const, label: "TikTok", href: "https://www.tiktok.com/@amora" },
    ],
    stores: { ios: "https://apps.apple.com/app/id123", android: null },
  };

  it("has the copyright line, the configured social links and the optional correlation id", () => {
    const markup = html(
      <SiteFooter productName="Amora" businessSiteUrl="https://biz.example" links={links} year={2031} correlationId="req-1" />,
    );
    expect(markup).toContain("© 2031 Amora. All rights reserved.");
    expect(markup.match(/opens in a new tab\)"/g)).toHaveLength(2);
    expect(markup).toContain('href="https://www.instagram.com/amora"');
    expect(markup).toContain("req-1");
    expect(markup).toContain('href="https://biz.example/about-us"');
    expect(html(<SiteFooter productName="Amora" businessSiteUrl="https://b" links={links} year={2031} />)).not.toContain("Reference");
  });

  it("shows a store badge only for a store that is configured, and no social list or badges when none is", () => {
    const markup = html(<SiteFooter productName="Amora" businessSiteUrl="https://b" links={links} year={2031} />);
    expect(markup).toContain('href="https://apps.apple.com/app/id123"');
    expect(markup).toContain("App Store");
    expect(markup).not.toContain("Google Play");
    const bare = html(<SiteFooter productName="Amora" businessSiteUrl="https://b" links={{ social: [], stores: { ios: null, android: null } }} year={2031} />);
    expect(bare).not.toContain("Follow us");
    expect(bare).not.toContain("site-footer__stores");
    expect(bare).not.toContain("opens in a new tab)");
  });
});
