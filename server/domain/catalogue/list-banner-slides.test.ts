import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cmsBanners } from "../../db/schema/content";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertCover, insertListing } from "./catalogue-test-data";
import { SCENE_URL_VERSION } from "../media/scene-urls";
import { listBannerSlides } from "./list-banner-slides";
import { listHomeSlides } from "./list-home-slides";
import { listHotels } from "./list-hotels";

let database: DatabaseHandle;

const item = {
  title: "",
  description: "",
  isprimary: false,
  primarylabel: "",
  primarylink: "",
  issecondary: false,
  secondarylabel: "",
  secondarylink: "",
};

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("listBannerSlides", () => {
  it("pairs each data item with the image of the same order and keeps only enabled buttons", async () => {
    const { db } = database;
    await db.insert(cmsBanners).values({
      name: "test banner",
      data: [
        { ...item, title: "First", description: "One", isprimary: true, primarylabel: "Go", primarylink: "/hotel" },
        { ...item, title: "Second", issecondary: true, secondarylabel: "More", secondarylink: "/ta", primarylabel: "Hidden", primarylink: "/x" },
        { ...item, title: "  " },
      ],
      media: [
        { order: 2, original_url: "https://cdn.example/two.jpg" },
        { order: 1, original_url: "/media/scenes/banner-one/large.jpg" },
      ],
    });
    const slides = await listBannerSlides({ db, name: "test banner" });
    expect(slides).toEqual([
      {
        title: "First",
        heading: "One",
        actionButton: { label: "Go", to: "/hotel" },
        image: {
          alt: "First",
          // Each size of the drawn picture, at the current drawing's address.
          sizes: {
            thumbnail: `/media/scenes/banner-one/thumbnail.jpg?v=${SCENE_URL_VERSION}`,
            small: `/media/scenes/banner-one/small.jpg?v=${SCENE_URL_VERSION}`,
            medium: `/media/scenes/banner-one/medium.jpg?v=${SCENE_URL_VERSION}`,
            large: `/media/scenes/banner-one/large.jpg?v=${SCENE_URL_VERSION}`,
          },
        },
      },
      {
        title: "Second",
        anchor: "/ta",
        secondaryAction: { label: "More", to: "/ta" },
        image: {
          alt: "Second",
          sizes: {
            thumbnail: "https://cdn.example/two.jpg",
            small: "https://cdn.example/two.jpg",
            medium: "https://cdn.example/two.jpg",
            large: "https://cdn.example/two.jpg",
          },
        },
      },
    ]);
  });

  it("is empty for a banner that does not exist", async () => {
    expect(await listBannerSlides({ db: database.db, name: "no such banner" })).toEqual([]);
  });
});

describe("listHomeSlides", () => {
  it("uses the 'home' banner when it has slides", async () => {
    const { db } = database;
    await db.delete(cmsBanners).where(eq(cmsBanners.name, "home"));
    await db.insert(cmsBanners).values({ name: "home", data: [{ ...item, title: "Welcome home" }], media: [] });
    expect(await listHomeSlides({ db })).toEqual([{ title: "Welcome home" }]);
  });

  it("falls back to the top hotels, Spotlight first, when the banner is missing", async () => {
    const { db } = database;
    await db.delete(cmsBanners).where(eq(cmsBanners.name, "home"));
    await insertListing(db, { type: "property", isFeatured: true, city: "Positano", country: "Italy" });
    const top = await listHotels({ db, perPage: 3 });
    const slides = await listHomeSlides({ db, fallbackCount: 3 });
    expect(slides.map((slide) => slide.title)).toEqual(top.items.map((hotel) => hotel.title));
    for (const [index, hotel] of top.items.entries()) {
      expect(slides[index]?.actionButton).toEqual({ label: "View hotel", to: hotel.path });
      expect(slides[index]?.image).toEqual(hotel.image ?? undefined);
    }
  });

  it("says where a fallback hotel is when it has no heading", async () => {
    const { db } = database;
    await db.delete(cmsBanners).where(eq(cmsBanners.name, "home"));
    // Only hotel-less databases reach this hotel first, so ask for enough slides to include it.
    const hotel = await insertListing(db, { type: "property", isFeatured: true, city: "Positano", country: "Italy" });
    await insertCover(db, hotel.id, "home-fallback");
    const all = await listHotels({ db, perPage: 1 });
    const slides = await listHomeSlides({ db, fallbackCount: all.total });
    expect(slides.find((slide) => slide.title === hotel.title)).toMatchObject({
      heading: "Positano, Italy",
      image: { sizes: { large: "/media/test/home-fallback/large.webp" } },
    });
  });
});
