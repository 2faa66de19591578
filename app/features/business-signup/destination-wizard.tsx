import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  BUSINESS_SIGNUP_MESSAGES as M,
  destinationSignupErrors,
  POPUP_DELAY_MS,
  type DestinationSignupField,
  type DestinationSignupValues,
  type FieldErrors,
} from "../../../core/business-signup-rules";
import { DESTINATION_SIGNUP_CENTS, formatDollars } from "../../../core/pricing";
import { callApiAt } from "../../components/api-client";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { BusinessField } from "./business-field";
import { PAYMENT_VERIFICATION_FAILED, useSignupPayment, type SignupCardPayment } from "./signup-payment";
import { SignupSteps } from "./signup-steps";
import { useWizardProgress } from "./use-wizard-progress";
import "./business-signup.css";

const EMPTY: DestinationSignupValues = { name: "", firstName: "", lastName: "", title: "", email: "", number: "" };
const STEPS = ["Your details", "Claim or Create Listing", "Payment & Subscription", "Thank You!"];
const FIELDS: { field: DestinationSignupField; label: string; type?: string; autoComplete?: string; inputMode?: "numeric" }[] = [
  { field: "name", label: "Destination Name" },
  { field: "firstName", label: "Contact Person's First Name", autoComplete: "given-name" },
  { field: "lastName", label: "Contact Person's Last Name", autoComplete: "family-name" },
  { field: "title", label: "Title", autoComplete: "organization-title" },
  { field: "email", label: "Email", type: "email", autoComplete: "email" },
  { field: "number", label: "Phone Number", type: "tel", autoComplete: "tel", inputMode: "numeric" },
];

type Existing = { title: string } | null;

export type DestinationWizardProps = { cardPayment: SignupCardPayment; dashboardUrl: string; productName: string };

/**
 * /for-destinations (docs/product.md §2 and §4): details, then claim or create the destination's
 * profile, then pay 100, then thank-you. Progress survives a reload (storedUserData).
 */
