import type { FaqGroup } from "./document-types";

/** /faq: the questions couples and businesses ask most, grouped by topic. */
export function faqGroups(product: string): FaqGroup[] {
  return [
    {
      id: "deal-requests",
      heading: "Deal requests",
      entries: [
        {
          id: "what-is-a-deal-request",
          question: "What is a deal request?",
          answer: [
            "A deal request is a short brief of the trip you have in mind: the occasion, your dates, where you would like to go, your budget and anything that would make it special. Hotels and Romance Travel Advisors who match it answer with offers made for you.",
            "Sending a request is free and you are never obliged to book. [Request a deal](/request-a-deal) to start.",
          ],
        },
        {
          id: "how-many-requests",
          question: "How many deal requests can I send?",
          answer: [
            "With the Free Pass you can send up to three deal requests. VIP Access removes the limit, so you can send as many as you like while you compare ideas.",
          ],
        },
        {
          id: "how-offers-arrive",
          question: "How do offers arrive?",
          answer: [
            "Offers arrive by e-mail, and you can also read them under My offers in your account, where new ones are marked with a badge. Each offer states its price, what is included, how long it is valid and how to book.",
          ],
        },
        {
          id: "how-long-for-offers",
          question: "How long does it take to receive offers?",
          answer: [
            "Most couples receive their first offers within two working days. Requests with flexible dates or several destinations often receive more offers, so give as much detail as you can.",
          ],
        },
      ],
    },
    {
      id: "plans",
      heading: "Free Pass and VIP Access",
      entries: [
        {
          id: "free-pass",
          question: "What does the Free Pass include?",
          answer: [
            "The Free Pass is free forever. It lets you browse every hotel, destination and itinerary, save favourites, see marketplace deals and send up to three deal requests.",
          ],
        },
        {
          id: "vip-access",
          question: "What do I get with VIP Access?",
          answer: [
            "VIP Access costs $99 a year. It gives unlimited deal requests plus VIP perks: a dedicated travel advisor, concierge service, advisor-curated hotel recommendations, personalised itinerary planning, exclusive perks and amenities, and hotel discounts. See the plans side by side on the [upgrade page](/upgrade).",
          ],
        },
        {
          id: "cancel-vip",
          question: "Can I cancel VIP Access?",
          answer: [
            "Yes. You can switch off renewal in your profile at any time and keep your perks until the end of the year you paid for. Our [Terms and Conditions](/terms-and-conditions) explain refunds.",
          ],
        },
      ],
    },
    {
      id: "booking",
      heading: "Booking your trip",
      entries: [
        {
          id: "how-to-book",
          question: "How do I book an offer?",
          answer: [
            "Each offer says how to book it: directly on our booking pages, with the hotel, or through your travel advisor. The price, taxes and cancellation conditions are always shown before you pay.",
          ],
        },
        {
          id: "first-booking-discount",
          question: "Is there a discount on my first booking?",
          answer: [
            `New members can save up to 10% on a first booking made through ${product}, on the offers that show the discount.`,
          ],
        },
        {
          id: "change-or-cancel",
          question: "How do I change or cancel a booking?",
          answer: [
            "Open the booking under Reservations in your account. Changes and cancellations follow the conditions of the hotel or advisor you booked with, which were shown when you paid. If you need help, [contact us](/contacts).",
          ],
        },
      ],
    },
    {
      id: "advisors",
      heading: "Romance Travel Advisors",
      entries: [
        {
          id: "what-advisors-do",
          question: "What does a Romance Travel Advisor do?",
          answer: [
            "Advisors are independent travel professionals who specialise in honeymoons, destination weddings, anniversaries and other trips for two. They listen to what you want, suggest hotels and experiences, handle the bookings and are there for you if plans change. [Meet our advisors](/ta) or read about [calling an expert](/call-an-expert).",
          ],
        },
        {
          id: "advisor-cost",
          question: "Does it cost extra to work with an advisor?",
          answer: [
            "Many advisors are paid by the hotels and suppliers they book, so their help costs you nothing extra. Some charge a planning fee for complex trips; they will always tell you before you commit.",
          ],
        },
      ],
    },
    {
      id: "businesses",
      heading: "For hotels, destinations and advisors",
      entries: [
        {
          id: "list-a-hotel",
          question: "How do I list my hotel?",
          answer: [
            "Sign up at [List your hotel](/create-hotel), create a new profile or claim an existing one, and choose your room tier. Annual fees run from $1,500 for up to 50 rooms to $3,000 for 201 to 300 rooms; larger properties and groups receive a quote. See the [Hotel Partner Terms](/hotel-terms).",
          ],
        },
        {
          id: "join-as-advisor",
          question: "How do I join as a travel advisor?",
          answer: [
            "Sign up at [Join as an advisor](/travel-advisor) and choose a Basic Profile at $199 a year or a Featured Profile at $675 a year, which adds leads, reviews, special offers and an article. See the [Travel Advisor Terms](/travel-advisor-terms).",
          ],
        },
        {
          id: "list-a-destination",
          question: "Can a tourism board list a destination?",
          answer: ["Yes. Tourism boards can create or claim their destination profile at [List your destination](/for-destinations)."],
        },
        {
          id: "review-time",
          question: "What happens after a business signs up?",
          answer: [
            "New accounts start in review while our admin team checks the details, and the dashboard is limited until then. You can follow the review at [Check status](/checkstatus) with the e-mail you signed up with.",
          ],
        },
      ],
    },
  ];
}
