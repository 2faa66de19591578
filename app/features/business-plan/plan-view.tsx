import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import type { z } from "zod";
import { startPlanPayment, verifyPlanPayment } from "../../../core/contracts/business-plan";
import type { planWire } from "../../../core/contracts/business-plan-schemas";
import { formatDollars } from "../../../core/money";
import { PLAN_STATE_LABELS, type PlanState } from "../../../core/plan-term";
import { Button } from "../../components/button";
import { callApi } from "../../components/api-client";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";
import "./business-plan.css";
import type { CardPayment } from "../../components/card-payment";

export type PlanWire = z.output<typeof planWire>;
type Action = "pay" | "renew" | "upgrade";

/** The card form and the provider's look-up, handed in by the route (features do not import each other). */
export type PlanCardPayment = CardPayment;

export type PlanPageProps = {
  plan: PlanWire | null;
  /** Why this account has no plan here (a member without a business account). */
  refusal: string | null;
  cardPayment: PlanCardPayment;
  /** What the last form (cancel, undo, invoice) did. */
  outcome: { kind: "done" | "refused"; message: string } | null;
};

const STATE_OF_WIRE: Record<PlanWire["state"], PlanState> = {
  unpaid: "unpaid",
  invoiced: "invoiced",
  active: "active",
  ends_soon: "ends-soon",
  cancelled: "cancelled",
  expired: "expired",
};

const ACTION_LABELS: Record<Action, string> = { pay: "Pay", renew: "Renew by card", upgrade: "Upgrade to Featured" };

type Payment = { action: Action; clientSecret: string; paymentIntentId: string; amountCents: number; initialError: string | null };

