import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every path of docs/product.md §2, in one readable place, in that section's order. Static segments win
 * over dynamic ones whatever the order, but `:slug` and the catch-all stay last for the reader.
 */
export default [
  index("routes/home.tsx"),
  route("hotel", "routes/hotels.tsx"),
  route("ta", "routes/advisors.tsx"),
  route("ta/:id", "routes/advisor.tsx"),
  route("collection", "routes/collections.tsx"),
  route("collection/:id", "routes/collection.tsx"),
  route("destinations", "routes/destinations.tsx"),
  route("destinations/:id", "routes/destination.tsx"),
  route("marketplace", "routes/marketplace.tsx"),
  route("marketplace-request", "routes/marketplace-request.tsx"),
  route("marketplace-thank-you", "routes/marketplace-thank-you.tsx"),
  route("marketplace-vendor/:id", "routes/marketplace-vendor.tsx"),
  route("itineraries", "routes/itineraries.tsx"),
  route("article", "routes/articles.tsx"),
  route("article/category/:name", "routes/article-category.tsx"),
  route("article/:id", "routes/article.tsx"),
  // Spelled so: the path is part of the public URL scheme the apps and links already use.
  route("occassions", "routes/occasions.tsx"),
  route("occassions/:occasion", "routes/occasion.tsx"),
  route("privacy-policy", "routes/legal-page.tsx", { id: "privacy-policy" }),
  route("terms-and-conditions", "routes/legal-page.tsx", { id: "terms-and-conditions" }),
  route("terms-of-use", "routes/legal-page.tsx", { id: "terms-of-use" }),
  route("call-an-expert", "routes/call-an-expert.tsx"),
  route("contacts", "routes/contacts.tsx"),
  // Not guarded (docs/product.md §2): visitors see a prompt to sign in, members their saved listings.
  route("favorite", "routes/favorite.tsx"),
  route("faq", "routes/faq.tsx"),
  route("header", "routes/header.tsx"),
  route("footer", "routes/footer.tsx"),
  route("search/:LocationId", "routes/search-location.tsx"),
  route("hotelroom/:HotelId", "routes/hotel-room.tsx"),
  route("hotelbooking/:hotelId", "routes/hotel-booking.tsx"),
  // A guest's booking by confirmation number and e-mail (the confirmation e-mail links here).
  route("booking/find", "routes/booking-find.tsx"),
  route("subscription-thankyou", "routes/subscription-thankyou.tsx"),
  route("upgrade", "routes/upgrade.tsx"),
  // The built-in test payment provider's extra confirmation step (Stripe's 3-D Secure page).
  route("payments/authorize", "routes/payments-authorize.tsx"),
  // The hosted invoice page an invoice e-mail links to, by its token (decision 039).
  route("invoices/:token", "routes/invoice.tsx"),
  route("travel-advisor-terms", "routes/legal-page.tsx", { id: "travel-advisor-terms" }),
  route("hotel-terms", "routes/legal-page.tsx", { id: "hotel-terms" }),
  route("checkstatus", "routes/checkstatus.tsx"),
  route("claims/verify", "routes/claims-verify.tsx"),
  // Business sign-up wizards (docs/product.md §2 "Signup routes").
  route("for-destinations", "routes/for-destinations.tsx"),
  route("travel-advisor", "routes/travel-advisor.tsx"),
  route("create-hotel", "routes/create-hotel.tsx"),
  // Where a business signs in (Go To Dashboard), and the admins' review of business accounts.
  route("dashboard", "routes/dashboard.tsx"),
  route("dashboard/leads/:id", "routes/dashboard-lead.tsx"),
  route("dashboard/rooms", "routes/dashboard-rooms.tsx"),
  route("dashboard/storefront", "routes/dashboard-storefront.tsx"),
  route("dashboard/photos", "routes/dashboard-photos.tsx"),
  route("dashboard/statistics", "routes/dashboard-statistics.tsx"),
  route("dashboard/statistics.csv", "routes/dashboard-statistics-csv.ts"),
  route("dashboard/plan", "routes/dashboard-plan.tsx"),
  route("dashboard/receipts", "routes/dashboard-receipts.tsx"),
  route("dashboard/posts", "routes/dashboard-posts.tsx"),
  route("dashboard/posts/:id", "routes/dashboard-post.tsx"),
  route("dashboard/receipts/:id", "routes/dashboard-receipt.tsx"),
  route("dashboard/reservations", "routes/dashboard-reservations.tsx"),
  route("dashboard/reservations/:id", "routes/dashboard-reservations-detail.tsx"),
  // The admin console (issue 20): a frame with the menu of the role's sections, each section a page.
  route("admin", "routes/admin-console.tsx", [
    route("business-accounts", "routes/admin-business-accounts.tsx"),
    route("business-accounts/:id", "routes/admin-business-account.tsx"),
    route("coupons", "routes/admin-coupons.tsx"),
    route("coupons/:couponId", "routes/admin-coupon.tsx"),
    route("users", "routes/admin-users.tsx"),
    route("users/:userId", "routes/admin-user.tsx"),
    route("users/:userId/export", "routes/admin-user-export.ts"),
    route("emails", "routes/admin-emails.tsx"),
    route("emails/:emailId", "routes/admin-email.tsx"),
    route("second-factor", "routes/admin-second-factor.tsx"),
    route("team", "routes/admin-team.tsx"),
  ]),
  // A member's own pages; the loaders send visitors away (app/require-member.server.ts).
  route("request-a-deal", "routes/request-a-deal.tsx"),
  route("request-deal-thank-you", "routes/request-deal-thank-you.tsx"),
  route("offer", "routes/offers-inbox.tsx"),
  route("offer/:id", "routes/offer-detail.tsx"),
  route("profile", "routes/profile.tsx"),
  route("reservations", "routes/reservations.tsx"),
  route("reservations/:id", "routes/reservation.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  // Hotels, brands, destinations, offers and itineraries live at the root: /{slug}.
  route(":slug", "routes/listing.tsx"),
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
