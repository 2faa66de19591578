import { useEffect, useRef, useState } from "react";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { CardPaymentForm, type PaymentsConfig } from "./card-payment-form";
import { PAYMENT_VERIFICATION_FAILED, SUCCESS_RELOAD_SECONDS } from "./membership";
import { createSubscription, fetchPlans, paymentIntentIdOf, verifySubscription, type CreatedSubscription } from "./payment-api";
import type { PaymentOutcome } from "./payment-outcome";
import { planName, planPrice, type SubscriptionPlan } from "./plans";
import { retrieveFromStripe } from "./stripe-client";
import { retrieveFromTestProvider } from "./test-provider-client";
import { useCountdown } from "./use-countdown";

/** How the payment modal opens: for a plan just chosen, or back from the card's extra confirmation step. */
export type PaymentStart =
  | { kind: "new"; plan: SubscriptionPlan }
  | {
      kind: "returned";
      subscriptionId: string;
      paymentIntentId: string;
      clientSecret: string;
      /** The provider said the step succeeded (`redirect_status=succeeded`). */
      isAuthorized: boolean;
      priceId: string | null;
    };

export type SubscriptionPaymentModalProps = {
  open: boolean;
  onClose(): void;
  start: PaymentStart | null;
  provider: PaymentsConfig;
  /** The page the extra confirmation step comes back to ("/upgrade"). */
  returnPath: string;
  /**
   * Subscriptions started in this visit, by price: reopening the modal for the same plan pays the
   * same subscription instead of starting another.
   */
  started: Map<string, CreatedSubscription>;
};

/** docs/product.md §2 "Overlays": the subscription payment modal; success reloads the page after 5 seconds. */
export function SubscriptionPaymentModal({ open, onClose, start, provider, returnPath, started }: SubscriptionPaymentModalProps) {
  const [isPaid, setPaid] = useState(false);
  // Once paid, the page behind is out of date (the menu, the Join Now buttons): closing reloads it.
  const close = () => (isPaid ? window.location.reload() : onClose());
  return (
    <Dialog open={open} onClose={close} title="VIP Access payment" className="vip-dialog">
      {start ? <PaymentFlow start={start} provider={provider} returnPath={returnPath} started={started} onPaid={() => setPaid(true)} onClose={close} /> : null}
    </Dialog>
  );
}

type Phase =
  | { phase: "starting" }
  | { phase: "start-failed"; message: string }
  | { phase: "card"; subscriptionId: string; clientSecret: string; paymentIntentId: string; plan: SubscriptionPlan | null; initialError: string | null }
  | { phase: "verifying" }
  | { phase: "verify-failed" }
  | { phase: "paid" };

const START_FAILED = "Your payment could not be started. Please try again.";

type FlowProps = Omit<SubscriptionPaymentModalProps, "open" | "onClose" | "start"> & { start: PaymentStart; onPaid(): void; onClose(): void };

