import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator, useSearchParams } from "react-router";
import { MARKETPLACE_AD_DURATIONS, MARKETPLACE_FEATURED_CENTS, MARKETPLACE_PAYMENT_MESSAGES } from "../../../core/pricing";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import { useIsHydrated } from "../../components/use-media-query";
import { checkMarketplaceCoupon } from "./marketplace-api";
import { MarketplacePaymentModal, type CardPayment, type MarketplacePaymentStart } from "./marketplace-payment-modal";
import { MarketplaceRequestForm, type CouponState, type MarketplaceRequestLimits } from "./marketplace-request-form";
import { forgetDraft, readDraft, writeDraft } from "./draft-storage";
import { MARKETPLACE_REQUEST_PATH, MARKETPLACE_THANK_YOU_PATH, requestAddress } from "./marketplace-addresses";
import {
  couponMessageOf,
  emptyValues,
  hasTypedAnything,
  valuesFromPost,
  type MarketplacePost,
  type MarketplaceRequestValues,
} from "./marketplace-request-rules";
import "./marketplace-posts.css";

export type MarketplaceRequestViewProps = {
  /** The request named in the address (?request=&token=), while it awaits payment or was refunded. */
  post: MarketplacePost | null;
  /** The address named a request that does not exist (or with the wrong token). */
  isUnknownRequest: boolean;
  /** A promo code to start with (?coupon=BizLoveYou, from the signup thank-you pages). */
  couponPrefill: string | null;
  /** The partner offer to advertise, when its promo code can be used. */
  partnerOffer: { name: string; discount: number } | null;
  limits: MarketplaceRequestLimits;
  validDays: { first: string; last: string };
  cardPayment: CardPayment;
};

const FAILED_COUPON = "The promo code could not be checked. Please try again.";

/** Back from the card's extra confirmation step: the provider put the payment in the address. */
function returnedPayment(searchParams: URLSearchParams): MarketplacePaymentStart | null {
  const paymentIntentId = searchParams.get("payment_intent");
  const clientSecret = searchParams.get("payment_intent_client_secret");
  if (!paymentIntentId || !clientSecret) return null;
  return { kind: "returned", paymentIntentId, clientSecret, isAuthorized: searchParams.get("redirect_status") === "succeeded" };
}

/**
 * /marketplace-request (docs/product.md §2): a business posts a Romance Marketplace deal and pays for
 * it in the payment modal within the 10-minute session; success goes to /marketplace-thank-you,
 * a refunded charge shows 'Oops!' with Back To Home.
 */
