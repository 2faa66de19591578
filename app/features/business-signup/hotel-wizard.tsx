import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  BUSINESS_SIGNUP_MESSAGES as M,
  HOTEL_STAR_RATINGS,
  hotelSignupErrors,
  isInvoiceOnly,
  POPUP_DELAY_MS,
  type FieldErrors,
  type HotelSignupField,
  type HotelSignupValues,
} from "../../../core/business-signup-rules";
import { formatDollars, HOTEL_TIERS, hotelTierFor } from "../../../core/pricing";
import { callApiAt } from "../../components/api-client";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { BusinessField } from "./business-field";
import { EmailTakenNotice } from "./email-taken-notice";
import { SignupThankYou } from "./partner-offer";
import { PlaceField } from "./place-field";
import { PAYMENT_VERIFICATION_FAILED, useSignupPayment, type SignupCardPayment } from "./signup-payment";
import { SignupSteps } from "./signup-steps";
import { useWizardProgress } from "./use-wizard-progress";
import "./business-signup.css";

type Existing = { id: number; title: string; rating: number | null; featured_image: { sizes: { thumbnail: string | null } } };
type HotelValues = HotelSignupValues & { paymentType: "card" | "invoice"; postId: number | null };

const EMPTY: HotelValues = { hotelName: "", website: "", fullName: "", email: "", noOfRooms: "", rating: "", address: "", terms: false, paymentType: "card", postId: null };
const STEPS = ["Your hotel", "Claim or Create Listing", "Payment & Subscription", "Thank you"];
const FIELD_ORDER: HotelSignupField[] = ["hotelName", "website", "fullName", "email", "noOfRooms", "rating", "address", "terms"];

export type HotelWizardProps = { cardPayment: SignupCardPayment };

/**
 * /create-hotel (docs/product.md §2 and §4): the hotel's details, the check whether it is already
 * listed (Found: claim or create; Not Found: create), payment by card or invoice (300+ and
 * Multi-property are invoiced at once), thank-you with the marketplace offer.
 */
