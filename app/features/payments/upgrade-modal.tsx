import { useEffect, useId, useState } from "react";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { useToast } from "../../components/toast";
import { VIP_PERKS } from "./membership";
import { fetchPlans } from "./payment-api";
import { defaultPlanId, planName, planPrice, sortPlans, type SubscriptionPlan } from "./plans";

export type UpgradeModalProps = {
  open: boolean;
  onClose(): void;
  /** The member chose a plan and goes on to pay for it. */
  onChoose(plan: SubscriptionPlan): void;
};

const LOAD_FAILED = "The plans could not be loaded. Please try again.";

/** docs/product.md §2 "Overlays": the upgrade modal, where a member picks monthly, quarterly or yearly. */
export function UpgradeModal({ open, onClose, onChoose }: UpgradeModalProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Choose your VIP Access plan" className="vip-dialog">
      <PlanChooser onChoose={onChoose} />
    </Dialog>
  );
}

type PlansState = { status: "loading" } | { status: "failed" } | { status: "ready"; plans: SubscriptionPlan[] };

/** Mounted only while the modal is open: the plans are read fresh each time it opens. */
function PlanChooser({ onChoose }: { onChoose(plan: SubscriptionPlan): void }) {
  const [state, setState] = useState<PlansState>({ status: "loading" });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const toasts = useToast();
  const perksId = useId();

  useEffect(() => {
    let isCurrent = true;
    void fetchPlans().then((answer) => {
      if (!isCurrent) return;
      if (!answer.ok) {
        // docs/product.md §8: list-load errors show the message in a toast.
        if (answer.status !== null) toasts.show(answer.message ?? LOAD_FAILED, "error");
        setState({ status: "failed" });
        return;
      }
      const plans = sortPlans(answer.data);
      setState({ status: "ready", plans });
      setChosenId((current) => current ?? defaultPlanId(plans));
    });
    return () => {
      isCurrent = false;
    };
  }, [attempt, toasts]);

  if (state.status === "loading") {
    return (
      <p className="vip-dialog__status" role="status">
        Loading plans...
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="vip-dialog__status">
        <p>{LOAD_FAILED}</p>
        <Button
          type="button"
          hierarchy="secondary-gray"
          onClick={() => {
            setState({ status: "loading" });
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }

  const chosen = state.plans.find((plan) => plan.id === chosenId) ?? null;
  const yearlyId = defaultPlanId(state.plans);
  return (
    <form
      className="vip-plans"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChoose(chosen);
      }}
      aria-describedby={perksId}
    >
      <fieldset className="vip-plans__options">
        <legend className="vip-plans__legend">Billing period</legend>
        {state.plans.map((plan) => (
          <label key={plan.id} className="vip-plan">
            <input
              type="radio"
              name="plan"
              value={plan.id}
              className="vip-plan__radio"
              checked={plan.id === chosenId}
              onChange={() => setChosenId(plan.id)}
            />
            <span className="vip-plan__name">{planName(plan)}</span>
            <span className="vip-plan__price">{planPrice(plan)}</span>
            {plan.id === yearlyId && state.plans.length > 1 ? <span className="vip-plan__badge">Best value</span> : null}
          </label>
        ))}
      </fieldset>
      <div id={perksId} className="vip-plans__perks">
        <p className="vip-plans__perks-title">Every plan includes unlimited deal requests and:</p>
        <ul className="vip-perks">
          {VIP_PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </div>
      <Button type="submit" size="lg" isFullWidth disabled={!chosen}>
        Continue to payment
      </Button>
    </form>
  );
}
