import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { BUDGETS, checkDealRequest, DEAL_LIMITS, type DealRequestField, type DealRequestInput, type FieldErrors } from "../../../core/deal-rules";
import { createDealRequest } from "../../../core/contracts/deals";
import { DEAL_REQUEST_WIRE_NAMES } from "../../../core/contracts/deal-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { OCCASIONS } from "../../../core/listing-types";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { upcomingMonths } from "../../components/month-options";
import { UpgradeOffer } from "./upgrade-offer";

/** What the form holds; kept in sessionStorage so a reload or the e-mail code step loses nothing. */
export type DealRequestDraft = {
  occasion: string;
  destinations: string;
  inspireMe: boolean;
  dateMode: "exact" | "flexible";
  startDate: string;
  endDate: string;
  flexibleMonth: string;
  nights: string;
  budget: string;
  travellers: string;
  special: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

export const DRAFT_KEY = "dealRequestDraft";

/** What sending a sign-in code came to (the accounts feature's useSendCode). */
export type SendCodeOutcome =
  | { kind: "sent"; countdown: number }
  | { kind: "wait"; countdown: number; message: string }
  | { kind: "failed"; message: string }
  | { kind: "offline" };

/** The e-mail code step, drawn by the accounts feature (the route passes it in). */
export type CodeStepProps = { email: string; countdownSeconds: number; notice: string | null; onVerified: () => void; onChangeEmail: () => void };

export type DealRequestFormProps = {
  /** Sends a visitor's sign-in code (the accounts feature's useSendCode, passed in by the route). */
  sendCode: (email: string) => Promise<SendCodeOutcome>;
  /** Draws the code step (the accounts feature's VerifyCodeStep, passed in by the route). */
  renderCodeStep: (props: CodeStepProps) => ReactNode;
  /** The signed-in member, or null for a visitor (who verifies the e-mail with a code). */
  member: { firstname: string | null; lastname: string | null; email: string } | null;
  /** The hotel, advisor or destination the request starts from. */
  listing: { id: number; title: string } | null;
  /** The couple's day (YYYY-MM-DD), from the server, so the date checks agree. */
  today: string;
  /** Answers brought from the request-a-deal widget (used when no draft is stored). */
  prefill?: { occasion: string | null; destination: string | null; month: string | null };
};

function emptyDraft(member: DealRequestFormProps["member"], prefill: DealRequestFormProps["prefill"]): DealRequestDraft {
  return {
    occasion: prefill?.occasion ?? "",
    destinations: prefill?.destination ?? "",
    inspireMe: false,
    dateMode: prefill?.month ? "flexible" : "exact",
    startDate: "",
    endDate: "",
    flexibleMonth: prefill?.month ?? "",
    nights: "",
    budget: "",
    travellers: "2",
    special: "",
    firstName: member?.firstname ?? "",
    lastName: member?.lastname ?? "",
    email: member?.email ?? "",
    phone: "",
  };
}

const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** The deal request a draft stands for, in the code's shape (the rules' and the contract's). */
export function requestInputOf(draft: DealRequestDraft, listingId: number | null): DealRequestInput {
  const exact = draft.dateMode === "exact";
  return {
    occasion: draft.occasion,
    destinations: draft.inspireMe && draft.destinations.trim() === "" ? [] : draft.destinations.split(","),
    inspireMe: draft.inspireMe,
    listingId,
    startDate: exact ? draft.startDate || null : null,
    endDate: exact ? draft.endDate || null : null,
    flexibleMonth: exact ? null : draft.flexibleMonth || null,
    nights: exact ? null : numberOrNull(draft.nights),
    budget: draft.budget,
    travellers: numberOrNull(draft.travellers),
    special: draft.special,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone || null,
  };
}

function fieldErrorsOf(draft: DealRequestDraft, listingId: number | null, today: string): FieldErrors<DealRequestField> {
  const checked = checkDealRequest(requestInputOf(draft, listingId), today);
  return checked.ok ? {} : checked.errors;
}

type Stage = { name: "form" } | { name: "code"; countdown: number; notice: string | null } | { name: "limit"; message: string };

/**
 * The deal request (docs/product.md §1, §2 and §6; decision 021): occasion, places or "inspire me",
 * dates or a flexible month, budget, travellers, what makes the trip special and contact details.
 * A visitor proves the e-mail with a one-time code first; the request waits in the tab meanwhile
 * and is sent the moment the code is accepted.
 */
export function DealRequestForm({ member, listing, today, prefill, sendCode, renderCodeStep }: DealRequestFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<DealRequestDraft>(() => emptyDraft(member, prefill));
  const [errors, setErrors] = useState<FieldErrors<DealRequestField>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ name: "form" });
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const listingId = listing?.id ?? null;
  // Which widget answers (if any) this draft started from: "" for the plain form.
  const prefillKey = [prefill?.occasion, prefill?.destination, prefill?.month].map((part) => part ?? "").join("|").replace(/^\|\|$/, "");

  useEffect(() => {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    if (!stored) return;
    try {
      const parsed = JSON.parse(stored) as Partial<DealRequestDraft> & { from?: string };
      // Answers brought from a widget start a new draft, unless this draft began from them (a reload).
      if ((parsed.from ?? "") !== prefillKey) return;
      // sessionStorage lives outside React and only in the browser, so this cannot happen in render.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft((current) => ({ ...current, ...parsed, email: member?.email ?? parsed.email ?? current.email }));
    } catch {
      sessionStorage.removeItem(DRAFT_KEY);
    }
    // Only on arrival: the widget's answers and the stored draft are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member?.email]);

  const update = <Key extends keyof DealRequestDraft>(key: Key, value: DealRequestDraft[Key]) => {
    setDraft((current) => {
      const next = { ...current, [key]: value };
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...next, from: prefillKey }));
      return next;
    });
  };

  const submitRequest = async () => {
    setIsSending(true);
    const result = await callApi(createDealRequest, { body: toWire(DEAL_REQUEST_WIRE_NAMES, requestInputOf(draft, listingId)) });
    setIsSending(false);
    if (result.ok) {
      sessionStorage.removeItem(DRAFT_KEY);
      const { matched, requests_left: left } = result.data.data;
      navigate(`/request-deal-thank-you?matched=${matched}${left === null ? "" : `&left=${left}`}`);
      return;
    }
    if (result.status === null) return;
    if (result.status === 403 && result.message) {
      setStage({ name: "limit", message: result.message });
      return;
    }
    if (result.errors) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, messages]) => [field, messages[0]])) as FieldErrors<DealRequestField>);
    }
    setServerMessage(result.message ?? "Something went wrong. Please try again.");
    setStage({ name: "form" });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setServerMessage(null);
    const found = fieldErrorsOf(draft, listingId, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
      first?.focus();
      return;
    }
    if (member) {
      await submitRequest();
      return;
    }
    setIsSending(true);
    const outcome = await sendCode(draft.email);
    setIsSending(false);
    if (outcome.kind === "offline") return;
    if (outcome.kind === "failed") {
      setErrors({ email: outcome.message });
      return;
    }
    setStage({ name: "code", countdown: outcome.countdown, notice: outcome.kind === "wait" ? outcome.message : null });
  };

  if (stage.name === "limit") return <UpgradeOffer message={stage.message} />;

  if (stage.name === "code") {
    return (
      <div className="deal-request__verify">
        <h2 className="deal-request__title">Confirm your e-mail to send your request</h2>
        <p>Your request is saved here; it is sent as soon as the code is accepted.</p>
        {renderCodeStep({
          email: draft.email,
          countdownSeconds: stage.countdown,
          notice: stage.notice,
          onVerified: () => {
            void revalidator.revalidate();
            void submitRequest();
          },
          onChangeEmail: () => setStage({ name: "form" }),
        })}
      </div>
    );
  }

  return (
    <form ref={formRef} className="deal-request" noValidate onSubmit={onSubmit}>
      {listing ? <p className="deal-request__for">Your request goes to {listing.title} first, and to others that fit.</p> : null}
      <fieldset className="deal-request__group" aria-describedby={errors.occasion ? `${id}-occasion-error` : undefined}>
        <legend className="account-field__label">What are you celebrating?</legend>
        <div className="deal-request__occasions">
          {OCCASIONS.map((occasion, index) => (
            <label key={occasion.slug} className="deal-request__choice">
              <input
                type="radio"
                name="occasion"
                value={occasion.slug}
                checked={draft.occasion === occasion.slug}
                onChange={() => update("occasion", occasion.slug)}
                aria-invalid={index === 0 && errors.occasion ? "true" : undefined}
              />
              <span>{occasion.name}</span>
            </label>
          ))}
        </div>
        {errors.occasion ? (
          <p id={`${id}-occasion-error`} className="account-field__error">
            {errors.occasion}
          </p>
        ) : null}
      </fieldset>

      <FormField id={`${id}-destinations`} label="Where would you like to go?" hint="Up to five places, separated by commas" error={errors.destinations} value={draft.destinations} onValue={(value) => update("destinations", value)} maxLength={DEAL_LIMITS.destinations * (DEAL_LIMITS.destinationLength + 2)} autoComplete="off" />
      <label className="deal-request__check">
        <input type="checkbox" checked={draft.inspireMe} onChange={(event) => update("inspireMe", event.target.checked)} />
        <span>Inspire me: we are open to ideas</span>
      </label>

      <fieldset className="deal-request__group">
        <legend className="account-field__label">When?</legend>
        <div className="deal-request__modes">
          <label className="deal-request__choice">
            <input type="radio" name="dateMode" checked={draft.dateMode === "exact"} onChange={() => update("dateMode", "exact")} />
            <span>Exact dates</span>
          </label>
          <label className="deal-request__choice">
            <input type="radio" name="dateMode" checked={draft.dateMode === "flexible"} onChange={() => update("dateMode", "flexible")} />
            <span>Flexible month</span>
          </label>
        </div>
        {draft.dateMode === "exact" ? (
          <div className="deal-request__row">
            <FormField id={`${id}-dates`} label="Arrival" error={errors.dates} type="date" min={today} value={draft.startDate} onValue={(value) => update("startDate", value)} />
            <FormField id={`${id}-end`} label="Return" type="date" min={draft.startDate || today} value={draft.endDate} onValue={(value) => update("endDate", value)} />
          </div>
        ) : (
          <div className="deal-request__row">
            <FormField id={`${id}-dates`} label="Month" error={errors.dates}>
              {(control) => (
                <select {...control} value={draft.flexibleMonth} onChange={(event) => update("flexibleMonth", event.target.value)}>
                  <option value="">Select a month</option>
                  {upcomingMonths(today).map((month) => (
                    <option key={month.value} value={month.value}>
                      {month.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={`${id}-nights`} label="Nights" error={errors.nights} type="number" inputMode="numeric" min={DEAL_LIMITS.nightsMin} max={DEAL_LIMITS.nightsMax} value={draft.nights} onValue={(value) => update("nights", value)} />
          </div>
        )}
      </fieldset>

      <div className="deal-request__row">
        <FormField id={`${id}-budget`} label="Budget for the trip" error={errors.budget}>
          {(control) => (
            <select {...control} value={draft.budget} onChange={(event) => update("budget", event.target.value)}>
              <option value="">Select a budget</option>
              {BUDGETS.map((budget) => (
                <option key={budget.value} value={budget.value}>
                  {budget.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-travellers`} label="Travellers" error={errors.travellers} type="number" inputMode="numeric" min={DEAL_LIMITS.travellersMin} max={DEAL_LIMITS.travellersMax} value={draft.travellers} onValue={(value) => update("travellers", value)} />
      </div>

      <FormField id={`${id}-special`} label="What makes this trip special?" hint="Your story, wishes and must-haves: the more hotels know, the better their offers" error={errors.special}>
        {(control) => <textarea {...control} rows={5} maxLength={DEAL_LIMITS.specialLength} value={draft.special} onChange={(event) => update("special", event.target.value)} />}
      </FormField>

      <fieldset className="deal-request__group">
        <legend className="account-field__label">Your contact details</legend>
        <div className="deal-request__row">
          <FormField id={`${id}-firstName`} label="First Name" error={errors.firstName} autoComplete="given-name" maxLength={DEAL_LIMITS.nameLength} value={draft.firstName} onValue={(value) => update("firstName", value)} />
          <FormField id={`${id}-lastName`} label="Last Name" error={errors.lastName} autoComplete="family-name" maxLength={DEAL_LIMITS.nameLength} value={draft.lastName} onValue={(value) => update("lastName", value)} />
        </div>
        <div className="deal-request__row">
          <FormField id={`${id}-email`} label="Email" hint={member ? undefined : "We send a code to confirm it"} error={errors.email} type="email" autoComplete="email" readOnly={member !== null} value={draft.email} onValue={(value) => update("email", value)} />
          <FormField id={`${id}-phone`} label="Phone (optional)" hint={member ? undefined : "For a quicker answer, if you like"} error={errors.phone} type="tel" autoComplete="tel" maxLength={DEAL_LIMITS.phoneLength} value={draft.phone} onValue={(value) => update("phone", value)} />
        </div>
      </fieldset>

      {serverMessage ? (
        <p className="deal-request__server-error" role="alert">
          {serverMessage}
        </p>
      ) : null}
      <Button type="submit" size="xl" isFullWidth disabled={isSending}>
        {isSending ? "Sending..." : member ? "Send my request" : "Continue"}
      </Button>
    </form>
  );
}
