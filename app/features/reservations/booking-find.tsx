import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { ReservationDetail } from "./reservation-detail";
import type { ReservationView } from "./reservation-display";
import "./reservations.css";

export type BookingFindProps = {
  number: string;
  email: string;
  /** The reservation these details open, or the message saying none matched; neither before a search. */
  found: { reservation: ReservationView; refundPreviewCents: number | null } | null;
  notFoundMessage: string | null;
};

/**
 * /booking/find: a guest opens their booking with its confirmation number and e-mail (the
 * confirmation e-mail links here with both filled in), sees it and may cancel it.
 */
export function BookingFind({ number, email, found, notFoundMessage }: BookingFindProps) {
  const navigation = useNavigation();
  const isSearching = navigation.state !== "idle" && navigation.location?.pathname === "/booking/find";
  const numberRef = useRef<HTMLInputElement>(null);

  // Wrong details: the caret goes back to the number, with the message read out.
  useEffect(() => {
    if (notFoundMessage) numberRef.current?.focus();
  }, [notFoundMessage]);

  return (
    <main id="main" tabIndex={-1} className="reservations-page">
      <header className="reservations-page__header">
        <div className="reservations-page__inner">
          <h1 className="reservations-page__title">Find your booking</h1>
          <p className="reservations-page__intro">Enter the confirmation number from your e-mail (for example AM-7K3Q9X2P) and the e-mail address you booked with.</p>
        </div>
      </header>
      <div className="reservations-page__inner reservations-page__body">
        <Form method="get" action="/booking/find" className="booking-find" aria-label="Find your booking">
          <FormField
            id="booking-find-number"
            label="Confirmation number"
            name="number"
            defaultValue={number}
            required
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={40}
            inputRef={numberRef}
            error={notFoundMessage}
            isErrorAnnounced
          />
          <FormField id="booking-find-email" label="E-mail" name="email" type="email" defaultValue={email} required autoComplete="email" maxLength={300} />
          <Button type="submit" disabled={isSearching}>
            {isSearching ? "Finding…" : "Find booking"}
          </Button>
        </Form>
        {found ? <ReservationDetail key={found.reservation.id} reservation={found.reservation} refundPreviewCents={found.refundPreviewCents} access={{ kind: "guest", email }} /> : null}
      </div>
    </main>
  );
}
