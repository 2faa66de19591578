import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HotelBanner } from "../../components/hotel-banner";
import { ListingCard, type ListingCardData } from "../../components/listing-card";
import { SignInProvider } from "../../components/sign-in-context";
import { ToastProvider } from "../../components/toast";
import { FavoritesProvider } from "./favorites-provider";

/** Server-render as the first response does: router, the shell's providers and the favourites. */
function html(element: ReactElement, favorites?: { userId: number | null; initialIds: number[] }): string {
  const page = favorites ? (
    <FavoritesProvider userId={favorites.userId} initialIds={favorites.initialIds}>
      {element}
    </FavoritesProvider>
  ) : (
    element
  );
  return renderToStaticMarkup(
    <MemoryRouter>
      <ToastProvider>
        <SignInProvider>{page}</SignInProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

const card = (id: number, title: string): ListingCardData => ({
  id,
  type: "basic",
  path: `/${title.toLowerCase().replace(/ /g, "-")}`,
  title,
  city: "Amalfi",
  country: "Italy",
  starRating: 5,
  priceFrom: 420,
  image: null,
});

function hearts(markup: string): { pressed: string; label: string; describedBy: string }[] {
  return [...markup.matchAll(/<button[^>]*class="favorite-button[^"]*"[^>]*>/g)].map(([tag]) => ({
    pressed: /aria-pressed="(\w+)"/.exec(tag)?.[1] ?? "",
    label: /aria-label="([^"]+)"/.exec(tag)?.[1] ?? "",
    describedBy: /aria-describedby="([^"]+)"/.exec(tag)?.[1] ?? "",
  }));
}

describe("the favourites heart", () => {
  it("is drawn pressed in the first HTML for the member's saved listings", () => {
    const markup = html(
      <>
        <ListingCard listing={card(5, "Villa Rosa")} />
        <ListingCard listing={card(6, "Casa Blu")} />
      </>,
      { userId: 1, initialIds: [5, 9] },
    );
    expect(hearts(markup).map(({ pressed, label }) => [pressed, label])).toEqual([
      ["true", "Remove from favorites"],
      ["false", "Save to favorites"],
    ]);
  });

  it("names the listing it belongs to through aria-describedby", () => {
    const markup = html(<ListingCard listing={card(5, "Villa Rosa")} />, { userId: 1, initialIds: [] });
    const [heart] = hearts(markup);
    expect(heart?.describedBy).toBeTruthy();
    expect(markup).toContain(`id="${heart?.describedBy}"`);
    expect(markup).toMatch(new RegExp(`<a[^>]*id="${heart?.describedBy}"[^>]*>Villa Rosa</a>`));
  });

  it("shows unpressed hearts to visitors, even for ids the page was given", () => {
    const markup = html(<ListingCard listing={card(5, "Villa Rosa")} />, { userId: null, initialIds: [5] });
    expect(hearts(markup).map(({ pressed }) => pressed)).toEqual(["false"]);
  });

  it("sits on a detail page's banner", () => {
    const markup = html(<HotelBanner title="Villa Rosa" type="basic" listingId={5} />, { userId: 1, initialIds: [5] });
    expect(hearts(markup).map(({ pressed }) => pressed)).toEqual(["true"]);
    expect(markup).toContain("hotel-banner__card--with-action");
  });

  it("leaves cards and banners without a heart where no favourites provider is mounted", () => {
    const markup = html(
      <>
        <ListingCard listing={card(5, "Villa Rosa")} />
        <HotelBanner title="Villa Rosa" type="basic" listingId={5} />
      </>,
    );
    expect(hearts(markup)).toEqual([]);
    expect(markup).not.toContain("listing-card__action");
  });
});
