import { useEffect, useId, useRef, useState } from "react";
import { MARKETPLACE_PAYMENT_MESSAGES } from "../../../core/pricing";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { startMarketplacePayment, verifyMarketplacePayment } from "./marketplace-api";
import type { MarketplacePost } from "./marketplace-request-rules";
import { formatClock, sessionDeadline } from "./session-clock";
import { useSessionCountdown } from "./use-session-countdown";
import "./marketplace-posts.css";
import type { CardPayment as SharedCardPayment } from "../../components/card-payment";

/**
 * The card payment parts this modal uses, handed in by the page (features do not import each
 * other; the route brings the payments feature's card form and this modal together).
 */
export type CardPayment = SharedCardPayment & {
  /** A client secret is `<payment id>_secret_<random>`. */
  paymentIntentIdOf(clientSecret: string): string | null;
};

/** How the modal opens: for a post just submitted, or back from the card's extra confirmation step. */
export type MarketplacePaymentStart =
  | { kind: "new" }
  | { kind: "returned"; paymentIntentId: string; clientSecret: string; isAuthorized: boolean };

export type MarketplacePaymentModalProps = {
  open: boolean;
  /** The request being paid; its `expires_in` starts the session clock when the modal first opens. */
  post: MarketplacePost;
  start: MarketplacePaymentStart;
  /**
   * The request came with the page (a reload, a link) rather than from a submission just now: its
   * payment may have gone through already, so it is checked before the card form is offered.
   */
  isResumed: boolean;
  cardPayment: CardPayment;
  /** This page with the post's id and token: where the card's extra step comes back to. */
  returnPath: string;
  onClose(): void;
  /** The post is paid and published. */
  onPaid(): void;
  /** The charge was refunded (docs/product.md 'Oops!'). */
  onRefunded(): void;
  /** The server says the post is no longer payable here (already paid, or closed): read it again. */
  onStale(): void;
  /** The session lapsed and the person was told: time to go home (docs/product.md §8). */
  onExpired(): void;
};

/** docs/product.md §8: shown when the server could not confirm a payment that went through. */
export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed please try again after sometimes!..";

/** How long the lapsed-session message stays before the page goes home. */
export const EXPIRED_NOTICE_SECONDS = 4;

const START_FAILED = "Your payment could not be started. Please try again.";

/** docs/product.md §2 "Overlays": the marketplace-request payment modal. */
export function MarketplacePaymentModal(props: MarketplacePaymentModalProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Pay for your marketplace deal" className="marketplace-pay-dialog">
      <PaymentFlow {...props} />
    </Dialog>
  );
}

type Phase =
  | { phase: "starting" }
  | { phase: "start-failed"; message: string }
  | { phase: "card"; clientSecret: string; paymentIntentId: string; initialError: string | null }
  | { phase: "verifying" }
  | { phase: "verify-failed"; paymentIntentId: string }
  | { phase: "expired" };

/** While these show, the session's end sends the person home; during a verification the server decides. */
const isPayablePhase = (state: Phase): boolean => state.phase === "starting" || state.phase === "start-failed" || state.phase === "card";

