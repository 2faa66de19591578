import { eq } from "drizzle-orm";
import {
  ADMIN_LISTING_MESSAGES,
  ADMIN_TEXT_FIELDS,
  checkAdminListingFields,
  LISTING_TYPE_LABELS,
  storefrontKindOfType,
  typeChangeError,
  type AdminListingErrors,
  type AdminListingFields,
} from "../../../../core/admin-listings";
import type { ListingType } from "../../../../core/listing-types";
import { summaryOf, type StorefrontInput } from "../../../../core/storefront-rules";
import type { Transaction } from "../../../db/client";
import { listings, type ListingRow, type NewListingRow } from "../../../db/schema/catalogue";
import { AppError } from "../../../kernel/errors";
import { insertGeneratedCover, isReservedSlug, uniqueListingSlug } from "../../catalogue/new-listing";
import { fullViewOf, type StorefrontView } from "../../storefront/storefront-listing";
import { storefrontChangesOf, storefrontSaved } from "../../storefront/update-storefront";
import { brokenUniqueIndex } from "../../unique-violation";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { changedColumns, listingAuditState, listingOwnerOf, listingRowOf, type AdminListingDeps } from "./admin-listing-view";

/** Refuses with the first field's message and every field's (as the API names them). */
function refuseIfInvalid(errors: AdminListingErrors): void {
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const wire: Record<string, string> = { isFeatured: "is_featured" };
  throw new AppError("VALIDATION_FAILED", entries[0]![1], Object.fromEntries(entries.map(([field, message]) => [wire[field] ?? field, [message]])));
}

const SLUG_INDEX = "listings_slug_unique";

/** A write that broke the slug's unique index is the slug's refusal (two admins choosing one slug at once). */
async function slugSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (brokenUniqueIndex(error) === SLUG_INDEX) throw new AppError("VALIDATION_FAILED", ADMIN_LISTING_MESSAGES.slugTaken, { slug: [ADMIN_LISTING_MESSAGES.slugTaken] });
    throw error;
  }
}

async function refuseTakenSlug(tx: Transaction, slug: string, listingId: number | null): Promise<void> {
  if (isReservedSlug(slug)) refuseIfInvalid({ slug: ADMIN_LISTING_MESSAGES.slugReserved });
  const [other] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.slug, slug)).limit(1);
  if (other && other.id !== listingId) refuseIfInvalid({ slug: ADMIN_LISTING_MESSAGES.slugTaken });
}

/** The columns of the fields sent, trimmed (empty heading and keywords stored as none). */
function columnsOf(fields: AdminListingFields): Partial<NewListingRow> {
  const columns: Partial<NewListingRow> = {};
  if (fields.title !== undefined) columns.title = fields.title.trim();
  if (fields.slug !== undefined) columns.slug = fields.slug.trim();
  if (fields.type !== undefined) columns.type = fields.type;
  if (fields.isFeatured !== undefined) columns.isFeatured = fields.isFeatured;
  if (fields.heading !== undefined) columns.heading = fields.heading.trim() || null;
  if (fields.keywords !== undefined) columns.keywords = fields.keywords.trim() || null;
  if (fields.body !== undefined) columns.body = fields.body.trim();
  // A summary left empty is the text's first sentences, as the storefront's is.
  if (fields.summary !== undefined) columns.description = fields.summary.trim() || summaryOf(fields.body ?? "");
  else if (fields.body !== undefined) columns.description = summaryOf(fields.body);
  return columns;
}

/** After a change: this process's catalogue reads cleared now, the other processes' and the search index by its notification. */
const listingChanged = storefrontSaved;

export type CreateAdminListingInput = AdminListingFields & { type: ListingType; title: string };

/**
 * Creates a listing of any kind, unpublished (not public until an admin publishes it), with the
 * slug given or one made from its title, and a picture drawn from its data until photos are added.
 */
export async function createAdminListing(deps: AdminListingDeps, admin: AdminActor, input: CreateAdminListingInput): Promise<ListingRow> {
  refuseIfInvalid(checkAdminListingFields(input));
  const now = deps.clock.now();
  const created = await slugSafe(() =>
    deps.db.transaction(async (tx) => {
      const slug = input.slug?.trim() ? input.slug.trim() : await uniqueListingSlug(tx, input.title.trim(), { suffix: input.type, fallback: input.type });
      await refuseTakenSlug(tx, slug, null);
      const [row] = await tx
        .insert(listings)
        .values({ ...columnsOf(input), type: input.type, title: input.title.trim(), slug, status: "in_active", publishedAt: now, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await insertGeneratedCover(tx, row, now);
      await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
        action: "listings.edit",
        event: "listing.create",
        target: { type: "listing", id: row.id },
        summary: `Created ${LISTING_TYPE_LABELS[row.type]} "${row.title}" (unpublished)`,
        before: null,
        after: listingAuditState(row),
      });
      return row;
    }),
  );
  await listingChanged(deps, created.id);
  return created;
}

/**
 * Changes the admin fields of any listing (title, slug, type, featured, heading, keywords; the
 * summary and text of kinds without a storefront). A listing a business owns keeps its kind.
 */
