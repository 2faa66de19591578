import {
  type ContactFieldErrors,
  type ContactFormValues,
  isHoneypotFilled,
  parseContactForm,
} from "../../../core/contact-form";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema/content";
import type { Clock } from "../clock";

export type SubmitContactMessageOptions = {
  db: Database;
  clock: Clock;
  /** The submitted fields as they arrived (form fields or JSON), not yet checked. */
  fields: Record<string, unknown>;
};

export type SubmitContactMessageResult =
  | { status: "stored"; id: number }
  /** The honeypot was filled: nothing is stored, and the sender is told what a person would be. */
  | { status: "discarded" }
  | { status: "invalid"; errors: ContactFieldErrors; values: ContactFormValues };

/**
 * Keeps a message sent from /contacts in contact_messages.
 *
 * The operator is not e-mailed here: e-mail arrives with the accounts issue (decision 006, the
 * job queue comes with the first sender). Rows are stored with notified_at null, and that
 * e-mail job is meant to pick up every row whose notified_at is null, send the operator's copy
 * and set notified_at. Nothing pretends to send in the meantime.
 */
export async function submitContactMessage({
  db,
  clock,
  fields,
}: SubmitContactMessageOptions): Promise<SubmitContactMessageResult> {
  const parsed = parseContactForm(fields);
  // Checked after validation, so a bot that fills the trap but leaves fields empty still sees
  // the field messages a person would see, and learns nothing about the trap.
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values: parsed.values };
  if (isHoneypotFilled(fields)) return { status: "discarded" };
  const { name, email, phone, subject, message } = parsed.message;
  const [row] = await db
    .insert(contactMessages)
    .values({ name, email, phone, subject, message, createdAt: clock.now(), notifiedAt: null })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  return { status: "stored", id: row.id };
}
