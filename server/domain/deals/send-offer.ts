import { and, eq } from "drizzle-orm";
import { checkOffer, type OfferInput } from "../../../core/deal-rules";
import { formatDollars } from "../../../core/money";
import { dealRequestMatches, dealRequests, deals, type DealRow } from "../../db/schema/deals";
import { AppError } from "../../kernel/errors";
import { queueEmail } from "../mail/queue-email";
import { activeBusinessAccountOf } from "./business-account-of";
import { longDay, type DealDeps } from "./deal-deps";
import { offerEmailLink } from "./offer-email-link";
import { acceptsOffers } from "../../../core/deal-transitions";
import { notifyCouple } from "./notify-couple";
import { brokenUniqueIndex } from "../unique-violation";

export const OFFER_ALREADY_SENT = "You already sent an offer on this request. Edit it instead.";
export const REQUEST_NOT_FOUND = "This request was not found.";
export const REQUEST_CLOSED = "This request is no longer taking offers.";

export function offerFieldErrors(input: OfferInput) {
  const checked = checkOffer(input);
  if (checked.ok) return checked.offer;
  const fieldErrors = Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, [message]]));
  throw new AppError("VALIDATION_FAILED", Object.values(checked.errors)[0] ?? "Check the offer", fieldErrors);
}

/**
 * A business answers a request matched to it (decision 021): one offer per business and
 * request; after the request's answer window it is a 'late response'. The couple gets a
 * notification, a live event and an e-mail, all with the offer in one transaction.
 */
export async function sendOffer(deps: DealDeps, { userId, requestId, input }: { userId: number; requestId: number; input: OfferInput }): Promise<DealRow> {
  const { db, clock, jobs, config, origin } = deps;
  const account = await activeBusinessAccountOf(db, userId);
  const offer = offerFieldErrors(input);
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const [found] = await tx
        .select({ request: dealRequests })
        .from(dealRequestMatches)
        .innerJoin(dealRequests, eq(dealRequests.id, dealRequestMatches.requestId))
        .where(and(eq(dealRequestMatches.requestId, requestId), eq(dealRequestMatches.businessAccountId, account.id)))
        .for("update", { of: dealRequests });
      if (!found) throw new AppError("NOT_FOUND", REQUEST_NOT_FOUND);
      const { request } = found;
      if (!acceptsOffers(request.status)) throw new AppError("CONFLICT", REQUEST_CLOSED);
      const isLate = now.getTime() > request.respondBy.getTime();
      const [deal] = await tx
        .insert(deals)
        .values({
          requestId,
          businessAccountId: account.id,
          userId: request.userId,
          listingId: account.listingId,
          status: isLate ? "late" : "received",
          title: offer.title,
          priceCents: offer.priceCents,
          included: offer.included,
          perks: offer.perks,
          checkIn: offer.checkIn,
          checkOut: offer.checkOut,
          message: offer.message,
          isLate,
          expiresAt: new Date(now.getTime() + offer.validDays * 86_400_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!deal) throw new Error("deal insert returned no row");
      await notifyCouple(tx, { type: "new_offer", deal, request, businessName: account.name, now, jobs });
      const offerUrl = await offerEmailLink(tx, deps, { dealId: deal.id, userId: deal.userId, requestEmail: request.email });
      await queueEmail({
        db: tx,
        jobs,
        clock,
        config,
        origin,
        to: request.email,
        template: {
          name: "new-offer",
          firstName: request.firstName,
          businessName: account.name,
          offerTitle: deal.title,
          price: formatDollars(deal.priceCents, { currency: deal.currency }),
          expiresOn: longDay(deal.expiresAt),
          isLate,
          offerUrl,
        },
      });
      return deal;
    });
  } catch (error) {
    if (brokenUniqueIndex(error) === "deals_request_business_unique") throw new AppError("CONFLICT", OFFER_ALREADY_SENT);
    throw error;
  }
}
