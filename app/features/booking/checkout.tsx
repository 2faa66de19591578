import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { checkBookingGuests } from "../../../core/booking/booking-guests";
import { BOOKING_FLOW_MESSAGES, HOLD_SECONDS, priceChangedMessage } from "../../../core/booking/booking-messages";
import { SUBSCRIPTION_MESSAGES } from "../../../core/subscription-messages";
import type { ContractOutput } from "../../../core/contracts/contract";
import { booking, priceByRecommendation, unauthbooking } from "../../../core/contracts/reservations";
import { formatDollars } from "../../../core/money";
import { callApi, type ApiResult } from "../../components/api-client";
import { Button } from "../../components/button";
import { CheckoutForm, type CheckoutErrors } from "./checkout-form";
import { initialValues, readCheckout, updateCheckout, writeCheckout, type CheckoutHold, type CheckoutValues } from "./checkout-storage";
import { CheckoutSummary } from "./checkout-summary";
import "./booking.css";
import "./checkout.css";
import type { CardPayment } from "../../components/card-payment";


export type CheckoutMember = { firstName: string; lastName: string; email: string };

export type CheckoutProps = {
  hotel: { id: number; name: string; path: string };
  /** The offer chosen on the rooms page; null when the address names none. */
  rateKey: string | null;
  /** The total the rooms page showed, in cents, to tell the couple when the price changed. */
  shownTotalCents: number | null;
  /** The signed-in member (their details are filled in, and the booking is theirs), or null for a guest. */
  member: CheckoutMember | null;
  cardPayment: CardPayment;
};


/** Seconds the confirmation shows before the page moves on to the reservation. */
export const CONFIRMED_NOTICE_SECONDS = 5;

const NO_OFFER = "Choose a room first: this page books the offer you pick on the hotel's rooms page.";
const HOLD_FAILED = "We could not hold this room. Please try again.";
const SEND_FAILED = "Something went wrong. Please try again.";

type Phase =
  | { phase: "holding" }
  | { phase: "hold-failed"; message: string }
  | { phase: "details" }
  | { phase: "card"; clientSecret: string; paymentIntentId: string; initialError: string | null }
  | { phase: "confirming" }
  | { phase: "confirm-failed"; message: string }
  | { phase: "expired" }
  | { phase: "oops" }
  | { phase: "confirmed"; confirmationNumber: string; next: string };

type BookingAnswer = ContractOutput<typeof booking>;

/** Phases whose heading takes focus as they appear, so the change is read out where it happened. */
const FOCUSED_PHASES = new Set<Phase["phase"]>(["hold-failed", "card", "confirm-failed", "expired", "oops", "confirmed"]);
/** While these show, the hold's end is this page's to tell; otherwise the server decides. */
const TIMED_PHASES = new Set<Phase["phase"]>(["details", "card"]);

/** One price check per offer at a time in this tab (a second mount never holds a second room). */
const holding = new Map<string, Promise<ApiResult<CheckoutHold>>>();

function holdRoom(rateKey: string, shownTotalCents: number | null): Promise<ApiResult<CheckoutHold>> {
  let pending = holding.get(rateKey);
  if (!pending) {
    pending = callApi(priceByRecommendation, { body: { rate_key: rateKey, ...(shownTotalCents !== null ? { shown_total_cents: shownTotalCents } : {}) } });
    holding.set(rateKey, pending);
    void pending.finally(() => holding.delete(rateKey));
  }
  return pending;
}

/** Back from the card's extra confirmation step: the provider put the payment in the address. */
function returnedPayment(searchParams: URLSearchParams): { paymentIntentId: string; clientSecret: string; isAuthorized: boolean } | null {
  const paymentIntentId = searchParams.get("payment_intent");
  const clientSecret = searchParams.get("payment_intent_client_secret");
  if (!paymentIntentId || !clientSecret) return null;
  return { paymentIntentId, clientSecret, isAuthorized: searchParams.get("redirect_status") === "succeeded" };
}

/**
 * Whether this document was opened afresh (a link, an address typed), not reloaded nor reached
 * with Back or Forward. Unknown (no navigation timing) counts as not new: never a second hold.
 */
