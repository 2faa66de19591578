import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { DealRequestWidget } from "../../components/deal-request-widget";
import { Button, type ButtonHierarchy } from "../../components/button";
import { useSignIn } from "../../components/sign-in-context";
import type { PaymentsConfig } from "./card-payment-form";
import { FREE_PASS_DEAL_REQUESTS } from "../../../core/deal-rules";
import { PLAN_COMPARISON, VIP_PERKS, VIP_YEARLY_PRICE, type Membership } from "./membership";
import type { CreatedSubscription } from "./payment-api";
import type { SubscriptionPlan } from "./plans";
import { SubscriptionPaymentModal, type PaymentStart } from "./subscription-payment-modal";
import { UpgradeModal } from "./upgrade-modal";
import "./payments.css";

export type UpgradeViewProps = {
  membership: Membership;
  payments: PaymentsConfig;
  productName: string;
  /** The id of the deal-request area, which the mobile Request a deal bar scrolls to. */
  dealRequestId: string;
};

const RETURN_PATH = "/upgrade";

const STEPS = [
  {
    title: "Choose your plan",
    text: `Pay monthly, quarterly or once a year: ${VIP_YEARLY_PRICE} a year is the best value. VIP Access starts the moment your payment goes through.`,
  },
  {
    title: "Meet your travel advisor",
    text: "A dedicated Romance Travel Advisor gets to know the two of you and stays with you from the first idea to the trip home.",
  },
  {
    title: "Request deals without limits",
    text: `Free Pass includes up to ${FREE_PASS_DEAL_REQUESTS} deal requests. With VIP Access, ask as often as you like and compare tailored offers by e-mail.`,
  },
] as const;

/**
 * /upgrade (docs/product.md §2 "Upgrade page"): hero with the deal-request area, how VIP Access works,
 * Free Pass vs VIP Access, one testimonial and Join Now: the sign-up modal for a visitor, the
 * upgrade and payment modals for a member.
 */
export function UpgradeView({ membership, payments, productName, dealRequestId }: UpgradeViewProps) {
  const checkout = useVipCheckout(membership);
  const joinNow = (size: "lg" | "xl", hierarchy: ButtonHierarchy = "primary") => (
    <JoinNow membership={membership} onJoin={checkout.join} size={size} hierarchy={hierarchy} />
  );

  return (
    <main id="main" tabIndex={-1} className="upgrade-page">
      <section className="upgrade-hero" aria-labelledby="upgrade-title">
        <div className="container upgrade-hero__inner">
          <div className="upgrade-hero__text">
            <p className="upgrade-hero__eyebrow">VIP Access</p>
            <h1 id="upgrade-title" className="upgrade-hero__title">
              Upgrade to VIP Access
            </h1>
            <p className="upgrade-hero__lead">
              Unlimited deal requests, a dedicated travel advisor, concierge service and exclusive hotel perks, for{" "}
              <strong>{VIP_YEARLY_PRICE} a year</strong>.
            </p>
            <div className="upgrade-hero__actions">{joinNow("xl", "secondary-color")}</div>
          </div>
          <DealRequestArea id={dealRequestId} />
        </div>
      </section>

      <section className="upgrade-section" aria-labelledby="upgrade-how-title">
        <div className="container">
          <h2 id="upgrade-how-title" className="upgrade-section__title">
            How VIP Access works
          </h2>
          <ol className="upgrade-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="upgrade-steps__item">
                <span className="upgrade-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="upgrade-steps__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="upgrade-section upgrade-section--tinted" aria-labelledby="upgrade-plans-title">
        <div className="container">
          <h2 id="upgrade-plans-title" className="upgrade-section__title">
            Free Pass or VIP Access
          </h2>
          <p className="upgrade-section__intro">Every {productName} account starts with Free Pass. VIP Access adds the premium perks.</p>
          <PlanTable joinNow={joinNow("lg")} />
        </div>
      </section>

      <section className="upgrade-section" aria-labelledby="upgrade-testimonial-title">
        <div className="container">
          <h2 id="upgrade-testimonial-title" className="visually-hidden">
            What members say
          </h2>
          <figure className="upgrade-testimonial">
            <blockquote className="upgrade-testimonial__quote">
              <p>
                Our advisor found us a cliffside suite in Santorini we would never have found on our own, and the hotel added
                a sunset dinner for our anniversary. VIP Access paid for itself on the first trip.
              </p>
            </blockquote>
            <figcaption className="upgrade-testimonial__author">Sofia and Daniel, tenth anniversary in Santorini</figcaption>
          </figure>
        </div>
      </section>

      <section className="upgrade-section upgrade-section--closing" aria-labelledby="upgrade-join-title">
        <div className="container upgrade-closing">
          <h2 id="upgrade-join-title" className="upgrade-section__title">
            Ready for VIP Access?
          </h2>
          <p className="upgrade-section__intro">Join 1456 happy users planning their getaways with {productName}.</p>
          {joinNow("xl")}
        </div>
      </section>

      <UpgradeModal open={checkout.step === "plans"} onClose={checkout.close} onChoose={checkout.choose} />
      <SubscriptionPaymentModal
        open={checkout.step === "pay"}
        onClose={checkout.close}
        start={checkout.paymentStart}
        provider={payments}
        returnPath={RETURN_PATH}
        started={checkout.started}
      />
    </main>
  );
}

