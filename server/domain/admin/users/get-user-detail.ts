import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { consoleSubject, emailStateOf, type EmailState } from "../../../../core/admin-emails";
import { ADMIN_USER_MESSAGES } from "../../../../core/admin-users";
import type { Database } from "../../../db/client";
import { outboundEmails, sessions, userIdentities, users } from "../../../db/schema/accounts";
import { adminAuditLog } from "../../../db/schema/admin";
import { businessAccounts } from "../../../db/schema/business";
import { listings } from "../../../db/schema/catalogue";
import { dealRequests, deals } from "../../../db/schema/deals";
import { favorites } from "../../../db/schema/favorites";
import { payments, subscriptions } from "../../../db/schema/payments";
import { reservations } from "../../../db/schema/reservations";
import type { Clock } from "../../../kernel/clock";
import { notFound } from "../../../kernel/errors";

/** How many of each kind the detail page lists (newest first); the export holds everything. */
const SHOWN = 50;

export type AdminUserDetail = Awaited<ReturnType<typeof getUserDetail>>;

/** One account as the console's detail page shows it: who, what they hold, where they are signed in, what was sent and done. */
export async function getUserDetail({ db, clock }: { db: Database; clock: Clock }, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
  const now = clock.now();
  const [
    identities,
    favouriteRows,
    requestRows,
    subscriptionRows,
    reservationRows,
    paymentRows,
    sessionRows,
    emailRows,
    auditRows,
    businessRows,
    [favouriteTotal],
  ] = await Promise.all([
    db.select({ provider: userIdentities.provider, createdAt: userIdentities.createdAt }).from(userIdentities).where(eq(userIdentities.userId, userId)),
    db
      .select({ listingId: favorites.listingId, title: listings.title, type: listings.type, slug: listings.slug, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt))
      .limit(SHOWN),
    db
      .select({
        id: dealRequests.id,
        occasion: dealRequests.occasion,
        status: dealRequests.status,
        destinations: dealRequests.destinations,
        createdAt: dealRequests.createdAt,
        offers: sql<number>`(select count(*)::int from ${deals} where ${deals.requestId} = ${dealRequests.id})`,
      })
      .from(dealRequests)
      .where(eq(dealRequests.userId, userId))
      .orderBy(desc(dealRequests.createdAt))
      .limit(SHOWN),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)).limit(SHOWN),
    db
      .select({
        id: reservations.id,
        confirmationNumber: reservations.confirmationNumber,
        status: reservations.status,
        listingTitle: listings.title,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
        totalCents: reservations.totalCents,
        currency: reservations.currency,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .innerJoin(listings, eq(listings.id, reservations.listingId))
      .where(eq(reservations.userId, userId))
      .orderBy(desc(reservations.createdAt))
      .limit(SHOWN),
    db
      .select({ id: payments.id, purpose: payments.purpose, amountCents: payments.amountCents, currency: payments.currency, status: payments.status, createdAt: payments.createdAt })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(SHOWN),
    db
      .select({ id: sessions.id, deviceName: sessions.deviceName, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastUsedAt)),
    db
      .select({
        id: outboundEmails.id,
        subject: outboundEmails.subject,
        template: outboundEmails.template,
        createdAt: outboundEmails.createdAt,
        sentAt: outboundEmails.sentAt,
        lastError: outboundEmails.lastError,
        attempts: outboundEmails.attempts,
      })
      .from(outboundEmails)
      .where(sql`lower(${outboundEmails.toAddress}) = ${user.email.toLowerCase()}`)
      .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
      .limit(SHOWN),
    db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "user"), eq(adminAuditLog.targetId, String(userId))))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(SHOWN),
    db
      .select({ id: businessAccounts.id, name: businessAccounts.name, kind: businessAccounts.kind, status: businessAccounts.status })
      .from(businessAccounts)
      .where(eq(businessAccounts.userId, userId)),
    db.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId)),
  ]);

  const lastBlock = user.disabledAt ? auditRows.find((entry) => entry.event === "user.block") : undefined;
  const blockReason = typeof lastBlock?.after?.reason === "string" ? lastBlock.after.reason : null;

  return {
    profile: {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      role: user.role,
      adminRole: user.adminRole,
      hasPassword: user.passwordHash !== null,
      emailVerifiedAt: user.emailVerifiedAt,
      subscriptionSku: user.subscriptionSku,
      subscriptionExpiresAt: user.subscriptionExpiresAt,
      isVip: user.subscriptionSku !== null && user.subscriptionExpiresAt !== null && user.subscriptionExpiresAt > now,
      birthday: user.birthday,
      weddingDate: user.weddingDate,
      anniversaryDate: user.anniversaryDate,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      signInProviders: identities.map((identity) => identity.provider),
    },
    block: user.disabledAt ? { blockedAt: user.disabledAt, reason: blockReason, by: lastBlock?.actorEmail ?? null } : null,
    favourites: { total: favouriteTotal?.total ?? 0, items: favouriteRows },
    dealRequests: requestRows.map((row) => ({ ...row, offers: Number(row.offers) })),
    subscriptions: subscriptionRows.map((row) => ({
      id: row.id,
      provider: row.provider,
      status: row.status,
      priceId: row.priceId,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      createdAt: row.createdAt,
    })),
    reservations: reservationRows,
    payments: paymentRows,
    businessAccounts: businessRows,
    sessions: sessionRows,
    emails: emailRows.map((row) => ({ ...row, subject: consoleSubject(row.template, row.subject), state: emailStateOf(row) satisfies EmailState })),
    audit: auditRows.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      actorEmail: entry.actorEmail,
      actorRole: entry.actorRole,
      event: entry.event,
      summary: entry.summary,
    })),
  };
}
