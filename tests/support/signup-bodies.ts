/**
 * Sign-up bodies as the wizards send them (docs/product.md §7 "Business sign-up"): a hotel, a
 * travel advisor and a destination, each for the given e-mail, with any field overridden.
 */
export function hotelSignupBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    type: "property",
    status: "create",
    email,
    name: "Chiara Bianchi",
    title: "Casa Limone",
    address: "Positano, Italy",
    no_of_rooms: "Up to 50",
    rating: "5",
    website: "casalimone.example",
    user_type: "free",
    is_invoice: false,
    ...extra,
  };
}

export function advisorSignupBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    type: "advisor",
    status: "createadvisor",
    email,
    name: "Isabel Marin",
    firstname: "Isabel",
    lastname: "Marin",
    title: "Marin Love Journeys",
    phone: "34911222333",
    user_type: "basic",
    is_invoice: false,
    ...extra,
  };
}

export function destinationSignupBody(email: string, name = "Kyoto") {
  return { name, firstName: "Aiko", lastName: "Sato", title: "Director of Tourism", email, number: "81312345678" };
}
