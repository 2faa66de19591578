import { useCallback, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  advisorSignupErrors,
  BUSINESS_SIGNUP_MESSAGES as M,
  type AdvisorPlan,
  type AdvisorSignupField,
  type AdvisorSignupValues,
  type FieldErrors,
} from "../../../core/business-signup-rules";
import { ADVISOR_BASIC_CENTS, ADVISOR_FEATURED_CENTS, applyCoupon, COUPON_MESSAGES, formatDollars, monthlyEquivalent } from "../../../core/pricing";
import { callApiAt } from "../../components/api-client";
import { Button } from "../../components/button";
import { BusinessField } from "./business-field";
import { EmailTakenNotice } from "./email-taken-notice";
import { SignupThankYou } from "./partner-offer";
import { PAYMENT_VERIFICATION_FAILED, useSignupPayment, type SignupCardPayment } from "./signup-payment";
import { SignupSteps } from "./signup-steps";
import { useWizardProgress } from "./use-wizard-progress";
import "./business-signup.css";

type AdvisorValues = AdvisorSignupValues & {
  plan: AdvisorPlan | "";
  paymentType: "card" | "invoice";
  coupon: { name: string; discount: number } | null;
};

const EMPTY: AdvisorValues = { firstName: "", lastName: "", email: "", number: "", agencyName: "", plan: "", paymentType: "card", coupon: null };
const STEPS = ["Your details", "Select Account Type", "Payment", "Thank you"];
const FIELDS: { field: AdvisorSignupField; label: string; type?: string; autoComplete?: string; inputMode?: "numeric" }[] = [
  { field: "firstName", label: "First Name", autoComplete: "given-name" },
  { field: "lastName", label: "Last Name", autoComplete: "family-name" },
  { field: "email", label: "Email", type: "email", autoComplete: "email" },
  { field: "number", label: "Phone Number", type: "tel", autoComplete: "tel", inputMode: "numeric" },
  { field: "agencyName", label: "Agency Name", autoComplete: "organization" },
];

/** docs/product.md §6: what each profile includes. */
const COMPARISON: [feature: string, basic: string, featured: string][] = [
  ["Profile in the travel advisor directory", "Yes", "Yes"],
  ["Leads and inquiries from couples", "No", "Yes"],
  ["Affiliations and reviews", "No", "Yes"],
  ["Personal video", "No", "Yes"],
  ["Special offers", "No", "Yes"],
  ["Article", "No", "1 article included"],
  ["Specialty tagging", "Limited", "Full"],
  ["Workshop", "No", "Yes"],
];

export type AdvisorWizardProps = { cardPayment: SignupCardPayment };

/**
 * /travel-advisor (docs/product.md §2 and §4): details (e-mail checked), account type with the terms,
 * payment (card or invoice; a coupon on the featured profile), thank-you with the marketplace offer.
 */
