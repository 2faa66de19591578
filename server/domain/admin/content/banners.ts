import { asc, eq, sql } from "drizzle-orm";
import { bannerNameInput, bannerSlideInput, CONTENT_MESSAGES, type BannerSlideInput } from "../../../../core/admin-content";
import { DEFAULT_HERO_IMAGE } from "../../../../core/page-head";
import type { Transaction } from "../../../db/client";
import { cmsBanners, type CmsBannerDataItem, type CmsBannerMediaItem, type CmsBannerRow } from "../../../db/schema/content";
import { AppError } from "../../../kernel/errors";
import { brokenUniqueIndex } from "../../unique-violation";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { contentChanged, parseContentInput, type ContentDeps } from "./content-deps";

/**
 * CMS banners (docs/product.md §3 "CMS banner"): a named banner ("home", "travel advisors page")
 * is a list of slides, each a text item of `data` paired with the picture of `media` at the same
 * order (list-banner-slides.ts pairs them by position). The console edits slides, so the two lists
 * always stay the same length and in step: every slide has a picture (the default one when none
 * is chosen).
 */

export type BannerSlideView = {
  index: number;
  title: string;
  description: string;
  primaryLabel: string;
  primaryLink: string;
  secondaryLabel: string;
  secondaryLink: string;
  image: string;
};

export type BannerView = { id: number; name: string; slides: BannerSlideView[]; updatedAt: string };

function slidesOf(row: Pick<CmsBannerRow, "data" | "media">): BannerSlideView[] {
  const media = [...row.media].sort((first, second) => first.order - second.order);
  return row.data.map((item, index) => ({
    index,
    title: item.title,
    description: item.description,
    primaryLabel: item.isprimary ? item.primarylabel : "",
    primaryLink: item.isprimary ? item.primarylink : "",
    secondaryLabel: item.issecondary ? item.secondarylabel : "",
    secondaryLink: item.issecondary ? item.secondarylink : "",
    image: media[index]?.original_url ?? DEFAULT_HERO_IMAGE,
  }));
}

const toView = (row: CmsBannerRow): BannerView => ({ id: row.id, name: row.name, slides: slidesOf(row), updatedAt: row.updatedAt.toISOString() });

const audited = (row: CmsBannerRow | undefined) => (row ? auditState({ name: row.name, slides: slidesOf(row) }) : null);

function stored(slides: BannerSlideView[]): { data: CmsBannerDataItem[]; media: CmsBannerMediaItem[] } {
  return {
    data: slides.map((slide) => ({
      title: slide.title,
      description: slide.description,
      isprimary: slide.primaryLabel !== "" && slide.primaryLink !== "",
      primarylabel: slide.primaryLabel,
      primarylink: slide.primaryLink,
      issecondary: slide.secondaryLink !== "",
      secondarylabel: slide.secondaryLabel,
      secondarylink: slide.secondaryLink,
    })),
    media: slides.map((slide, order) => ({ order, original_url: slide.image })),
  };
}

const slideFrom = (input: BannerSlideInput, index: number): BannerSlideView => ({
  index,
  title: input.title,
  description: input.description,
  primaryLabel: input.primary_label,
  primaryLink: input.primary_link,
  secondaryLabel: input.secondary_label,
  secondaryLink: input.secondary_link,
  image: input.image ?? DEFAULT_HERO_IMAGE,
});

export async function listBanners(deps: Pick<ContentDeps, "db">): Promise<BannerView[]> {
  const rows = await deps.db.select().from(cmsBanners).orderBy(asc(cmsBanners.name));
  return rows.map(toView);
}

export async function getBanner(deps: Pick<ContentDeps, "db">, id: number): Promise<BannerView> {
  const [row] = await deps.db.select().from(cmsBanners).where(eq(cmsBanners.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchBanner);
  return toView(row);
}

export async function createBanner(deps: ContentDeps, admin: AdminActor, input: unknown): Promise<BannerView> {
  const { name } = parseContentInput(bannerNameInput, input);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: cmsBanners.id }).from(cmsBanners).where(sql`lower(${cmsBanners.name}) = lower(${name})`).limit(1);
      if (taken) throw new AppError("CONFLICT", CONTENT_MESSAGES.bannerTaken, { name: [CONTENT_MESSAGES.bannerTaken] });
      const [created] = await tx.insert(cmsBanners).values({ name, data: [], media: [], updatedAt: deps.clock.now() }).returning();
      if (!created) throw new Error("banner not written");
      await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
        action: "content.edit",
        event: "banner.create",
        target: { type: "cms_banner", id: created.id },
        summary: `Created the banner "${name}"`,
        before: null,
        after: audited(created),
      });
      return created;
    });
    contentChanged(deps);
    return toView(row);
  } catch (error) {
    if (brokenUniqueIndex(error) !== undefined) throw new AppError("CONFLICT", CONTENT_MESSAGES.bannerTaken, { name: [CONTENT_MESSAGES.bannerTaken] });
    throw error;
  }
}

