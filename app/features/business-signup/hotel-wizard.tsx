import { useCallback, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  BUSINESS_SIGNUP_MESSAGES as M,
  HOTEL_STAR_RATINGS,
  hotelSignupErrors,
  isInvoiceOnly,
  POPUP_DELAY_MS,
  type HotelSignupField,
  type HotelSignupValues,
} from "../../../core/business-signup-rules";
import { HOTEL_TIERS, hotelTierFor } from "../../../core/pricing";
import { formatDollars } from "../../../core/money";
import { createOrClaimHotelorAdvisor } from "../../../core/contracts/business-signup";
import { b2bPaymentIntent } from "../../../core/contracts/payments";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { ClaimOrCreateStep, useExistingListing } from "./claim-or-create-step";
import { SignupThankYou } from "./partner-offer";
import { PlaceField } from "./place-field";
import { isSignupPaymentVerified } from "./signup-api";
import { SIGNUP_FIELD_BLOCK } from "./signup-fields";
import { PAYMENT_VERIFICATION_FAILED, PaymentTypeChoice, useSignupPayment, type PaymentType, type SignupCardPayment } from "./signup-payment";
import { useDetailsStep } from "./use-details-step";
import { useWizardProgress } from "./use-wizard-progress";
import { WizardShell } from "./wizard-shell";