export async function updateAdminListing(deps: AdminListingDeps, admin: AdminActor, listingId: number, fields: AdminListingFields): Promise<ListingRow> {
  const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as AdminListingFields;
  if (Object.keys(sent).length === 0) throw new AppError("VALIDATION_FAILED", ADMIN_LISTING_MESSAGES.nothingToSave);
  refuseIfInvalid(checkAdminListingFields(sent));
  const saved = await slugSafe(() =>
    deps.db.transaction(async (tx) => {
      const before = await listingRowOf(tx, listingId, { lock: true });
      const type = sent.type ?? before.type;
      if (storefrontKindOfType(type) !== null) {
        const foreign = ADMIN_TEXT_FIELDS.filter((field) => sent[field] !== undefined);
        if (foreign.length > 0) refuseIfInvalid(Object.fromEntries(foreign.map((field) => [field, ADMIN_LISTING_MESSAGES.notForKind])));
      }
      if (sent.type !== undefined && sent.type !== before.type) {
        const owner = await listingOwnerOf(tx, listingId);
        const problem = typeChangeError(sent.type, owner?.kind ?? null);
        if (problem) refuseIfInvalid({ type: problem });
      }
      if (sent.slug !== undefined && sent.slug.trim() !== before.slug) await refuseTakenSlug(tx, sent.slug.trim(), listingId);
      const [after] = await tx
        .update(listings)
        .set({ ...columnsOf(sent), updatedAt: deps.clock.now() })
        .where(eq(listings.id, listingId))
        .returning();
      if (!after) throw new AppError("NOT_FOUND", ADMIN_LISTING_MESSAGES.notFound);
      const change = changedColumns(before, after);
      await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
        action: "listings.edit",
        event: "listing.update",
        target: { type: "listing", id: listingId },
        summary: `Edited "${after.title}": ${Object.keys(change.after ?? {}).join(", ") || "nothing changed"}`,
        ...change,
      });
      return after;
    }),
  );
  await listingChanged(deps, listingId);
  return saved;
}

/**
 * Publishes a listing (its page, cards, search and sitemap show it) or unpublishes it (its page
 * answers 404 and it leaves search, lists and the sitemap at once, in every process).
 */
export async function setListingPublished(deps: AdminListingDeps, admin: AdminActor, listingId: number, isPublished: boolean): Promise<ListingRow> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await listingRowOf(tx, listingId, { lock: true });
    if ((before.status === "active") === isPublished) throw new AppError("CONFLICT", isPublished ? ADMIN_LISTING_MESSAGES.alreadyPublished : ADMIN_LISTING_MESSAGES.alreadyUnpublished);
    const now = deps.clock.now();
    const [after] = await tx
      .update(listings)
      .set({ status: isPublished ? "active" : "in_active", updatedAt: now, ...(isPublished ? { publishedAt: now } : {}) })
      .where(eq(listings.id, listingId))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", ADMIN_LISTING_MESSAGES.notFound);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "listings.edit",
      event: isPublished ? "listing.publish" : "listing.unpublish",
      target: { type: "listing", id: listingId },
      summary: `${isPublished ? "Published" : "Unpublished"} "${after.title}"`,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
  await listingChanged(deps, listingId);
  return saved;
}

/**
 * Saves a hotel's, an advisor's or a destination's page fields with the storefront's own rules
 * (core/storefront-rules.ts), as its business would, whoever owns it. Other kinds have no storefront (404).
 */
export async function saveListingStorefront(deps: AdminListingDeps, admin: AdminActor, listingId: number, input: StorefrontInput): Promise<StorefrontView> {
  const read = await listingRowOf(deps.db, listingId);
  const kind = storefrontKindOfType(read.type);
  if (!kind) throw new AppError("NOT_FOUND", ADMIN_LISTING_MESSAGES.noStorefront);
  // Checked outside the transaction (the rules read the catalogue), then written only if the
  // listing is still as read: a change made meanwhile is never overwritten.
  const changes = await storefrontChangesOf(deps, { kind, listing: read, input });
  const after = await deps.db.transaction(async (tx) => {
    const before = await listingRowOf(tx, listingId, { lock: true });
    if (before.updatedAt.getTime() !== read.updatedAt.getTime() || before.type !== read.type) throw new AppError("CONFLICT", ADMIN_LISTING_MESSAGES.changedMeanwhile);
    const [saved] = await tx
      .update(listings)
      .set({ ...changes, updatedAt: deps.clock.now() })
      .where(eq(listings.id, listingId))
      .returning();
    if (!saved) throw new AppError("NOT_FOUND", ADMIN_LISTING_MESSAGES.notFound);
    const change = changedColumns(before, saved);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "listings.edit",
      event: "listing.page_update",
      target: { type: "listing", id: listingId },
      summary: `Edited the page of "${saved.title}": ${Object.keys(change.after ?? {}).join(", ") || "nothing changed"}`,
      ...change,
    });
    return saved;
  });
  await listingChanged(deps, listingId);
  return fullViewOf(deps.db, kind, after);
}
