import type { ListingRelations } from "../../../server/domain/catalogue/get-listing-relations";
import { toListingCard } from "../../components/listing-card";

/** A listing page's relations with every listing reduced to what its card shows. */
export function toCardRelations(relations: ListingRelations) {
  switch (relations.kind) {
    case "hotel":
      return { ...relations, nearby: relations.nearby.map(toListingCard) };
    case "destination":
      return {
        ...relations,
        hotels: { ...relations.hotels, items: relations.hotels.items.map(toListingCard) },
        featuredHotels: relations.featuredHotels.map(toListingCard),
        featuredItineraries: relations.featuredItineraries.map(toListingCard),
      };
    case "brand":
      return { ...relations, hotels: { ...relations.hotels, items: relations.hotels.items.map(toListingCard) } };
    case "offer":
      return { ...relations, hotel: relations.hotel ? toListingCard(relations.hotel) : null };
    case "itinerary":
      return relations;
  }
}

export type CardRelations = ReturnType<typeof toCardRelations>;
