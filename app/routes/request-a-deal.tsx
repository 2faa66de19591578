import { FREE_PASS_DEAL_REQUESTS } from "../../core/deal-rules";
import { OCCASIONS } from "../../core/listing-types";
import { headMeta } from "../components/head-meta";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { metaOrError } from "../components/route-error";
import { useSendCode, VerifyCodeStep } from "../features/accounts/verify-code-step";
import { DealRequestForm } from "../features/deals/deal-request-form";
import { UpgradeOffer } from "../features/deals/upgrade-offer";
import { loadPageHead } from "../page-head.server";
import { dealRequestStart } from "../../server/domain/deals/deal-request-start";
import type { Route } from "./+types/request-a-deal";
import "../features/deals/deals.css";

const TRAIL = [
  { name: "Home", path: "/" },
  { name: "Request a deal", path: "/request-a-deal" },
];

/** The page's lead, and its WebPage's description. */
const DESCRIPTION =
  "Share your vision once: hotels and travel advisors who fit it answer with tailored offers, by e-mail and in your offers inbox.";

/**
 * /request-a-deal (docs/product.md §2): the deal request form; `?listing={id}` starts it from a
 * hotel, advisor or destination page. A Free Pass member who used the three requests sees the
 * upgrade offer instead (the server enforces the limit either way).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // ?listing=N only starts the same form from a listing: every copy names /request-a-deal as
  // its canonical page (decision 047), so search engines index the one page.
  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    path: "/request-a-deal",
    canonicalWithoutQuery: true,
    jsonLd: [
      webPageJsonLd({ origin: context.origin, path: "/request-a-deal", name: "Request a deal", description: DESCRIPTION, siteName: productName }),
      breadcrumbJsonLd(context.origin, TRAIL),
    ],
  });
  const { db, clock } = context.services;
  const now = clock.now();
  const params = new URL(request.url).searchParams;
  const listingParam = Number(params.get("listing"));
  const occasion = params.get("occasion");
  const month = params.get("month");
  const destination = params.get("destination")?.trim().slice(0, 80) || null;
  const user = context.user;
  const { listing, requestsLeft, limitReached } = await dealRequestStart(
    db,
    { userId: user ? user.id : null, listingId: Number.isInteger(listingParam) && listingParam > 0 ? listingParam : null },
    now,
  );
  return {
    head,
    today: now.toISOString().slice(0, 10),
    listing,
    prefill: {
      occasion: OCCASIONS.some((known) => known.slug === occasion) ? occasion : null,
      destination,
      month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    },
    member: user ? { firstname: user.firstname, lastname: user.lastname, email: user.email } : null,
    limitReached,
    requestsLeft,
  };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function RequestADeal({ loaderData }: Route.ComponentProps) {
  const { member, listing, today, limitReached, requestsLeft, prefill } = loaderData;
  // The deals feature asks; the accounts feature sends and checks the e-mail code.
  const sendCode = useSendCode();
  return (
    <main className="deal-page" id="main" tabIndex={-1}>
      <Breadcrumbs trail={TRAIL} />
      <h1 className="deal-page__title">Request a deal</h1>
      <p className="deal-page__lead">
        {DESCRIPTION}
        {requestsLeft !== null ? ` Free Pass: ${requestsLeft} of ${FREE_PASS_DEAL_REQUESTS} requests left.` : ""}
      </p>
      {limitReached ? (
        <UpgradeOffer />
      ) : (
        <DealRequestForm
          member={member}
          listing={listing}
          today={today}
          prefill={prefill}
          sendCode={sendCode}
          renderCodeStep={(step) => <VerifyCodeStep {...step} />}
        />
      )}
    </main>
  );
}