function isNewVisit(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return entry instanceof PerformanceNavigationTiming && entry.type === "navigate";
}

/** This page's address without the payment's return parameters. */
function checkoutAddress(searchParams: URLSearchParams): string {
  const kept = new URLSearchParams(searchParams);
  for (const name of ["payment_intent", "payment_intent_client_secret", "redirect_status"]) kept.delete(name);
  const query = kept.toString();
  return `${window.location.pathname}${query ? `?${query}` : ""}`;
}

/** Whole seconds until `deadline` (ms since the epoch), by the wall clock; null without one. */
function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setNow(Date.now());
    // Read the clock at once: the one read at mount may be older than the deadline's start.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 250);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "9:05" */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the live region says as the hold runs out: a few moments, never every second. */
export function holdWarning(secondsLeft: number): string {
  if (secondsLeft <= 0) return "";
  if (secondsLeft <= 60) return "1 minute left to complete your booking.";
  if (secondsLeft <= 300) return "5 minutes left to complete your booking.";
  return "";
}

/** Where the couple goes once booked: a member's reservation, or the guests' look-up by number and e-mail. */
function nextAddress(answer: BookingAnswer, member: CheckoutMember | null, email: string): string {
  if (member) return `/reservations/${answer.reservation.id}`;
  const query = new URLSearchParams({ number: answer.reservation.confirmation_number, email: answer.reservation.lead_guest?.email ?? email.trim() });
  return `/booking/find?${query.toString()}`;
}

/**
 * /hotelbooking/{HotelId}: the checkout of one offer. The room is held once per visit (a reload
 * reuses the hold kept in this tab) for 600 s with a countdown; the couple gives the guests'
 * details, pays by card (3-D Secure as elsewhere) and sees the confirmation number, then goes on
 * to the reservation after 5 seconds. The hold's end and a charge that came too late say the
 * product's words with a way home.
 */