function PaymentFlow({ start, provider, returnPath, started, onPaid, onClose }: FlowProps) {
  const [state, setState] = useState<Phase>({ phase: "starting" });
  const [attempt, setAttempt] = useState(0);
  const isVerifying = useRef(false);

  const verify = async (subscriptionId: string, paymentIntentId: string) => {
    if (isVerifying.current) return;
    isVerifying.current = true;
    setState({ phase: "verifying" });
    const answer = await verifySubscription(subscriptionId, paymentIntentId);
    isVerifying.current = false;
    if (answer.ok) {
      onPaid();
      setState({ phase: "paid" });
    } else {
      // This subscription's payment went through or is in doubt: never pay it again from here.
      for (const [priceId, subscription] of started) if (subscription.subscriptionId === subscriptionId) started.delete(priceId);
      setState({ phase: "verify-failed" });
    }
  };

  useEffect(() => {
    let isCurrent = true;
    const run = async () => {
      if (start.kind === "new") {
        const known = started.get(start.plan.id);
        const answer = known ? { ok: true as const, data: known } : await createSubscription(start.plan.id);
        if (!isCurrent) return;
        const paymentIntentId = answer.ok ? paymentIntentIdOf(answer.data.clientSecret) : null;
        if (!answer.ok || !paymentIntentId) {
          setState({ phase: "start-failed", message: (!answer.ok && answer.message) || START_FAILED });
          return;
        }
        started.set(start.plan.id, answer.data);
        setState({ phase: "card", ...answer.data, paymentIntentId, plan: start.plan, initialError: null });
        return;
      }
      if (start.isAuthorized) return verify(start.subscriptionId, start.paymentIntentId);
      // Back from a refused or abandoned confirmation step: say why, in the provider's words.
      const [outcome, plans] = await Promise.all([
        provider.provider === "stripe"
          ? retrieveFromStripe(provider.publishableKey, start.clientSecret)
          : retrieveFromTestProvider(start.paymentIntentId, start.clientSecret),
        fetchPlans(),
      ]);
      if (!isCurrent) return;
      if (outcome.kind === "succeeded") return verify(start.subscriptionId, start.paymentIntentId);
      const plan = (plans.ok ? plans.data.find((each) => each.id === start.priceId) : undefined) ?? null;
      setState({
        phase: "card",
        subscriptionId: start.subscriptionId,
        clientSecret: start.clientSecret,
        paymentIntentId: start.paymentIntentId,
        plan,
        initialError: messageOf(outcome),
      });
    };
    void run();
    return () => {
      isCurrent = false;
    };
    // Runs once per opening (and per "Try again"); `verify` and the props are stable for that long.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  switch (state.phase) {
    case "starting":
      return (
        <p className="vip-dialog__status" role="status">
          Preparing your payment...
        </p>
      );
    case "start-failed":
      return (
        <div className="vip-dialog__status">
          <p className="card-form__alert" role="alert">
            {state.message}
          </p>
          <Button type="button" hierarchy="secondary-gray" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </div>
      );
    case "card": {
      const returnUrl = new URL(returnPath, window.location.origin);
      returnUrl.searchParams.set("subscription_id", state.subscriptionId);
      if (state.plan) returnUrl.searchParams.set("price_id", state.plan.id);
      return (
        <div className="vip-pay">
          {state.plan ? (
            <p className="vip-pay__summary">
              <span>VIP Access, {planName(state.plan).toLowerCase()}</span>
              <strong>{planPrice(state.plan)}</strong>
            </p>
          ) : null}
          <CardPaymentForm
            provider={provider}
            clientSecret={state.clientSecret}
            paymentIntentId={state.paymentIntentId}
            returnUrl={returnUrl.toString()}
            amountLabel={state.plan ? formatDollars(state.plan.amount) : ""}
            initialError={state.initialError}
            onSucceeded={(paymentIntentId) => void verify(state.subscriptionId, paymentIntentId)}
          />
        </div>
      );
    }
    case "verifying":
      return (
        <p className="vip-dialog__status" role="status">
          Confirming your payment...
        </p>
      );
    case "verify-failed":
      return (
        <div className="vip-dialog__status">
          <p className="card-form__alert" role="alert">
            {PAYMENT_VERIFICATION_FAILED}
          </p>
          <Button type="button" hierarchy="secondary-gray" onClick={onClose}>
            Close
          </Button>
        </div>
      );
    case "paid":
      return <PaidView />;
  }
}

function messageOf(outcome: PaymentOutcome): string | null {
  return outcome.kind === "refused" ? outcome.message : null;
}

/** docs/product.md §4 and §9: 'Payment successful', then the page reloads after a 5-second countdown. */
function PaidView() {
  const secondsLeft = useCountdown(SUCCESS_RELOAD_SECONDS, () => window.location.reload());
  return (
    <div className="vip-success">
      <span className="vip-success__mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <div role="status">
        <h3 className="vip-success__title">Payment successful</h3>
        <p className="vip-success__text">Your VIP Access is active. Welcome aboard!</p>
      </div>
      <p className="vip-success__countdown" aria-live="off">
        This page reloads in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}.
      </p>
      <Button type="button" size="lg" onClick={() => window.location.reload()}>
        Reload now
      </Button>
    </div>
  );
}
