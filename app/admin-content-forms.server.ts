import type { AppLoadContext } from "react-router";
import { mediaStorageFor } from "../server/adapters/storage/media-storage-for";
import type { AdminActor } from "../server/domain/admin/admin-actor";
import { uploadContentImage } from "../server/domain/admin/content/content-images";
import type { MediaStorage } from "../server/adapters/storage/media-storage";

/** A form field as text ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A positive whole number from a form field or route parameter, or 0 (no record has it). */
export function idOf(value: unknown): number {
  const text = typeof value === "string" ? value : "";
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : 0;
}

export function storageFor(context: AppLoadContext): { storage: MediaStorage } {
  return { storage: mediaStorageFor(context.services.config) };
}

/**
 * The picture a form gives: a chosen file is uploaded first (checked and re-encoded, audited) and
 * its address used; otherwise the typed address (checked by the operation's rules).
 */
export async function pictureFrom(context: AppLoadContext, admin: AdminActor, form: FormData, name: string): Promise<string> {
  const file = form.get(`${name}_file`);
  if (file && typeof file !== "string" && file.size > 0) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const uploaded = await uploadContentImage({ ...context.services, ...storageFor(context) }, admin, bytes);
    return uploaded.url;
  }
  return field(form, name);
}
