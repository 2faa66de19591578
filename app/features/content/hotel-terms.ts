import type { LegalDocument } from "./document-types";

/** /hotel-terms: what a hotel accepts with the hotel sign-up's terms checkbox (docs/product.md §2). */
export function hotelTerms(product: string): LegalDocument {
  return {
    path: "/hotel-terms",
    title: "Hotel Partner Terms",
    summary: `The terms for hotels, resorts and groups that create or claim a listing on ${product} and become Spotlight partners.`,
    lastUpdated: "2026-05-04",
    sections: [
      {
        id: "scope",
        heading: "Scope",
        blocks: [
          `These terms apply when you list a property at [/create-hotel](/create-hotel) and tick the box accepting them. They form a business agreement between the hotel or group you represent and ${product}. Our [Terms of Use](/terms-of-use) and [Privacy Policy](/privacy-policy) also apply.`,
        ],
      },
      {
        id: "authority",
        heading: "Authority to list",
        blocks: [
          "You confirm that you own or manage the property, or are authorised in writing to act for it, and that the name, address, website, star rating and room count you give are accurate. When you claim an existing profile, we may ask for proof before handing it over.",
        ],
      },
      {
        id: "fees",
        heading: "Annual fees by room count",
        blocks: [
          "The annual listing fee depends on the number of rooms of the property:",
          {
            table: {
              caption: "Hotel listing fees",
              head: ["Number of rooms", "Annual fee", "How to pay"],
              rows: [
                ["Up to 50 rooms", "$1,500 a year", "Card or invoice"],
                ["51 to 100 rooms", "$2,000 a year", "Card or invoice"],
                ["101 to 200 rooms", "$2,500 a year", "Card or invoice"],
                ["201 to 300 rooms", "$3,000 a year", "Card or invoice"],
                ["More than 300 rooms", "By quote", "Invoice only"],
                ["Multi-property", "By quote", "Invoice only"],
              ],
            },
          },
          "Prices are in US dollars and exclude any tax that applies where you are. For properties of more than 300 rooms and for groups listing several properties, we send a quote and an invoice after sign-up; no card payment is taken.",
        ],
      },
      {
        id: "review",
        heading: "Review and going live",
        blocks: [
          "New and claimed listings start in review. Our admin team checks the details, and your dashboard is limited until the review is complete. You can follow it at [Check status](/checkstatus). If we decline a listing before it goes live, we refund any fee already paid for it in full.",
        ],
      },
      {
        id: "billing",
        heading: "Payment, renewal and refunds",
        blocks: [
          "Invoices are payable within 30 days. A listing runs for twelve months from activation and renews for another year unless you cancel before the renewal date; we remind you by e-mail at least 30 days before. If your room count moves into another tier, the new fee applies from the next renewal. Apart from the refund above, fees already paid are not refundable for the remaining months.",
        ],
      },
      {
        id: "listing-content",
        heading: "Listing content and offers",
        blocks: [
          "You are responsible for keeping descriptions, photos, amenities and prices accurate and up to date. Photos must show the property as guests will find it, and you must hold the rights to them. You give us a worldwide, non-exclusive licence to show your content on the service and to promote the service with it while the listing is active.",
          "Offers you send in answer to deal requests, and deals you post on the marketplace, must state the price, what is included, dates of validity and your booking and cancellation conditions, and you must honour them as published.",
        ],
      },
      {
        id: "guest-data",
        heading: "Guest data",
        blocks: [
          "You may use the details of couples who send deal requests or book with you only to answer them and to provide their stay, in line with data protection law. You may not add them to marketing lists without their consent or share them with third parties other than those needed for their stay.",
        ],
      },
      {
        id: "ending",
        heading: "Ending the agreement",
        blocks: [
          "You can cancel renewal at any time from your dashboard. We may suspend or remove a listing that is inaccurate, breaks these terms or receives repeated justified complaints from guests, after telling you why where it is reasonable to do so.",
        ],
      },
      {
        id: "liability",
        heading: "Liability",
        blocks: [
          "We provide the marketplace and do not guarantee any number of requests or bookings. You are responsible for the stays you provide. Our liability to you under these terms is limited to the fees you paid in the twelve months before the claim, except where the law does not allow such a limit.",
        ],
      },
      {
        id: "questions",
        heading: "Questions",
        blocks: ["For quotes, invoices or anything about your listing, please [contact us](/contacts) with the subject \"Hotel listing\"."],
      },
    ],
  };
}