/** The card payment of one plan action: start it, show the card form, verify it, say what it did. */
function usePlanPayment(cardPayment: PlanCardPayment, onDone: (message: string) => void) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();

  const verify = async (paymentIntentId: string) => {
    setBusy(true);
    const answer = await callApi(verifyPlanPayment, { body: { payment_intent_id: paymentIntentId } });
    setBusy(false);
    if (answer.ok) {
      setPayment(null);
      onDone(answer.data.message);
    } else {
      setError(answer.message ?? "The payment could not be checked. Please try again.");
    }
  };

  // Back from the card's extra step (3-D Secure): the payment's outcome is in the address.
  useEffect(() => {
    const id = searchParams.get("payment_intent");
    const secret = searchParams.get("payment_intent_client_secret");
    if (!id || !secret) return;
    setSearchParams({}, { replace: true });
    void cardPayment.outcomeAfterRedirect(id, secret).then((outcome) => {
      if (outcome.kind === "succeeded") void verify(id);
      else setError(outcome.message ?? "The payment was not completed.");
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async (action: Action, renewAutomatically: boolean) => {
    setError(null);
    setBusy(true);
    const answer = await callApi(startPlanPayment, { body: { action, renew_automatically: renewAutomatically } });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message ?? "The payment could not start. Please try again.");
      return;
    }
    setPayment({ action, clientSecret: answer.data.client_secret, paymentIntentId: answer.data.payment_intent_id, amountCents: answer.data.amount_cents, initialError: null });
  };

  return { payment, error, isBusy, start, verify, cancel: () => setPayment(null) };
}

function StateBadge({ state }: { state: PlanWire["state"] }) {
  return <span className={`plan-badge plan-badge--${state}`}>{PLAN_STATE_LABELS[STATE_OF_WIRE[state]]}</span>;
}

/** /dashboard/plan: the plan and its term, and what the business can do with it now (decision 038). */
export function PlanPage({ plan, refusal, cardPayment, outcome }: PlanPageProps) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [done, setDone] = useState<string | null>(null);
  const { payment, error, isBusy, start, verify, cancel } = usePlanPayment(cardPayment, (message) => {
    setDone(message);
    void revalidator.revalidate();
  });
  const messageRef = useRef<HTMLDivElement>(null);
  const shown = done ?? outcome?.message ?? null;
  useEffect(() => {
    if (shown || error) messageRef.current?.focus();
  }, [shown, error]);
  const isSubmitting = navigation.state === "submitting";

  return (
    <DashboardSubpage title="Your plan" className="plan-page" refusal={refusal}>
      {plan ? (
        <>
          <div ref={messageRef} tabIndex={-1} className="plan-page__messages">
            {shown && outcome?.kind !== "refused" ? (
              <p className="plan-note plan-note--done" role="status">
                {shown}
              </p>
            ) : null}
            {outcome?.kind === "refused" && !done ? (
              <p className="plan-note plan-note--error" role="alert">
                {outcome.message}
              </p>
            ) : null}
            {error ? (
              <p className="plan-note plan-note--error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <section className="biz-card plan-card" aria-labelledby="plan-heading">
            <h2 id="plan-heading" className="biz-card__title">
              {plan.words}
            </h2>
            <p className="plan-card__state">
              State: <StateBadge state={plan.state} />
            </p>
            <p>{plan.state_words}</p>
            <dl className="biz-details">
              {plan.term ? (
                <div>
                  <dt>Term</dt>
                  <dd>{plan.term.words}</dd>
                </div>
              ) : null}
              {plan.term && plan.state !== "expired" ? (
                <div>
                  <dt>Renewal</dt>
                  <dd>{plan.auto_renew.words}</dd>
                </div>
              ) : null}
              {plan.renewal_invoice ? (
                <div>
                  <dt>Renewal invoice</dt>
                  <dd>
                    {plan.renewal_invoice.number}
                    {plan.renewal_invoice.amount_cents ? `, ${formatDollars(plan.renewal_invoice.amount_cents)}` : ", priced by quote"}: sent to your e-mail; your plan is renewed when
                    it is paid.
                  </dd>
                </div>
              ) : null}
            </dl>
            <p>
              <Link to="/dashboard/receipts">Receipts</Link> of every card payment.
            </p>
          </section>

          {payment ? (
            <section className="biz-card plan-card" aria-labelledby="plan-pay-heading">
              <h2 id="plan-pay-heading" className="biz-card__title">
                {ACTION_LABELS[payment.action]}: {formatDollars(payment.amountCents)}
              </h2>
              {cardPayment.renderCardForm({
                clientSecret: payment.clientSecret,
                paymentIntentId: payment.paymentIntentId,
                returnUrl: new URL("/dashboard/plan", window.location.origin).toString(),
                amountLabel: formatDollars(payment.amountCents),
                initialError: payment.initialError,
                onSucceeded: (id) => void verify(id),
              })}
              <div className="biz-actions">
                <Button type="button" hierarchy="secondary-gray" onClick={cancel} disabled={isBusy}>
                  Back
                </Button>
              </div>
            </section>
          ) : (
            <PlanActions plan={plan} isBusy={isBusy || isSubmitting} onStart={(action, renewAutomatically) => void start(action, renewAutomatically)} />
          )}
        </>
      ) : null}
    </DashboardSubpage>
  );
}

function PlanActions({ plan, isBusy, onStart: startPayment }: { plan: PlanWire; isBusy: boolean; onStart(action: Action, renewAutomatically: boolean): void }) {
  const { can, prices } = plan;
  // Ticked by default: the card that pays is kept to renew the plan at the end of each term.
  const [renewAutomatically, setRenewAutomatically] = useState(true);
  const onStart = (action: Action) => startPayment(action, renewAutomatically);
  const paysByCard = (can.pay && prices.pay_cents !== null) || (can.renew_by_card && prices.renew_cents !== null) || (can.upgrade && prices.upgrade !== null);
  return (
    <section className="biz-card plan-card" aria-labelledby="plan-actions-heading">
      <h2 id="plan-actions-heading" className="biz-card__title">
        {plan.state === "unpaid" ? "Pay for your plan" : "Manage your plan"}
      </h2>
      {paysByCard ? (
        <label className="biz-check">
          <input type="checkbox" name="renew_automatically" checked={renewAutomatically} onChange={(event) => setRenewAutomatically(event.target.checked)} />
          <span>Renew automatically with this card (charged in the last 3 days of each term; you can turn it off here at any time)</span>
        </label>
      ) : null}
      {can.pay && prices.pay_cents !== null ? (
        <div className="plan-action">
          <p>
            Not paid yet: {formatDollars(prices.pay_cents)}
            {prices.pay_coupon ? ` with coupon ${prices.pay_coupon}` : ""} for a year, starting today.
          </p>
          <Button type="button" size="lg" onClick={() => onStart("pay")} disabled={isBusy}>
            Pay {formatDollars(prices.pay_cents)}
          </Button>
        </div>
      ) : null}
      {can.renew_by_card && prices.renew_cents !== null ? (
        <div className="plan-action">
          <p>
            Renew for a year at {formatDollars(prices.renew_cents)}
            {plan.state === "expired" ? ", starting today: your listing is restored at once." : plan.term ? `, from ${plan.term.words.split(" to ")[1]}.` : "."}
          </p>
          <Button type="button" size="lg" onClick={() => onStart("renew")} disabled={isBusy}>
            Renew by card
          </Button>
        </div>
      ) : null}
      {can.renew_by_invoice ? (
        <Form method="post" className="plan-action">
          <p>Or ask for an invoice for the next year{prices.renew_cents === null ? " (priced by quote)" : ""}: pay it by card or bank transfer.</p>
          <input type="hidden" name="intent" value="renewal-invoice" />
          <Button type="submit" hierarchy="secondary-gray" disabled={isBusy}>
            Renew by invoice
          </Button>
        </Form>
      ) : null}
      {can.upgrade && prices.upgrade ? (
        <div className="plan-action">
          <p>
            Upgrade to Featured now: {formatDollars(prices.upgrade.featured_cents)} less {formatDollars(prices.upgrade.credit_cents)} for the {prices.upgrade.unused_days} unused days of
            Basic, {formatDollars(prices.upgrade.charge_cents)} in all. Your profile is Featured at once; your term ends on the same day.
          </p>
          <Button type="button" onClick={() => onStart("upgrade")} disabled={isBusy}>
            Upgrade to Featured for {formatDollars(prices.upgrade.charge_cents)}
          </Button>
        </div>
      ) : null}
      {can.cancel ? (
        <Form method="post" className="plan-action">
          <p>Cancel at the end of the term: no reminder to renew; your plan simply ends. You can undo it until then.</p>
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" hierarchy="tertiary-gray" disabled={isBusy}>
            Cancel at term end
          </Button>
        </Form>
      ) : null}
      {can.undo_cancel ? (
        <Form method="post" className="plan-action">
          <p>Your plan is cancelled at the end of its term.</p>
          <input type="hidden" name="intent" value="undo-cancel" />
          <Button type="submit" disabled={isBusy}>
            Undo cancellation
          </Button>
        </Form>
      ) : null}
      {can.turn_auto_renew_off ? (
        <Form method="post" className="plan-action">
          <p>{plan.auto_renew.words}. Turn it off to renew by hand (by card or invoice) instead.</p>
          <input type="hidden" name="intent" value="auto-renew-off" />
          <Button type="submit" hierarchy="secondary-gray" disabled={isBusy}>
            Turn off automatic renewal
          </Button>
        </Form>
      ) : null}
      {can.turn_auto_renew_on && plan.auto_renew.card ? (
        <Form method="post" className="plan-action">
          <p>Renews by hand. Your card is kept: renew automatically with it at the end of the term.</p>
          <input type="hidden" name="intent" value="auto-renew-on" />
          <Button type="submit" hierarchy="secondary-gray" disabled={isBusy}>
            Renew automatically with the card ending {plan.auto_renew.card.last4}
          </Button>
        </Form>
      ) : null}
      {!can.pay && !can.renew_by_card && !can.renew_by_invoice && !can.upgrade && !can.cancel && !can.undo_cancel && !can.turn_auto_renew_on && !can.turn_auto_renew_off ? <p>Nothing to do now.</p> : null}
    </section>
  );
}
