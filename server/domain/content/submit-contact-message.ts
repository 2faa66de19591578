import {
  type ContactFieldErrors,
  type ContactFormValues,
  isHoneypotFilled,
  parseContactForm,
} from "../../../core/contact-form";
import type { AppServices } from "../../app-context";
import type { Config } from "../../config";
import { contactMessages } from "../../db/schema/content";
import { hitRateLimit, type RateLimitRule } from "../accounts/rate-limit";
import { queueEmail } from "../mail/queue-email";

/** Messages a person may send from one client address: each one is stored and e-mailed. */
export const CONTACT_MESSAGE_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 600 };
export const CONTACT_RATE_LIMITED_MESSAGE = "You have sent several messages in a short time. Please wait a few minutes and try again.";

export type SubmitContactMessageOptions = Pick<AppServices, "db" | "clock" | "jobs"> & {
  config: Pick<Config, "productName" | "publicUrl" | "operatorEmail">;
  /** The request's origin, for links in the operator's e-mail when PUBLIC_URL is not set. */
  origin?: string;
  /** Who sent it (request.ip), for the per-address limit. */
  clientAddress: string;
  /** The submitted fields as they arrived (form fields or JSON), not yet checked. */
  fields: Record<string, unknown>;
};

export type SubmitContactMessageResult =
  | { status: "stored"; id: number }
  /** The honeypot was filled: nothing is stored, and the sender is told what a person would be. */
  | { status: "discarded" }
  | { status: "invalid"; errors: ContactFieldErrors; values: ContactFormValues };

/**
 * Keeps a message sent from /contacts in contact_messages and queues its copy to the operator
 * (OPERATOR_EMAIL) in the same transaction: both exist, or neither. The delivery job sets the
 * row's notified_at when the operator's copy has been handed to the mail server, so a row with
 * notified_at null is a message whose e-mail is still on its way (or retrying). Past
 * CONTACT_MESSAGE_RATE_LIMIT from one client address it throws RATE_LIMITED and stores nothing.
 */
export async function submitContactMessage({
  db,
  clock,
  jobs,
  config,
  origin,
  clientAddress,
  fields,
}: SubmitContactMessageOptions): Promise<SubmitContactMessageResult> {
  const parsed = parseContactForm(fields);
  // Checked after validation, so a bot that fills the trap but leaves fields empty still sees
  // the field messages a person would see, and learns nothing about the trap.
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values: parsed.values };
  // Counted for the trap too, so a bot is refused exactly as a person would be. A form refused
  // for its fields stores nothing and is not counted: fixing a typo never uses up the limit.
  await hitRateLimit({ db, clock }, `contact-message:${clientAddress}`, CONTACT_MESSAGE_RATE_LIMIT, CONTACT_RATE_LIMITED_MESSAGE);
  if (isHoneypotFilled(fields)) return { status: "discarded" };
  const { name, email, phone, subject, message } = parsed.message;
  const id = await db.transaction((tx) => storeContactMessage({ db: tx, clock, jobs, config, origin }, { name, email, phone, subject, message }));
  return { status: "stored", id };
}

export type ContactMessage = { name: string; email: string; phone: string | null; subject: string; message: string };

/**
 * Stores a message for the operator and queues its e-mail copy in `db` (a transaction of the
 * caller's): /contacts and the VIP members' premium requests both end here.
 */
export async function storeContactMessage(
  { db, clock, jobs, config, origin }: Omit<SubmitContactMessageOptions, "fields" | "clientAddress">,
  { name, email, phone, subject, message }: ContactMessage,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name, email, phone, subject, message, createdAt: clock.now(), notifiedAt: null })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  await queueEmail({
    db,
    jobs,
    clock,
    config,
    origin,
    to: config.operatorEmail,
    template: { name: "contact-message", sender: { name, email, phone }, subject, message },
    onSent: { contactMessageId: row.id },
  });
  return row.id;
}
