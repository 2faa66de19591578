import type { z } from "zod";
import type { planWire } from "../../../core/contracts/business-plan-schemas";
import type { PlanView } from "./business-plan";

/** The plan on the wire (core/contracts/business-plan-schemas.ts). */
export function toPlanWire(view: PlanView): z.output<typeof planWire> {
  return {
    product: view.product,
    words: view.words,
    state: view.state === "ends-soon" ? "ends_soon" : view.state,
    state_words: view.stateWords,
    term: view.term ? { starts_at: view.term.startsAt, ends_at: view.term.endsAt, words: view.termWords ?? "" } : null,
    cancel_at_term_end: view.cancelAtTermEnd,
    expired_at: view.expiredAt,
    renewal_invoice: view.renewalInvoice ? { number: view.renewalInvoice.number, amount_cents: view.renewalInvoice.amountCents } : null,
    prices: {
      renew_cents: view.prices.renewCents,
      pay_cents: view.prices.pay?.cents ?? null,
      pay_coupon: view.prices.pay?.couponName ?? null,
      upgrade: view.prices.upgrade
        ? {
            featured_cents: view.prices.upgrade.featuredCents,
            credit_cents: view.prices.upgrade.creditCents,
            unused_days: view.prices.upgrade.unusedDays,
            term_days: view.prices.upgrade.termDays,
            charge_cents: view.prices.upgrade.chargeCents,
          }
        : null,
    },
    can: {
      pay: view.can.pay,
      renew_by_card: view.can.renewByCard,
      renew_by_invoice: view.can.renewByInvoice,
      upgrade: view.can.upgrade,
      cancel: view.can.cancel,
      undo_cancel: view.can.undoCancel,
      turn_auto_renew_on: view.can.turnAutoRenewOn,
      turn_auto_renew_off: view.can.turnAutoRenewOff,
    },
    auto_renew: { on: view.autoRenew.on, card: view.autoRenew.card, words: view.autoRenew.words },
  };
}

