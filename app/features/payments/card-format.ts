/**
 * What the test provider's card form does to the text as it is typed, as Stripe's card field
 * does: digits grouped for reading, the expiry as "MM / YY", nothing but digits in the CVC.
 * Whether the card is valid is the provider's answer, never decided here.
 */

export const MAX_CARD_DIGITS = 19;
export const MAX_CVC_DIGITS = 4;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** American Express numbers (34, 37) read 4-6-5; every other card in fours. */
function groupSizes(digits: string): number[] {
  return /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/** "4242424242424242" -> "4242 4242 4242 4242", up to 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, MAX_CARD_DIGITS);
  const groups: string[] = [];
  let rest = digits;
  for (const size of groupSizes(digits)) {
    if (rest === "") break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest !== "") groups.push(rest);
  return groups.join(" ");
}

/**
 * "1234" -> "12 / 34". A first digit above 1 can only be a month on its own ("4" -> "04 / ").
 * Deleting back over the separator (the text then ends in a lone month) drops the separator, so
 * backspace is never stuck.
 */
export function formatExpiry(text: string, previous = ""): string {
  let digits = digitsOf(text).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  const isDeleting = text.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return isDeleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The month and year typed ("12 / 34" -> 12 and 34); zeros for what is missing, for the provider to refuse. */
export function parseExpiry(text: string): { month: number; year: number } {
  const [monthText = "", yearText = ""] = text.split("/").map((part) => digitsOf(part));
  const digits = digitsOf(text);
  // Typed without the separator ("1234"): the first two digits are the month.
  if (!text.includes("/") && digits.length > 2) return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2)) };
  return { month: Number(monthText || 0), year: Number(yearText || 0) };
}

export function formatCvc(text: string): string {
  return digitsOf(text).slice(0, MAX_CVC_DIGITS);
}
