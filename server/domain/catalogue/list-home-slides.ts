import type { Database } from "../../db/client";
import { listBannerSlides, type BannerSlide } from "./list-banner-slides";
import { listHotels } from "./list-hotels";

export type ListHomeSlidesOptions = {
  db: Database;
  /** How many hotels to show when the 'home' banner is missing. */
  fallbackCount?: number;
};

/** The home carousel: the 'home' CMS banner when it has slides, otherwise the top hotels. */
export async function listHomeSlides({ db, fallbackCount = 4 }: ListHomeSlidesOptions): Promise<BannerSlide[]> {
  const slides = await listBannerSlides({ db, name: "home" });
  if (slides.length > 0) return slides;
  const hotels = await listHotels({ db, perPage: fallbackCount });
  return hotels.items.map((hotel) => {
    const place = [hotel.city, hotel.country].filter(Boolean).join(", ");
    const slide: BannerSlide = {
      title: hotel.title,
      heading: hotel.heading ?? (place || hotel.description),
      actionButton: { label: "View hotel", to: hotel.path },
    };
    if (hotel.image) slide.image = hotel.image;
    return slide;
  });
}
