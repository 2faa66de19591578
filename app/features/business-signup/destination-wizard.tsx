import { useState, type FormEvent } from "react";
import {
  BUSINESS_SIGNUP_MESSAGES as M,
  destinationSignupErrors,
  POPUP_DELAY_MS,
  type DestinationSignupField,
  type DestinationSignupValues,
} from "../../../core/business-signup-rules";
import { DESTINATION_SIGNUP_CENTS } from "../../../core/pricing";
import { formatDollars } from "../../../core/money";
import { claimDestination, createDestination } from "../../../core/contracts/business-signup";
import { marketRequestPaymentIntent } from "../../../core/contracts/payments";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { ClaimOrCreateStep, useExistingListing } from "./claim-or-create-step";
import { signupPaymentCheck } from "./signup-api";
import { SignupFields, type SignupFieldSpec } from "./signup-fields";
import { PAYMENT_VERIFICATION_FAILED, SignupCardForm, useSignupPayment, type SignupCardPayment } from "./signup-payment";
import { useDetailsStep } from "./use-details-step";
import { useWizardProgress } from "./use-wizard-progress";
import { WizardShell } from "./wizard-shell";

const EMPTY: DestinationSignupValues = { name: "", firstName: "", lastName: "", title: "", email: "", number: "" };
const STEPS = ["Your details", "Claim or Create Listing", "Payment & Subscription", "Thank You!"];
const FIELDS: SignupFieldSpec<DestinationSignupField>[] = [
  { field: "name", label: "Destination Name" },
  { field: "firstName", label: "Contact Person's First Name", autoComplete: "given-name" },
  { field: "lastName", label: "Contact Person's Last Name", autoComplete: "family-name" },
  { field: "title", label: "Title", autoComplete: "organization-title" },
  { field: "email", label: "Email", type: "email", autoComplete: "email" },
  { field: "number", label: "Phone Number", type: "tel", autoComplete: "tel", inputMode: "numeric" },
];
const FIELD_ORDER = FIELDS.map(({ field }) => field);

export type DestinationWizardProps = { cardPayment: SignupCardPayment; dashboardUrl: string; productName: string };

/**
 * /for-destinations (docs/product.md §2 and §4): details, then claim or create the destination's
 * profile, then pay 100, then thank-you. Progress survives a reload (storedUserData).
 */
