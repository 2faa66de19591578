import { DRAFT_STORAGE_KEY, parseDraft, serialiseDraft, type MarketplaceRequestValues } from "./marketplace-request-rules";

/** The form kept in this tab, if there is a usable one. */
export function readDraft(): MarketplaceRequestValues | null {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    // Storage switched off (a privacy setting): nothing was kept.
    return null;
  }
}

export function writeDraft(values: MarketplaceRequestValues): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, serialiseDraft(values));
  } catch {
    // Storage full or switched off: the form still works, only a reload would lose it.
  }
}

/** Forgets the form kept in this tab (the deal is paid). */
export function forgetDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing could have been kept.
  }
}
