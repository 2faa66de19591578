import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { markHotelReservationNoShow } from "../../../core/contracts/hotel-reservations";
import { formatLongDate } from "../../../core/booking/stay-dates";
import { formatDollars } from "../../../core/money";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { useToast } from "../../components/toast";
import type { HotelReservationView } from "../../../server/domain/booking/hotel-reservations";
import { GROUP_LABELS, partyText, reservationsHref, STATUS_LABELS, stayText } from "./reservation-labels";
import "./business-reservations.css";

const BOOKED_AT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

/** One of the hotel's reservations: what to prepare first (occasion, requests), then the guests, the stay and the price. */
export function ReservationDetail({ reservation }: { reservation: HotelReservationView }) {
  const { guest } = reservation;
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner hres-page">
        <p className="biz-page__eyebrow">
          <Link to={reservationsHref(reservation.group)}>Reservations</Link>
        </p>
        <h1 className="biz-page__title">{reservation.guestName}</h1>
        <p className="hres-summary">
          <span className={`hres-tag hres-tag--${reservation.status}`}>{STATUS_LABELS[reservation.status]}</span>
          <span>
            Confirmation number <strong className="hres-number">{reservation.confirmationNumber}</strong>
          </span>
        </p>
        <p className="hres-summary__stay">{stayText(reservation)}</p>

        <section className="biz-card hres-prepare" aria-labelledby="hres-prepare-title">
          <h2 id="hres-prepare-title" className="biz-card__title">
            To prepare
          </h2>
          <dl className="hres-prepare__list">
            <div>
              <dt>Occasion</dt>
              <dd className={reservation.occasionName ? "hres-prepare__occasion" : "hres-muted"}>{reservation.occasionName ?? "None given"}</dd>
            </div>
            <div>
              <dt>Special requests</dt>
              <dd className={reservation.specialRequests ? "hres-prepare__requests" : "hres-muted"}>{reservation.specialRequests ?? "None"}</dd>
            </div>
          </dl>
        </section>

        <NoShowAction reservation={reservation} />

        <section className="biz-card" aria-labelledby="hres-guests-title">
          <h2 id="hres-guests-title" className="biz-card__title">
            Guests
          </h2>
          <dl className="biz-details">
            <div>
              <dt>Lead guest</dt>
              <dd>{`${guest.firstName} ${guest.lastName}`.trim() || "Not given"}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{guest.email ? <a href={`mailto:${guest.email}`}>{guest.email}</a> : "Not given"}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{guest.phone ? <a href={`tel:${guest.phone.replace(/[^\d+]/g, "")}`}>{guest.phone}</a> : "Not given"}</dd>
            </div>
            <div>
              <dt>Party</dt>
              <dd>{partyText(reservation)}</dd>
            </div>
            {reservation.roomGuests.length > 0 ? (
              <div>
                <dt>Room guests</dt>
                <dd>
                  <ul className="hres-plain-list">
                    {reservation.roomGuests.map((roomGuest, index) => (
                      <li key={index}>
                        {roomGuest.firstName} {roomGuest.lastName}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section className="biz-card" aria-labelledby="hres-stay-title">
          <h2 id="hres-stay-title" className="biz-card__title">
            Stay
          </h2>
          <dl className="biz-details">
            <div>
              <dt>Arrival</dt>
              <dd>{formatLongDate(reservation.checkIn)}</dd>
            </div>
            <div>
              <dt>Departure</dt>
              <dd>{formatLongDate(reservation.checkOut)}</dd>
            </div>
            <div>
              <dt>Room</dt>
              <dd>{reservation.roomName}</dd>
            </div>
            <div>
              <dt>Rate</dt>
              <dd>
                {reservation.ratePlanName} ({reservation.boardName})
              </dd>
            </div>
            <div>
              <dt>Listed under</dt>
              <dd>{GROUP_LABELS[reservation.group]}</dd>
            </div>
            <div>
              <dt>Booked</dt>
              <dd>{BOOKED_AT.format(new Date(reservation.confirmedAt ?? reservation.createdAt))}</dd>
            </div>
            {reservation.cancelledAt ? (
              <div>
                <dt>Cancelled</dt>
                <dd>{BOOKED_AT.format(new Date(reservation.cancelledAt))}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        <section className="biz-card" aria-labelledby="hres-price-title">
          <h2 id="hres-price-title" className="biz-card__title">
            Price
          </h2>
          <table className="hres-price">
            <caption className="visually-hidden">Price of the stay, night by night</caption>
            <tbody>
              {reservation.nightly.map((night) => (
                <tr key={night.night}>
                  <th scope="row">Night of {formatLongDate(night.night)}</th>
                  <td>{formatDollars(night.cents)}</td>
                </tr>
              ))}
              <tr className="hres-price__sum">
                <th scope="row">Room</th>
                <td>{formatDollars(reservation.roomCents)}</td>
              </tr>
              <tr>
                <th scope="row">Taxes</th>
                <td>{formatDollars(reservation.taxCents)}</td>
              </tr>
              <tr>
                <th scope="row">Fees</th>
                <td>{formatDollars(reservation.feeCents)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr className="hres-price__total">
                <th scope="row">Total paid</th>
                <td>{formatDollars(reservation.totalCents)}</td>
              </tr>
              {reservation.refundCents !== null ? (
                <tr>
                  <th scope="row">Refunded</th>
                  <td>{formatDollars(reservation.refundCents)}</td>
                </tr>
              ) : null}
            </tfoot>
          </table>
        </section>
      </div>
    </main>
  );
}

/** "Mark as no-show", asked once more in a dialog; only while the rules allow it. */
function NoShowAction({ reservation }: { reservation: HotelReservationView }) {
  const [isOpen, setOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const toasts = useToast();

  if (reservation.status !== "confirmed") return null;
  if (!reservation.canMarkNoShow) return reservation.noShowRefusal ? <p className="hres-muted hres-note">{reservation.noShowRefusal}</p> : null;

  const confirm = async () => {
    setSending(true);
    setError(null);
    const result = await callApi(markHotelReservationNoShow, { params: { id: String(reservation.id) } });
    setSending(false);
    if (result.ok) {
      setOpen(false);
      toasts.show(result.data.message, "success");
      await revalidator.revalidate();
    } else if (result.status !== null) setError(result.message ?? "Something went wrong. Please try again.");
  };

  return (
    <div className="biz-actions hres-actions">
      <Button size="md" hierarchy="secondary-gray" onClick={() => setOpen(true)}>
        Mark as no-show
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
        title="Mark as no-show?"
      >
        <p>
          {reservation.guestName} did not arrive for the stay from {formatLongDate(reservation.checkIn)}. Once marked, the reservation is listed with past
          stays as a no-show; this cannot be undone.
        </p>
        {error ? (
          <p role="alert" className="hres-error">
            {error}
          </p>
        ) : null}
        <div className="biz-actions">
          <Button size="md" onClick={() => void confirm()} disabled={isSending} aria-busy={isSending}>
            {isSending ? "Marking…" : "Mark as no-show"}
          </Button>
          <Button size="md" hierarchy="secondary-gray" onClick={() => setOpen(false)}>
            Keep as confirmed
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
