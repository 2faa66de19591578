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
    }
  | {
      /** "Send Invoice": what a business owes (or 'by-quote'), how to pay, the number to quote. */
      name: "invoice";
      number: string;
      amountCents: number | "by-quote";
      description: string;
    }
  | DealEmailTemplate;

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

export type EmailTemplateName = EmailTemplate["name"];

export type RenderedEmail = { subject: string; html: string; text: string };

/** What every template may show: the product's name and where its links point. */
export type EmailContext = { productName: string; siteUrl: string };