function PaymentFlow({ post, start, isResumed, cardPayment, returnPath, onPaid, onRefunded, onStale, onExpired }: MarketplacePaymentModalProps) {
  const [state, setState] = useState<Phase>(() => (start.kind === "new" ? { phase: "starting" } : { phase: "verifying" }));
  const [attempt, setAttempt] = useState(0);
  const [deadline] = useState(() => sessionDeadline(post.expires_in, Date.now()));
  const { secondsLeft, warning } = useSessionCountdown(deadline);
  // The payment this modal confirms, and whether a card was ever tried on it: a lapsed session
  // then asks the server first, which refunds a charge that went through (never left unsettled).
  const payment = useRef<{ id: string | null; isTried: boolean }>({ id: start.kind === "returned" ? start.paymentIntentId : null, isTried: start.kind === "returned" });
  const isVerifying = useRef(false);

  const verify = async (paymentIntentId: string, { isAfterExpiry = false } = {}) => {
    if (isVerifying.current) return;
    isVerifying.current = true;
    setState({ phase: "verifying" });
    const answer = await verifyMarketplacePayment(post, paymentIntentId);
    isVerifying.current = false;
    if (answer.ok) return onPaid();
    if (answer.status === 409) return onRefunded();
    // After the session, a payment that never went through leaves nothing to settle.
    setState(isAfterExpiry ? { phase: "expired" } : { phase: "verify-failed", paymentIntentId });
  };

  useEffect(() => {
    let isCurrent = true;
    const run = async () => {
      if (start.kind === "returned" && attempt === 0) {
        if (start.isAuthorized) return verify(start.paymentIntentId);
        // Back from a refused or abandoned confirmation step: say why, in the provider's words.
        const outcome = await cardPayment.outcomeAfterRedirect(start.paymentIntentId, start.clientSecret);
        if (!isCurrent) return;
        if (outcome.kind === "succeeded") return verify(start.paymentIntentId);
        setState({ phase: "card", clientSecret: start.clientSecret, paymentIntentId: start.paymentIntentId, initialError: outcome.message });
        return;
      }
      const answer = await startMarketplacePayment(post);
      if (!isCurrent) return;
      if (answer.ok) {
        const { clientSecret } = answer.data;
        const paymentIntentId = cardPayment.paymentIntentIdOf(clientSecret);
        if (paymentIntentId) {
          payment.current.id = paymentIntentId;
          if (isResumed) {
            // Paid before the page was reloaded, but never confirmed: the server settles it now.
            // A payment not made yet is refused without any change, and the card form follows.
            const settled = await verifyMarketplacePayment(post, paymentIntentId);
            if (settled.ok) return onPaid();
            if (settled.status === 409) return onRefunded();
          }
          if (!isCurrent) return;
          setState({ phase: "card", clientSecret, paymentIntentId, initialError: null });
          return;
        }
      } else if (answer.status === 422 && answer.message === MARKETPLACE_PAYMENT_MESSAGES.sessionExpired) {
        setState({ phase: "expired" });
        return;
      } else if (answer.status === 409) {
        onStale();
        return;
      }
      setState({ phase: "start-failed", message: (!answer.ok && answer.status !== null && answer.status < 500 && answer.message) || START_FAILED });
    };
    void run();
    return () => {
      isCurrent = false;
    };
    // Runs once per opening and per "Try again"; the props it reads are fixed for that long.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // docs/product.md §4 and §8: the session lapses after 10 minutes.
  useEffect(() => {
    if (secondsLeft > 0 || !isPayablePhase(state)) return;
    const { id, isTried } = payment.current;
    if (id && isTried) void verify(id, { isAfterExpiry: true });
    else setState({ phase: "expired" });
    // `verify` changes every render; the lapse is decided by the time left and the phase alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft, state]);

  const latestOnExpired = useRef(onExpired);
  useEffect(() => {
    latestOnExpired.current = onExpired;
  });
  useEffect(() => {
    if (state.phase !== "expired") return;
    const timer = window.setTimeout(() => latestOnExpired.current(), EXPIRED_NOTICE_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  const showsClock = isPayablePhase(state);
  const clockLabelId = useId();
  return (
    <div className="marketplace-pay">
      <PostSummary post={post} />
      {showsClock ? (
        <p className={`marketplace-pay__clock${secondsLeft <= 60 ? " marketplace-pay__clock--ending" : ""}`}>
          <span id={clockLabelId}>Time left to pay</span>
          <span className="marketplace-pay__clock-time" role="timer" aria-labelledby={clockLabelId}>
            {formatClock(secondsLeft)}
          </span>
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {showsClock ? warning : ""}
      </p>
      <PhaseView
        state={state}
        post={post}
        cardPayment={cardPayment}
        returnPath={returnPath}
        onCardSubmitted={() => (payment.current.isTried = true)}
        onSucceeded={(paymentIntentId) => {
          payment.current = { id: paymentIntentId, isTried: true };
          void verify(paymentIntentId);
        }}
        onRetryStart={() => {
          setState({ phase: "starting" });
          setAttempt((count) => count + 1);
        }}
        onRetryVerify={(paymentIntentId) => void verify(paymentIntentId)}
        onExpired={onExpired}
      />
    </div>
  );
}

type PhaseViewProps = {
  state: Phase;
  post: MarketplacePost;
  cardPayment: CardPayment;
  returnPath: string;
  onCardSubmitted(): void;
  onSucceeded(paymentIntentId: string): void;
  onRetryStart(): void;
  onRetryVerify(paymentIntentId: string): void;
  onExpired(): void;
};

function PhaseView({ state, post, cardPayment, returnPath, onCardSubmitted, onSucceeded, onRetryStart, onRetryVerify, onExpired }: PhaseViewProps) {
  switch (state.phase) {
    case "starting":
      return (
        <p className="marketplace-pay__status" role="status">
          Preparing your payment...
        </p>
      );
    case "start-failed":
      return (
        <div className="marketplace-pay__status">
          <p className="marketplace-pay__alert" role="alert">
            {state.message}
          </p>
          <Button type="button" hierarchy="secondary-gray" onClick={onRetryStart}>
            Try again
          </Button>
        </div>
      );
    case "card":
      return (
        // A submit inside marks the payment as tried: the form itself keeps how the attempt went.
        <div onSubmitCapture={onCardSubmitted}>
          {cardPayment.renderCardForm({
            clientSecret: state.clientSecret,
            paymentIntentId: state.paymentIntentId,
            returnUrl: new URL(returnPath, window.location.origin).toString(),
            amountLabel: formatDollars(post.amount_cents),
            initialError: state.initialError,
            onSucceeded,
          })}
        </div>
      );
    case "verifying":
      return (
        <p className="marketplace-pay__status" role="status">
          Confirming your payment...
        </p>
      );
    case "verify-failed":
      return (
        <div className="marketplace-pay__status">
          <p className="marketplace-pay__alert" role="alert">
            {PAYMENT_VERIFICATION_FAILED}
          </p>
          <Button type="button" hierarchy="secondary-gray" onClick={() => onRetryVerify(state.paymentIntentId)}>
            Try again
          </Button>
        </div>
      );
    case "expired":
      return (
        <div className="marketplace-pay__status">
          <p className="marketplace-pay__alert" role="alert">
            {MARKETPLACE_PAYMENT_MESSAGES.sessionExpired}
          </p>
          <Button type="button" onClick={onExpired}>
            Go to the home page
          </Button>
        </div>
      );
  }
}

/** What is being paid for: the deal, the ad, and the amount (the original struck through under a promo code). */
export function PostSummary({ post }: { post: MarketplacePost }) {
  const hasDiscount = post.discount !== null && post.original_amount !== post.amount;
  return (
    <dl className="marketplace-pay__summary">
      <div>
        <dt>Deal</dt>
        <dd>{post.title}</dd>
      </div>
      <div>
        <dt>Ad</dt>
        <dd>
          {post.marketplace_request_ad_duration} days{post.marketplace_request_featured_listing ? ", featured listing" : ""}
        </dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className="marketplace-pay__total">
          {hasDiscount ? (
            <>
              <s className="price-was">
                <span className="visually-hidden">was </span>
                {formatDollars(Math.round(post.original_amount * 100))}
              </s>{" "}
            </>
          ) : null}
          <strong>{formatDollars(post.amount_cents)}</strong>
          {hasDiscount && post.coupon_name ? (
            <span className="marketplace-pay__code">
              {" "}
              ({post.discount}% off with {post.coupon_name})
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
