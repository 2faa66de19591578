import { BOARDS, type Board } from "../../../core/booking/inventory-rules";
import { formatDayMonth, nightsText } from "../../../core/booking/stay-dates";
import { formatDollars } from "../../../core/money";
import {
  ResponsiveImage,
  type ImageSizes,
} from "../../components/responsive-image";
import "./booking.css";
import "./hotel-rooms.css";
import { HydrateInTurn } from "../../components/hydrate-in-turn";

/** One offer of a room for the stay, as the room page shows it. */
export type RateView = {
  rateKey: string;
  ratePlanName: string;
  board: Board;
  policy: {
    refundable: boolean;
    deadline: string | null;
    summary: string;
    detail: string;
  };
  nightly: { night: string; cents: number }[];
  roomCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
  roomsLeft: number;
};

export type RoomView = {
  id: string;
  name: string;
  /** "1 king bed · 32 m²", from the room type's content when there is some. */
  facts: string | null;
  description: string | null;
  /** The room's first photo uploaded by the hotel; none: the card shows no picture of its own. */
  photo: ImageSizes | null;
  rates: RateView[];
  /** Why the room cannot be had for this stay (no rates then). */
  reason: string | null;
};

/** "Night of 12 Mar", from the night's YYYY-MM-DD. */
function nightLabel(night: string): string {
  return `Night of ${formatDayMonth(night)}`;
}

function Rate({
  rate,
  reserveHref,
  nights,
  headingId,
}: {
  rate: RateView;
  reserveHref: string;
  nights: number;
  headingId: string;
}) {
  return (
    <li className="rate" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {rate.ratePlanName} · {BOARDS[rate.board]}
      </h3>
      <p
        className={`rate__policy${rate.policy.refundable ? " rate__policy--free" : ""}`}
      >
        {rate.policy.deadline ? (
          <time dateTime={rate.policy.deadline}>{rate.policy.summary}</time>
        ) : (
          rate.policy.summary
        )}
      </p>
      <p className="rate__policy">{rate.policy.detail}</p>
      <table className="rate__breakdown">
        <caption className="visually-hidden">
          Price of {nightsText(nights)}
        </caption>
        <tbody>
          {rate.nightly.map((night) => (
            <tr key={night.night}>
              <th scope="row">{nightLabel(night.night)}</th>
              <td>{formatDollars(night.cents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Room, {nightsText(nights)}</th>
            <td>{formatDollars(rate.roomCents)}</td>
          </tr>
          <tr>
            <th scope="row">Taxes</th>
            <td>{formatDollars(rate.taxCents)}</td>
          </tr>
          <tr>
            <th scope="row">Fees</th>
            <td>{formatDollars(rate.feeCents)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatDollars(rate.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {rate.roomsLeft > 0 && rate.roomsLeft <= 3 ? (
        <p className="room-card__why">
          Only {rate.roomsLeft} left at this price
        </p>
      ) : null}
      <a className="rate__reserve" href={reserveHref}>
        Reserve
        <span className="visually-hidden">
          : {rate.ratePlanName}, {formatDollars(rate.totalCents)}
        </span>
      </a>
    </li>
  );
}

/**
 * The checkout of one offer: a plain link (a GET without JavaScript) with the offer's key and the
 * total shown here in cents, so the checkout can tell the couple when the held price differs.
 */
export function checkoutHref(hotelId: number, rate: Pick<RateView, "rateKey" | "totalCents">): string {
  const query = new URLSearchParams({ rate_key: rate.rateKey, total: String(rate.totalCents) });
  return `/hotelbooking/${hotelId}?${query.toString()}`;
}

/** Each room type with its offers for the stay, and the ones that do not fit with why. */
export function HotelRooms({
  rooms,
  hotelId,
  nights,
}: {
  rooms: RoomView[];
  hotelId: number;
  nights: number;
}) {
  return (
    <ul className="hotel-rooms__list" aria-label="Rooms">
      {/* Each room is hydrated in a task of its own after the first pass (decision 059). */}
      {rooms.map((room) => (
        <HydrateInTurn key={room.id}>
          <li
            className={`room-card${room.photo ? " room-card--photo" : ""}`}
          >
            {room.photo ? (
              // Below the hotel's own picture and the dates: fetched lazily, its box reserved.
              <ResponsiveImage
                image={room.photo}
                sizes="(min-width: 48rem) 18rem, 100vw"
                className="room-card__photo"
                aspect="card"
              />
            ) : null}
            <div className="room-card__body">
              <h2>{room.name}</h2>
              {room.facts ? <p className="room-card__why">{room.facts}</p> : null}
              {room.description ? <p>{room.description}</p> : null}
              {room.reason ? (
                <p className="room-card__why">
                  <strong>Not available for your stay:</strong> {room.reason}
                </p>
              ) : (
                <ul className="room-card__rates">
                  {room.rates.map((rate, index) => (
                    <Rate
                      key={rate.rateKey}
                      rate={rate}
                      nights={nights}
                      headingId={`rate-${room.id}-${index}`}
                      reserveHref={checkoutHref(hotelId, rate)}
                    />
                  ))}
                </ul>
              )}
            </div>
          </li>
        </HydrateInTurn>
      ))}
    </ul>
  );
}
