import type { z } from "zod";
import type { MediaStorage } from "../../../adapters/storage/media-storage";
import type { Database } from "../../../db/client";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { invalidateCatalogue } from "../../catalogue/invalidate-catalogue";

/** What the content section's writes need: the database, the clock, the catalogue cache to clear. */
export type ContentDeps = {
  db: Database;
  clock: Clock;
  /** Cleared after every change, with the page cache that depends on it (absent in most tests). */
  catalogueCache?: CatalogueCache | undefined;
};

/** Uploads also need the media store. */
export type ContentMediaDeps = ContentDeps & { storage: MediaStorage };

/**
 * After a change: this process's catalogue reads and cached pages are dropped at once, so the next
 * page shows the change (its head, its banner, the article). Listing rows also reach the other
 * processes by the search index's notification (their engines clear their caches).
 */
export function contentChanged(deps: Pick<ContentDeps, "catalogueCache">): void {
  invalidateCatalogue({ cache: deps.catalogueCache });
}

/**
 * An admin's input (an API body or a console form's fields) parsed by the operation's schema from
 * core/admin-content.ts: a refusal is a 422 naming each field, the first message as the form's.
 */
export function parseContentInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.length > 0 ? issue.path.join(".") : "_"] ??= []).push(issue.message);
  const first = Object.values(errors)[0]?.[0] ?? "Check the form.";
  throw new AppError("VALIDATION_FAILED", first, errors);
}

/** A page number from a query value: 1 unless it is a plain positive number. */
export function pageNumber(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "1";
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** Text for a LIKE pattern, its wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