export function DestinationWizard({ cardPayment, dashboardUrl, productName }: DestinationWizardProps) {
  const { progress, values, nextProgress, save, goTo, notice, setNotice, headingRef } = useWizardProgress<DestinationSignupValues>("destination", EMPTY);
  const [errors, setErrors] = useState<FieldErrors<DestinationSignupField>>({});
  const [isBusy, setBusy] = useState(false);
  const [existing, setExisting] = useState<Existing | undefined>(undefined);
  /** Claim or create was accepted: the popup closes and the payment step follows. */
  const [isDecided, setDecided] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Step 1: is the destination already listed? Found or Not Found popup.
  useEffect(() => {
    if (nextProgress !== 1 || existing !== undefined) return;
    let isCurrent = true;
    void callApiAt<{ status: string; post: { title: string } | null }>("GET", `/posts/checkExistDestination?name=${encodeURIComponent(values.name)}`).then((answer) => {
      if (!isCurrent) return;
      setExisting(answer.ok && answer.data.status === "exists" && answer.data.post ? { title: answer.data.post.title } : null);
    });
    return () => {
      isCurrent = false;
    };
  }, [nextProgress, existing, values.name]);

  async function verifyPayment(paymentIntentId: string) {
    setBusy(true);
    const answer = await callApiAt("POST", "/payments/marketRequestPaymentIntent", {
      paymentintentid: paymentIntentId,
      guestEmail: values.email,
      paymentTotal: DESTINATION_SIGNUP_CENTS / 100,
    });
    setBusy(false);
    if (answer.ok) goTo(3);
    else setNotice(PAYMENT_VERIFICATION_FAILED);
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
    const found = destinationSignupErrors(values);
    setErrors(found);
    const first = FIELDS.find(({ field }) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    setExisting(undefined);
    setDecided(false);
    goTo(1, { paymentKey: undefined });
  }

  async function submitProfile(mode: "claim" | "create") {
    setBusy(true);
    const answer = await callApiAt<{ status: number; message: string }>("POST", mode === "claim" ? "/posts/claimDestination" : "/posts/createDestination", values);
    setBusy(false);
    if (answer.ok) {
      setDecided(true);
      // docs/product.md §9 popup timing: the payment step follows the popup after a second.
      window.setTimeout(() => goTo(2, { status: mode, paymentKey: crypto.randomUUID() }), POPUP_DELAY_MS);
      return;
    }
    if (answer.status === null) return;
    setNotice(answer.status === 400 || answer.status === 409 || answer.status === 404 ? (answer.message ?? M.emailAlreadyExists) : M.somethingWentWrong);
    setExisting(null);
    save({ ...progress, nextProgress: 1 });
  }

  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">For destinations</p>
        <h1 className="biz-page__title">Put your destination in front of couples</h1>
        <p className="biz-page__lead">
          Tourism boards: claim or create your destination&apos;s profile on {productName}. The listing is {formatDollars(DESTINATION_SIGNUP_CENTS)}.
        </p>
        <SignupSteps steps={STEPS} current={nextProgress} />
        <section className="biz-card" aria-labelledby="biz-step-title">
          <h2 id="biz-step-title" className="biz-card__title" tabIndex={-1} ref={headingRef}>
            {STEPS[nextProgress]}
          </h2>
          {notice ? (
            <p className="biz-field__error" role="alert">
              {notice}
            </p>
          ) : null}
          {nextProgress === 0 ? (
            <form ref={formRef} className="biz-form" noValidate onSubmit={onNext}>
              {FIELDS.map(({ field, label, type, autoComplete, inputMode }) => (
                <BusinessField
                  key={field}
                  label={label}
                  name={field}
                  type={type ?? "text"}
                  autoComplete={autoComplete}
                  inputMode={inputMode}
                  value={values[field]}
                  error={errors[field] ?? null}
                  onChange={(event) => save({ ...progress, values: { ...values, [field]: event.target.value } })}
                />
              ))}
              <div className="biz-actions">
                <Button type="submit" size="lg">
                  Next
                </Button>
              </div>
            </form>
          ) : null}
          {nextProgress === 1 ? (
            <div>
              {existing === undefined ? (
                <p role="status" className="biz-spinner">
                  Checking whether {values.name} is already listed...
                </p>
              ) : null}
              {isDecided ? <p role="status">Thank you. On to the payment...</p> : null}
              <div className="biz-actions">
                <Button type="button" hierarchy="secondary-gray" size="lg" onClick={() => goTo(0)}>
                  Back
                </Button>
              </div>
              <Dialog open={existing !== undefined && !notice && !isDecided} onClose={() => goTo(0)} title={existing ? "Destination Profile Found" : "Destination Profile Not Found"}>
                <p>
                  {existing
                    ? `${existing.title} is already listed. Claim it as its tourism board, or create a new profile.`
                    : `${values.name} is not listed yet. Create its profile.`}
                </p>
                <div className="biz-actions">
                  {existing ? (
                    <Button type="button" size="lg" disabled={isBusy} onClick={() => void submitProfile("claim")}>
                      Claim This Profile
                    </Button>
                  ) : null}
                  <Button type="button" hierarchy={existing ? "secondary-gray" : "primary"} size="lg" disabled={isBusy} onClick={() => void submitProfile("create")}>
                    Create New Profile
                  </Button>
                </div>
              </Dialog>
            </div>
          ) : null}
          {nextProgress === 2 ? (
            <div>
              <p>
                Destination listing: <strong>{formatDollars(DESTINATION_SIGNUP_CENTS)}</strong>
              </p>
              {payment.error ? (
                <p className="biz-field__error" role="alert">
                  {payment.error}
                </p>
              ) : null}
              {payment.isPreparing ? <p role="status">Preparing the payment...</p> : payment.form}
            </div>
          ) : null}
          {nextProgress === 3 ? (
            <div>
              <p>
                Your request has been submitted for approval. Our admin team will review it shortly; until then your dashboard is limited.
              </p>
              <div className="biz-actions">
                <Button href={dashboardUrl} size="lg">
                  Go To Dashboard
                </Button>
              </div>
            </div>
          ) : null}
        </section>
      </div>
    </main>
  );
}
