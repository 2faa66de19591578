/**
 * Wizard progress kept in the browser (docs/product.md §3 "Wizard progress", key storedUserData), so
 * a reload mid-wizard resumes where the person was; it resets at the final step.
 */
export const WIZARD_STORAGE_KEY = "storedUserData";

export type WizardProgress<Values> = {
  /** Which wizard wrote it: another wizard's progress is not resumed here. */
  wizard: "destination" | "advisor" | "hotel";
  /** 0 form, 1 claim or create / account type, 2 payment, 3 thank-you. */
  nextProgress: 0 | 1 | 2 | 3;
  values: Values;
  /** Claim or create, once chosen. */
  status?: "claim" | "create";
  /**
   * The Idempotency-Key of this sign-up's payment: a reload reuses the same payment, and two
   * sign-ups from one browser never share one.
   */
  paymentKey?: string;
};

export function readProgress<Values>(wizard: WizardProgress<Values>["wizard"]): WizardProgress<Values> | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(WIZARD_STORAGE_KEY) ?? "null") as WizardProgress<Values> | null;
    if (!parsed || parsed.wizard !== wizard || ![0, 1, 2, 3].includes(parsed.nextProgress) || typeof parsed.values !== "object") return null;
    return parsed;
  } catch {
    // Storage blocked or a value another version wrote: start afresh.
    return null;
  }
}

export function writeProgress<Values>(progress: WizardProgress<Values>): void {
  try {
    window.localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, it just cannot resume.
  }
}

export function clearProgress(): void {
  try {
    window.localStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