export function DestinationWizard({ cardPayment, dashboardUrl, productName }: DestinationWizardProps) {
  const { progress, values, nextProgress, save, goTo, notice, setNotice, headingRef } = useWizardProgress<DestinationSignupValues>("destination", EMPTY);
  const [isBusy, setBusy] = useState(false);
  /** The payment went through but was given back (the claim was closed meanwhile): the card form gives way to the answer. */
  const [refusedAfterPayment, setRefusedAfterPayment] = useState<string | null>(null);
  /** A claim's state once written: pending until verified (decision 033). */
  const [claimNote, setClaimNote] = useState<string | null>(null);
  const { errors, formRef, submit: submitDetails, existingAccountOffer, offerExistingAccount } = useDetailsStep({ fieldOrder: FIELD_ORDER, setBusy });
  // Step 1: is the destination already listed? Found or Not Found popup.
  const lookup = useExistingListing("destination", values.name, nextProgress === 1);
  const { existing } = lookup;

  async function verifyPayment(paymentIntentId: string) {
    setBusy(true);
    const check = await signupPaymentCheck(marketRequestPaymentIntent, { paymentIntentId, guestEmail: values.email, paymentTotal: DESTINATION_SIGNUP_CENTS / 100 });
    setBusy(false);
    if (check.ok) {
      goTo(3);
      return;
    }
    // A refund is always said, and the card form does not stay on "Paying...".
    setRefusedAfterPayment(check.refundMessage ?? PAYMENT_VERIFICATION_FAILED);
    setNotice(check.refundMessage ?? PAYMENT_VERIFICATION_FAILED);
  }

  const payment = useSignupPayment({
    cardPayment,
    isActive: nextProgress === 2,
    paymentKey: progress.paymentKey,
    order: { amountDollars: DESTINATION_SIGNUP_CENTS / 100, product: "destination" },
    returnPath: "/for-destinations",
    amountLabel: formatDollars(DESTINATION_SIGNUP_CENTS),
    onPaid: verifyPayment,
  });

  function onNext(event: FormEvent) {
    event.preventDefault();
    void submitDetails(destinationSignupErrors(values), null, () => {
      lookup.restart();
      goTo(1, { paymentKey: undefined });
    });
  }

  async function submitProfile(mode: "claim" | "create") {
    setBusy(true);
    const answer = await callApi(mode === "claim" ? claimDestination : createDestination, { body: values });
    setBusy(false);
    if (answer.ok) {
      setClaimNote(answer.data.claim?.message ?? null);
      setRefusedAfterPayment(null);
      lookup.decide();
      // docs/product.md §9 popup timing: the payment step follows the popup after a second.
      window.setTimeout(() => goTo(2, { status: mode, paymentKey: crypto.randomUUID() }), POPUP_DELAY_MS);
      return;
    }
    if (answer.status === null) return;
    setNotice(answer.status === 400 || answer.status === 409 || answer.status === 404 ? (answer.message ?? M.emailAlreadyExists) : M.somethingWentWrong);
    // 'Email already exists.': the way to that account's dashboard, instead of a dead end (decision 040).
    if (answer.status === 400 && answer.errors?.email) offerExistingAccount(values.email.trim());
    lookup.setExisting(null);
    save({ ...progress, nextProgress: 1 });
  }

  return (
    <WizardShell
      eyebrow="For destinations"
      title="Put your destination in front of couples"
      lead={`Tourism boards: claim or create your destination's profile on ${productName}. The listing is ${formatDollars(DESTINATION_SIGNUP_CENTS)}.`}
      steps={STEPS}
      current={nextProgress}
      heading={STEPS[nextProgress]}
      headingRef={headingRef}
      notice={notice}
    >
      {nextProgress === 0 ? (
        <form ref={formRef} className="biz-form" noValidate onSubmit={onNext}>
          <SignupFields fields={FIELDS} values={values} errors={errors} onChange={(field, value) => save({ ...progress, values: { ...values, [field]: value } })} />
          <div className="biz-actions">
            <Button type="submit" size="lg">
              Next
            </Button>
          </div>
        </form>
      ) : null}
      {nextProgress === 1 ? (
        <ClaimOrCreateStep
          kind="Destination"
          name={values.name}
          existing={existing}
          isDecided={lookup.isDecided}
          decidedText="Thank you. On to the payment..."
          hasNotice={Boolean(notice)}
          isBusy={isBusy}
          onBack={() => goTo(0)}
          onDecide={(mode) => void submitProfile(mode)}
        >
          <p>
            {existing
              ? `${existing.title} is already listed. Claim it as its tourism board, or create a new profile.`
              : `${values.name} is not listed yet. Create its profile.`}
          </p>
        </ClaimOrCreateStep>
      ) : null}
      {nextProgress === 1 || nextProgress === 0 ? (
        existingAccountOffer(values.email)
      ) : null}
      {nextProgress === 2 ? (
        <div>
          <p>
            Destination listing: <strong>{formatDollars(DESTINATION_SIGNUP_CENTS)}</strong>
          </p>
          {refusedAfterPayment ? (
            <p className="biz-field__error" role="alert">
              {refusedAfterPayment}
            </p>
          ) : (
            <SignupCardForm payment={payment} />
          )}
        </div>
      ) : null}
      {nextProgress === 3 ? (
        <div>
          <p>
            Your request has been submitted for approval. Our admin team will review it shortly; until then your dashboard is limited.
          </p>
          {claimNote ? <p>{claimNote}</p> : null}
          <div className="biz-actions">
            <Button href={dashboardUrl} size="lg">
              Go To Dashboard
            </Button>
          </div>
        </div>
      ) : null}
    </WizardShell>
  );
}