/**
 * The deal-request area of the hero: the request-a-deal widget. Hidden on screens 530 px tall or
 * less (docs/product.md §9), where it would push the pitch out of view.
 */
function DealRequestArea({ id }: { id: string }) {
  return (
    <aside id={id} className="upgrade-deal" aria-label="Request a deal">
      <DealRequestWidget />
    </aside>
  );
}

type JoinNowProps = { membership: Membership; onJoin(): void; size: "lg" | "xl"; hierarchy: ButtonHierarchy };

/** docs/product.md §2: Join Now, or for a subscriber how long VIP Access runs. */
function JoinNow({ membership, onJoin, size, hierarchy }: JoinNowProps) {
  if (membership.kind === "subscriber") {
    return (
      <p className="upgrade-note">
        {membership.runsUntil ? (
          <>
            Your VIP Access runs until <strong>{membership.runsUntil}</strong>.
          </>
        ) : (
          "Your VIP Access is active."
        )}
      </p>
    );
  }
  return (
    <Button type="button" size={size} hierarchy={hierarchy} aria-haspopup="dialog" onClick={onJoin}>
      Join Now
    </Button>
  );
}

function Mark({ value }: { value: boolean | string }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
    <span className="plan-table__yes">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">Included</span>
    </span>
  ) : (
    <span className="plan-table__no">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">Not included</span>
    </span>
  );
}

function PlanTable({ joinNow }: { joinNow: ReactNode }) {
  return (
    <div className="plan-table__frame">
      <table className="plan-table">
        <caption className="visually-hidden">What Free Pass and VIP Access include</caption>
        <thead>
          <tr>
            <td className="plan-table__corner" />
            <th scope="col" className="plan-table__plan">
              <span className="plan-table__plan-name">Free Pass</span>
              <span className="plan-table__plan-price">Free</span>
            </th>
            <th scope="col" className="plan-table__plan plan-table__plan--vip">
              <span className="plan-table__plan-name">VIP Access</span>
              <span className="plan-table__plan-price">{VIP_YEARLY_PRICE} a year</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td>
                <Mark value={row.freePass} />
              </td>
              <td className="plan-table__vip">
                <Mark value={row.vip} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="plan-table__action">
        <p className="plan-table__perks-note">All {VIP_PERKS.length} premium perks, unlimited deal requests.</p>
        {joinNow}
      </div>
    </div>
  );
}

type CheckoutStep = "closed" | "plans" | "pay";

/**
 * The VIP checkout: Join Now opens the sign-up modal for a visitor (and the plans once they are
 * signed in), the plans for a member, then the payment. Coming back from the card's extra
 * confirmation step (`payment_intent` in the address) reopens the payment where it was.
 */
function useVipCheckout(membership: Membership) {
  const { openSignIn } = useSignIn();
  const [step, setStep] = useState<CheckoutStep>("closed");
  const [paymentStart, setPaymentStart] = useState<PaymentStart | null>(null);
  const [started] = useState(() => new Map<string, CreatedSubscription>());
  const [isWaitingForSignIn, setWaitingForSignIn] = useState(false);
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const handledReturn = useRef(false);

  useEffect(() => {
    const subscriptionId = searchParams.get("subscription_id");
    const paymentIntentId = searchParams.get("payment_intent");
    const clientSecret = searchParams.get("payment_intent_client_secret");
    if (handledReturn.current || !subscriptionId || !paymentIntentId || !clientSecret) return;
    handledReturn.current = true;
    setPaymentStart({
      kind: "returned",
      subscriptionId,
      paymentIntentId,
      clientSecret,
      isAuthorized: searchParams.get("redirect_status") === "succeeded",
      priceId: searchParams.get("price_id"),
    });
    setStep("pay");
    // The address loses the payment's details: the reload after success must not check it again.
    void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [searchParams, pathname, navigate]);

  // Joined from this page: once signed in (the loaders run again), go straight on to the plans.
  const [seenKind, setSeenKind] = useState(membership.kind);
  if (seenKind !== membership.kind) {
    setSeenKind(membership.kind);
    if (isWaitingForSignIn && membership.kind !== "visitor") {
      setWaitingForSignIn(false);
      if (membership.kind === "member") setStep("plans");
    }
  }

  return {
    step,
    paymentStart,
    started,
    join() {
      if (membership.kind === "visitor") {
        setWaitingForSignIn(true);
        openSignIn("join");
      } else if (membership.kind === "member") {
        setStep("plans");
      }
    },
    choose(plan: SubscriptionPlan) {
      setPaymentStart({ kind: "new", plan });
      setStep("pay");
    },
    close() {
      setStep("closed");
    },
  };
}