export function HotelWizard({ cardPayment }: HotelWizardProps) {
  const { progress, values, nextProgress, save, goTo, setValues, notice, setNotice, headingRef } = useWizardProgress<HotelValues>("hotel", EMPTY);
  const [errors, setErrors] = useState<FieldErrors<HotelSignupField>>({});
  const [isEmailTaken, setEmailTaken] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [existing, setExisting] = useState<Existing | null | undefined>(undefined);
  const [isDecided, setDecided] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const tier = hotelTierFor(values.noOfRooms);
  const isByQuote = isInvoiceOnly(tier);

  // Step 1: spinner while the hotel is looked up, then the Found or Not Found popup.
  useEffect(() => {
    if (nextProgress !== 1 || existing !== undefined || isDecided) return;
    let isCurrent = true;
    void callApiAt<{ status: string; post: Existing | null }>("GET", `/posts/checkExistHotel?title=${encodeURIComponent(values.hotelName.trim())}`).then((answer) => {
      if (isCurrent) setExisting(answer.ok && answer.data.status === "exists" ? answer.data.post : null);
    });
    return () => {
      isCurrent = false;
    };
  }, [nextProgress, existing, isDecided, values.hotelName]);

  async function finish(changes: { status: "claim" | "create"; postId: number | null; isInvoice: boolean; paymentId?: string }) {
    setBusy(true);
    const answer = await callApiAt<{ status: number; message: string }>("POST", "/posts/createOrClaimHotelorAdvisor", {
      type: "property",
      status: changes.status,
      email: values.email,
      name: values.fullName,
      title: values.hotelName,
      address: values.address,
      no_of_rooms: values.noOfRooms,
      rating: values.rating,
      website: values.website,
      user_type: "free",
      is_invoice: changes.isInvoice,
      ...(changes.postId ? { post_id: changes.postId } : {}),
      ...(changes.paymentId && tier && typeof tier.value === "number" ? { payment_id: changes.paymentId, payment_total: tier.value } : {}),
    });
    setBusy(false);
    if (answer.ok) {
      goTo(3);
      return;
    }
    if (answer.status === null) return;
    setNotice(answer.message ?? M.emailAlreadyExists);
  }

  const onPaid = useCallback(
    async (paymentIntentId: string) => {
      if (!tier || typeof tier.value !== "number") return;
      setBusy(true);
      const verified = await callApiAt("POST", "/payments/b2bPaymentIntent", { paymentintentid: paymentIntentId, guestEmail: values.email, paymentTotal: tier.value });
      setBusy(false);
      if (!verified.ok) {
        setNotice(PAYMENT_VERIFICATION_FAILED);
        return;
      }
      await finish({ status: progress.status ?? "create", postId: values.postId, isInvoice: false, paymentId: paymentIntentId });
    },
    // finish reads this render's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, tier, progress.status],
  );

  const payment = useSignupPayment({
    cardPayment,
    isActive: nextProgress === 2 && values.paymentType === "card" && !isByQuote,
    paymentKey: progress.paymentKey,
    order: { amountDollars: tier && typeof tier.value === "number" ? tier.value : 0, product: "hotel", tier: tier?.id },
    returnPath: "/create-hotel",
    amountLabel: tier && typeof tier.cents === "number" ? formatDollars(tier.cents) : "",
    onPaid,
  });

  async function onNext(event: FormEvent) {
    event.preventDefault();
    const found = hotelSignupErrors(values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await callApiAt<{ status: string }>("GET", `/posts/checkAdminEmail?email=${encodeURIComponent(values.email.trim())}`);
    setBusy(false);
    if (answer.ok && answer.data.status === "Success") {
      setExisting(undefined);
      setDecided(false);
      goTo(1);
    } else if (answer.ok || answer.status !== null) {
      setEmailTaken(true);
    }
  }

  function decide(status: "claim" | "create") {
    const postId = status === "claim" && existing ? existing.id : null;
    setDecided(true);
    if (isByQuote) {
      // 300+ and Multi-property: invoiced, created or claimed at once (docs/product.md §4).
      save({ ...progress, status, values: { ...values, postId, paymentType: "invoice" } });
      void finish({ status, postId, isInvoice: true });
      return;
    }
    const next = { status, values: { ...values, postId }, paymentKey: crypto.randomUUID() };
    if (status === "create" && !existing) window.setTimeout(() => goTo(2, next), POPUP_DELAY_MS);
    else goTo(2, next);
  }

  const closeEmailNotice = useCallback(() => setEmailTaken(false), []);

  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">For hotels</p>
        <h1 className="biz-page__title">List your hotel for couples</h1>
        <p className="biz-page__lead">Claim your hotel&apos;s profile or create one, and receive couples&apos; requests for honeymoons and getaways.</p>
        <SignupSteps steps={STEPS} current={nextProgress} />
        <section className="biz-card" aria-labelledby="biz-step-title">
          <h2 id="biz-step-title" className="biz-card__title" tabIndex={-1} ref={headingRef}>
            {nextProgress === 3 ? "Thank you!" : STEPS[nextProgress]}
          </h2>
          {notice ? (
            <p className="biz-field__error" role="alert">
              {notice}
            </p>
          ) : null}
          {nextProgress === 0 ? (
            <form ref={formRef} className="biz-form" noValidate onSubmit={(event) => void onNext(event)}>
              <PlaceField label="Hotel Name" name="hotelName" types="establishment" pick="main" value={values.hotelName} error={errors.hotelName} onChange={(hotelName) => setValues({ hotelName })} />
              <BusinessField label="Website" name="website" type="url" inputMode="url" autoComplete="url" value={values.website} error={errors.website} onChange={(event) => setValues({ website: event.target.value })} />
              <BusinessField label="Full Name" name="fullName" autoComplete="name" value={values.fullName} error={errors.fullName} onChange={(event) => setValues({ fullName: event.target.value })} />
              <BusinessField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(event) => setValues({ email: event.target.value })} />
              <fieldset className="biz-choice" aria-describedby={errors.noOfRooms ? "hotel-rooms-error" : undefined}>
                <legend>Number of Rooms</legend>
                {HOTEL_TIERS.map((option) => (
                  <label key={option.id} className="biz-check">
                    <input type="radio" name="noOfRooms" value={option.label} checked={values.noOfRooms === option.label} onChange={() => setValues({ noOfRooms: option.label })} />
                    {option.label}
                    {typeof option.value === "number" ? ` (${formatDollars(option.value * 100)} a year)` : " (by quote)"}
                  </label>
                ))}
                {errors.noOfRooms ? (
                  <p id="hotel-rooms-error" className="biz-field__error">
                    {errors.noOfRooms}
                  </p>
                ) : null}
              </fieldset>
              <fieldset className="biz-choice" aria-describedby={errors.rating ? "hotel-rating-error" : undefined}>
                <legend>Star Rating</legend>
                {HOTEL_STAR_RATINGS.map((stars) => (
                  <label key={stars} className="biz-check">
                    <input type="radio" name="rating" value={String(stars)} checked={values.rating === String(stars)} onChange={() => setValues({ rating: String(stars) })} />
                    {stars} stars
                  </label>
                ))}
                {errors.rating ? (
                  <p id="hotel-rating-error" className="biz-field__error">
                    {errors.rating}
                  </p>
                ) : null}
              </fieldset>
              <PlaceField label="Address" name="address" types="geocode" pick="description" autoComplete="street-address" value={values.address} error={errors.address} onChange={(address) => setValues({ address })} />
              <label className="biz-check">
                <input
                  type="checkbox"
                  name="terms"
                  checked={values.terms}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? "hotel-terms-error" : undefined}
                  onChange={(event) => setValues({ terms: event.target.checked })}
                />
                <span>
                  I accept the <Link to="/hotel-terms">hotel terms</Link>
                </span>
              </label>
              {errors.terms ? (
                <p id="hotel-terms-error" className="biz-field__error">
                  {errors.terms}
                </p>
              ) : null}
              <div className="biz-actions">
                <Button type="submit" size="lg" disabled={isBusy}>
                  Next
                </Button>
              </div>
            </form>
          ) : null}
          {nextProgress === 1 ? (
            <div>
              {existing === undefined ? (
                <p role="status" className="biz-spinner">
                  Checking whether {values.hotelName} is already listed...
                </p>
              ) : null}
              {isDecided ? <p role="status">Thank you. One moment...</p> : null}
              <div className="biz-actions">
                <Button type="button" hierarchy="secondary-gray" size="lg" onClick={() => goTo(0)}>
                  Back
                </Button>
              </div>
              <Dialog open={existing !== undefined && !isDecided && !notice} onClose={() => goTo(0)} title={existing ? "Hotel Profile Found" : "Hotel Profile Not Found"}>
                {existing ? (
                  <div className="biz-found">
                    {existing.featured_image.sizes.thumbnail ? <img src={existing.featured_image.sizes.thumbnail} alt="" width={96} height={72} /> : null}
                    <div>
                      <p>
                        <strong>{existing.title}</strong>
                      </p>
                      {existing.rating ? <p>{existing.rating} stars</p> : null}
                    </div>
                  </div>
                ) : (
                  <p>{values.hotelName} is not listed yet. Create its profile.</p>
                )}
                <div className="biz-actions">
                  {existing ? (
                    <Button type="button" size="lg" disabled={isBusy} onClick={() => decide("claim")}>
                      Claim This Profile
                    </Button>
                  ) : null}
                  <Button type="button" hierarchy={existing ? "secondary-gray" : "primary"} size="lg" disabled={isBusy} onClick={() => decide("create")}>
                    Create New Profile
                  </Button>
                </div>
              </Dialog>
            </div>
          ) : null}
          {nextProgress === 2 ? (
            <div>
              <p className="biz-price">
                {tier?.label} rooms: <strong>{tier && typeof tier.cents === "number" ? `${formatDollars(tier.cents)} a year` : "by quote"}</strong>
              </p>
              <fieldset className="biz-choice">
                <legend>How would you like to pay?</legend>
                <label className="biz-check">
                  <input type="radio" name="paymentType" checked={values.paymentType === "invoice"} onChange={() => setValues({ paymentType: "invoice" })} />
                  Send Invoice
                </label>
                <label className="biz-check">
                  <input type="radio" name="paymentType" checked={values.paymentType === "card"} disabled={isByQuote} onChange={() => setValues({ paymentType: "card" })} />
                  Card Payment
                </label>
              </fieldset>
              {values.paymentType === "card" ? (
                <>
                  {payment.error ? (
                    <p className="biz-field__error" role="alert">
                      {payment.error}
                    </p>
                  ) : null}
                  {payment.isPreparing ? <p role="status">Preparing the payment...</p> : payment.form}
                </>
              ) : null}
              <div className="biz-actions">
                <Button type="button" hierarchy="secondary-gray" size="lg" onClick={() => goTo(0)}>
                  Back
                </Button>
                {values.paymentType === "invoice" ? (
                  <Button type="button" size="lg" disabled={isBusy} onClick={() => void finish({ status: progress.status ?? "create", postId: values.postId, isInvoice: true })}>
                    Next
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
          {nextProgress === 3 ? <SignupThankYou headline="Thank you for signing up! Your profile is under review." /> : null}
        </section>
      </div>
      <EmailTakenNotice isOpen={isEmailTaken} onDone={closeEmailNotice} />
    </main>
  );
}
