import type { LegalDocument } from "./document-types";

/** /terms-of-use: the rules for using the website and the apps, whoever you are. */
export function termsOfUse(product: string): LegalDocument {
  return {
    path: "/terms-of-use",
    title: "Terms of Use",
    summary: `The rules for using the ${product} website and mobile apps, whether you are browsing, signed in as a traveller or managing a business listing.`,
    lastUpdated: "2026-05-04",
    sections: [
      {
        id: "acceptance",
        heading: "Using the service",
        blocks: [
          `These terms apply to everyone who visits the ${product} website or uses our iOS and Android apps. By using them you agree to these terms. Buying a plan, requesting deals and booking are also covered by our [Terms and Conditions](/terms-and-conditions).`,
          "You must be at least 18 years old, or the age of majority where you live, to create an account.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        blocks: [
          "Please use the service the way it is meant to be used. You must not:",
          {
            list: [
              "send false deal requests, pose as someone else or use another person's account;",
              "post content that is unlawful, misleading, hateful, harassing, sexually explicit or that infringes someone else's rights;",
              "send spam or advertising through contact forms, messages or reviews;",
              "copy listings, prices or reviews in bulk, or use robots and scrapers except as our robots.txt file allows;",
              "try to break, overload or get around the security of the service, including probing for weaknesses or testing other people's accounts;",
              "reverse engineer the apps except where the law allows it.",
            ],
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "Our content and trademarks",
        blocks: [
          `The service, its design, text, images, software and the ${product} name and logo belong to us or to our licensors. You may view and share pages for personal, non-commercial use. Anything else needs our written permission. Listings, photos and offers remain the property of the businesses that provide them.`,
        ],
      },
      {
        id: "embedding",
        heading: "Links and embedding",
        blocks: [
          "You are welcome to link to any public page. Partners may use the header and footer pages we provide for that purpose only under a written partnership agreement. Links to other websites are provided for convenience; we are not responsible for their content or privacy practices.",
        ],
      },
      {
        id: "availability",
        heading: "Availability and changes",
        blocks: [
          "We work to keep the service available and accurate, but we may change, pause or stop features, and we cannot promise that it will always be free from errors or interruptions. Planned maintenance is kept as short as possible.",
        ],
      },
      {
        id: "disclaimer",
        heading: "Information on the service",
        blocks: [
          "Destination guides, articles and itineraries are written to inspire and are correct to the best of our knowledge when published. Check entry requirements, health advice and local conditions with official sources before you travel.",
        ],
      },
      {
        id: "suspension",
        heading: "Suspension",
        blocks: [
          "We may limit or stop access for anyone who breaks these terms or puts other users or the service at risk. Where it is reasonable, we will tell you why.",
        ],
      },
      {
        id: "law-and-contact",
        heading: "Governing law and contact",
        blocks: [
          `These terms are governed by the law of the country where ${product}'s operating company is registered, without removing any mandatory protection you have under the law of the country where you live. To report misuse or ask a question, please use our [contact page](/contacts).`,
        ],
      },
    ],
  };
}
