import { data } from "react-router";
import { BOOKING_FLOW_MESSAGES } from "../../core/booking/booking-messages";
import { metaOrError } from "../components/route-error";
import { BookingFind } from "../features/reservations/booking-find";
import { guestReservation } from "../../server/domain/booking/read-reservations";
import { refundIfCancelledNow, reservationWire } from "../../server/domain/booking/reservation-view";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/booking-find";

/**
 * /booking/find: a guest's booking by confirmation number and e-mail (?number=&email=, the
 * confirmation e-mail's link), open to anyone who has both; details that match nothing say so,
 * the same whichever is wrong.
 */
export async function loader(args: Route.LoaderArgs) {
  // A guest's booking is personal and changes when cancelled: never kept by a cache.
  return data(await findBooking(args), { headers: { "Cache-Control": "private, no-store" } });
}

async function findBooking({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const number = (query.get("number") ?? "").trim().slice(0, 40);
  const email = (query.get("email") ?? "").trim().slice(0, 300);
  const base = { productName: context.publicConfig.productName, number, email };
  if (!number && !email) return { ...base, found: null, notFoundMessage: null };
  try {
    if (!number || !email) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.notFound);
    const reservation = await guestReservation(context.services.db, number, email);
    const now = context.services.clock.now();
    return { ...base, found: { reservation: reservationWire(reservation, now), refundPreviewCents: refundIfCancelledNow(reservation, now) }, notFoundMessage: null };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return { ...base, found: null, notFoundMessage: BOOKING_FLOW_MESSAGES.notFound };
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `Find your booking | ${loaderData.productName}` },
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function BookingFindPage({ loaderData }: Route.ComponentProps) {
  return <BookingFind number={loaderData.number} email={loaderData.email} found={loaderData.found} notFoundMessage={loaderData.notFoundMessage} />;
}
