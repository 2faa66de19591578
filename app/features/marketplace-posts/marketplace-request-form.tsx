import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { COUPON_MESSAGES, MARKETPLACE_AD_DURATIONS, MARKETPLACE_FEATURED_CENTS } from "../../../core/pricing";
import { formatDollars } from "../../../core/money";
import { MARKETPLACE_POST_WIRE_NAMES } from "../../../core/contracts/marketplace-post-wire-names";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { useIsHydrated } from "../../components/use-media-query";
import { submitMarketplaceRequest } from "./marketplace-api";
import {
  firstRefusedField,
  formErrorsOf,
  quoteOf,
  requestBodyOf,
  type FormErrors,
  type MarketplacePost,
  type MarketplaceRequestField,
  type MarketplaceRequestValues,
} from "./marketplace-request-rules";
import "./marketplace-posts.css";

/** Text limits of the form, as the server enforces them (passed down by the route). */
export type MarketplaceRequestLimits = { businessName: number; title: number; description: number; destination: number };

export type CouponState =
  | { status: "none" }
  | { status: "checking" }
  | { status: "applied"; name: string; discount: number }
  | { status: "invalid"; message: string };

export type MarketplaceRequestFormProps = {
  values: MarketplaceRequestValues;
  onValuesChange(values: MarketplaceRequestValues): void;
  coupon: CouponState;
  onCouponChange(coupon: CouponState): void;
  /** Checks a promo code with the server (the coupon state follows). */
  onApplyCoupon(name: string): void;
  limits: MarketplaceRequestLimits;
  /** The first and last day a deal may be valid until (YYYY-MM-DD). */
  validDays: { first: string; last: string };
  /** The server kept the request and opened its payment session. */
  onSubmitted(post: MarketplacePost): void;
};

const NO_ERRORS: FormErrors = { fields: {}, general: [] };
const SUBMIT_FAILED = "Your deal could not be submitted. Please try again.";
const COUPON_REQUIRED = "Enter a promo code";

/** A field's element id, from its wire name as the page has always spelled it: "marketplace-business-name". */
const fieldId = (field: MarketplaceRequestField) => `marketplace-${MARKETPLACE_POST_WIRE_NAMES[field].replace(/_/g, "-")}`;

/**
 * The /marketplace-request form: the business, the deal, the ad duration, the featured option and
 * a promo code, with the price from core/pricing as it is chosen. Refused fields get the server's
 * message beside them and the focus moves to the first; what was typed stays.
 */
