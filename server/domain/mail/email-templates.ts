import type { Board } from "../../../core/booking/inventory-rules";

/**
 * Every e-mail the product sends, by name with the data it needs. The rendering (React
 * components, HTML and plain text) lives in render-email.tsx.
 */
export type EmailTemplate =
  | { name: "sign-in-code"; code: string; expiresInMinutes: number }
  | { name: "password-reset-code"; code: string; expiresInMinutes: number }
  | { name: "welcome"; firstname: string | null }
  | { name: "account-deleted" }
  /** Password sign-in to the address was locked after too many wrong passwords. */
  | { name: "password-lockout"; failedAttempts: number; lockedMinutes: number }
  | {
      name: "contact-message";
      sender: { name: string; email: string; phone: string | null };
      subject: string;
      message: string;
    }
  | {
      /** A business account was received (in_review) or reviewed (active, in_active): decision 019. */
      name: "business-account-status";
      status: "in_review" | "active" | "in_active";
      businessName: string;
      /** Where the business signs in: API_SITE_URL's dashboard. */
      dashboardUrl: string;
      /** active: the admin's note to the business, when one was written (issue 20). */
      note?: string | null;
      /** in_active: why, as the admin wrote it (issue 20). */
      reason?: string | null;
    }
  | {
      /**
       * A claim of an existing listing (decision 033): the one-time verification link, the claim
       * verified, or lost to the verified owner (with the refund, when there was one).
       */
      name: "business-claim";
      /** released: an admin took the claim back (the listing is free again), saying why in `reason`. */
      step: "verify" | "verified" | "lost" | "released";
      listingName: string;
      /** verify: the link; verified and lost: the dashboard. */
      link: string;
      expiresInHours?: number;
      /** lost: the card payment given back, in cents; null when nothing was paid by card. */
      refundCents?: number | null;
      /** lost: whether an invoice was sent for the claim (nothing is due on it any more). */
      wasInvoiced?: boolean;
      /** released: the admin's reason. */
      reason?: string | null;
    }
  | {
      /** "Send Invoice": what a business owes (or 'by-quote'), how to pay, the number to quote. */
      name: "invoice";
      number: string;
      /** What is due, the coupon taken off. */
      amountCents: number | "by-quote";
      description: string;
      /** The promo code shown when the invoice was asked for, and what it took off (cents). */
      coupon?: { name: string; discountCents: number } | null;
      /** The hosted invoice page (view and pay by card); absent for invoices sent before it existed. */
      payUrl?: string | null;
    }
  | PaymentEmailTemplate
  | {
      /**
       * A business plan's term (decision 038): a reminder to renew, the notice that a plan
       * cancelled at its end is ending, that it has expired, or that its automatic renewal's card
       * was refused.
       */
      name: "business-plan";
      step: "reminder" | "ending" | "expired" | "auto-renew-failed";
      /** A reminder of a plan renewing automatically: the kept card's last four digits. */
      autoRenewLast4?: string | null;
      /** auto-renew-failed: the provider's reason, as it gave it ("Your card was declined."). */
      refusal?: string | null;
      businessName: string;
      /** The plan in words ("Spotlight hotel, 101-200 rooms, $2,500 a year"). */
      planWords: string;
      /** "12 March 2027". */
      endsOn: string;
      daysLeft: number;
      /** The dashboard's plan page. */
      planUrl: string;
    }
  | DealEmailTemplate
  | ReservationEmailTemplate
  | {
      /** A marketplace post held for approval went live when an admin approved it (issue 20). */
      name: "marketplace-post-approved";
      title: string;
      adDurationDays: number;
      /** ISO time its days on show end. */
      adEndsAt: string;
      dashboardLink: string;
    };

