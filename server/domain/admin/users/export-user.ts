import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { consoleSubject, HIDDEN_EMAIL_BODY, isSecretEmail } from "../../../../core/admin-emails";
import { ADMIN_USER_MESSAGES } from "../../../../core/admin-users";
import type { Database } from "../../../db/client";
import { outboundEmails, sessions, userIdentities, users } from "../../../db/schema/accounts";
import { businessAccounts } from "../../../db/schema/business";
import { listings } from "../../../db/schema/catalogue";
import { dealMessages, dealRequests, deals, notifications } from "../../../db/schema/deals";
import { favorites } from "../../../db/schema/favorites";
import { payments, subscriptions } from "../../../db/schema/payments";
import { pushSubscriptions } from "../../../db/schema/push";
import { reservations } from "../../../db/schema/reservations";
import type { Clock } from "../../../kernel/clock";
import { notFound } from "../../../kernel/errors";
import { requireAdminAction, type AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";

export type UserExport = Record<string, unknown> & { exportedAt: string; profile: Record<string, unknown> };

/**
 * Everything the account holds, as one JSON document (what an owner hands the person before the
 * account is deleted, or on their request): profile, sign-in providers and devices, favourites,
 * deal requests with their offers and threads, reservations, payments, subscriptions, business
 * accounts and the e-mails sent to them. Never the password hash, session tokens or codes. The
 * export itself is an audited admin action: it is personal data leaving the product.
 */
export async function exportUser(deps: { db: Database; clock: Clock }, actor: AdminActor, userId: number): Promise<UserExport> {
  requireAdminAction(actor, "users.delete");
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
  const email = user.email.toLowerCase();

  const [identityRows, sessionRows, favouriteRows, requestRows, dealRows, reservationRows, paymentRows, subscriptionRows, businessRows, notificationRows, pushRows, emailRows] =
    await Promise.all([
      db.select({ provider: userIdentities.provider, linkedAt: userIdentities.createdAt }).from(userIdentities).where(eq(userIdentities.userId, userId)),
      db
        .select({ device: sessions.deviceName, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      db
        .select({ listingId: favorites.listingId, title: listings.title, type: listings.type, savedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(listings, eq(listings.id, favorites.listingId))
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt)),
      db.select().from(dealRequests).where(eq(dealRequests.userId, userId)).orderBy(asc(dealRequests.id)),
      db.select().from(deals).where(eq(deals.userId, userId)).orderBy(asc(deals.id)),
      db
        .select()
        .from(reservations)
        .where(or(eq(reservations.userId, userId), sql`lower(${reservations.guestEmail}) = ${email}`))
        .orderBy(asc(reservations.id)),
      db
        .select()
        .from(payments)
        .where(or(eq(payments.userId, userId), sql`lower(${payments.email}) = ${email}`))
        .orderBy(asc(payments.id)),
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id)),
      db
        .select({ id: businessAccounts.id, kind: businessAccounts.kind, name: businessAccounts.name, email: businessAccounts.email, status: businessAccounts.status, createdAt: businessAccounts.createdAt })
        .from(businessAccounts)
        .where(eq(businessAccounts.userId, userId)),
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
      db.select({ createdAt: pushSubscriptions.createdAt, lastSentAt: pushSubscriptions.lastSentAt }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
      db
        .select({ id: outboundEmails.id, subject: outboundEmails.subject, template: outboundEmails.template, createdAt: outboundEmails.createdAt, sentAt: outboundEmails.sentAt, text: outboundEmails.text })
        .from(outboundEmails)
        .where(sql`lower(${outboundEmails.toAddress}) = ${email}`)
        .orderBy(asc(outboundEmails.id)),
    ]);
  const dealIds = dealRows.map((deal) => deal.id);
  const messageRows =
    dealIds.length === 0
      ? []
      : await db
          .select({ id: dealMessages.id, dealId: dealMessages.dealId, sender: dealMessages.sender, body: dealMessages.body, createdAt: dealMessages.createdAt })
          .from(dealMessages)
          .where(inArray(dealMessages.dealId, dealIds))
          .orderBy(asc(dealMessages.id));

  const document: UserExport = {
    exportedAt: deps.clock.now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      role: user.role,
      birthday: user.birthday,
      weddingDate: user.weddingDate,
      anniversaryDate: user.anniversaryDate,
      emailVerifiedAt: user.emailVerifiedAt,
      subscriptionSku: user.subscriptionSku,
      subscriptionExpiresAt: user.subscriptionExpiresAt,
      blockedAt: user.disabledAt,
      hasPassword: user.passwordHash !== null,
      avatar: user.avatarSizes,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    signInProviders: identityRows,
    devices: sessionRows,
    pushSubscriptions: pushRows,
    favourites: favouriteRows,
    dealRequests: requestRows.map(({ submission, ...request }) => ({ ...request, submittedAs: submission })),
    offers: dealRows.map((deal) => ({
      id: deal.id,
      requestId: deal.requestId,
      businessAccountId: deal.businessAccountId,
      listingId: deal.listingId,
      status: deal.status,
      title: deal.title,
      priceCents: deal.priceCents,
      currency: deal.currency,
      included: deal.included,
      perks: deal.perks,
      checkIn: deal.checkIn,
      checkOut: deal.checkOut,
      message: deal.message,
      expiresAt: deal.expiresAt,
      createdAt: deal.createdAt,
    })),
    messages: messageRows,
    notifications: notificationRows.map(({ id, type, dealId, readAt, createdAt }) => ({ id, type, dealId, readAt, createdAt })),
    reservations: reservationRows.map(({ tokenHash: _tokenHash, correlationId: _correlationId, ...reservation }) => reservation),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      purpose: payment.purpose,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      email: payment.email,
      couponName: payment.couponName,
      refundedAt: payment.refundedAt,
      createdAt: payment.createdAt,
    })),
    subscriptions: subscriptionRows.map((subscription) => ({
      id: subscription.id,
      provider: subscription.provider,
      status: subscription.status,
      priceId: subscription.priceId,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      createdAt: subscription.createdAt,
    })),
    businessAccounts: businessRows,
    // A code or private link of the past is no data of the person's, and still a key: left out.
    emails: emailRows.map((row) => (isSecretEmail(row.template) ? { ...row, subject: consoleSubject(row.template, row.subject), text: HIDDEN_EMAIL_BODY } : row)),
  };

  await recordAdminAction(deps, actor, {
    action: "users.delete",
    event: "user.export",
    target: { type: "user", id: userId },
    summary: `Exported the data of ${user.email}`,
    after: { email: user.email },
  });
  // Dates become ISO strings, as the file will hold them.
  return JSON.parse(JSON.stringify(document)) as UserExport;
}
