import { BookingSearchBox } from "./booking-search-box";

/**
 * The booking search on a destination's page: the destination is the place already (its slug is
 * its LocationId, as /search/{LocationId} reads it), the couple chooses dates and guests.
 */
export function DestinationSearchBox({ destination }: { destination: { slug: string; title: string } }) {
  return (
    <BookingSearchBox
      place={{ locationId: destination.slug, name: destination.title }}
      label={`Find rooms in ${destination.title} for your dates`}
      layout="column"
    />
  );
}
