import { data, redirect } from "react-router";
import { listCoupons } from "../../server/domain/payments/coupons/list-coupons";
import { MARKETPLACE_POST_LIMITS } from "../../core/marketplace-post-rules";
import { headMeta } from "../components/head-meta";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { MARKETPLACE_REQUEST_PATH, MARKETPLACE_THANK_YOU_PATH, requestAddress } from "../features/marketplace-posts/marketplace-addresses";
import type { CardPayment } from "../features/marketplace-posts/marketplace-payment-modal";
import { PRIVATE_PAGE_HEADERS, requestInAddress } from "../features/marketplace-posts/marketplace-post.server";
import { isoDay } from "../features/marketplace-posts/marketplace-request-rules";
import { MarketplaceRequestView } from "../features/marketplace-posts/marketplace-request-view";
import { CardPaymentForm, type PaymentsConfig } from "../features/payments/card-payment-form";
import { paymentIntentIdOf } from "../features/payments/payment-api";
import type { PaymentOutcome } from "../features/payments/payment-outcome";
import { retrieveFromStripe } from "../features/payments/stripe-client";
import { retrieveFromTestProvider } from "../features/payments/test-provider-client";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/marketplace-request";

const DESCRIPTION =
  "Hotels, destinations and travel advisors: post a Romance Marketplace deal for couples. Choose a 30, 60 or 90-day ad and a featured listing, pay by card, and go live at once.";

/** docs/product.md §9: the promo code the business signup pages advertise for a marketplace post. */
const PARTNER_OFFER_CODE = "BizLoveYou";

const MAX_COUPON_PREFILL_LENGTH = 100;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { productName } = context.publicConfig;
  const found = await requestInAddress(context, url);
  const post = found.kind === "found" ? found.post : null;
  // Paid already (a reload after paying, the back button): the thank-you page says so.
  if (post?.status === "paid") throw redirect(requestAddress(MARKETPLACE_THANK_YOU_PATH, post), { headers: PRIVATE_PAGE_HEADERS });

  const trail = [
    { name: "Home", path: "/" },
    { name: "Special offers", path: "/marketplace" },
    { name: "Post a deal", path: MARKETPLACE_REQUEST_PATH },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `Post a Romance Marketplace Deal | ${productName}`, description: DESCRIPTION },
    jsonLd: [
      webPageJsonLd({ origin: context.origin, path: MARKETPLACE_REQUEST_PATH, name: "Post a Romance Marketplace deal", description: DESCRIPTION, siteName: productName }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  // One page whatever the query: a request's id and token, or a promo code, never reach the head.
  head.canonical = new URL(MARKETPLACE_REQUEST_PATH, context.origin).toString();

  const { db, clock } = context.services;
  const now = clock.now();
  const partnerCoupon = (await listCoupons({ db, clock })).find(
    (coupon) => coupon.name.toLowerCase() === PARTNER_OFFER_CODE.toLowerCase() && coupon.appliesTo.includes("marketplace"),
  );
  const couponPrefill = url.searchParams.get("coupon")?.trim().slice(0, MAX_COUPON_PREFILL_LENGTH) || null;
  const payload = {
    head,
    post,
    isUnknownRequest: found.kind === "unknown",
    couponPrefill,
    partnerOffer: partnerCoupon ? { name: partnerCoupon.name, discount: partnerCoupon.discountPercent } : null,
    limits: {
      businessName: MARKETPLACE_POST_LIMITS.businessName,
      title: MARKETPLACE_POST_LIMITS.title,
      description: MARKETPLACE_POST_LIMITS.description,
      destination: MARKETPLACE_POST_LIMITS.destination,
    },
    validDays: { first: isoDay(now), last: isoDay(now, MARKETPLACE_POST_LIMITS.maxValidYears) },
    payments: context.publicConfig.payments,
  };
  return found.kind === "none" ? payload : data(payload, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

function outcomeOf(outcome: PaymentOutcome): { kind: "succeeded" } | { kind: "refused"; message: string | null } {
  return outcome.kind === "succeeded" ? { kind: "succeeded" } : { kind: "refused", message: outcome.kind === "refused" ? outcome.message : null };
}

/** The payments feature's card form and provider calls, as the marketplace payment modal uses them. */
function cardPaymentWith(provider: PaymentsConfig): CardPayment {
  return {
    renderCardForm: (props) => <CardPaymentForm provider={provider} {...props} />,
    paymentIntentIdOf,
    outcomeAfterRedirect: async (paymentIntentId, clientSecret) =>
      outcomeOf(
        provider.provider === "stripe"
          ? await retrieveFromStripe(provider.publishableKey, clientSecret)
          : await retrieveFromTestProvider(paymentIntentId, clientSecret),
      ),
  };
}

/** docs/product.md §2 /marketplace-request: a business posts a Romance Marketplace deal and pays for it. */
export default function MarketplaceRequest({ loaderData }: Route.ComponentProps) {
  return (
    <MarketplaceRequestView
      post={loaderData.post}
      isUnknownRequest={loaderData.isUnknownRequest}
      couponPrefill={loaderData.couponPrefill}
      partnerOffer={loaderData.partnerOffer}
      limits={loaderData.limits}
      validDays={loaderData.validDays}
      cardPayment={cardPaymentWith(loaderData.payments)}
    />
  );
}
