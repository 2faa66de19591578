import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../components/button";
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from "./card-format";
import type { PaymentOutcome } from "./payment-outcome";
import { confirmWithStripe, loadStripe, type StripeElements, type StripeInstance } from "./stripe-client";
import { confirmWithTestProvider } from "./test-provider-client";
import "./payments.css";

/** Who takes card payments (server/config.ts publicConfig().payments). */
export type PaymentsConfig = { provider: "test" } | { provider: "stripe"; publishableKey: string };

export type CardPaymentFormProps = {
  provider: PaymentsConfig;
  clientSecret: string;
  paymentIntentId: string;
  /** Where the card's extra confirmation step returns to, on this site. */
  returnUrl: string;
  /** The amount as the button states it ("$99"). */
  amountLabel: string;
  onSucceeded(paymentIntentId: string): void;
  /** A refusal to show from the start (the extra step failed and the person came back). */
  initialError?: string | null;
};

/**
 * The card form of every payment: the built-in test provider's own fields, or Stripe's Payment
 * Element when Stripe is configured. Either way the card goes to the provider, never to this
 * site's endpoints; only card_error and validation_error answers are shown, in the provider's words.
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  return props.provider.provider === "stripe" ? (
    <StripeCardForm {...props} publishableKey={props.provider.publishableKey} />
  ) : (
    <TestCardForm {...props} />
  );
}

/** What every outcome does: move on, leave for the extra step, or show the provider's words. */
function useOutcome(onSucceeded: (paymentIntentId: string) => void, initialError: string | null | undefined) {
  const [isPaying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const settle = (outcome: PaymentOutcome) => {
    switch (outcome.kind) {
      case "succeeded":
        onSucceeded(outcome.paymentIntentId);
        return;
      case "redirect":
        // Still paying: the page is leaving for the provider's confirmation step.
        window.location.assign(outcome.url);
        return;
      case "refused":
        setError(outcome.message);
        setPaying(false);
        return;
      case "failed":
        setPaying(false);
    }
  };
  const start = () => {
    setError(null);
    setPaying(true);
  };
  return { isPaying, error, start, settle };
}

function PaymentAlert({ message }: { message: string | null }) {
  // Always in the document, so a message added later is read out.
  return (
    <div className="card-form__alert-region" role="alert">
      {message ? <p className="card-form__alert">{message}</p> : null}
    </div>
  );
}

function PayButton({ isPaying, amountLabel, isDisabled = false }: { isPaying: boolean; amountLabel: string; isDisabled?: boolean }) {
  return (
    <Button type="submit" size="lg" isFullWidth disabled={isPaying || isDisabled} aria-busy={isPaying || undefined}>
      {isPaying ? "Paying..." : `Pay ${amountLabel}`}
    </Button>
  );
}

function CardField({ label, hint, children }: { label: string; hint?: string; children: (ids: { id: string; hintId?: string }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="card-field">
      <label htmlFor={id} className="card-field__label">
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="card-field__hint">
          {hint}
        </span>
      ) : null}
      {children({ id, hintId })}
    </div>
  );
}

/** The built-in test provider's card fields: Stripe's test card numbers behave as in Stripe. */
function TestCardForm({ clientSecret, paymentIntentId, returnUrl, amountLabel, onSucceeded, initialError }: CardPaymentFormProps) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const { isPaying, error, start, settle } = useOutcome(onSucceeded, initialError);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPaying) return;
    start();
    const { month, year } = parseExpiry(expiry);
    settle(await confirmWithTestProvider(paymentIntentId, clientSecret, { number, expMonth: month, expYear: year, cvc }, returnUrl));
  };

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="card-form__test-note">
        Test payments: no card is charged. Pay with <span className="card-form__mono">4242 4242 4242 4242</span>, any future
        date and any CVC.
      </p>
      <CardField label="Card number">
        {({ id }) => (
          <input
            id={id}
            name="cardnumber"
            className="card-field__input card-field__input--number"
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.target.value))}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
          />
        )}
      </CardField>
      <div className="card-form__row">
        <CardField label="Expiry date" hint="MM / YY">
          {({ id, hintId }) => (
            <input
              id={id}
              name="exp-date"
              className="card-field__input"
              value={expiry}
              onChange={(event) => setExpiry((previous) => formatExpiry(event.target.value, previous))}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM / YY"
              maxLength={7}
              aria-describedby={hintId}
            />
          )}
        </CardField>
        <CardField label="CVC" hint="3 or 4 digits">
          {({ id, hintId }) => (
            <input
              id={id}
              name="cvc"
              className="card-field__input"
              value={cvc}
              onChange={(event) => setCvc(formatCvc(event.target.value))}
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder="CVC"
              maxLength={4}
              aria-describedby={hintId}
            />
          )}
        </CardField>
      </div>
      <PaymentAlert message={error} />
      <PayButton isPaying={isPaying} amountLabel={amountLabel} />
    </form>
  );
}

/** Stripe's Payment Element, mounted from Stripe.js; 3-D Secure opens over the page unless a redirect is required. */
function StripeCardForm({ clientSecret, returnUrl, amountLabel, onSucceeded, initialError, publishableKey }: CardPaymentFormProps & { publishableKey: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ instance: StripeInstance; elements: StripeElements } | null>(null);
  const { isPaying, error, start, settle } = useOutcome(onSucceeded, initialError);

  useEffect(() => {
    let isCancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey)
      .then((instance) => {
        const target = mountRef.current;
        if (isCancelled || !target) return;
        const elements = instance.elements({ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#8a1c4a" } } });
        const element = elements.create("payment", { layout: "tabs" });
        element.mount(target);
        destroy = () => element.destroy();
        setStripe({ instance, elements });
      })
      // docs/product.md §5: a missing payment form or provider is only logged.
      .catch((loadError: unknown) => console.error("Card payment: Stripe.js could not be loaded", loadError));
    return () => {
      isCancelled = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPaying) return;
    if (!stripe) {
      console.error("Card payment: the Stripe payment form is not ready");
      return;
    }
    start();
    settle(await confirmWithStripe(stripe.instance, stripe.elements, returnUrl));
  };

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
      <div ref={mountRef} className="card-form__stripe" />
      <PaymentAlert message={error} />
      <PayButton isPaying={isPaying} amountLabel={amountLabel} isDisabled={!stripe} />
    </form>
  );
}
