import { data } from "react-router";
import { metaOrError } from "../components/route-error";
import { ReservationDetail } from "../features/reservations/reservation-detail";
import { requireMember } from "../require-member.server";
import { memberReservation } from "../../server/domain/booking/read-reservations";
import { refundIfCancelledNow, reservationWire } from "../../server/domain/booking/reservation-view";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/reservation";
import "../features/reservations/reservations.css";

/**
 * /reservations/{id} (docs/product.md §2): one of the member's reservations, with Cancel while the
 * terms allow it. Someone else's id, or one that does not exist, is the not-found page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireMember(context, "reservations");
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  if (id === null) throw data(null, { status: 404 });
  try {
    const reservation = await memberReservation(context.services.db, { id: user.id, email: user.email }, id);
    // A hold is the checkout's business, not a reservation yet.
    if (reservation.status === "held") throw data(null, { status: 404 });
    const now = context.services.clock.now();
    return { productName: context.publicConfig.productName, reservation: reservationWire(reservation, now), refundPreviewCents: refundIfCancelledNow(reservation, now) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `Reservation ${loaderData.reservation.confirmation_number} at ${loaderData.reservation.hotel.title} | ${loaderData.productName}` },
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Reservation({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="reservations-page">
      <header className="reservations-page__header">
        <div className="reservations-page__inner">
          <p className="reservations-page__intro">
            <a href="/reservations">My reservations</a>
          </p>
          <h1 className="reservations-page__title">Your reservation</h1>
        </div>
      </header>
      <div className="reservations-page__inner reservations-page__body">
        <ReservationDetail key={loaderData.reservation.id} reservation={loaderData.reservation} refundPreviewCents={loaderData.refundPreviewCents} access={{ kind: "member" }} />
      </div>
    </main>
  );
}
