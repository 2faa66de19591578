import { useRef, useState } from "react";
import { cancellation } from "../../../core/contracts/reservations";
import { formatLongDate, nightsText } from "../../../core/booking/stay-dates";
import { formatDollars } from "../../../core/money";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import {
  cancelledText,
  guestsText,
  instantText,
  occasionText,
  placeText,
  refundPreviewText,
  statusLabel,
  type ReservationAccess,
  type ReservationView,
} from "./reservation-display";
import "./reservations.css";

export type ReservationDetailProps = {
  reservation: ReservationView;
  /** What cancelling now gives back, computed on the server by the terms as sold; null when it cannot be cancelled. */
  refundPreviewCents: number | null;
  access: ReservationAccess;
};

/**
 * One reservation: confirmation number, hotel, stay, room, guests, requests, the cancellation
 * terms with their deadline, the prices night by night, the payment, and Cancel while allowed
 * (a confirmation step saying what comes back, then the result). Shared by /reservations/{id}
 * and /booking/find.
 */
export function ReservationDetail({ reservation: initial, refundPreviewCents, access }: ReservationDetailProps) {
  const [reservation, setReservation] = useState(initial);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState("");
  const resultRef = useRef<HTMLParagraphElement>(null);
  const place = placeText(reservation.hotel);
  const canCancel = reservation.can_cancel && reservation.status === "confirmed";

  async function cancel() {
    setIsSending(true);
    setError(null);
    const answer = await callApi(cancellation, {
      body: access.kind === "member" ? { reservation_id: reservation.id } : { confirmation_number: reservation.confirmation_number, email: access.email },
    });
    setIsSending(false);
    if (!answer.ok) {
      if (answer.status !== null) setError(answer.message ?? "The reservation could not be cancelled. Please try again.");
      return;
    }
    setReservation(answer.data.data);
    setIsConfirming(false);
    setResult(cancelledText(answer.data.data.refund_cents, answer.data.data.card_last4));
    // After the dialog hands focus back, move it to the result so it is read where the button was.
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  return (
    <article className="reservation-detail" aria-labelledby="reservation-title">
      <header className="reservation-detail__head">
        {reservation.hotel.image ? (
          <img className="reservation-detail__image" src={reservation.hotel.image} alt="" width={320} height={240} decoding="async" />
        ) : null}
        <div className="reservation-detail__heading">
          <p className="reservation-detail__number">
            Confirmation number <strong>{reservation.confirmation_number}</strong>
          </p>
          <h2 id="reservation-title" className="reservation-detail__title">
            <a href={reservation.hotel.path}>{reservation.hotel.title}</a>
          </h2>
          {place ? <p className="reservation-detail__place">{place}</p> : null}
          <p>
            <span className={`reservation-status reservation-status--${reservation.status}`}>{statusLabel(reservation.status)}</span>
          </p>
        </div>
      </header>

      <p ref={resultRef} className={result ? "reservation-detail__result" : "visually-hidden"} role="status" tabIndex={-1}>
        {result}
      </p>

      <section className="reservation-panel" aria-labelledby="reservation-stay">
        <h3 id="reservation-stay" className="reservation-panel__title">
          Your stay
        </h3>
        <dl className="reservation-facts">
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
            <dt>Length</dt>
            <dd>{nightsText(reservation.nights)}</dd>
          </div>
          <div>
            <dt>Room</dt>
            <dd>
              1 room: {reservation.room_name}
              <br />
              <span className="reservation-muted">
                {reservation.rate_plan_name} · {reservation.board_name}
              </span>
            </dd>
          </div>
        </dl>
      </section>

      <section className="reservation-panel" aria-labelledby="reservation-guests">
        <h3 id="reservation-guests" className="reservation-panel__title">
          Guests
        </h3>
        <dl className="reservation-facts">
          <div>
            <dt>Guests</dt>
            <dd>{guestsText(reservation.adults, reservation.child_ages)}</dd>
          </div>
          {reservation.lead_guest ? (
            <div>
              <dt>Lead guest</dt>
              <dd>
                {reservation.lead_guest.first_name} {reservation.lead_guest.last_name}
                <br />
                <span className="reservation-muted reservation-break">{reservation.lead_guest.email}</span>
                <br />
                <span className="reservation-muted">{reservation.lead_guest.phone}</span>
              </dd>
            </div>
          ) : null}
          {reservation.room_guests.length > 0 ? (
            <div>
              <dt>In the room</dt>
              <dd>
                <ul className="reservation-plain-list">
                  {reservation.room_guests.map((guest, index) => (
                    <li key={index}>
                      {guest.first_name} {guest.last_name}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Occasion</dt>
            <dd>{reservation.occasion ? occasionText(reservation.occasion) : "None given"}</dd>
          </div>
          <div>
            <dt>Special requests</dt>
            <dd className="reservation-break">{reservation.special_requests ? reservation.special_requests : "None"}</dd>
          </div>
        </dl>
      </section>

      <section className="reservation-panel" aria-labelledby="reservation-prices">
        <h3 id="reservation-prices" className="reservation-panel__title">
          Price
        </h3>
        <table className="reservation-prices">
          <caption className="visually-hidden">Price night by night, taxes, fees and total</caption>
          <tbody>
            {reservation.nightly.map((night) => (
              <tr key={night.night}>
                <th scope="row">
                  Night of <time dateTime={night.night}>{formatLongDate(night.night)}</time>
                </th>
                <td>{formatDollars(night.cents)}</td>
              </tr>
            ))}
            <tr className="reservation-prices__sub">
              <th scope="row">Room</th>
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
            <tr className="reservation-prices__total">
              <th scope="row">Total</th>
              <td>{formatDollars(reservation.total_cents)}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section className="reservation-panel" aria-labelledby="reservation-payment">
        <h3 id="reservation-payment" className="reservation-panel__title">
          Payment
        </h3>
        <dl className="reservation-facts">
          <div>
            <dt>Paid</dt>
            <dd>
              {formatDollars(reservation.total_cents)}
              {reservation.card_last4 ? (
                <>
                  {" "}
                  by card <span aria-label={`ending in ${reservation.card_last4}`}>•••• {reservation.card_last4}</span>
                </>
              ) : null}
            </dd>
          </div>
          {reservation.confirmed_at ? (
            <div>
              <dt>Confirmed</dt>
              <dd>
                <time dateTime={reservation.confirmed_at}>{instantText(reservation.confirmed_at)}</time>
              </dd>
            </div>
          ) : null}
          {reservation.status === "cancelled" ? (
            <div>
              <dt>Refunded</dt>
              <dd>
                {formatDollars(reservation.refund_cents ?? 0)}
                {reservation.cancelled_at ? (
                  <>
                    {" "}
                    <span className="reservation-muted">
                      (cancelled <time dateTime={reservation.cancelled_at}>{instantText(reservation.cancelled_at)}</time>)
                    </span>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section className="reservation-panel" aria-labelledby="reservation-policy">
        <h3 id="reservation-policy" className="reservation-panel__title">
          Cancellation policy
        </h3>
        <p className="reservation-policy__summary">{reservation.cancellation.summary}</p>
        <p className="reservation-muted">{reservation.cancellation.detail}</p>
        {canCancel ? (
          <Button type="button" hierarchy="secondary-gray" onClick={() => setIsConfirming(true)}>
            Cancel reservation
          </Button>
        ) : null}
      </section>

      <Dialog open={isConfirming} onClose={() => !isSending && setIsConfirming(false)} title="Cancel this reservation?">
        <div className="reservation-confirm">
          <p>
            {reservation.hotel.title}, {formatLongDate(reservation.check_in)} to {formatLongDate(reservation.check_out)}.
          </p>
          <p className="reservation-confirm__refund">
            {refundPreviewCents === null ? reservation.cancellation.summary : refundPreviewText(refundPreviewCents, reservation.total_cents, reservation.card_last4)}
          </p>
          <p className="reservation-muted">{reservation.cancellation.detail}</p>
          {error ? (
            <p className="reservation-confirm__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="reservation-confirm__actions">
            <Button type="button" hierarchy="secondary-gray" onClick={() => setIsConfirming(false)} disabled={isSending}>
              Keep my reservation
            </Button>
            <Button type="button" onClick={() => void cancel()} disabled={isSending}>
              {isSending ? "Cancelling…" : "Yes, cancel it"}
            </Button>
          </div>
        </div>
      </Dialog>
    </article>
  );
}
