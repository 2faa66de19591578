const HOUR = 3_600_000;

/** A couple's deal request row, written straight to the table (for the console's read tests). */
export function requestRow(userId: number, createdAt: Date, index: number) {
  return {
    userId,
    occasion: "honeymoon" as const,
    destinations: ["Amalfi"],
    nights: 3,
    budget: "2500-5000" as const,
    travellers: 2,
    special: `Console request ${index}`,
    firstName: "Ada",
    lastName: "Lovelace",
    email: `couple${index}@console.example`,
    submission: {},
    respondBy: new Date(createdAt.getTime() + 48 * HOUR),
    createdAt,
    updatedAt: createdAt,
  };
}

/** A business's offer on a request, written straight to the table. */
export function offerRow(requestId: number, businessAccountId: number, userId: number, createdAt: Date, title = "A week by the sea") {
  return {
    requestId,
    businessAccountId,
    userId,
    status: "received" as const,
    title,
    priceCents: 250_000,
    included: "Breakfast",
    message: "Welcome",
    expiresAt: new Date(createdAt.getTime() + 14 * 24 * HOUR),
    createdAt,
    updatedAt: createdAt,
  };
}
