import { useEffect, useRef, type FormEvent } from "react";
import type { BookingGuestsField } from "../../../core/booking/booking-guests";
import { OCCASIONS } from "../../../core/listing-types";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import type { CheckoutValues } from "./checkout-storage";

export type CheckoutErrors = Partial<Record<BookingGuestsField, string>>;

export type CheckoutFormProps = {
  values: CheckoutValues;
  onValuesChange(values: CheckoutValues): void;
  errors: CheckoutErrors;
  /** Bumped each time a check fails: focus then moves to the first wrong field. */
  focusRequest: number;
  /** A refusal that belongs to no field (read out as it appears). */
  formError: string | null;
  isSubmitting: boolean;
  onSubmit(): void;
};

const BLOCK = "checkout-field";

/** A guest whose row is half filled, or every row when the list as a whole is refused. */
function wrongGuestRows(values: CheckoutValues, error: string | undefined): Set<number> {
  if (!error) return new Set();
  const half = values.roomGuests.flatMap((guest, index) => ((guest.firstName.trim() === "") !== (guest.lastName.trim() === "") ? [index] : []));
  return new Set(half.length > 0 ? half : values.roomGuests.map((_, index) => index));
}

/**
 * The guests' details of a booking: the lead guest, the room's other guests, special requests and
 * the occasion. The page checks them with the server's rules before sending; each message sits
 * under its field, and focus goes to the first wrong one.
 */
export function CheckoutForm({ values, onValuesChange, errors, focusRequest, formError, isSubmitting, onSubmit }: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);

  const set = (change: Partial<CheckoutValues>) => onValuesChange({ ...values, ...change });
  const setGuest = (index: number, change: Partial<CheckoutValues["roomGuests"][number]>) =>
    set({ roomGuests: values.roomGuests.map((guest, at) => (at === index ? { ...guest, ...change } : guest)) });
  const wrongRows = wrongGuestRows(values, errors.room_guests);
  const guestsErrorId = "checkout-room-guests-error";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };

  return (
    <form ref={formRef} className="checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-guests-title">
      <h2 id="checkout-guests-title" className="checkout__title">
        Who is staying
      </h2>
      <fieldset className="checkout-form__group">
        <legend>Lead guest</legend>
        <div className="checkout-form__pair">
          <FormField
            block={BLOCK}
            id="checkout-first-name"
            label="First name"
            name="first_name"
            autoComplete="given-name"
            value={values.firstName}
            onValue={(firstName) => set({ firstName })}
            error={errors.first_name}
          />
          <FormField
            block={BLOCK}
            id="checkout-last-name"
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            value={values.lastName}
            onValue={(lastName) => set({ lastName })}
            error={errors.last_name}
          />
        </div>
        <FormField
          block={BLOCK}
          id="checkout-email"
          label="E-mail"
          hint="Your confirmation is sent here."
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onValue={(email) => set({ email })}
          error={errors.email}
        />
        <FormField
          block={BLOCK}
          id="checkout-phone"
          label="Phone"
          hint="With its country code, e.g. +39 055 123 4567"
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          onValue={(phone) => set({ phone })}
          error={errors.phone}
        />
      </fieldset>

      {values.roomGuests.length > 0 ? (
        <fieldset className="checkout-form__group" aria-describedby={errors.room_guests ? guestsErrorId : undefined}>
          <legend>Other guests in the room (optional)</legend>
          {values.roomGuests.map((guest, index) => {
            const isWrong = wrongRows.has(index);
            const number = index + 2;
            return (
              <div className="checkout-form__pair" key={number}>
                {(["firstName", "lastName"] as const).map((part) => {
                  const id = `checkout-guest-${number}-${part === "firstName" ? "first" : "last"}`;
                  return (
                    <div className={`${BLOCK}${isWrong ? ` ${BLOCK}--invalid` : ""}`} key={part}>
                      <label htmlFor={id} className={`${BLOCK}__label`}>
                        Guest {number} {part === "firstName" ? "first name" : "last name"}
                      </label>
                      <input
                        id={id}
                        className={`${BLOCK}__input`}
                        value={guest[part]}
                        onChange={(event) => setGuest(index, { [part]: event.target.value })}
                        autoComplete="off"
                        aria-invalid={isWrong ? true : undefined}
                        aria-describedby={isWrong ? guestsErrorId : undefined}
                      />
                    </div>
                  );
                })}
              </div>
            );
          })}
          {errors.room_guests ? (
            <p id={guestsErrorId} className={`${BLOCK}__error`}>
              {errors.room_guests}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className="checkout-form__group">
        <legend>For the hotel</legend>
        <FormField block={BLOCK} id="checkout-occasion" label="Occasion (optional)" error={errors.occasion}>
          {(control) => (
            <select {...control} name="occasion" value={values.occasion} onChange={(event) => set({ occasion: event.target.value })}>
              <option value="">No occasion</option>
              {OCCASIONS.map((occasion) => (
                <option key={occasion.slug} value={occasion.slug}>
                  {occasion.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          block={BLOCK}
          id="checkout-requests"
          label="Special requests (optional)"
          hint="Up to 1,000 characters. The hotel does its best; requests are not guaranteed."
          error={errors.special_requests}
        >
          {(control) => (
            <textarea {...control} name="special_requests" rows={4} value={values.specialRequests} onChange={(event) => set({ specialRequests: event.target.value })} />
          )}
        </FormField>
      </fieldset>

      <div className="checkout-form__alert-region" role="alert">
        {formError ? <p className="checkout__alert">{formError}</p> : null}
      </div>
      <Button type="submit" size="lg" isFullWidth disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? "Saving your details..." : "Continue to payment"}
      </Button>
    </form>
  );
}
