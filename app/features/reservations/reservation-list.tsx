import { Link } from "react-router";
import { formatLongDate, nightsText } from "../../../core/booking/stay-dates";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import { placeText, statusLabel, type ReservationView } from "./reservation-display";
import "./reservations.css";

export type ReservationGroups = { upcoming: ReservationView[]; past: ReservationView[]; cancelled: ReservationView[] };

const SECTIONS = [
  { key: "upcoming", title: "Upcoming", empty: "No upcoming stays. Find your next getaway among our hotels." },
  { key: "past", title: "Past", empty: "No past stays yet." },
  { key: "cancelled", title: "Cancelled", empty: "No cancelled reservations." },
] as const;

/** /reservations: the member's stays, upcoming first, then past and cancelled. */
export function ReservationList({ groups }: { groups: ReservationGroups }) {
  return (
    <main id="main" tabIndex={-1} className="reservations-page">
      <header className="reservations-page__header">
        <div className="reservations-page__inner">
          <h1 className="reservations-page__title">My reservations</h1>
        </div>
      </header>
      <div className="reservations-page__inner reservations-page__body">
        {SECTIONS.map((section) => {
          const items = groups[section.key];
          const headingId = `reservations-${section.key}`;
          return (
            <section key={section.key} className="reservations-group" aria-labelledby={headingId}>
              <h2 id={headingId} className="reservations-group__title">
                {section.title} <span className="reservations-group__count">({items.length})</span>
              </h2>
              {items.length === 0 ? (
                <div className="reservations-empty">
                  <p>{section.empty}</p>
                  {section.key === "upcoming" ? (
                    <Button to="/hotel" size="md" hierarchy="secondary-color">
                      Browse hotels
                    </Button>
                  ) : null}
                </div>
              ) : (
                <ul className="reservations-group__list">
                  {items.map((reservation) => (
                    <li key={reservation.id}>
                      <ReservationCard reservation={reservation} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </main>
  );
}

function ReservationCard({ reservation }: { reservation: ReservationView }) {
  const place = placeText(reservation.hotel);
  return (
    <article className="reservation-card" aria-labelledby={`reservation-${reservation.id}-title`}>
      {reservation.hotel.image ? (
        <img className="reservation-card__image" src={reservation.hotel.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
      ) : (
        <div className="reservation-card__image reservation-card__image--empty" aria-hidden="true" />
      )}
      <div className="reservation-card__body">
        <h3 id={`reservation-${reservation.id}-title`} className="reservation-card__title">
          {reservation.hotel.title}
        </h3>
        {place ? <p className="reservation-card__place">{place}</p> : null}
        <p className="reservation-card__dates">
          <time dateTime={reservation.check_in}>{formatLongDate(reservation.check_in)}</time> to{" "}
          <time dateTime={reservation.check_out}>{formatLongDate(reservation.check_out)}</time> · {nightsText(reservation.nights)}
        </p>
        <p className="reservation-card__room">
          {reservation.room_name} · {reservation.board_name}
        </p>
        <p className="reservation-card__meta">
          <span className={`reservation-status reservation-status--${reservation.status}`}>{statusLabel(reservation.status)}</span>
          <span className="reservation-card__total">{formatDollars(reservation.total_cents)}</span>
        </p>
        <Link className="reservation-card__link" to={`/reservations/${reservation.id}`}>
          View reservation<span className="visually-hidden"> at {reservation.hotel.title}, {formatLongDate(reservation.check_in)}</span>
        </Link>
      </div>
    </article>
  );
}
