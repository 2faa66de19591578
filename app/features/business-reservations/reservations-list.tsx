import { Link } from "react-router";
import type { ReservationGroup } from "../../../core/booking/reservation-transitions";
import { formatDollars } from "../../../core/money";
import { PageLinks } from "../../components/pagination";
import type { HotelReservationsPage } from "../../../server/domain/booking/hotel-reservations";
import { GROUP_LABELS, partyText, RESERVATION_TABS, reservationsHref, STATUS_LABELS, stayText } from "./reservation-labels";
import "./business-reservations.css";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";

export type ReservationsListProps = { kind: "refused"; message: string } | { kind: "hotel"; group: ReservationGroup; page: HotelReservationsPage };

const EMPTY: Record<ReservationGroup, string> = {
  upcoming: "No upcoming reservations. New bookings arrive here and by e-mail.",
  past: "No past stays yet.",
  cancelled: "No cancelled reservations.",
};

/** The business dashboard's "Reservations": the hotel's booked stays, by tab (docs/product.md "Hotel booking"). */
export function ReservationsList(props: ReservationsListProps) {
  return (
    <DashboardSubpage title="Reservations" className="hres-page" refusal={props.kind === "refused" ? props.message : null}>
      {props.kind === "refused" ? null : <ReservationsTab group={props.group} page={props.page} />}
    </DashboardSubpage>
  );
}

function ReservationsTab({ group, page }: { group: ReservationGroup; page: HotelReservationsPage }) {
  const noun = `${GROUP_LABELS[group].toLowerCase()} reservations`;
  return (
    <>
      <nav aria-label="Reservations" className="biz-filters">
        {RESERVATION_TABS.map((tab) => (
          <Link key={tab} to={reservationsHref(tab)} aria-current={tab === group ? "page" : undefined} className="biz-filters__link">
            {GROUP_LABELS[tab]}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="hres-list-title">
        <h2 id="hres-list-title" className="visually-hidden">
          {GROUP_LABELS[group]} reservations
        </h2>
        {page.items.length === 0 ? (
          <p className="biz-card">{EMPTY[group]}</p>
        ) : (
          <>
            <p className="hres-count">{page.total === 1 ? "1 reservation" : `${page.total} reservations`}</p>
            <ul className="hres-list">
              {page.items.map((reservation) => (
                <li key={reservation.id} className="hres-row">
                  <div className="hres-row__main">
                    <h3 className="hres-row__title">
                      <Link to={`/dashboard/reservations/${reservation.id}`}>{reservation.guestName}</Link>
                    </h3>
                    <p className="hres-row__meta">{stayText(reservation)}</p>
                    <p className="hres-row__meta">
                      {reservation.roomName} · {partyText(reservation)} · {formatDollars(reservation.totalCents)}
                    </p>
                    {reservation.specialRequests ? (
                      <p className="hres-row__requests">
                        <span className="visually-hidden">Special requests: </span>
                        {reservation.specialRequests}
                      </p>
                    ) : null}
                  </div>
                  <ul className="hres-row__tags" aria-label="About this reservation">
                    {reservation.occasionName ? <li className="hres-tag hres-tag--occasion">{reservation.occasionName}</li> : null}
                    <li className={`hres-tag hres-tag--${reservation.status}`}>{STATUS_LABELS[reservation.status]}</li>
                    <li className="hres-tag hres-tag--plain">{reservation.confirmationNumber}</li>
                  </ul>
                </li>
              ))}
            </ul>
            <PageLinks page={page.page} lastPage={page.lastPage} noun={noun} hrefFor={(number) => reservationsHref(group, number)} />
          </>
        )}
      </section>
    </>
  );
}
