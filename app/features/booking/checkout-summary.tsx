import { formatDayMonth, formatLongDate, nightsText } from "../../../core/booking/stay-dates";
import { formatDollars } from "../../../core/money";
import type { CheckoutHold } from "./checkout-storage";

type Reservation = CheckoutHold["reservation"];

/** "2 adults, 1 child" */
export function guestsText(adults: number, childCount: number): string {
  const grown = adults === 1 ? "1 adult" : `${adults} adults`;
  if (childCount === 0) return grown;
  return `${grown}, ${childCount === 1 ? "1 child" : `${childCount} children`}`;
}

/** The held stay: hotel, dates, room, board, cancellation terms, each night, taxes, fees and total. */
export function CheckoutSummary({ reservation }: { reservation: Reservation }) {
  const { cancellation } = reservation;
  return (
    <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout__title">
        Your stay
      </h2>
      <p className="checkout__hotel">
        <a href={reservation.hotel.path}>{reservation.hotel.title}</a>
        {reservation.hotel.city || reservation.hotel.country ? (
          <>
            <br />
            <span className="checkout__muted">{[reservation.hotel.city, reservation.hotel.country].filter(Boolean).join(", ")}</span>
          </>
        ) : null}
      </p>
      <dl className="checkout__facts">
        <div>
          <dt>Check-in</dt>
          <dd>
            <time dateTime={reservation.check_in}>{formatLongDate(reservation.check_in)}</time>
          </dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>
            <time dateTime={reservation.check_out}>{formatLongDate(reservation.check_out)}</time>
          </dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{guestsText(reservation.adults, reservation.child_ages.length)}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>
            {reservation.room_name}
            <br />
            <span className="checkout__muted">
              {reservation.rate_plan_name} · {reservation.board_name}
            </span>
          </dd>
        </div>
        <div>
          <dt>Cancellation</dt>
          <dd>
            <span className={cancellation.refundable ? "checkout__free" : undefined}>
              {cancellation.deadline ? <time dateTime={cancellation.deadline}>{cancellation.summary}</time> : cancellation.summary}
            </span>
            <br />
            <span className="checkout__muted">{cancellation.detail}</span>
          </dd>
        </div>
      </dl>
      <table className="checkout__prices">
        <caption className="visually-hidden">Price of {nightsText(reservation.nights)}</caption>
        <tbody>
          {reservation.nightly.map((night) => (
            <tr key={night.night}>
              <th scope="row">Night of {formatDayMonth(night.night)}</th>
              <td>{formatDollars(night.cents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Room, {nightsText(reservation.nights)}</th>
            <td>{formatDollars(reservation.room_cents)}</td>
          </tr>
          <tr>
            <th scope="row">Taxes</th>
            <td>{formatDollars(reservation.tax_cents)}</td>
          </tr>
          <tr>
            <th scope="row">Fees</th>
            <td>{formatDollars(reservation.fee_cents)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatDollars(reservation.total_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </aside>
  );
}
