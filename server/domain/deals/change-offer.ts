import { and, eq } from "drizzle-orm";
import type { OfferInput } from "../../../core/deal-rules";
import { deals, type DealRow } from "../../db/schema/deals";
import { AppError } from "../../kernel/errors";
import { publishLiveEvent } from "../live/publish-live-event";
import { activeBusinessAccountOf } from "./business-account-of";
import type { Transaction } from "../../db/client";
import type { DealDeps } from "./deal-deps";
import { planDealAction, type BusinessDealAction } from "../../../core/deal-transitions";
import { offerFieldErrors } from "./send-offer";
import { refreshUnreadCounts } from "./unread-counts";

export const OFFER_NOT_FOUND = "This offer was not found.";

async function lockOwnDeal(tx: Transaction, businessAccountId: number, dealId: number): Promise<DealRow> {
  const [deal] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.businessAccountId, businessAccountId)))
    .for("update");
  if (!deal) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
  return deal;
}

function planFor(deal: DealRow, action: BusinessDealAction, now: Date) {
  const plan = planDealAction(
    { status: deal.status, pinned: deal.pinnedAt !== null, archived: deal.archivedAt !== null, expired: deal.expiresAt.getTime() <= now.getTime() },
    action,
  );
  if (!plan.allowed) throw new AppError("CONFLICT", plan.message);
  return plan;
}

/** The business edits its open offer before it expires; its validity counts again from now. */
export async function editOffer(deps: DealDeps, { userId, dealId, input }: { userId: number; dealId: number; input: OfferInput }): Promise<DealRow> {
  const account = await activeBusinessAccountOf(deps.db, userId);
  const offer = offerFieldErrors(input);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const deal = await lockOwnDeal(tx, account.id, dealId);
    planFor(deal, "edit", now);
    const [updated] = await tx
      .update(deals)
      .set({
        title: offer.title,
        priceCents: offer.priceCents,
        included: offer.included,
        perks: offer.perks,
        checkIn: offer.checkIn,
        checkOut: offer.checkOut,
        message: offer.message,
        expiresAt: new Date(now.getTime() + offer.validDays * 86_400_000),
        updatedAt: now,
      })
      .where(eq(deals.id, deal.id))
      .returning();
    await publishLiveEvent(tx, { userId: deal.userId, event: { type: "deal-updated", data: { dealId: deal.id } } });
    return updated!;
  });
}

/** The business takes its open offer back; the couple's inbox shows it withdrawn. */
export async function withdrawOffer(deps: DealDeps, { userId, dealId }: { userId: number; dealId: number }): Promise<DealRow> {
  const account = await activeBusinessAccountOf(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const deal = await lockOwnDeal(tx, account.id, dealId);
    const plan = planFor(deal, "withdraw", now);
    const [updated] = await tx.update(deals).set({ status: plan.status, statusChangedAt: now, updatedAt: now }).where(eq(deals.id, deal.id)).returning();
    await refreshUnreadCounts(tx, deal.userId);
    await publishLiveEvent(tx, { userId: deal.userId, event: { type: "deal-updated", data: { dealId: deal.id } } });
    return updated!;
  });
}
