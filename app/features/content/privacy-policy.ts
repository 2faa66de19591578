import type { LegalDocument } from "./document-types";

/** /privacy-policy. The footer's "Cookies" link opens its #cookies section. */
export function privacyPolicy(product: string): LegalDocument {
  return {
    path: "/privacy-policy",
    title: "Privacy Policy",
    summary: `How ${product} collects, uses, shares and protects personal data when you browse, request deals, book or list a business with us, and the choices you have.`,
    lastUpdated: "2026-05-04",
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        blocks: [
          `${product} ("we", "us") runs a marketplace where couples discover romantic hotels, destinations and Romance Travel Advisors, request personalised deals and receive offers by e-mail. This policy covers our website, our iOS and Android apps and the e-mails we send.`,
          `We are the controller of the personal data described here. When a hotel or travel advisor answers your deal request, they become a separate controller of the details you share with them, under their own privacy notice.`,
        ],
      },
      {
        id: "data-we-collect",
        heading: "What we collect",
        blocks: [
          "We collect only what we need to run the service:",
          {
            list: [
              "Account details: your name, e-mail address, password (stored only as a secure hash) or the sign-in you use through Apple, Google or Facebook, and an optional profile picture.",
              "Trip details you choose to share in a deal request: occasion, dates, destinations, budget, number of travellers and any notes, and optional dates such as a birthday, wedding date or anniversary so we can time offers.",
              "Activity on the service: favourites, offers you open, pin or archive, searches, and messages you send through a contact form.",
              "Business details for hotels, destinations and travel advisors: contact name, title, work e-mail, phone number, agency or property details and billing information.",
              "Payment details are entered directly with our card payment provider. We receive only a payment reference, the card brand, the last four digits and the result, never the full card number.",
              "Technical data: IP address, device and browser type, app version, language, pages viewed and a request reference used to investigate errors, and a push notification token if you allow notifications.",
            ],
          },
        ],
      },
      {
        id: "how-we-use-data",
        heading: "How we use your data and why",
        blocks: [
          {
            list: [
              "To provide the service you ask for (performance of a contract): creating your account, passing your deal request to matching hotels and advisors, sending you their offers by e-mail, managing bookings and subscriptions such as VIP Access.",
              "To keep the service safe (legitimate interests): detecting fraud, abuse and spam, limiting repeated attempts, and keeping logs that never contain passwords, one-time codes or card numbers.",
              "To improve the service (legitimate interests): understanding which pages and features help couples plan, using aggregated figures wherever possible.",
              "To send marketing you have agreed to (consent): newsletters and seasonal inspiration. Every marketing e-mail has an unsubscribe link, and you can withdraw consent at any time.",
              "To meet legal obligations: keeping invoices and tax records, and answering lawful requests from authorities.",
            ],
          },
          "We do not sell your personal data, and we do not make decisions about you that have legal or similarly significant effects by automated means alone.",
        ],
      },
      {
        id: "sharing",
        heading: "Who we share it with",
        blocks: [
          {
            list: [
              "Hotels, destinations and travel advisors, but only the details of a deal request you send, so they can prepare an offer. Your e-mail address is shared only when you ask to be contacted or accept an offer.",
              "Service providers who work for us under contract: hosting, e-mail delivery, card payments, push notifications, customer support and analytics. They may use the data only to provide their service to us.",
              "Professional advisers and authorities where the law requires it, or to protect the rights and safety of our users and our business.",
              "A buyer or successor if our business is reorganised or sold, who must keep honouring this policy.",
            ],
          },
        ],
      },
      {
        id: "cookies",
        heading: "Cookies and similar technologies",
        blocks: [
          "Cookies are small files a website stores in your browser. Our apps use the device's storage in the same way. We use:",
          {
            list: [
              "Strictly necessary cookies and storage: they keep you signed in, remember the progress of a sign-up or deal request form and protect forms against cross-site attacks. The service does not work without them, so they cannot be switched off.",
              "Preference storage: it remembers choices such as dismissed banners so we do not ask again.",
              "Analytics cookies, only with your consent: they tell us in aggregate which pages are used so we can improve them.",
            ],
          },
          "We do not use advertising cookies that follow you across other websites. You can delete or block cookies in your browser settings at any time; blocking strictly necessary cookies will sign you out and may stop forms from working.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep data",
        blocks: [
          "We keep account data while your account is open and delete or anonymise it within 90 days after you close it. Deal requests and offers are kept for two years so you can look back at them, then deleted. Messages sent through the contact form are kept for up to two years. Invoices and payment records are kept for as long as tax law requires, usually up to ten years. Security logs are kept for no longer than 90 days.",
        ],
      },
      {
        id: "international-transfers",
        heading: "International transfers",
        blocks: [
          "Hotels, advisors and some of our providers are located in other countries. When personal data leaves your country, we rely on adequacy decisions or standard contractual clauses and additional safeguards, and we share only what the recipient needs.",
        ],
      },
      {
        id: "security",
        heading: "Security",
        blocks: [
          "We protect data with encryption in transit, hashed passwords and one-time codes, short-lived sign-in tokens, access limited to staff who need it, and regular reviews. No system is perfectly secure; if a breach affects your data, we will tell you and the competent authority as the law requires.",
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          "Depending on where you live, you have the right to access your data, correct it, delete it, restrict or object to its use, receive a copy in a portable format and withdraw consent at any time. You can also complain to your local data protection authority.",
          "Most details can be changed in your profile. For anything else, [contact us](/contacts) with the subject \"Privacy request\". We answer within one month and may ask you to confirm your identity first.",
        ],
      },
      {
        id: "children",
        heading: "Children",
        blocks: [
          "The service is meant for adults planning their own travel. We do not knowingly collect data from anyone under 16. If you believe a child has given us personal data, please contact us and we will delete it.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: [
          "We update this policy when our service or the law changes. The date at the top shows the latest version. If a change matters to how we use your data, we will tell you by e-mail or in the app before it takes effect.",
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        blocks: [
          "Questions about privacy are welcome. Send them through our [contact page](/contacts) and a member of our team will reply.",
        ],
      },
    ],
  };
}