/** Card payments' receipts and refunds (decision 039): one receipt per payment, one refund notice. */
export type PaymentEmailTemplate =
  | {
      name: "payment-receipt";
      receiptNumber: string;
      /** What was paid for, in words (core/receipts.ts). */
      item: string;
      amountCents: number;
      currency: string;
      couponName: string | null;
      /** What the coupon took off, when known. */
      discountCents: number | null;
      /** The day paid, in words ("28 November 2026"). */
      paidOn: string;
      /** The provider's payment id. */
      paymentReference: string;
      /** /dashboard/receipts/{id} when the payer has an account; null otherwise. */
      receiptUrl: string | null;
    }
  | {
      name: "payment-refunded";
      receiptNumber: string;
      item: string;
      amountCents: number;
      currency: string;
      paidOn: string;
      paymentReference: string;
      /** Why, in the words the person saw (the page's refusal), when there is one to give. */
      explanation: string | null;
      receiptUrl: string | null;
    };

/** Deal requests and offers (decision 021): what a business and a couple are told, with where to answer. */
export type DealEmailTemplate =
  | {
      /** A couple's request reached this business. */
      name: "deal-request-matched";
      businessName: string;
      occasion: string;
      destinations: string;
      when: string;
      travellers: number;
      budget: string;
      reason: string;
      dashboardUrl: string;
    }
  | {
      /** A business sent an offer on the couple's request. */
      name: "new-offer";
      firstName: string;
      businessName: string;
      offerTitle: string;
      price: string;
      expiresOn: string;
      isLate: boolean;
      offerUrl: string;
    }
  | {
      /** The couple booked or declined a business's offer. */
      name: "offer-answered";
      answer: "booked" | "declined";
      coupleName: string;
      offerTitle: string;
      leadUrl: string;
    }
  | {
      /** A message in a deal's thread, to the other side. */
      name: "new-message";
      recipient: "couple" | "business";
      senderName: string;
      offerTitle: string;
      excerpt: string;
      threadUrl: string;
    };

/** A hotel stay as the booking e-mails show it: what was sold, to whom, at which price. */
export type ReservationEmailStay = {
  confirmationNumber: string;
  hotelName: string;
  /** "Via Roma 1, Positano, Italy": the parts the hotel has; empty when it has none. */
  hotelLocation: string;
  /** YYYY-MM-DD: the first night and the day of departure. */
  checkIn: string;
  checkOut: string;
  nights: number;
  roomName: string;
  ratePlanName: string;
  board: Board;
  adults: number;
  childAges: number[];
  leadGuest: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  };
  /** The other guests' names, when the couple gave them. */
  roomGuests: { firstName: string; lastName: string }[];
  specialRequests: string | null;
  /** An occasion's slug (core/listing-types.ts OCCASIONS) or its words. */
  occasion: string | null;
  nightly: { night: string; cents: number }[];
  roomCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
};

/** The rate's cancellation terms in words (core/booking/cancellation-policy.ts), as they stand when the e-mail is written. */
export type ReservationEmailCancellation = { summary: string; detail: string };

/** Hotel bookings: the couple's confirmation and cancellation, and the hotel's notices of both. */
export type ReservationEmailTemplate =
  | {
      /** To the lead guest once the stay is paid; the calendar file goes with it. */
      name: "reservation-confirmed";
      stay: ReservationEmailStay;
      cancellation: ReservationEmailCancellation;
      cardLast4: string | null;
      /** Opens the booking. */
      link: string;
    }
  | {
      /** To the hotel: a new booking, with who comes and what they asked for. */
      name: "reservation-received";
      stay: ReservationEmailStay;
      /** The dashboard's reservations. */
      dashboardLink: string;
    }
  | {
      /** To the lead guest once the stay is cancelled; the calendar cancellation goes with it. */
      name: "reservation-cancelled";
      stay: ReservationEmailStay;
      /** What goes back to the card; 0 or null: nothing. */
      refundCents: number | null;
      cardLast4: string | null;
      /** The terms that decided the refund, as they stood at the cancellation. */
      cancellation: ReservationEmailCancellation;
      link: string;
    }
  | {
      /** To the hotel: a booking was cancelled and its rooms are on sale again. */
      name: "reservation-cancelled-hotel";
      stay: ReservationEmailStay;
      refundCents: number | null;
      dashboardLink: string;
    };

export type EmailTemplateName = EmailTemplate["name"];

export type RenderedEmail = { subject: string; html: string; text: string };

/** What every template may show: the product's name and where its links point. */
export type EmailContext = { productName: string; siteUrl: string };
