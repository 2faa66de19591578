import { and, eq, sql } from "drizzle-orm";
import { refreshUnreadCounts } from "../domain/deals/unread-counts";
import type { Database } from "../db/client";
import { users } from "../db/schema/accounts";
import { businessAccounts } from "../db/schema/business";
import { dealMessages, dealRequestMatches, dealRequests, deals, notifications } from "../db/schema/deals";

const DAY = 86_400_000;

/**
 * The VIP demo member's marketplace loop, so /offer, /offer/{id}, the badge and the
 * notifications show real rows on a fresh demo (README "Demo accounts"): a honeymoon request for
 * Amalfi that reached the demo hotel, whose offer is waiting unread with a message. Added once,
 * when the member has no request yet; it writes rows only (no e-mail, no live event).
 */
export async function seedDemoDeals(db: Database, now: Date): Promise<void> {
  const [couple] = await db.select().from(users).where(sql`lower(${users.email}) = 'vip@amora.travel'`);
  const [hotel] = await db.select().from(businessAccounts).where(and(sql`lower(${businessAccounts.email}) = 'hotel@amora.travel'`, eq(businessAccounts.status, "active")));
  if (!couple || !hotel) return;
  const [existing] = await db.select({ id: dealRequests.id }).from(dealRequests).where(eq(dealRequests.userId, couple.id)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const askedAt = new Date(now.getTime() - DAY);
    const start = new Date(now.getTime() + 90 * DAY).toISOString().slice(0, 10);
    const end = new Date(now.getTime() + 97 * DAY).toISOString().slice(0, 10);
    const submission = {
      occasion: "honeymoon",
      destinations: ["Amalfi Coast"],
      start_date: start,
      end_date: end,
      budget: "5000-10000",
      travellers: 2,
      special: "Our honeymoon after a small wedding in Lisbon: sea views, slow breakfasts and one unforgettable dinner.",
      first_name: couple.firstname ?? "Julia",
      last_name: couple.lastname ?? "Bennett",
      email: couple.email,
    };
    const [request] = await tx
      .insert(dealRequests)
      .values({
        userId: couple.id,
        occasion: "honeymoon",
        destinations: ["Amalfi Coast"],
        startDate: start,
        endDate: end,
        nights: 7,
        budget: "5000-10000",
        travellers: 2,
        special: submission.special,
        firstName: submission.first_name,
        lastName: submission.last_name,
        email: couple.email,
        submission,
        respondBy: new Date(askedAt.getTime() + 3 * DAY),
        createdAt: askedAt,
        updatedAt: askedAt,
      })
      .returning();
    if (!request) return;
    await tx.insert(dealRequestMatches).values({ requestId: request.id, businessAccountId: hotel.id, reason: "Hotel in Amalfi", matchedAt: askedAt, seenAt: askedAt });
    const sentAt = new Date(now.getTime() - 6 * 3_600_000);
    const [deal] = await tx
      .insert(deals)
      .values({
        requestId: request.id,
        businessAccountId: hotel.id,
        userId: couple.id,
        listingId: hotel.listingId,
        status: "received",
        title: "Seven honeymoon nights in the Sea View Suite",
        priceCents: 486_000,
        included: "Seven nights in the Sea View Suite, breakfast on the terrace every morning and return transfers from Naples airport.",
        perks: ["Prosecco and flowers on arrival", "Candlelit dinner on the lemon terrace", "Private boat afternoon to Positano"],
        checkIn: start,
        checkOut: end,
        message: "Congratulations on your wedding! Our Sea View Suite faces the sunset; we would love to host your first week as a married couple.",
        expiresAt: new Date(now.getTime() + 6 * DAY),
        coupleHasNewMessage: true,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning();
    if (!deal) return;
    await tx.insert(dealMessages).values({
      dealId: deal.id,
      sender: "business",
      senderUserId: hotel.userId,
      body: "If your dates can move by a day or two, the suite with the private plunge pool is free from the 12th: ask and it is yours at the same price.",
      createdAt: new Date(sentAt.getTime() + 3_600_000),
    });
    const data = { deal_id: deal.id, occasion: "honeymoon", post_title: hotel.name, deal_created: sentAt.toISOString() };
    await tx.insert(notifications).values([
      { userId: couple.id, type: "new_offer", dealId: deal.id, data: { ...data, is_provided: true }, createdAt: sentAt },
      { userId: couple.id, type: "new_message", dealId: deal.id, data: { ...data, is_provided: false }, createdAt: new Date(sentAt.getTime() + 3_600_000) },
    ]);
    await refreshUnreadCounts(tx, couple.id);
  });
}