export function MarketplaceRequestForm({ values, onValuesChange, coupon, onCouponChange, onApplyCoupon, limits, validDays, onSubmitted }: MarketplaceRequestFormProps) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [isSubmitting, setSubmitting] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ field: MarketplaceRequestField | "summary"; at: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.field === "summary") summaryRef.current?.focus();
    else document.getElementById(fieldId(focusTarget.field))?.focus();
  }, [focusTarget]);

  const set = <K extends MarketplaceRequestField>(field: K, value: MarketplaceRequestValues[K]) => {
    onValuesChange({ ...values, [field]: value });
    if (errors.fields[field]) setErrors({ ...errors, fields: { ...errors.fields, [field]: undefined } });
  };

  const applyCoupon = () => {
    const name = values.couponName.trim();
    if (name) onApplyCoupon(name);
    else onCouponChange({ status: "invalid", message: COUPON_REQUIRED });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    setErrors(NO_ERRORS);
    const answer = await submitMarketplaceRequest(requestBodyOf(values));
    setSubmitting(false);
    if (answer.ok) {
      onSubmitted(answer.data);
      return;
    }
    // No answer at all: the 'No internet' dialog says so; the form stays as it is.
    if (answer.status === null) return;
    const refused = answer.status === 422 ? formErrorsOf(answer.errors, answer.message) : { fields: {}, general: [answer.message ?? SUBMIT_FAILED] };
    setErrors(refused);
    if (refused.fields.couponName) onCouponChange({ status: "invalid", message: refused.fields.couponName });
    const first = firstRefusedField(refused);
    setFocusTarget({ field: refused.general.length > 0 || !first ? "summary" : first, at: Date.now() });
  };

  const discount = coupon.status === "applied" ? coupon.discount : null;
  const quote = quoteOf(values.adDurationDays, values.isFeatured, discount);
  const fieldCount = Object.values(errors.fields).filter(Boolean).length;
  const couponError = coupon.status === "invalid" ? coupon.message : errors.fields.couponName;

  return (
    <form className="mp-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby="marketplace-required-note">
      <p id="marketplace-required-note" className="mp-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div ref={summaryRef} tabIndex={-1} role="alert" className="mp-form__alert-region">
        {fieldCount > 0 || errors.general.length > 0 ? (
          <div className="mp-form__alert">
            {fieldCount > 0 ? <p>Please correct the {fieldCount === 1 ? "field" : `${fieldCount} fields`} marked below.</p> : null}
            {errors.general.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </div>

      <fieldset className="mp-form__group">
        <legend className="mp-form__legend">Your business</legend>
        <div className="mp-form__row">
          <TextField
            field="businessName"
            label="Business name"
            required
            autoComplete="organization"
            maxLength={limits.businessName}
            value={values.businessName}
            onValue={(value) => set("businessName", value)}
            error={errors.fields.businessName}
          />
          <TextField
            field="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            spellCheck={false}
            value={values.email}
            onValue={(value) => set("email", value)}
            error={errors.fields.email}
          />
        </div>
      </fieldset>

      <fieldset className="mp-form__group">
        <legend className="mp-form__legend">The deal</legend>
        <TextField
          field="title"
          label="Deal title"
          required
          maxLength={limits.title}
          value={values.title}
          onValue={(value) => set("title", value)}
          error={errors.fields.title}
          hint="For example: Three nights in a cliffside suite with a sunset dinner for two"
        />
        <TextField
          field="description"
          label="Description"
          multiline
          required
          maxLength={limits.description}
          value={values.description}
          onValue={(value) => set("description", value)}
          error={errors.fields.description}
          hint="What the deal includes, who it suits and how to book it."
        />
        <TextField
          field="destination"
          label="Destination"
          required
          maxLength={limits.destination}
          value={values.destination}
          onValue={(value) => set("destination", value)}
          error={errors.fields.destination}
          hint="City and country, for example Santorini, Greece"
        />
        <div className="mp-form__row">
          <TextField
            field="price"
            label="Price per stay (US dollars)"
            required
            inputMode="decimal"
            autoComplete="off"
            prefix="$"
            value={values.price}
            onValue={(value) => set("price", value)}
            error={errors.fields.price}
            hint="For example 1200 or 1199.99"
          />
          <TextField
            field="validUntil"
            label="Valid until"
            type="date"
            required
            min={validDays.first}
            max={validDays.last}
            value={values.validUntil}
            onValue={(value) => set("validUntil", value)}
            error={errors.fields.validUntil}
            hint="The last day the deal can be booked"
          />
        </div>
        <p className="mp-form__aside">A cover picture is made for your deal when it is published.</p>
      </fieldset>

      <fieldset className="mp-form__group" aria-describedby={errors.fields.adDurationDays ? "marketplace-ad-duration-error" : undefined}>
        <legend className="mp-form__legend">
          Ad duration <span aria-hidden="true">*</span>
        </legend>
        <div className="mp-choices">
          {MARKETPLACE_AD_DURATIONS.map((option) => (
            <label key={option.days} className="mp-choice">
              <input
                type="radio"
                name={MARKETPLACE_POST_WIRE_NAMES.adDurationDays}
                value={option.days}
                id={option.days === MARKETPLACE_AD_DURATIONS[0]?.days ? fieldId("adDurationDays") : undefined}
                className="mp-choice__input"
                checked={values.adDurationDays === option.days}
                onChange={() => set("adDurationDays", option.days)}
              />
              <span className="mp-choice__name">{option.days} days</span>
              <span className="mp-choice__price">{formatDollars(option.cents)}</span>
            </label>
          ))}
        </div>
        <FieldError id="marketplace-ad-duration-error" message={errors.fields.adDurationDays} />
      </fieldset>

      <div className="mp-form__group">
        <label className="mp-choice mp-choice--wide">
          <input
            type="checkbox"
            name={MARKETPLACE_POST_WIRE_NAMES.isFeatured}
            id={fieldId("isFeatured")}
            className="mp-choice__input"
            checked={values.isFeatured}
            onChange={(event) => set("isFeatured", event.target.checked)}
            aria-describedby="marketplace-featured-hint"
          />
          <span className="mp-choice__name">Featured listing</span>
          <span className="mp-choice__price">+{formatDollars(MARKETPLACE_FEATURED_CENTS)}</span>
          <span id="marketplace-featured-hint" className="mp-choice__hint">
            Your deal is shown first on Special Offers.
          </span>
        </label>
        <FieldError id="marketplace-featured-error" message={errors.fields.isFeatured} />
      </div>

      <div className="mp-form__group mp-coupon">
        <div className="mp-coupon__row">
          <TextField
            field="couponName"
            label="Promo code (optional)"
            autoComplete="off"
            spellCheck={false}
            value={values.couponName}
            onValue={(value) => {
              set("couponName", value);
              if (coupon.status !== "none") onCouponChange({ status: "none" });
            }}
            error={couponError}
          />
          {coupon.status === "applied" ? (
            <Button
              type="button"
              hierarchy="secondary-gray"
              size="lg"
              onClick={() => {
                onValuesChange({ ...values, couponName: "" });
                onCouponChange({ status: "none" });
              }}
            >
              Remove
            </Button>
          ) : (
            <Button type="button" hierarchy="secondary-color" size="lg" disabled={coupon.status === "checking"} onClick={applyCoupon}>
              {coupon.status === "checking" ? "Checking..." : "Apply"}
            </Button>
          )}
        </div>
        <p className="mp-coupon__status" role="status">
          {coupon.status === "applied" ? `${COUPON_MESSAGES.applied}: ${coupon.discount}% off.` : ""}
        </p>
      </div>

      <div className="mp-total">
        <span className="mp-total__label">Total to pay</span>
        {quote ? (
          <span className="mp-total__amount">
            {quote.payableCents !== quote.originalCents ? (
              <>
                <s className="price-was">
                  <span className="visually-hidden">was </span>
                  {formatDollars(quote.originalCents)}
                </s>{" "}
              </>
            ) : null}
            <strong>{formatDollars(quote.payableCents)}</strong>
          </span>
        ) : null}
      </div>

      {/* Enabled once the page is interactive: a plain browser submission would put the form in the address. */}
      <Button type="submit" size="lg" isFullWidth disabled={!isHydrated || isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? "Submitting..." : "Continue to payment"}
      </Button>
      <p className="mp-form__note">
        You pay by card in the next step. Your deal appears on Special Offers as soon as the payment goes through.
      </p>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mp-field__error">
      {message}
    </p>
  ) : null;
}

type TextFieldProps = {
  field: MarketplaceRequestField;
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string;
  hint?: string;
  prefix?: ReactNode;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange" | "className" | "prefix">;

/** A text field of the form: the shared FormField (block mp-field) around an input, a textarea or a prefixed input. */
function TextField({ field, label, value, onValue, error, hint, prefix, multiline, required, ...input }: TextFieldProps) {
  const marked = (
    <>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  return (
    <FormField id={fieldId(field)} block="mp-field" label={marked} hint={hint} error={error}>
      {(control) => {
        const shared = { ...control, name: MARKETPLACE_POST_WIRE_NAMES[field], value, "aria-required": required ? true : undefined } as const;
        if (multiline) return <textarea rows={6} {...input} {...shared} onChange={(event) => onValue(event.target.value)} />;
        const text = <input type="text" {...input} {...shared} onChange={(event) => onValue(event.target.value)} />;
        return prefix ? (
          <span className="mp-field__affix">
            <span className="mp-field__prefix" aria-hidden="true">
              {prefix}
            </span>
            {text}
          </span>
        ) : (
          text
        );
      }}
    </FormField>
  );
}