export function AdvisorWizard({ cardPayment }: AdvisorWizardProps) {
  const { progress, values, nextProgress, goTo, setValues, notice, setNotice, headingRef } = useWizardProgress<AdvisorValues>("advisor", EMPTY);
  const [errors, setErrors] = useState<FieldErrors<AdvisorSignupField>>({});
  const [termsError, setTermsError] = useState<string | null>(null);
  const [isTermsAccepted, setTermsAccepted] = useState(false);
  const [isEmailTaken, setEmailTaken] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [couponText, setCouponText] = useState("");
  const [couponMessage, setCouponMessage] = useState<{ text: string; isValid: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);


  const isFeatured = values.plan === "feature";
  const fullCents = isFeatured ? ADVISOR_FEATURED_CENTS : ADVISOR_BASIC_CENTS;
  const payableCents = isFeatured && values.coupon ? applyCoupon(fullCents, values.coupon.discount) : fullCents;

  async function finish(extra: { payment_id?: string; is_invoice: boolean }) {
    setBusy(true);
    const answer = await callApiAt<{ status: number; message: string }>("POST", "/posts/createOrClaimHotelorAdvisor", {
      type: "advisor",
      status: "createadvisor",
      email: values.email,
      name: `${values.firstName} ${values.lastName}`.trim(),
      firstname: values.firstName,
      lastname: values.lastName,
      title: values.agencyName,
      phone: values.number,
      user_type: values.plan || "basic",
      coupon: isFeatured ? (values.coupon?.name ?? null) : null,
      ...(extra.payment_id ? { payment_id: extra.payment_id, payment_total: payableCents / 100 } : {}),
      is_invoice: extra.is_invoice,
    });
    setBusy(false);
    if (answer.ok && answer.data.message === M.advisorCreated) goTo(3);
    else if (answer.ok || answer.status !== null) setNotice(answer.ok ? M.somethingWentWrong : (answer.message ?? M.somethingWentWrong));
  }

  const onPaid = useCallback(
    async (paymentIntentId: string) => {
      setBusy(true);
      const verified = await callApiAt("POST", "/payments/b2bPaymentIntent", { paymentintentid: paymentIntentId, guestEmail: values.email, paymentTotal: payableCents / 100 });
      setBusy(false);
      if (!verified.ok) {
        setNotice(PAYMENT_VERIFICATION_FAILED);
        return;
      }
      await finish({ payment_id: paymentIntentId, is_invoice: false });
    },
    // finish reads this render's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, payableCents],
  );

  const payment = useSignupPayment({
    cardPayment,
    isActive: nextProgress === 2 && values.paymentType === "card",
    paymentKey: progress.paymentKey,
    order: {
      amountDollars: payableCents / 100,
      product: isFeatured ? "advisor-featured" : "advisor-basic",
      couponName: isFeatured ? (values.coupon?.name ?? null) : null,
    },
    returnPath: "/travel-advisor",
    amountLabel: formatDollars(payableCents),
    onPaid,
  });

  async function onNext(event: FormEvent) {
    event.preventDefault();
    const found = advisorSignupErrors(values);
    setErrors(found);
    const first = FIELDS.find(({ field }) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await callApiAt<{ status: string }>("GET", `/posts/checkAdminEmail?email=${encodeURIComponent(values.email.trim())}`);
    setBusy(false);
    if (answer.ok && answer.data.status === "Success") goTo(1);
    else if (answer.ok || answer.status !== null) setEmailTaken(true);
  }

  function choosePlan(plan: AdvisorPlan) {
    if (!isTermsAccepted) {
      setTermsError(M.terms);
      return;
    }
    setTermsError(null);
    goTo(2, { values: { ...values, plan, coupon: plan === "feature" ? values.coupon : null }, paymentKey: crypto.randomUUID() });
  }

  async function applyCouponCode() {
    const name = couponText.trim();
    if (name === "") return;
    const answer = await callApiAt<{ message: string; coupon: { name: string; discount: number } }>("POST", "/coupons/check", { coupon_name: name, type: "advisor" });
    if (answer.ok && answer.data.message === COUPON_MESSAGES.exists) {
      setValues({ coupon: { name: answer.data.coupon.name, discount: answer.data.coupon.discount } });
      setCouponMessage({ text: COUPON_MESSAGES.applied, isValid: true });
    } else if (answer.ok || answer.status !== null) {
      setValues({ coupon: null });
      setCouponMessage({ text: !answer.ok && answer.message === COUPON_MESSAGES.doesNotExist ? COUPON_MESSAGES.invalid : (answer.ok ? M.somethingWentWrong : (answer.message ?? M.somethingWentWrong)), isValid: false });
    }
  }

  const closeEmailNotice = useCallback(() => setEmailTaken(false), []);

  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">For travel advisors</p>
        <h1 className="biz-page__title">Join as a Romance Travel Advisor</h1>
        <p className="biz-page__lead">Meet couples planning honeymoons, anniversaries and getaways, and send them your best ideas.</p>
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
                  onChange={(event) => setValues({ [field]: event.target.value })}
                />
              ))}
              <div className="biz-actions">
                <Button type="submit" size="lg" disabled={isBusy}>
                  Next
                </Button>
              </div>
            </form>
          ) : null}
          {nextProgress === 1 ? (
            <div>
              <table className="biz-plans">
                <caption className="visually-hidden">Basic Profile compared with Featured Profile</caption>
                <thead>
                  <tr>
                    <th scope="col">What you get</th>
                    <th scope="col">
                      Basic Profile<span className="biz-plans__price">{formatDollars(ADVISOR_BASIC_CENTS)} a year</span>
                    </th>
                    <th scope="col">
                      Featured Profile
                      <span className="biz-plans__price">
                        {formatDollars(monthlyEquivalent(ADVISOR_FEATURED_CENTS))} a month, billed annually ({formatDollars(ADVISOR_FEATURED_CENTS)})
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {COMPARISON.map(([feature, basic, featured]) => (
                    <tr key={feature}>
                      <th scope="row">{feature}</th>
                      <td>{basic}</td>
                      <td>{featured}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <label className="biz-check">
                <input
                  type="checkbox"
                  checked={isTermsAccepted}
                  aria-invalid={termsError ? true : undefined}
                  aria-describedby={termsError ? "advisor-terms-error" : undefined}
                  onChange={(event) => {
                    setTermsAccepted(event.target.checked);
                    if (event.target.checked) setTermsError(null);
                  }}
                />
                <span>
                  I accept the <Link to="/travel-advisor-terms">travel advisor terms</Link>
                </span>
              </label>
              {termsError ? (
                <p id="advisor-terms-error" className="biz-field__error">
                  {termsError}
                </p>
              ) : null}
              <div className="biz-actions">
                <Button type="button" hierarchy="secondary-gray" size="lg" onClick={() => goTo(0)}>
                  Back
                </Button>
                <Button type="button" hierarchy="secondary-color" size="lg" onClick={() => choosePlan("basic")}>
                  Proceed with Basic Account
                </Button>
                <Button type="button" size="lg" onClick={() => choosePlan("feature")}>
                  Proceed with Featured Account
                </Button>
              </div>
            </div>
          ) : null}
          {nextProgress === 2 ? (
            <div>
              {isFeatured ? (
                <div className="biz-coupon">
                  <BusinessField
                    label="Promo code"
                    name="coupon"
                    value={couponText}
                    onChange={(event) => setCouponText(event.target.value)}
                    error={couponMessage && !couponMessage.isValid ? couponMessage.text : null}
                  />
                  <Button type="button" hierarchy="secondary-color" onClick={() => void applyCouponCode()}>
                    Apply
                  </Button>
                  {values.coupon ? (
                    <Button
                      type="button"
                      hierarchy="tertiary-gray"
                      onClick={() => {
                        setValues({ coupon: null });
                        setCouponText("");
                        setCouponMessage(null);
                      }}
                    >
                      Cancel
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {couponMessage?.isValid ? <p role="status">{couponMessage.text}</p> : null}
              <p className="biz-price">
                {isFeatured ? "Featured Profile" : "Basic Profile"}:{" "}
                {payableCents !== fullCents ? <s>{formatDollars(fullCents)}</s> : null}
                <strong>{formatDollars(payableCents)}</strong>
              </p>
              <fieldset className="biz-choice">
                <legend>How would you like to pay?</legend>
                <label className="biz-check">
                  <input type="radio" name="paymentType" checked={values.paymentType === "invoice"} onChange={() => setValues({ paymentType: "invoice" })} />
                  Send Invoice
                </label>
                <label className="biz-check">
                  <input type="radio" name="paymentType" checked={values.paymentType === "card"} onChange={() => setValues({ paymentType: "card" })} />
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
                <Button type="button" hierarchy="secondary-gray" size="lg" onClick={() => goTo(1)}>
                  Back
                </Button>
                {values.paymentType === "invoice" ? (
                  <Button type="button" size="lg" disabled={isBusy} onClick={() => void finish({ is_invoice: true })}>
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
