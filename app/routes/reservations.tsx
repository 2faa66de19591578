import { reservationGroup } from "../../core/booking/reservation-transitions";
import { metaOrError } from "../components/route-error";
import { ReservationList, type ReservationGroups } from "../features/reservations/reservation-list";
import { requireMember } from "../require-member.server";
import { memberReservations } from "../../server/domain/booking/read-reservations";
import { reservationWire } from "../../server/domain/booking/reservation-view";
import type { Route } from "./+types/reservations";

/** /reservations (docs/product.md §2): the member's stays, upcoming, past and cancelled; visitors go home. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireMember(context, "reservations");
  const now = context.services.clock.now();
  const all = await memberReservations(context.services.db, { id: user.id, email: user.email });
  const groups: ReservationGroups = { upcoming: [], past: [], cancelled: [] };
  for (const reservation of all) {
    groups[reservationGroup(reservation.status, { now, checkOut: reservation.checkOut, timeZone: reservation.quote.timeZone })].push(reservationWire(reservation, now));
  }
  // Upcoming soonest first; past and cancelled most recent first (as getreservation answers).
  groups.upcoming.reverse();
  return { productName: context.publicConfig.productName, groups };
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `My reservations | ${loaderData.productName}` },
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Reservations({ loaderData }: Route.ComponentProps) {
  return <ReservationList groups={loaderData.groups} />;
}
