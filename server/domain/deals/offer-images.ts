import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { MEDIA_SIZES, type MediaSize, type MediaSizes } from "../../../core/listing-types";
import { MAX_OFFER_IMAGES } from "../../../core/offer-rules";
import type { MediaStorage } from "../../adapters/storage/media-storage";
import { deals } from "../../db/schema/deals";
import { prepareUploadedImage } from "../accounts/set-avatar";
import { AppError } from "../../kernel/errors";
import { publishLiveEvent } from "../live/publish-live-event";
import { activeBusinessAccountOf } from "./business-account-of";
import { OFFER_NOT_FOUND } from "./change-offer";
import type { DealDeps } from "./deal-deps";
import { planDealAction } from "../../../core/deal-transitions";

export const OFFER_IMAGE_ASPECT = 4 / 3;
export const OFFER_IMAGE_MESSAGES = {
  tooMany: `An offer can have up to ${MAX_OFFER_IMAGES} pictures.`,
  noSuchImage: "This picture was not found.",
} as const;

type ImageDeps = DealDeps & { storage: MediaStorage };

/**
 * Adds a picture to the business's own open offer (decision 021): checked and re-encoded like an
 * avatar (4:3, WebP in four sizes, nothing of the upload but its pixels kept), stored under new
 * random names, then appended under the offer's row lock. Files of a refused picture are removed.
 */
export async function addOfferImage(deps: ImageDeps, { userId, dealId, upload }: { userId: number; dealId: number; upload: Buffer }): Promise<MediaSizes[]> {
  const account = await activeBusinessAccountOf(deps.db, userId);
  const prepared = await prepareUploadedImage(upload, OFFER_IMAGE_ASPECT);
  const name = randomBytes(16).toString("hex");
  const keys = Object.fromEntries(MEDIA_SIZES.map((size) => [size, `${name}-${size}.webp`])) as Record<MediaSize, string>;
  await Promise.all(MEDIA_SIZES.map((size) => deps.storage.put(keys[size], prepared.files[size], "image/webp")));
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [deal] = await tx
        .select()
        .from(deals)
        .where(and(eq(deals.id, dealId), eq(deals.businessAccountId, account.id)))
        .for("update");
      if (!deal) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
      const plan = planDealAction({ status: deal.status, pinned: false, archived: false, expired: deal.expiresAt.getTime() <= now.getTime() }, "edit");
      if (!plan.allowed) throw new AppError("CONFLICT", plan.message);
      if (deal.images.length >= MAX_OFFER_IMAGES) throw new AppError("CONFLICT", OFFER_IMAGE_MESSAGES.tooMany);
      const sizes = Object.fromEntries(MEDIA_SIZES.map((size) => [size, deps.storage.urlFor(keys[size])])) as MediaSizes;
      const images = [...deal.images, sizes];
      await tx.update(deals).set({ images, updatedAt: now }).where(eq(deals.id, deal.id));
      await publishLiveEvent(tx, { userId: deal.userId, event: { type: "deal-updated", data: { dealId: deal.id } } });
      return images;
    });
  } catch (error) {
    await deps.storage.remove(Object.values(keys));
    throw error;
  }
}

/** Takes a picture off the business's own open offer and deletes its files. */
export async function removeOfferImage(deps: ImageDeps, { userId, dealId, position }: { userId: number; dealId: number; position: number }): Promise<MediaSizes[]> {
  const account = await activeBusinessAccountOf(deps.db, userId);
  const { images, removed } = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [deal] = await tx
      .select()
      .from(deals)
      .where(and(eq(deals.id, dealId), eq(deals.businessAccountId, account.id)))
      .for("update");
    if (!deal) throw new AppError("NOT_FOUND", OFFER_NOT_FOUND);
    const plan = planDealAction({ status: deal.status, pinned: false, archived: false, expired: deal.expiresAt.getTime() <= now.getTime() }, "edit");
    if (!plan.allowed) throw new AppError("CONFLICT", plan.message);
    const target = deal.images[position];
    if (!target) throw new AppError("NOT_FOUND", OFFER_IMAGE_MESSAGES.noSuchImage);
    const kept = deal.images.filter((_, index) => index !== position);
    await tx.update(deals).set({ images: kept, updatedAt: now }).where(eq(deals.id, deal.id));
    await publishLiveEvent(tx, { userId: deal.userId, event: { type: "deal-updated", data: { dealId: deal.id } } });
    return { images: kept, removed: target };
  });
  await deps.storage.remove(
    Object.values(removed)
      .map((url) => deps.storage.keyFromUrl(url))
      .filter((key): key is string => key !== null),
  );
  return images;
}
