import type { LegalDocument } from "./document-types";

/** /terms-and-conditions: the marketplace's terms for travellers (the footer's "Terms"). */
export function termsAndConditions(product: string): LegalDocument {
  return {
    path: "/terms-and-conditions",
    title: "Terms and Conditions",
    summary: `The terms that apply when you use ${product} to request deals, receive offers, subscribe to VIP Access and book romantic trips.`,
    lastUpdated: "2026-05-04",
    sections: [
      {
        id: "about-these-terms",
        heading: "About these terms",
        blocks: [
          `These terms form an agreement between you and ${product}. By creating an account, sending a deal request or paying for a plan you accept them, together with our [Terms of Use](/terms-of-use) and our [Privacy Policy](/privacy-policy). Hotels and travel advisors who list with us also accept the [Hotel Terms](/hotel-terms) or the [Travel Advisor Terms](/travel-advisor-terms).`,
        ],
      },
      {
        id: "our-role",
        heading: "Our role as a marketplace",
        blocks: [
          `${product} connects couples with hotels, destinations and independent Romance Travel Advisors. Unless an offer clearly says otherwise, we are not the seller of the stay, flight or package. The contract for your trip is made between you and the hotel or advisor who makes the offer, on their terms, which they must show you before you book.`,
          "We check the businesses that list with us before their profiles go live, but we do not guarantee their services. Descriptions, photos and prices on listings come from the businesses and are their responsibility.",
        ],
      },
      {
        id: "deal-requests",
        heading: "Deal requests and offers",
        blocks: [
          "A deal request tells hotels and advisors what you are looking for. Sending one is free and does not oblige you to book anything.",
          {
            list: [
              "With the Free Pass you can send up to three deal requests.",
              "With VIP Access you can send unlimited deal requests.",
              "Offers arrive by e-mail and in your account. Each offer states its price, what is included, how long it is valid and the business's own booking and cancellation conditions.",
              "Please give accurate dates, budget and contact details, and do not send requests on someone else's behalf without their agreement.",
            ],
          },
        ],
      },
      {
        id: "vip-access",
        heading: "VIP Access subscription",
        blocks: [
          "VIP Access costs $99 a year. It gives unlimited deal requests and the VIP perks shown on the [upgrade page](/upgrade) when you subscribe, such as a dedicated travel advisor, concierge service and exclusive perks and discounts at partner hotels. Perks offered by hotels depend on availability and the hotel's conditions.",
          "The subscription is paid in advance by card and runs for one year from the payment date. It renews for another year only if you chose automatic renewal; we remind you by e-mail before any renewal and you can switch renewal off in your profile at any time. If you live in a country that gives you a right to withdraw from an online contract, you may cancel within 14 days of subscribing and receive a refund, less the value of perks already used.",
        ],
      },
      {
        id: "booking-and-payment",
        heading: "Booking and payment",
        blocks: [
          "When you book a hotel through our booking pages, the price, taxes, fees and cancellation rules are shown before you pay. Payment sessions expire after ten minutes so that prices and availability stay accurate; if a session expires, you can start again.",
          "If a payment is taken but the booking cannot be confirmed, the amount charged will be refunded to the same card. Cancellations, changes and no-shows follow the hotel's or advisor's conditions shown at booking.",
          "Marketing offers such as up to 10% off a first booking apply only as described in the offer and cannot be exchanged for cash.",
        ],
      },
      {
        id: "your-account",
        heading: "Your account",
        blocks: [
          "Keep your sign-in details private and tell us straight away if you think someone else has used your account. You are responsible for what happens in your account unless it was used without your permission through no fault of yours. You can close your account at any time from your profile.",
        ],
      },
      {
        id: "reviews-and-content",
        heading: "Reviews and content you share",
        blocks: [
          "Anything you post, such as a review or a message, must be honest, lawful and your own. You keep ownership of it and give us a non-exclusive licence to show it on the service. We may remove content that breaks these terms or the [Terms of Use](/terms-of-use).",
        ],
      },
      {
        id: "liability",
        heading: "Our liability",
        blocks: [
          "We provide the marketplace with reasonable care and skill. We are not responsible for the services of hotels, advisors or other businesses, nor for losses caused by events outside our reasonable control. Where we are liable, our liability is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by negligence, or for fraud, and nothing affects your statutory rights as a consumer.",
        ],
      },
      {
        id: "ending-the-agreement",
        heading: "Suspension and ending the agreement",
        blocks: [
          "We may suspend or close an account that is used for fraud, abuse or spam, or that seriously or repeatedly breaks these terms. Where it is reasonable, we will warn you first and explain why.",
        ],
      },
      {
        id: "changes-and-law",
        heading: "Changes, disputes and governing law",
        blocks: [
          "We may update these terms when our service or the law changes, and we will tell you about important changes before they take effect. If you do not agree, you can close your account.",
          `If something goes wrong, please [contact us](/contacts) first; most problems are solved quickly. These terms are governed by the law of the country where ${product}'s operating company is registered, without removing the protection of the mandatory consumer law of the country where you live, whose courts you may also use.`,
        ],
      },
    ],
  };
}
