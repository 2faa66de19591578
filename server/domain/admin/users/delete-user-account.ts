import { and, eq, gte, inArray, or, sql } from "drizzle-orm";
import { ADMIN_USER_MESSAGES } from "../../../../core/admin-users";
import type { Database } from "../../../db/client";
import { oneTimeCodes, outboundEmails, users, type UserRow } from "../../../db/schema/accounts";
import { businessAccounts } from "../../../db/schema/business";
import { listings } from "../../../db/schema/catalogue";
import { contactMessages } from "../../../db/schema/content";
import { favorites } from "../../../db/schema/favorites";
import { payments, subscriptions } from "../../../db/schema/payments";
import { reservations } from "../../../db/schema/reservations";
import type { Clock } from "../../../kernel/clock";
import { AppError, notFound } from "../../../kernel/errors";
import { endAllSessions } from "../../accounts/sessions";
import { publishLiveEvent } from "../../live/publish-live-event";
import { requireAdminAction, type AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { auditedUser } from "./block-user";

export type DeletedAccount = { user: UserRow; anonymisedPayments: number; anonymisedReservations: number; favouritedListings: number[] };

/**
 * Deletes an account for good (owner only, decision in the issue 20 report): what is only the
 * person's goes (profile, sessions, identities, favourites, deal requests with their offers and
 * threads, notifications, push subscriptions, subscriptions, codes, the e-mails sent to them, their
 * contact messages); what the product must keep for its books stays without anything that names
 * them (payments keep purpose, amount and date; past reservations keep the hotel's stay and money,
 * not the guest). Refused while something still depends on the person: a business account, a
 * stay still to come, a VIP subscription that renews. `confirmEmail` must repeat the address.
 * The audit entry keeps the e-mail, so the deletion itself can be answered for.
 */
export async function deleteUserAccount(
  deps: { db: Database; clock: Clock },
  actor: AdminActor,
  { userId, confirmEmail }: { userId: number; confirmEmail: string },
): Promise<DeletedAccount> {
  requireAdminAction(actor, "users.delete");
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError("VALIDATION_FAILED", ADMIN_USER_MESSAGES.confirmMismatch, { confirm_email: [ADMIN_USER_MESSAGES.confirmMismatch] });
    }
    if (user.id === actor.userId) throw new AppError("FORBIDDEN", ADMIN_USER_MESSAGES.cannotDeleteSelf);
    if (user.role === "admin") throw new AppError("FORBIDDEN", ADMIN_USER_MESSAGES.cannotDeleteAdmin);
    const email = user.email.toLowerCase();
    const today = deps.clock.now().toISOString().slice(0, 10);

    const [business] = await tx.select({ id: businessAccounts.id }).from(businessAccounts).where(eq(businessAccounts.userId, userId)).limit(1);
    if (business || user.role === "business") throw new AppError("CONFLICT", ADMIN_USER_MESSAGES.hasBusiness);
    const ownStays = or(eq(reservations.userId, userId), sql`lower(${reservations.guestEmail}) = ${email}`);
    const [upcoming] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(ownStays, inArray(reservations.status, ["held", "confirmed"]), gte(reservations.checkOut, today)))
      .limit(1);
    if (upcoming) throw new AppError("CONFLICT", ADMIN_USER_MESSAGES.hasUpcomingStay);
    const [renewing] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "past_due"]), eq(subscriptions.cancelAtPeriodEnd, false)))
      .limit(1);
    if (renewing) throw new AppError("CONFLICT", ADMIN_USER_MESSAGES.hasRenewingSubscription);

    // Favourites go one by one in effect: each listing's like count drops with its row.
    const unliked = await tx.delete(favorites).where(eq(favorites.userId, userId)).returning({ listingId: favorites.listingId });
    const favouritedListings = unliked.map((row) => row.listingId);
    if (favouritedListings.length > 0) {
      await tx
        .update(listings)
        .set({ likesCount: sql`greatest(${listings.likesCount} - 1, 0)` })
        .where(inArray(listings.id, favouritedListings));
    }
    // Money records stay for the books, naming no one.
    const anonymisedPayments = await tx
      .update(payments)
      .set({ userId: null, email: null })
      .where(or(eq(payments.userId, userId), sql`lower(${payments.email}) = ${email}`))
      .returning({ id: payments.id });
    const anonymisedReservations = await tx
      .update(reservations)
      .set({ userId: null, guestEmail: null, leadGuest: null, roomGuests: [], specialRequests: null, updatedAt: deps.clock.now() })
      .where(ownStays)
      .returning({ id: reservations.id });
    await tx.delete(outboundEmails).where(sql`lower(${outboundEmails.toAddress}) = ${email}`);
    await tx.delete(oneTimeCodes).where(sql`lower(${oneTimeCodes.email}) = ${email}`);
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await endAllSessions({ db: tx }, userId);
    // The rest (sessions, identities, deal requests and their offers, notifications, push
    // subscriptions, subscriptions) cascades from the user row.
    await tx.delete(users).where(eq(users.id, userId));
    await publishLiveEvent(tx, { userId, event: { type: "signed-out", data: { reason: "deleted" } } });
    await recordAdminAction({ db: tx, clock: deps.clock }, actor, {
      action: "users.delete",
      event: "user.delete",
      target: { type: "user", id: userId },
      summary: `Deleted the account of ${user.email}`,
      before: {
        ...auditedUser(user),
        favourites: favouritedListings.length,
        anonymisedPayments: anonymisedPayments.length,
        anonymisedReservations: anonymisedReservations.length,
      },
      after: null,
    });
    return { user, anonymisedPayments: anonymisedPayments.length, anonymisedReservations: anonymisedReservations.length, favouritedListings };
  });
}
