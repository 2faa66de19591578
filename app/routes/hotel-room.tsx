import { data, Link } from "react-router";
import { roomPhotoAlt } from "../../core/booking/room-photos";
import { formatDayMonth, nightsText } from "../../core/booking/stay-dates";
import type { MediaSizes } from "../../core/listing-types";
import { getHotelContent } from "../../server/domain/booking/hotel-content";
import { getRoomsAndRates } from "../../server/domain/booking/rooms-and-rates";
import { appSuppliers } from "../../server/domain/booking/supplier-registry";
import { headMeta } from "../components/head-meta";
import { ResponsiveImage } from "../components/responsive-image";
import { metaOrError } from "../components/route-error";
import { StarRating } from "../components/star-rating";
import {
  isNotFound,
  readStay,
  pagePathOf,
  stayValuesOf,
  todayOf,
} from "../features/booking/availability-search.server";
import {
  BookingSearchBox,
  searchBoxKey,
} from "../features/booking/booking-search-box";
import { HotelRooms, type RoomView } from "../features/booking/hotel-rooms";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { PageHeader } from "../features/catalogue/page-header";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/hotel-room";

/** A room's first uploaded photo, described by the room's name; null when it has none. */
function firstPhotoOf(
  roomName: string,
  photos: MediaSizes[],
): RoomView["photo"] {
  const [first] = photos;
  return first ? { alt: roomPhotoAlt(roomName, 0, 1), sizes: first } : null;
}

/**
 * /hotelroom/{HotelId}: a hotel's rooms and rates for a stay (issue 17), each room type with its
 * offers (board, cancellation policy and deadline, each night, taxes and fees, total) and the
 * rooms that do not fit with why; a room's first uploaded photo beside it; without dates, a form to
 * choose them. An unknown hotel is a 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, clock } = context.services;
  const now = clock.now();
  const url = new URL(request.url);
  let content: Awaited<ReturnType<typeof getHotelContent>>;
  try {
    content = await getHotelContent(db, params.HotelId);
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
  const { stay, errors } = readStay(url, todayOf(now));
  const offers = stay
    ? await getRoomsAndRates(
        { db, suppliers: appSuppliers(context.services), now, ...(context.services.catalogueCache ? { cache: context.services.catalogueCache } : {}) },
        { hotel: String(content.id), stay },
      )
    : null;

  const factsOf = new Map(
    content.roomTypes.map((room) => [
      String(room.id),
      {
        facts:
          [room.beds, room.sizeSqm ? `${room.sizeSqm} m²` : null]
            .filter(Boolean)
            .join(" · ") || null,
        description: room.description || null,
      },
    ]),
  );
  const rooms: RoomView[] = [];
  if (offers) {
    const byId = new Map<string, RoomView>();
    for (const rate of offers.rates) {
      let room = byId.get(rate.roomTypeId);
      if (!room) {
        const about = factsOf.get(rate.roomTypeId);
        room = {
          id: rate.roomTypeId,
          name: rate.roomName,
          facts: about?.facts ?? null,
          description: about?.description ?? null,
          photo: firstPhotoOf(rate.roomName, rate.photos),
          rates: [],
          reason: null,
        };
        byId.set(rate.roomTypeId, room);
        rooms.push(room);
      }
      room.rates.push({
        rateKey: rate.rateKey,
        ratePlanName: rate.ratePlanName,
        board: rate.board,
        policy: rate.policy,
        nightly: rate.nightly,
        roomCents: rate.roomCents,
        taxCents: rate.taxCents,
        feeCents: rate.feeCents,
        totalCents: rate.totalCents,
        roomsLeft: rate.roomsLeft,
      });
    }
    for (const room of offers.unavailable) {
      if (byId.has(room.roomTypeId)) continue;
      const about = factsOf.get(room.roomTypeId);
      rooms.push({
        id: room.roomTypeId,
        name: room.roomName,
        facts: about?.facts ?? null,
        description: about?.description ?? null,
        photo: firstPhotoOf(room.roomName, room.photos),
        rates: [],
        reason: room.reason,
      });
    }
  }

  const path = pagePathOf(url);
  const dates = stay
    ? `${formatDayMonth(stay.checkIn)} to ${formatDayMonth(stay.checkOut)}`
    : null;
  const name = `${content.name}: rooms and rates`;
  const description = stay
    ? `Rooms at ${content.name} for ${nightsText(stay.nights)}, ${dates}: meals, cancellation and the price of each night.`
    : `Choose your dates to see the rooms and prices at ${content.name}.`;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Hotels", path: "/hotel" },
    { name: content.name, path: content.path },
    { name: "Rooms", path },
  ];
  const head = await loadPageHead(context, request, {
    path,
    canonicalPath: path,
    fallback: {
      title: `${name} | ${context.publicConfig.productName}`,
      description,
      image: content.pictures[0]?.large ?? null,
    },
    jsonLd: [breadcrumbJsonLd(context.origin, trail)],
  });
  const [first] = content.pictures;
  const picture = first
    ? (({ alt, ...sizes }) => ({ alt, sizes }))(first)
    : null;
  return {
    head,
    trail,
    path,
    hotel: {
      id: content.id,
      name: content.name,
      path: content.path,
      stars: content.stars,
      place: [content.address.city, content.address.country]
        .filter(Boolean)
        .join(", "),
      picture,
    },
    stay: stay ? { nights: stay.nights, dates: dates! } : null,
    stayValues: stayValuesOf(url),
    stayErrors: errors,
    rooms,
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function HotelRoom({ loaderData }: Route.ComponentProps) {
  const { trail, path, hotel, stay, stayValues, stayErrors, rooms } =
    loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <PageHeader
        title={hotel.name}
        intro={
          stay
            ? `Rooms for ${nightsText(stay.nights)}, ${stay.dates}`
            : "Choose your dates to see rooms and prices"
        }
      >
        <Breadcrumbs trail={trail} />
      </PageHeader>
      <div className="page-body">
        <div className="hotel-rooms__intro">
          <ResponsiveImage
            image={hotel.picture}
            sizes="(min-width: 48rem) 50vw, 100vw"
            priority
            className="hotel-rooms__picture"
            aspect="card"
          />
          <div>
            {hotel.stars !== null ? <StarRating value={hotel.stars} /> : null}
            {hotel.place ? <p>{hotel.place}</p> : null}
            <p>
              <Link to={hotel.path}>About {hotel.name}</Link>
            </p>
            <BookingSearchBox
              key={searchBoxKey(path, stayValues)}
              fixedAction={path}
              values={stayValues}
              errors={stayErrors}
              label={stay ? "Change your dates" : "Choose your dates"}
            />
          </div>
        </div>
        {stay ? (
          rooms.length > 0 ? (
            <HotelRooms rooms={rooms} hotelId={hotel.id} nights={stay.nights} />
          ) : (
            <div className="booking-notice" role="status">
              <p>
                <strong>No rooms for these dates.</strong> Try other dates, or{" "}
                <Link to="/request-a-deal">request a deal</Link> and our
                advisors will find the place.
              </p>
            </div>
          )
        ) : null}
      </div>
    </main>
  );
}
