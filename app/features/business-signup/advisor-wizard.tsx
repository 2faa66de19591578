import { useCallback, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  advisorSignupErrors,
  BUSINESS_SIGNUP_MESSAGES as M,
  type AdvisorPlan,
  type AdvisorSignupField,
  type AdvisorSignupValues,
} from "../../../core/business-signup-rules";
import { ADVISOR_BASIC_CENTS, ADVISOR_FEATURED_CENTS, applyCoupon, COUPON_MESSAGES, monthlyEquivalent } from "../../../core/pricing";
import { formatDollars } from "../../../core/money";
import { createOrClaimHotelorAdvisor } from "../../../core/contracts/business-signup";
import { checkCoupon } from "../../../core/contracts/coupons";
import { COUPON_CHECK_WIRE_NAMES } from "../../../core/contracts/coupon-wire-names";
import { b2bPaymentIntent } from "../../../core/contracts/payments";
import { toWire } from "../../../core/contracts/wire-names";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { SignupThankYou } from "./partner-offer";
import { isSignupPaymentVerified } from "./signup-api";
import { SIGNUP_FIELD_BLOCK, SignupFields, type SignupFieldSpec } from "./signup-fields";
import { PAYMENT_VERIFICATION_FAILED, PaymentTypeChoice, useSignupPayment, type PaymentType, type SignupCardPayment } from "./signup-payment";
import { useDetailsStep } from "./use-details-step";
import { useWizardProgress } from "./use-wizard-progress";
import { WizardShell } from "./wizard-shell";

type AdvisorValues = AdvisorSignupValues & {
  plan: AdvisorPlan | "";
  paymentType: PaymentType;
  coupon: { name: string; discount: number } | null;
};

const EMPTY: AdvisorValues = { firstName: "", lastName: "", email: "", number: "", agencyName: "", plan: "", paymentType: "card", coupon: null };
const STEPS = ["Your details", "Select Account Type", "Payment", "Thank you"];
const FIELDS: SignupFieldSpec<AdvisorSignupField>[] = [
  { field: "firstName", label: "First Name", autoComplete: "given-name" },
  { field: "lastName", label: "Last Name", autoComplete: "family-name" },
  { field: "email", label: "Email", type: "email", autoComplete: "email" },
  { field: "number", label: "Phone Number", type: "tel", autoComplete: "tel", inputMode: "numeric" },
  { field: "agencyName", label: "Agency Name", autoComplete: "organization" },
];
const FIELD_ORDER = FIELDS.map(({ field }) => field);

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
  const [termsError, setTermsError] = useState<string | null>(null);
  const [isTermsAccepted, setTermsAccepted] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const { errors, formRef, submit: submitDetails, emailNotice, existingAccountOffer, offerExistingAccount } = useDetailsStep({ fieldOrder: FIELD_ORDER, setBusy });
  const [couponText, setCouponText] = useState("");
  const [couponMessage, setCouponMessage] = useState<{ text: string; isValid: boolean } | null>(null);

  const isFeatured = values.plan === "feature";
  const fullCents = isFeatured ? ADVISOR_FEATURED_CENTS : ADVISOR_BASIC_CENTS;
  const payableCents = isFeatured && values.coupon ? applyCoupon(fullCents, values.coupon.discount) : fullCents;

  async function finish(extra: { payment_id?: string; is_invoice: boolean }) {
    setBusy(true);
    const answer = await callApi(createOrClaimHotelorAdvisor, {
      body: {
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
      },
    });
    setBusy(false);
    if (answer.ok && answer.data.message === M.advisorCreated) goTo(3);
    else if (answer.ok || answer.status !== null) setNotice(answer.ok ? M.somethingWentWrong : (answer.message ?? M.somethingWentWrong));
    // Taken since the first check: the account's dashboard is offered here too (decision 040).
    if (!answer.ok && answer.status === 400 && answer.errors?.email) offerExistingAccount(values.email.trim());
  }

  const onPaid = useCallback(
    async (paymentIntentId: string) => {
      setBusy(true);
      const isVerified = await isSignupPaymentVerified(b2bPaymentIntent, { paymentIntentId, guestEmail: values.email, paymentTotal: payableCents / 100 });
      setBusy(false);
      if (!isVerified) {
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

  function onNext(event: FormEvent) {
    event.preventDefault();
    void submitDetails(advisorSignupErrors(values), values.email, () => goTo(1));
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
    const answer = await callApi(checkCoupon, { body: toWire(COUPON_CHECK_WIRE_NAMES, { name, target: "advisor" }) });
    if (answer.ok && answer.data.message === COUPON_MESSAGES.exists) {
      setValues({ coupon: { name: answer.data.coupon.name, discount: answer.data.coupon.discount } });
      setCouponMessage({ text: COUPON_MESSAGES.applied, isValid: true });
    } else if (answer.ok || answer.status !== null) {
      setValues({ coupon: null });
      setCouponMessage({ text: !answer.ok && answer.message === COUPON_MESSAGES.doesNotExist ? COUPON_MESSAGES.invalid : (answer.ok ? M.somethingWentWrong : (answer.message ?? M.somethingWentWrong)), isValid: false });
    }
  }

  return (
    <WizardShell
      eyebrow="For travel advisors"
      title="Join as a Romance Travel Advisor"
      lead="Meet couples planning honeymoons, anniversaries and getaways, and send them your best ideas."
      steps={STEPS}
      current={nextProgress}
      heading={nextProgress === 3 ? "Thank you!" : STEPS[nextProgress]}
      headingRef={headingRef}
      notice={notice}
      after={emailNotice}
    >
      {nextProgress === 0 ? (
        <form ref={formRef} className="biz-form" noValidate onSubmit={onNext}>
          <SignupFields fields={FIELDS} values={values} errors={errors} onChange={(field, value) => setValues({ [field]: value })} />
          {existingAccountOffer(values.email)}
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
          <div className="biz-actions biz-actions--plans">
            <Button type="button" hierarchy="secondary-color" size="lg" onClick={() => choosePlan("basic")}>
              Proceed with Basic Account
            </Button>
            <Button type="button" size="lg" onClick={() => choosePlan("feature")}>
              Proceed with Featured Account
            </Button>
            <Button type="button" hierarchy="secondary-gray" size="lg" onClick={() => goTo(0)}>
              Back
            </Button>
          </div>
        </div>
      ) : null}
      {nextProgress === 2 ? (
        <div>
          {isFeatured ? (
            <div className="biz-coupon">
              <FormField
                block={SIGNUP_FIELD_BLOCK}
                label="Promo code"
                name="coupon"
                value={couponText}
                onValue={setCouponText}
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
          <PaymentTypeChoice paymentType={values.paymentType} onChange={(paymentType) => setValues({ paymentType })} payment={payment} />
          {existingAccountOffer(values.email)}
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
    </WizardShell>
  );
}
