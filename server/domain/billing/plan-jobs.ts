import { and, eq, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { formatPlanDay } from "../../../core/business-plan";
import { daysLeftOf, reminderDueOf, DAY_MS } from "../../../core/plan-term";
import type { Database } from "../../db/client";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import type { EmailTemplate } from "../mail/email-templates";
import { queueEmail } from "../mail/queue-email";
import { dashboardUrl } from "../signup/signup-deps";
import { autoRenewsOf, planViewOf, stateOf, termOf, type PlanDeps } from "./business-plan";

type JobDeps = Pick<PlanDeps, "db" | "clock" | "jobs" | "config" | "catalogueCache" | "origin">;

/** A term's end as stored, or a year from its payment for a plan paid before terms were stored. */
export const termEnd: SQL<Date | null> = sql`coalesce(${businessAccounts.termEndsAt}, ${businessAccounts.paidAt} + interval '12 months')`;

function planUrl(deps: JobDeps): string {
  return `${dashboardUrl(deps)}/plan`;
}

/** The plan's words without its term ("Spotlight hotel, 101-200 rooms, $2,500 a year"). */
async function planWordsOf(db: Database, account: BusinessAccountRow, now: Date): Promise<string> {
  const view = await planViewOf(db, account, now);
  return view.words.split(", ").filter((part) => !/^(renews|ends|ended) /.test(part)).join(", ");
}

type PlanEmailStep = Omit<Extract<EmailTemplate, { name: "business-plan" }>, "name" | "businessName" | "planWords" | "planUrl" | "endsOn"> & { termEndsAt: string };

/**
 * Queues one of the plan's e-mails (decision 038) to the account, in the caller's transaction: the
 * plan in words without its term, its end day and the link to the plan page filled in.
 */
export async function queuePlanEmail(tx: Database, deps: JobDeps, account: BusinessAccountRow, { termEndsAt, ...step }: PlanEmailStep): Promise<void> {
  await queueEmail({
    db: tx,
    jobs: deps.jobs,
    clock: deps.clock,
    config: deps.config,
    ...(deps.origin ? { origin: deps.origin } : {}),
    to: account.email,
    template: {
      name: "business-plan",
      ...step,
      businessName: account.name,
      planWords: await planWordsOf(tx, account, deps.clock.now()),
      endsOn: formatPlanDay(termEndsAt),
      planUrl: planUrl(deps),
    },
  });
}

/**
 * Daily: e-mails each paid plan 30 and 7 days before its term ends, each reminder once per term
 * (the term end it was sent for is written in the same transaction as the e-mail, under the row's
 * lock: a rerun, or another process, sends nothing twice). A plan cancelled at its end gets no
 * reminder to renew: only, at 7 days, the notice that it ends as asked. Answers how many were sent.
 */
export async function sendPlanReminders(deps: JobDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const candidates = await db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(and(isNotNull(businessAccounts.paidAt), isNull(businessAccounts.planExpiredAt), sql`${termEnd} > ${now}`, sql`${termEnd} <= ${new Date(now.getTime() + 30 * DAY_MS)}`));
  let sent = 0;
  for (const { id } of candidates) {
    const didSend = await db.transaction(async (tx) => {
      const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, id)).for("update");
      const term = account ? termOf(account) : null;
      if (!account || !term) return false;
      const due = reminderDueOf(term.endsAt, now);
      if (due === null || (due === 30 && account.cancelAtTermEnd)) return false;
      const endsAt = new Date(term.endsAt);
      const sentFor = due === 30 ? account.reminder30SentFor : account.reminder7SentFor;
      if (sentFor !== null && sentFor.getTime() === endsAt.getTime()) return false;
      await tx
        .update(businessAccounts)
        .set(due === 30 ? { reminder30SentFor: endsAt } : { reminder7SentFor: endsAt })
        .where(eq(businessAccounts.id, id));
      await queuePlanEmail(tx, deps, account, {
        step: account.cancelAtTermEnd ? "ending" : "reminder",
        autoRenewLast4: autoRenewsOf(account) ? (account.savedCard?.last4 ?? null) : null,
        termEndsAt: term.endsAt,
        daysLeft: daysLeftOf(term.endsAt, now),
      });
      return true;
    });
    if (didSend) sent += 1;
  }
  return sent;
}

/**
 * Daily: a plan whose term has ended returns its listing to the limited state (decision 038), never
 * deleting it: a Spotlight hotel becomes a basic listing (SPEC: "basic", no label) and a profile the
 * business created leaves the public pages, as before it was paid and activated; the featured mark
 * goes; it gets no more couples' requests. What changed is kept to give back on renewal. The
 * business is told once. Answers how many plans expired.
 */
export async function expirePlans(deps: JobDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const candidates = await db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(and(isNotNull(businessAccounts.paidAt), isNull(businessAccounts.planExpiredAt), lte(termEnd, now)));
  let expired = 0;
  for (const { id } of candidates) {
    const didExpire = await db.transaction(async (tx) => {
      const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, id)).for("update");
      const term = account ? termOf(account) : null;
      if (!account || !term || account.planExpiredAt !== null || stateOf(account, now) !== "expired") return false;
      let lapsed: BusinessAccountRow["lapsedListing"] = null;
      if (account.listingId !== null) {
        const [listing] = await tx.select().from(listings).where(eq(listings.id, account.listingId)).for("update");
        if (listing) {
          lapsed = { type: listing.type, status: listing.status, isFeatured: listing.isFeatured };
          const isOwnProfile = account.mode === "create";
          await tx
            .update(listings)
            .set({
              type: account.kind === "hotel" && listing.type === "property" ? "basic" : listing.type,
              isFeatured: false,
              ...(account.kind !== "hotel" && isOwnProfile && listing.status === "active" ? { status: "in_active" as const } : {}),
              updatedAt: now,
            })
            .where(eq(listings.id, listing.id));
        }
      }
      await tx.update(businessAccounts).set({ planExpiredAt: now, lapsedListing: lapsed, updatedAt: now }).where(eq(businessAccounts.id, id));
      await queuePlanEmail(tx, deps, account, { step: "expired", termEndsAt: term.endsAt, daysLeft: 0 });
      return true;
    });
    if (didExpire) expired += 1;
  }
  if (expired > 0) invalidateCatalogue({ cache: deps.catalogueCache });
  return expired;
}