export function MarketplaceRequestView({ post, isUnknownRequest, couponPrefill, partnerOffer, limits, validDays, cardPayment }: MarketplaceRequestViewProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The payment modal opens in the browser only: its clock starts there.
  const isHydrated = useIsHydrated();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<MarketplaceRequestValues>(() => (post ? valuesFromPost(post) : emptyValues(couponPrefill ?? "")));
  const [coupon, setCoupon] = useState<CouponState>(() =>
    post?.coupon_name && post.discount !== null ? { status: "applied", name: post.coupon_name, discount: post.discount } : { status: "none" },
  );
  const [isRefunded, setRefunded] = useState(false);
  const [submittedPostId, setSubmittedPostId] = useState<number | null>(null);

  const applyCoupon = useCallback(async (name: string) => {
    setCoupon({ status: "checking" });
    const answer = await checkMarketplaceCoupon(name);
    if (answer.ok) setCoupon({ status: "applied", name: answer.data.name, discount: answer.data.discount });
    else if (answer.status === null) setCoupon({ status: "none" });
    else setCoupon({ status: "invalid", message: answer.status === 404 && answer.message ? couponMessageOf(answer.message) : (answer.message ?? FAILED_COUPON) });
  }, []);

  // Once, in the browser: the form kept in this tab comes back, and a promo code from the address is checked.
  useEffect(() => {
    if (post) return;
    const draft = readDraft();
    // sessionStorage lives outside React and only in the browser, so this cannot happen in render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues(couponPrefill ? { ...draft, couponName: couponPrefill } : draft);
    const code = couponPrefill?.trim() || (draft?.couponName.trim() ?? "");
    if (code) void applyCoupon(code);
    // Only on arrival: later changes of the address come from this page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (hasTypedAnything(values)) writeDraft(values);
  }, [values]);

  // Back from the card's extra step: the payment's details are read once, then leave the address.
  const [start, setStart] = useState<MarketplacePaymentStart>({ kind: "new" });
  const handledReturn = useRef(false);
  useEffect(() => {
    const returned = returnedPayment(searchParams);
    if (handledReturn.current || !returned || !post) return;
    handledReturn.current = true;
    setStart(returned);
    void navigate(requestAddress(MARKETPLACE_REQUEST_PATH, post), { replace: true, preventScrollReset: true });
  }, [searchParams, post, navigate]);

  const isAwaitingReturn = returnedPayment(searchParams) !== null && start.kind === "new";
  const onExpired = useCallback(() => void navigate("/"), [navigate]);

  if (isRefunded || post?.status === "refunded") return <OopsView />;

  const isPaying = isHydrated && post?.status === "awaiting_payment" && !isAwaitingReturn;
  return (
    <main id="main" tabIndex={-1} className="mp-page">
      <header className="mp-hero">
        <div className="container">
          <p className="mp-hero__eyebrow">Romance Marketplace</p>
          <h1 className="mp-hero__title">Post a deal for couples</h1>
          <p className="mp-hero__lead">
            Hotels, destinations and travel advisors: put your romantic offer in front of couples planning a honeymoon,
            anniversary or getaway. Your deal goes live on Special Offers the moment your payment goes through.
          </p>
        </div>
      </header>

      <div className="container mp-layout">
        <section className="mp-layout__form" aria-labelledby="marketplace-form-title">
          <h2 id="marketplace-form-title" className="mp-section-title">
            Tell couples about your deal
          </h2>
          {isUnknownRequest ? (
            <p className="mp-notice" role="status">
              That payment link has no deal waiting for it. Fill in the form to post your deal.
            </p>
          ) : null}
          <MarketplaceRequestForm
            values={values}
            onValuesChange={setValues}
            coupon={coupon}
            onCouponChange={setCoupon}
            onApplyCoupon={(name) => void applyCoupon(name)}
            limits={limits}
            validDays={validDays}
            onSubmitted={(created) => {
              setSubmittedPostId(created.id);
              void navigate(requestAddress(MARKETPLACE_REQUEST_PATH, created), { preventScrollReset: true });
            }}
          />
        </section>

        <aside className="mp-aside" aria-label="About marketplace deals">
          <section className="mp-card" aria-labelledby="marketplace-how-title">
            <h2 id="marketplace-how-title" className="mp-card__title">
              How it works
            </h2>
            <ol className="mp-steps">
              <li>Describe your deal: what couples get, where, for how much and until when.</li>
              <li>Choose how long the ad runs, and whether it is featured first.</li>
              <li>Pay by card within 10 minutes. Your deal is published at once.</li>
            </ol>
          </section>
          <section className="mp-card" aria-labelledby="marketplace-prices-title">
            <h2 id="marketplace-prices-title" className="mp-card__title">
              Prices
            </h2>
            <dl className="mp-prices">
              {MARKETPLACE_AD_DURATIONS.map((option) => (
                <div key={option.days}>
                  <dt>{option.days}-day ad</dt>
                  <dd>{formatDollars(option.cents)}</dd>
                </div>
              ))}
              <div>
                <dt>Featured listing</dt>
                <dd>+{formatDollars(MARKETPLACE_FEATURED_CENTS)}</dd>
              </div>
            </dl>
          </section>
          {partnerOffer ? (
            <section className="mp-card mp-card--offer" aria-labelledby="marketplace-offer-title">
              <h2 id="marketplace-offer-title" className="mp-card__title">
                {partnerOffer.discount}% off your post
              </h2>
              <p>
                New hotel, destination and travel advisor partners save {partnerOffer.discount}% on a Romance Marketplace post
                with the promo code <strong className="mp-code">{partnerOffer.name}</strong>.
              </p>
              <Button
                type="button"
                hierarchy="secondary-color"
                onClick={() => {
                  setValues((current) => ({ ...current, couponName: partnerOffer.name }));
                  void applyCoupon(partnerOffer.name);
                  document.getElementById("marketplace-coupon-name")?.focus();
                }}
              >
                Use code {partnerOffer.name}
              </Button>
            </section>
          ) : null}
        </aside>
      </div>

      {post ? (
        <MarketplacePaymentModal
          key={post.id}
          open={isPaying}
          post={post}
          start={start}
          isResumed={post.id !== submittedPostId}
          cardPayment={cardPayment}
          returnPath={requestAddress(MARKETPLACE_REQUEST_PATH, post)}
          onClose={() => void navigate(MARKETPLACE_REQUEST_PATH, { replace: true, preventScrollReset: true })}
          onPaid={() => {
            forgetDraft();
            void navigate(requestAddress(MARKETPLACE_THANK_YOU_PATH, post));
          }}
          onRefunded={() => setRefunded(true)}
          onStale={() => void revalidator.revalidate()}
          onExpired={onExpired}
        />
      ) : null}
    </main>
  );
}

/** docs/product.md §8: the charge could not be kept, so it is refunded: 'Oops! ...' and Back To Home. */
export function OopsView() {
  const message = MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded;
  const headline = "Oops!";
  const rest = message.startsWith(headline) ? message.slice(headline.length).trim() : message;
  return (
    <main id="main" tabIndex={-1} className="mp-result-page">
      <div className="mp-result">
        <span className="mp-result__mark mp-result__mark--failed" aria-hidden="true">
          !
        </span>
        <h1 className="mp-result__title">{headline}</h1>
        <p role="alert" className="mp-result__text">
          {rest}
        </p>
        <div className="mp-result__actions">
          <Button to="/" size="lg">
            Back To Home
          </Button>
        </div>
      </div>
    </main>
  );
}
