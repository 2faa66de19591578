import type { LegalDocument } from "./document-types";

/** /travel-advisor-terms: what an advisor accepts with the sign-up's terms checkbox (docs/product.md §2). */
export function travelAdvisorTerms(product: string): LegalDocument {
  return {
    path: "/travel-advisor-terms",
    title: "Travel Advisor Terms",
    summary: `The terms for travel advisors and agencies who create a Basic or Featured Romance Travel Advisor profile on ${product}.`,
    lastUpdated: "2026-05-04",
    sections: [
      {
        id: "scope",
        heading: "Scope",
        blocks: [
          `These terms apply when you sign up as a travel advisor at [/travel-advisor](/travel-advisor) and tick the box accepting them. They form a business agreement between you (or the agency you represent) and ${product}. Our [Terms of Use](/terms-of-use) and [Privacy Policy](/privacy-policy) also apply.`,
        ],
      },
      {
        id: "eligibility",
        heading: "Who can join",
        blocks: [
          "You must be a professional travel advisor or agency, entitled to sell or arrange travel where you work, and hold any licence, registration or insurance your country requires. You confirm that the details you give at sign-up, including your name, agency name, e-mail and phone number, are true and belong to you.",
        ],
      },
      {
        id: "plans-and-prices",
        heading: "Profiles and prices",
        blocks: [
          {
            table: {
              caption: "Advisor profile plans",
              head: ["Plan", "Price", "What it includes"],
              rows: [
                ["Basic Profile", "$199 a year", "A public advisor profile with your agency, contact details and a limited set of specialty tags. No leads or inquiries, affiliations, reviews, personal video, special offers, article or workshop."],
                ["Featured Profile", "$675 a year (shown as $56.25 a month, billed annually)", "Everything in Basic plus leads and inquiries from couples, affiliations and reviews, a personal video, special offers, full specialty tagging, workshop access and one article included."],
              ],
            },
          },
          "Prices are in US dollars and exclude any tax that applies where you are. A valid coupon takes its percentage off the Featured Profile price before payment.",
        ],
      },
      {
        id: "review-and-approval",
        heading: "Review by our team",
        blocks: [
          "Every new profile starts in review. Our admin team checks your details and may ask for proof of your business. While your account is in review, your dashboard is limited and your profile is not public. You can follow the review at [Check status](/checkstatus).",
          "We may decline or later deactivate a profile that does not meet these terms. If we decline a profile before it ever goes live, we refund the fee paid for it in full.",
        ],
      },
      {
        id: "billing",
        heading: "Payment, renewal and refunds",
        blocks: [
          "You can pay by card or ask for an invoice. Invoices are payable within 30 days; the profile goes live once payment is received and the review is complete. Plans run for twelve months from activation and renew for another year unless you cancel before the renewal date; we remind you by e-mail at least 14 days before. Apart from the refund above, fees already paid are not refundable for the remaining months of a plan.",
        ],
      },
      {
        id: "leads",
        heading: "Leads and offers",
        blocks: [
          "Featured advisors receive deal requests and inquiries from couples. You agree to answer them promptly and professionally, to quote clear prices with everything included and excluded, and to use a couple's details only to prepare and fulfil their trip. You may not add couples to marketing lists without their consent, nor pass their details to anyone else except the suppliers of their trip.",
          "You are the seller of the travel services you arrange. Your own booking terms, cancellation rules and licences apply between you and your clients.",
        ],
      },
      {
        id: "content",
        heading: "Your profile content",
        blocks: [
          "You keep ownership of the text, photos, video and articles you publish, and you give us a worldwide, non-exclusive licence to show them on the service and to promote the service with them while your profile is active. You confirm you have the rights to everything you upload. Reviews must come from real clients; paying for or writing reviews is not allowed.",
        ],
      },
      {
        id: "ending",
        heading: "Ending the agreement",
        blocks: [
          "You can cancel renewal at any time from your dashboard. We may suspend or remove a profile that breaks these terms, misleads couples or receives repeated justified complaints, after telling you why where it is reasonable to do so.",
        ],
      },
      {
        id: "liability",
        heading: "Liability",
        blocks: [
          "We provide the marketplace and do not guarantee any number of leads or bookings. Our liability to you under these terms is limited to the fees you paid in the twelve months before the claim, except where the law does not allow such a limit.",
        ],
      },
      {
        id: "questions",
        heading: "Questions",
        blocks: ["For anything about your profile or these terms, please [contact us](/contacts) with the subject \"Advisor profile\"."],
      },
    ],
  };
}
