import { data, redirect } from "react-router";
import { ReservationDetail } from "../features/business-reservations/reservation-detail";
import { metaOrError } from "../components/route-error";
import { AppError } from "../../server/kernel/errors";
import { getHotelReservation } from "../../server/domain/booking/hotel-reservations";
import type { Route } from "./+types/dashboard-reservations-detail";

/**
 * /dashboard/reservations/{id}: one of the hotel's reservations, with the occasion and requests
 * first and "Mark as no-show" once the arrival day has come. Signed out: the dashboard's sign-in;
 * another hotel's reservation, or an account that is not an active hotel: not found.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const reservationId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (reservationId === null) throw data(null, { status: 404 });
  try {
    const reservation = await getHotelReservation(context.services, { userId: context.user.id, reservationId });
    return data({ productName: context.publicConfig.productName, reservation }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) throw data(null, { status: 404 });
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `Reservation ${loaderData.reservation.confirmationNumber} | ${loaderData.productName}` },
    { name: "robots", content: "noindex, nofollow" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardReservationsDetail({ loaderData }: Route.ComponentProps) {
  return <ReservationDetail reservation={loaderData.reservation} />;
}