/** Runs a change of a banner's slides under its row lock, audited with the slides before and after. */
async function changeSlides(
  deps: ContentDeps,
  admin: AdminActor,
  id: number,
  event: string,
  change: (slides: BannerSlideView[], row: CmsBannerRow) => { slides: BannerSlideView[]; summary: string },
): Promise<BannerView> {
  const row = await deps.db.transaction(async (tx: Transaction) => {
    const [before] = await tx.select().from(cmsBanners).where(eq(cmsBanners.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchBanner);
    const { slides, summary } = change(slidesOf(before), before);
    const [after] = await tx
      .update(cmsBanners)
      .set({ ...stored(slides), updatedAt: deps.clock.now() })
      .where(eq(cmsBanners.id, id))
      .returning();
    if (!after) throw new Error("banner not written");
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event,
      target: { type: "cms_banner", id },
      summary: `${before.name}: ${summary}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  contentChanged(deps);
  return toView(row);
}

function slideAt(slides: BannerSlideView[], index: number): BannerSlideView {
  const slide = Number.isSafeInteger(index) ? slides[index] : undefined;
  if (!slide) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchSlide);
  return slide;
}

/** Adds a slide at the end (`index` null) or replaces the slide at `index`. */
export async function saveBannerSlide(deps: ContentDeps, admin: AdminActor, { bannerId, index, input }: { bannerId: number; index: number | null; input: unknown }): Promise<BannerView> {
  const parsed = parseContentInput(bannerSlideInput, input);
  return changeSlides(deps, admin, bannerId, index === null ? "banner.slide_add" : "banner.slide_update", (slides) => {
    if (index === null) return { slides: [...slides, slideFrom(parsed, slides.length)], summary: `added the slide "${parsed.title}"` };
    slideAt(slides, index);
    return { slides: slides.map((slide) => (slide.index === index ? slideFrom(parsed, index) : slide)), summary: `changed slide ${index + 1} ("${parsed.title}")` };
  });
}

/** Moves a slide to `position` (0 first); past the last it goes last. */
export async function moveBannerSlide(deps: ContentDeps, admin: AdminActor, { bannerId, index, position }: { bannerId: number; index: number; position: number }): Promise<BannerView> {
  if (!Number.isSafeInteger(position) || position < 0) throw new AppError("VALIDATION_FAILED", "Choose a position from 1.", { position: ["Choose a position from 1."] });
  return changeSlides(deps, admin, bannerId, "banner.slide_move", (slides) => {
    const slide = slideAt(slides, index);
    const rest = slides.filter((other) => other.index !== index);
    const target = Math.min(position, rest.length);
    rest.splice(target, 0, slide);
    return { slides: rest.map((other, order) => ({ ...other, index: order })), summary: `moved "${slide.title}" to position ${target + 1}` };
  });
}

export async function removeBannerSlide(deps: ContentDeps, admin: AdminActor, { bannerId, index }: { bannerId: number; index: number }): Promise<BannerView> {
  return changeSlides(deps, admin, bannerId, "banner.slide_remove", (slides) => {
    const slide = slideAt(slides, index);
    return { slides: slides.filter((other) => other.index !== index).map((other, order) => ({ ...other, index: order })), summary: `removed the slide "${slide.title}"` };
  });
}

export async function deleteBanner(deps: ContentDeps, admin: AdminActor, id: number): Promise<BannerView> {
  const row = await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(cmsBanners).where(eq(cmsBanners.id, id)).returning();
    if (!removed) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchBanner);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: "banner.delete",
      target: { type: "cms_banner", id },
      summary: `Deleted the banner "${removed.name}"`,
      before: audited(removed),
      after: null,
    });
    return removed;
  });
  contentChanged(deps);
  return toView(row);
}
