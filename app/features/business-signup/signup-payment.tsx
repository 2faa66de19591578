import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { BUSINESS_SIGNUP_MESSAGES } from "../../../core/business-signup-rules";
import { bookingPay } from "../../../core/contracts/payments";
import { BOOKING_PAY_WIRE_NAMES } from "../../../core/contracts/payments-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { callApi } from "../../components/api-client";
import type { CardPayment } from "../../components/card-payment";

/** The card form and provider calls, handed in by the route (features do not import each other). */
export type SignupCardPayment = CardPayment;

/** docs/product.md §8: what a failed payment check says. */
export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed please try again after sometimes!..";

export type SignupPaymentOptions = {
  cardPayment: SignupCardPayment;
  /** Start the payment (the card option of the payment step is showing). */
  isActive: boolean;
  /** This sign-up's Idempotency-Key (kept in storedUserData): a reload resumes the same payment. */
  paymentKey: string | undefined;
  /** The order/booking/pay body: the amount in dollars, the product, its tier or coupon. */
  order: { amountDollars: number; product: string; tier?: string; couponName?: string | null; claimPostId?: number | null };
  /** Where the wizard lives, for the card's extra confirmation step to return to. */
  returnPath: string;
  amountLabel: string;
  /** After the card is confirmed: verify and finish the sign-up. */
  onPaid(paymentIntentId: string): Promise<void>;
};

type Payment = { clientSecret: string; paymentIntentId: string; initialError: string | null };

/**
 * The card payment of a sign-up wizard (docs/product.md §7): order/booking/pay for the server's price,
 * the provider's card form, and the way back from the card's extra step (`payment_intent` in the
 * address), which finishes the sign-up when the payment went through.
 */
export function useSignupPayment({ cardPayment, isActive, paymentKey, order, returnPath, amountLabel, onPaid }: SignupPaymentOptions) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const orderKey = JSON.stringify(order);

  useEffect(() => {
    if (!isActive) return;
    let isCurrent = true;
    const returnedId = searchParams.get("payment_intent");
    const returnedSecret = searchParams.get("payment_intent_client_secret");
    if (returnedId && returnedSecret) {
      setSearchParams({}, { replace: true });
      void cardPayment.outcomeAfterRedirect(returnedId, returnedSecret).then((outcome) => {
        if (!isCurrent) return;
        if (outcome.kind === "succeeded") void onPaid(returnedId);
        else setPayment({ clientSecret: returnedSecret, paymentIntentId: returnedId, initialError: outcome.message });
      });
      return;
    }
    void callApi(
      bookingPay,
      {
        body: toWire(BOOKING_PAY_WIRE_NAMES, {
          items: [{ amount: order.amountDollars }],
          product: order.product,
          ...(order.tier ? { tier: order.tier } : {}),
          ...(order.couponName ? { couponName: order.couponName } : {}),
          // A claim: the server refuses to start a payment for a listing that has a verified owner.
          ...(order.claimPostId ? { claimPostId: order.claimPostId } : {}),
        }),
      },
      { headers: paymentKey ? { "Idempotency-Key": `${paymentKey}:${orderKey}`.slice(0, 255) } : {} },
    ).then((answer) => {
      if (!isCurrent) return;
      if (!answer.ok) {
        setError(answer.status === null ? null : (answer.message ?? BUSINESS_SIGNUP_MESSAGES.somethingWentWrong));
        return;
      }
      const paymentIntentId = answer.data.clientSecret.split("_secret_")[0] ?? "";
      setPayment({ clientSecret: answer.data.clientSecret, paymentIntentId, initialError: null });
    });
    return () => {
      isCurrent = false;
    };
    // A new payment only when the step opens or what is bought changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isActive, orderKey, paymentKey]);

  const form =
    isActive && payment
      ? cardPayment.renderCardForm({
          clientSecret: payment.clientSecret,
          paymentIntentId: payment.paymentIntentId,
          returnUrl: new URL(returnPath, window.location.origin).toString(),
          amountLabel,
          initialError: payment.initialError,
          onSucceeded: (id) => void onPaid(id),
        })
      : null;
  return { form, error, isPreparing: isActive && !payment && !error };
}

export type SignupPayment = ReturnType<typeof useSignupPayment>;

/** The card part of a payment step: why the payment could not start, "Preparing..." or the card form. */
export function SignupCardForm({ payment }: { payment: SignupPayment }) {
  return (
    <>
      {payment.error ? (
        <p className="biz-field__error" role="alert">
          {payment.error}
        </p>
      ) : null}
      {payment.isPreparing ? <p role="status">Preparing the payment...</p> : payment.form}
    </>
  );
}

export type PaymentType = "card" | "invoice";

/** The advisor's and hotel's payment choice (docs/product.md §4): an invoice, or the card form. */
export function PaymentTypeChoice({
  paymentType,
  onChange,
  isCardDisabled = false,
  payment,
}: {
  paymentType: PaymentType;
  onChange(paymentType: PaymentType): void;
  /** By quote (hotels of 300+ rooms and multi-property): invoiced only. */
  isCardDisabled?: boolean;
  payment: SignupPayment;
}) {
  return (
    <>
      <fieldset className="biz-choice">
        <legend>How would you like to pay?</legend>
        <label className="biz-check">
          <input type="radio" name="paymentType" checked={paymentType === "invoice"} onChange={() => onChange("invoice")} />
          Send Invoice
        </label>
        <label className="biz-check">
          <input type="radio" name="paymentType" checked={paymentType === "card"} disabled={isCardDisabled} onChange={() => onChange("card")} />
          Card Payment
        </label>
      </fieldset>
      {paymentType === "card" ? <SignupCardForm payment={payment} /> : null}
    </>
  );
}
