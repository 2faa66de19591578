import type { ContractOutput } from "../../../core/contracts/contract";
import type { priceByRecommendation } from "../../../core/contracts/reservations";

/** The held stay as priceByRecommendation answered it. */
export type CheckoutHold = ContractOutput<typeof priceByRecommendation>;

/** What the couple typed in the guests' form. */
export type CheckoutValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roomGuests: { firstName: string; lastName: string }[];
  specialRequests: string;
  occasion: string;
};

/**
 * One checkout kept in this tab, by its offer's rate key: the hold (so a reload never takes a
 * second room), the form as typed (so a reload loses nothing), whether the payment was opened (a
 * reload then asks the server whether it went through), and the confirmation once booked.
 */
export type StoredCheckout = {
  hold: CheckoutHold;
  values: CheckoutValues | null;
  isPaymentOpened: boolean;
  confirmed: { confirmationNumber: string; next: string } | null;
};

const PREFIX = "amora:checkout:";

const keyOf = (rateKey: string) => `${PREFIX}${rateKey}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the checkout still works, without surviving a reload.
    return null;
  }
}

function isStoredCheckout(value: unknown): value is StoredCheckout {
  if (typeof value !== "object" || value === null) return false;
  const hold = (value as { hold?: unknown }).hold;
  return (
    typeof hold === "object" &&
    hold !== null &&
    typeof (hold as { booking_token?: unknown }).booking_token === "string" &&
    typeof (hold as { expires_at?: unknown }).expires_at === "string" &&
    typeof (hold as { reservation?: unknown }).reservation === "object"
  );
}

export function readCheckout(rateKey: string): StoredCheckout | null {
  const text = storage()?.getItem(keyOf(rateKey));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStoredCheckout(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCheckout(rateKey: string, checkout: StoredCheckout): void {
  try {
    storage()?.setItem(keyOf(rateKey), JSON.stringify(checkout));
  } catch {
    // A full storage: the page goes on without surviving a reload.
  }
}

/** Changes part of the stored checkout, when there is one. */
export function updateCheckout(rateKey: string, change: Partial<StoredCheckout>): void {
  const current = readCheckout(rateKey);
  if (current) writeCheckout(rateKey, { ...current, ...change });
}

/** Emptied form values, with the member's name and e-mail when signed in. */
export function initialValues(member: { firstName: string; lastName: string; email: string } | null, roomGuestCount: number): CheckoutValues {
  return {
    firstName: member?.firstName ?? "",
    lastName: member?.lastName ?? "",
    email: member?.email ?? "",
    phone: "",
    roomGuests: Array.from({ length: roomGuestCount }, () => ({ firstName: "", lastName: "" })),
    specialRequests: "",
    occasion: "",
  };
}
