import { data } from "react-router";
import { getHotelContent } from "../../server/domain/booking/hotel-content";
import { headMeta } from "../components/head-meta";
import { metaOrError } from "../components/route-error";
import { isNotFound } from "../features/booking/availability-search.server";
import { Checkout } from "../features/booking/checkout";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { PageHeader } from "../features/catalogue/page-header";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { cardPaymentParts } from "../features/payments/card-payment-parts";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/hotel-booking";

/** The offer's key as the rooms page links it; anything longer than the API takes is no offer. */
const RATE_KEY_MAX_LENGTH = 400;

/** The total the rooms page showed, in cents, when the address carries a plausible one. */
function shownTotalOf(text: string | null): number | null {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * /hotelbooking/{HotelId}: the checkout of an offer chosen on /hotelroom/{HotelId} (?rate_key=
 * &total=). The page holds the room from the browser (once per visit), so this loader only reads
 * the hotel, the signed-in member and the payment provider. Private: it names the offer and the
 * member, and is never kept in the page cache.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  let content: Awaited<ReturnType<typeof getHotelContent>>;
  try {
    content = await getHotelContent(context.services.db, params.hotelId);
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
  const rateKey = url.searchParams.get("rate_key")?.trim() || null;
  const path = `/hotelbooking/${content.id}`;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Hotels", path: "/hotel" },
    { name: content.name, path: content.path },
    { name: "Rooms", path: `/hotelroom/${content.id}` },
    { name: "Book", path },
  ];
  const head = await loadPageHead(context, request, {
    path,
    canonicalPath: path,
    fallback: {
      title: `Book your stay at ${content.name} | ${context.publicConfig.productName}`,
      description: `Hold your room at ${content.name} for 10 minutes, tell the hotel who is coming and pay by card.`,
      image: content.pictures[0]?.large ?? null,
    },
    jsonLd: [breadcrumbJsonLd(context.origin, trail)],
  });
  // One page whatever the offer: the rate key never reaches the head.
  head.canonical = new URL(path, context.origin).toString();
  const user = context.user;
  return data(
    {
      head,
      trail,
      hotel: { id: content.id, name: content.name, path: content.path },
      rateKey: rateKey && rateKey.length <= RATE_KEY_MAX_LENGTH ? rateKey : null,
      shownTotalCents: shownTotalOf(url.searchParams.get("total")),
      member: user ? { firstName: user.firstname ?? "", lastName: user.lastname ?? "", email: user.email } : null,
      payments: context.publicConfig.payments,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";


export default function HotelBooking({ loaderData }: Route.ComponentProps) {
  const { trail, hotel, rateKey, shownTotalCents, member, payments } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <PageHeader title={`Book your stay at ${hotel.name}`} intro="Your room is held for 10 minutes while you book.">
        <Breadcrumbs trail={trail} />
      </PageHeader>
      <div className="page-body">
        <Checkout key={rateKey ?? ""} hotel={hotel} rateKey={rateKey} shownTotalCents={shownTotalCents} member={member} cardPayment={cardPaymentParts(payments)} />
      </div>
    </main>
  );
}