type HotelValues = HotelSignupValues & { paymentType: PaymentType; postId: number | null };

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
  const [isBusy, setBusy] = useState(false);
  /** After the card was charged the sign-up was refused (and refunded): the card form gives way to the answer. */
  const [refusedAfterPayment, setRefusedAfterPayment] = useState<string | null>(null);
  /** A claim's state once written: pending until verified (decision 033). */
  const [claimNote, setClaimNote] = useState<string | null>(null);
  const { errors, formRef, submit: submitDetails, emailNotice, existingAccountOffer, offerExistingAccount } = useDetailsStep({ fieldOrder: FIELD_ORDER, setBusy });
  // Step 1: spinner while the hotel is looked up, then the Found or Not Found popup.
  const lookup = useExistingListing("hotel", values.hotelName.trim(), nextProgress === 1);
  const { existing } = lookup;
  const tier = hotelTierFor(values.noOfRooms);
  const isByQuote = isInvoiceOnly(tier);

  async function finish(changes: { status: "claim" | "create"; postId: number | null; isInvoice: boolean; paymentId?: string }) {
    setBusy(true);
    const answer = await callApi(createOrClaimHotelorAdvisor, {
      body: {
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
      },
    });
    setBusy(false);
    if (answer.ok) {
      setClaimNote(answer.data.claim?.message ?? null);
      goTo(3);
      return;
    }
    if (answer.status === null) return;
    const message = answer.message ?? M.emailAlreadyExists;
    // Taken since the first check: the account's dashboard is offered here too (decision 040).
    if (answer.status === 400 && answer.errors?.email) offerExistingAccount(values.email.trim());
    // Charged, then refused: the answer states the refund; never leave the card form "Paying...".
    if (changes.paymentId) setRefusedAfterPayment(message);
    setNotice(message);
  }

  const onPaid = useCallback(
    async (paymentIntentId: string) => {
      if (!tier || typeof tier.value !== "number") return;
      setBusy(true);
      const isVerified = await isSignupPaymentVerified(b2bPaymentIntent, { paymentIntentId, guestEmail: values.email, paymentTotal: tier.value });
      setBusy(false);
      if (!isVerified) {
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
    order: { amountDollars: tier && typeof tier.value === "number" ? tier.value : 0, product: "hotel", tier: tier?.id, claimPostId: progress.status === "claim" ? values.postId : null },
    returnPath: "/create-hotel",
    amountLabel: tier && typeof tier.cents === "number" ? formatDollars(tier.cents) : "",
    onPaid,
  });

  function onNext(event: FormEvent) {
    event.preventDefault();
    void submitDetails(hotelSignupErrors(values), values.email, () => {
      lookup.restart();
      goTo(1);
    });
  }

  function decide(status: "claim" | "create") {
    // Only a claimable hotel is offered to claim (the popup says why not, before any payment).
    if (status === "claim" && !existing?.claimable) return;
    const postId = status === "claim" && existing ? existing.id : null;
    setRefusedAfterPayment(null);
    lookup.decide();
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

  return (
    <WizardShell
      eyebrow="For hotels"
      title="List your hotel for couples"
      lead={<>Claim your hotel&apos;s profile or create one, and receive couples&apos; requests for honeymoons and getaways.</>}
      steps={STEPS}
      current={nextProgress}
      heading={nextProgress === 3 ? "Thank you!" : STEPS[nextProgress]}
      headingRef={headingRef}
      notice={notice}
      after={emailNotice}
    >
      {nextProgress === 0 ? (
        <form ref={formRef} className="biz-form" noValidate onSubmit={onNext}>
          <PlaceField label="Hotel Name" name="hotelName" types="establishment" pick="main" value={values.hotelName} error={errors.hotelName} onChange={(hotelName) => setValues({ hotelName })} />
          <FormField block={SIGNUP_FIELD_BLOCK} label="Website" name="website" type="url" inputMode="url" autoComplete="url" value={values.website} error={errors.website} onValue={(website) => setValues({ website })} />
          <FormField block={SIGNUP_FIELD_BLOCK} label="Full Name" name="fullName" autoComplete="name" value={values.fullName} error={errors.fullName} onValue={(fullName) => setValues({ fullName })} />
          <FormField block={SIGNUP_FIELD_BLOCK} label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onValue={(email) => setValues({ email })} />
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
          <PlaceField label="Address" name="address" types="geocode" pick="description" autoComplete="address-line1" value={values.address} error={errors.address} onChange={(address) => setValues({ address })} />
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
          {existingAccountOffer(values.email)}
          <div className="biz-actions">
            <Button type="submit" size="lg" disabled={isBusy}>
              Next
            </Button>
          </div>
        </form>
      ) : null}
      {nextProgress === 1 ? (
        <ClaimOrCreateStep
          kind="Hotel"
          name={values.hotelName}
          existing={existing}
          isDecided={lookup.isDecided}
          decidedText="Thank you. One moment..."
          hasNotice={Boolean(notice)}
          isBusy={isBusy}
          onBack={() => goTo(0)}
          onDecide={decide}
        >
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
        </ClaimOrCreateStep>
      ) : null}
      {nextProgress === 2 ? (
        <div>
          <p className="biz-price">
            {tier?.label} rooms: <strong>{tier && typeof tier.cents === "number" ? `${formatDollars(tier.cents)} a year` : "by quote"}</strong>
          </p>
          {refusedAfterPayment ? (
            <p className="biz-field__error" role="alert">
              {refusedAfterPayment}
            </p>
          ) : (
            <PaymentTypeChoice paymentType={values.paymentType} onChange={(paymentType) => setValues({ paymentType })} isCardDisabled={isByQuote} payment={payment} />
          )}
          {existingAccountOffer(values.email)}
          <div className="biz-actions">
            <Button
              type="button"
              hierarchy="secondary-gray"
              size="lg"
              onClick={() => {
                setRefusedAfterPayment(null);
                goTo(0);
              }}
            >
              Back
            </Button>
            {values.paymentType === "invoice" && !refusedAfterPayment ? (
              <Button type="button" size="lg" disabled={isBusy} onClick={() => void finish({ status: progress.status ?? "create", postId: values.postId, isInvoice: true })}>
                Next
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {nextProgress === 3 ? (
        <>
          {claimNote ? <p>{claimNote}</p> : null}
          <SignupThankYou headline="Thank you for signing up! Your profile is under review." />
        </>
      ) : null}
    </WizardShell>
  );
}