export function Checkout({ hotel, rateKey, shownTotalCents, member, cardPayment }: CheckoutProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ phase: "holding" });
  const [hold, setHold] = useState<CheckoutHold | null>(null);
  const [values, setValues] = useState<CheckoutValues | null>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const isPaymentOpened = useRef(false);
  const isSending = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const deadline = hold && !["confirmed", "oops", "expired"].includes(phase.phase) ? Date.parse(hold.expires_at) : null;
  // Never more than the hold's length, even for the moment before the clock is read again.
  const left = useSecondsLeft(deadline);
  const secondsLeft = left === null ? null : Math.min(left, HOLD_SECONDS);

  const changeValues = useCallback(
    (next: CheckoutValues) => {
      setValues(next);
      if (rateKey) updateCheckout(rateKey, { values: next });
    },
    [rateKey],
  );

  const finish = useCallback(
    (answer: BookingAnswer, email: string) => {
      const next = nextAddress(answer, member, email);
      const confirmationNumber = answer.reservation.confirmation_number;
      if (rateKey) updateCheckout(rateKey, { confirmed: { confirmationNumber, next }, values: null });
      setPhase({ phase: "confirmed", confirmationNumber, next });
    },
    [member, rateKey],
  );

  /**
   * booking (members) or unauthbooking (guests): the first call opens the payment, the one after
   * the card paid confirms. `afterCard`: the card went through, so a refusal is about confirming.
   */
  const send = useCallback(
    async (currentHold: CheckoutHold, current: CheckoutValues, { afterCard = false, afterExpiry = false } = {}) => {
      if (isSending.current) return;
      isSending.current = true;
      if (afterCard || afterExpiry) setPhase({ phase: "confirming" });
      else setSubmitting(true);
      const body = {
        booking_token: currentHold.booking_token,
        first_name: current.firstName,
        last_name: current.lastName,
        email: current.email,
        phone: current.phone,
        room_guests: current.roomGuests
          .filter((guest) => guest.firstName.trim() !== "" || guest.lastName.trim() !== "")
          .map((guest) => ({ first_name: guest.firstName, last_name: guest.lastName })),
        special_requests: current.specialRequests,
        occasion: current.occasion,
        total_cents: currentHold.reservation.total_cents,
      };
      const answer = member ? await callApi(booking, { body }) : await callApi(unauthbooking, { body });
      isSending.current = false;
      setSubmitting(false);
      if (answer.ok) {
        if (answer.data.status === "confirmed" || !answer.data.payment) return finish(answer.data, current.email);
        isPaymentOpened.current = true;
        if (rateKey) updateCheckout(rateKey, { isPaymentOpened: true });
        const { client_secret: clientSecret, id: paymentIntentId } = answer.data.payment;
        setPhase({ phase: "card", clientSecret, paymentIntentId, initialError: null });
        return;
      }
      if (answer.status === 422 && answer.message === BOOKING_FLOW_MESSAGES.tokenExpired) return setPhase({ phase: "expired" });
      if (answer.status === 409 && answer.message === BOOKING_FLOW_MESSAGES.failedAndRefunded) return setPhase({ phase: "oops" });
      if (afterExpiry) return setPhase({ phase: "expired" });
      if (afterCard) return setPhase({ phase: "confirm-failed", message: answer.status !== null && answer.status < 500 && answer.message ? answer.message : SUBSCRIPTION_MESSAGES.verificationFailed });
      const fieldErrors: CheckoutErrors = {};
      for (const [field, messages] of Object.entries(answer.errors ?? {})) {
        if (field in FIELD_NAMES && messages[0]) fieldErrors[field as keyof CheckoutErrors] = messages[0];
      }
      setPhase({ phase: "details" });
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) {
        setFormError(null);
        setFocusRequest((count) => count + 1);
      } else if (answer.status !== null) {
        setFormError((answer.status < 500 && answer.message) || SEND_FAILED);
      }
    },
    [finish, member, rateKey],
  );

  // Once, in the browser: the hold of this visit (kept in the tab, or taken now), and a return from the card's extra step.
  useEffect(() => {
    let isCurrent = true;
    const start = async () => {
      if (!rateKey) return setPhase({ phase: "hold-failed", message: NO_OFFER });
      const returned = returnedPayment(searchParams);
      const kept = readCheckout(rateKey);
      // A new visit to the same offer (not a reload, the back button or the card's return) after
      // the last one was booked, or ran out unpaid, is a new booking: it takes its own hold.
      const isDone = kept !== null && (kept.confirmed !== null || (!kept.isPaymentOpened && Date.parse(kept.hold.expires_at) <= Date.now()));
      const stored = kept && isDone && !returned && isNewVisit() ? null : kept;
      if (returned) void navigate(checkoutAddress(searchParams), { replace: true, preventScrollReset: true });
      if (stored) {
        const storedValues = stored.values ?? initialValues(member, stored.hold.reservation.adults + stored.hold.reservation.child_ages.length - 1);
        setHold(stored.hold);
        setValues(storedValues);
        isPaymentOpened.current = stored.isPaymentOpened;
        if (stored.confirmed) return setPhase({ phase: "confirmed", ...stored.confirmed });
        const isOver = Date.parse(stored.hold.expires_at) <= Date.now();
        if (returned) {
          if (returned.isAuthorized) return send(stored.hold, storedValues, { afterCard: true });
          const outcome = await cardPayment.outcomeAfterRedirect(returned.paymentIntentId, returned.clientSecret);
          if (!isCurrent) return;
          if (outcome.kind === "succeeded") return send(stored.hold, storedValues, { afterCard: true });
          if (!isOver) return setPhase({ phase: "card", clientSecret: returned.clientSecret, paymentIntentId: returned.paymentIntentId, initialError: outcome.message });
        }
        // Paid, perhaps, before a reload: the server settles it; otherwise the payment is offered again.
        if (stored.isPaymentOpened) return send(stored.hold, storedValues, isOver ? { afterExpiry: true } : {});
        return setPhase(isOver ? { phase: "expired" } : { phase: "details" });
      }
      if (returned) return setPhase({ phase: "hold-failed", message: BOOKING_FLOW_MESSAGES.unknownToken });
      const answer = await holdRoom(rateKey, shownTotalCents);
      if (!isCurrent && !answer.ok) return;
      if (answer.ok) {
        const fresh = initialValues(member, answer.data.reservation.adults + answer.data.reservation.child_ages.length - 1);
        writeCheckout(rateKey, { hold: answer.data, values: fresh, isPaymentOpened: false, confirmed: null });
        if (!isCurrent) return;
        setHold(answer.data);
        setValues(fresh);
        setPhase({ phase: "details" });
        return;
      }
      setPhase({ phase: "hold-failed", message: (answer.status !== null && answer.status < 500 && answer.message) || HOLD_FAILED });
    };
    void start();
    return () => {
      isCurrent = false;
    };
    // Once per visit: later changes of the address come from this page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The hold's end (600 s): a payment tried meanwhile is for the server to settle or refund.
  useEffect(() => {
    if (secondsLeft !== 0 || !hold || !values || !TIMED_PHASES.has(phase.phase)) return;
    if (isPaymentOpened.current) void send(hold, values, { afterExpiry: true });
    else setPhase({ phase: "expired" });
  }, [secondsLeft, hold, values, phase.phase, send]);

  useEffect(() => {
    if (FOCUSED_PHASES.has(phase.phase)) headingRef.current?.focus();
  }, [phase.phase]);

  const submitDetails = () => {
    if (!hold || !values) return;
    const checked = checkBookingGuests(values, hold.reservation.adults + hold.reservation.child_ages.length);
    setFormError(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    void send(hold, values);
  };

  const isTimed = TIMED_PHASES.has(phase.phase) && secondsLeft !== null;
  return (
    <div className="checkout">
      <div className="checkout__main">
        {hold && phase.phase !== "confirmed" ? (
          <>
            {hold.price_changed ? (
              <p className="checkout__notice" role="status">
                <strong>The price has changed.</strong> {priceChangedMessage(hold.reservation.total_cents)}
              </p>
            ) : null}
            {isTimed ? <HoldClock secondsLeft={secondsLeft} /> : null}
          </>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {isTimed ? holdWarning(secondsLeft) : ""}
        </p>
        <PhaseView
          phase={phase}
          hotel={hotel}
          hold={hold}
          values={values}
          headingRef={headingRef}
          cardPayment={cardPayment}
          form={
            values ? (
              <CheckoutForm
                values={values}
                onValuesChange={changeValues}
                errors={errors}
                focusRequest={focusRequest}
                formError={formError}
                isSubmitting={isSubmitting}
                onSubmit={submitDetails}
              />
            ) : null
          }
          onEditDetails={() => setPhase({ phase: "details" })}
          onCardSucceeded={() => hold && values && void send(hold, values, { afterCard: true })}
          onRetryConfirm={() => hold && values && void send(hold, values, { afterCard: true })}
          onGoOn={(next) => void navigate(next)}
          isMember={member !== null}
        />
      </div>
      {hold ? <CheckoutSummary reservation={hold.reservation} /> : null}
    </div>
  );
}

const FIELD_NAMES: Record<keyof CheckoutErrors, true> = {
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  room_guests: true,
  special_requests: true,
  occasion: true,
};

function HoldClock({ secondsLeft }: { secondsLeft: number }) {
  return (
    <p className={`checkout__clock${secondsLeft <= 60 ? " checkout__clock--ending" : ""}`}>
      <span id="checkout-clock-label">Your room is held for</span>{" "}
      <span className="checkout__clock-time" role="timer" aria-labelledby="checkout-clock-label">
        {formatClock(secondsLeft)}
      </span>
    </p>
  );
}

type PhaseViewProps = {
  phase: Phase;
  hotel: CheckoutProps["hotel"];
  hold: CheckoutHold | null;
  values: CheckoutValues | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  cardPayment: CardPayment;
  form: ReactNode;
  onEditDetails(): void;
  onCardSucceeded(): void;
  onRetryConfirm(): void;
  onGoOn(next: string): void;
  isMember: boolean;
};

function PhaseView({ phase, hotel, hold, values, headingRef, cardPayment, form, onEditDetails, onCardSucceeded, onRetryConfirm, onGoOn, isMember }: PhaseViewProps) {
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="checkout__title">
      {text}
    </h2>
  );
  const home = (
    <Button to="/" size="lg">
      Back To Home
    </Button>
  );
  switch (phase.phase) {
    case "holding":
      return (
        <div className="checkout__panel">
          <p className="checkout__status" role="status">
            Holding your room...
          </p>
          <noscript>
            <p className="checkout__alert">Booking a room needs JavaScript. Please turn it on and reload this page.</p>
          </noscript>
        </div>
      );
    case "hold-failed":
      return (
        <div className="checkout__panel">
          {heading("This room could not be held")}
          <p className="checkout__alert" role="alert">
            {phase.message}
          </p>
          <Button to={`/hotelroom/${hotel.id}`} size="lg">
            See the rooms at {hotel.name}
          </Button>
        </div>
      );
    case "details":
      return <div className="checkout__panel">{form}</div>;
    case "card":
      return (
        <div className="checkout__panel">
          {heading("Pay by card")}
          {values ? <DetailsRecap values={values} onEdit={onEditDetails} /> : null}
          {cardPayment.renderCardForm({
            clientSecret: phase.clientSecret,
            paymentIntentId: phase.paymentIntentId,
            returnUrl: window.location.href,
            amountLabel: formatDollars(hold?.reservation.total_cents ?? 0),
            initialError: phase.initialError,
            onSucceeded: onCardSucceeded,
          })}
        </div>
      );
    case "confirming":
      return (
        <div className="checkout__panel">
          <p className="checkout__status" role="status">
            Confirming your booking...
          </p>
        </div>
      );
    case "confirm-failed":
      return (
        <div className="checkout__panel">
          {heading("Your booking is not confirmed yet")}
          <p className="checkout__alert" role="alert">
            {phase.message}
          </p>
          <Button type="button" size="lg" onClick={onRetryConfirm}>
            Try again
          </Button>
        </div>
      );
    case "expired":
      return (
        <div className="checkout__panel">
          {heading("Your hold has ended")}
          <p className="checkout__alert" role="alert">
            {BOOKING_FLOW_MESSAGES.tokenExpired}
          </p>
          {home}
        </div>
      );
    case "oops":
      return (
        <div className="checkout__panel">
          {heading("Your booking did not go through")}
          <p className="checkout__alert" role="alert">
            {BOOKING_FLOW_MESSAGES.failedAndRefunded}
          </p>
          {home}
        </div>
      );
    case "confirmed":
      return <Confirmed phase={phase} headingRef={headingRef} onGoOn={onGoOn} isMember={isMember} />;
  }
}

function DetailsRecap({ values, onEdit }: { values: CheckoutValues; onEdit(): void }) {
  return (
    <div className="checkout__recap">
      <p>
        <strong>
          {values.firstName} {values.lastName}
        </strong>
        <br />
        {values.email} · {values.phone}
      </p>
      <Button type="button" hierarchy="secondary-gray" size="sm" onClick={onEdit}>
        Change details
      </Button>
    </div>
  );
}

function Confirmed({
  phase,
  headingRef,
  onGoOn,
  isMember,
}: {
  phase: Extract<Phase, { phase: "confirmed" }>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onGoOn(next: string): void;
  isMember: boolean;
}) {
  const [deadline] = useState(() => Date.now() + CONFIRMED_NOTICE_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(deadline) ?? 0;
  const latestOnGoOn = useRef(onGoOn);
  useEffect(() => {
    latestOnGoOn.current = onGoOn;
  });
  useEffect(() => {
    if (secondsLeft === 0) latestOnGoOn.current(phase.next);
  }, [secondsLeft, phase.next]);
  const where = isMember ? "your reservation" : "your booking";
  return (
    <div className="checkout__panel checkout__panel--done">
      <h2 ref={headingRef} tabIndex={-1} className="checkout__title">
        Your stay is booked
      </h2>
      <p>
        Confirmation number <strong className="checkout__number">{phase.confirmationNumber}</strong>
      </p>
      <p>A confirmation is on its way to your e-mail.</p>
      <p>
        Taking you to {where} in{" "}
        <span role="timer" aria-live="off">
          {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}
        </span>
        .
      </p>
      <Button to={phase.next} hierarchy="secondary-gray">
        Go to {where} now
      </Button>
    </div>
  );
}
