import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./account-rules";
import { boundedPattern } from "./bounded-pattern-schema";
import { formatCount } from "./counts";

/**
 * The /contacts form (docs/product.md §2): one schema for the page's action and the server, so the
 * person sees the same message whichever side refuses the value. E-mail messages are docs/product.md
 * section 5 wording; the rest follow the same "Please enter ..." voice.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  subject: 150,
  message: 5000,
} as const;

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * A field people never see (hidden from sight and from assistive technology). Bots that fill
 * every input fill this one too; the server then drops the message without saying so.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

export const CONTACT_MESSAGES = {
  nameRequired: "Please Enter Your Name",
  nameTooLong: `Please keep your name under ${CONTACT_LIMITS.name} characters`,
  emailRequired: "Please Enter Your Email",
  emailInvalid: "Enter a Valid Email",
  phoneInvalid: "Enter a Valid Phone Number (digits, spaces, +, - and brackets only)",
  subjectRequired: "Please Enter a Subject",
  subjectTooLong: `Please keep the subject under ${CONTACT_LIMITS.subject} characters`,
  messageRequired: "Please Enter Your Message",
  messageTooShort: "Please tell us a little more (at least 10 characters)",
  messageTooLong: `Please keep your message under ${formatCount(CONTACT_LIMITS.message)} characters`,
} as const;

// Optional; when given: at least 5 digits (docs/product.md §9) among the usual phone punctuation.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

const trimmed = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());

export const contactFormSchema = z.object({
  name: trimmed.pipe(
    z.string().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  ),
  // docs/product.md's "standard pattern" (core/account-rules), read only once the length fits.
  email: trimmed.pipe(
    boundedPattern(
      { pattern: EMAIL_PATTERN, maxLength: CONTACT_LIMITS.email, message: CONTACT_MESSAGES.emailInvalid },
      z.string().min(1, CONTACT_MESSAGES.emailRequired),
    ),
  ),
  phone: trimmed.pipe(
    z
      .string()
      .max(CONTACT_LIMITS.phone, { message: CONTACT_MESSAGES.phoneInvalid, abort: true })
      .refine(
        (phone) => phone === "" || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= 5),
        CONTACT_MESSAGES.phoneInvalid,
      )
      .transform((phone) => (phone === "" ? null : phone)),
  ),
  subject: trimmed.pipe(
    z.string().min(1, CONTACT_MESSAGES.subjectRequired).max(CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  ),
  message: trimmed.pipe(
    z
      .string()
      .min(1, CONTACT_MESSAGES.messageRequired)
      .min(10, CONTACT_MESSAGES.messageTooShort)
      .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  ),
});

export type ContactMessageInput = z.infer<typeof contactFormSchema>;

/** What the person typed, as text, to put back in the form when it is refused. */
export type ContactFormValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactFormResult =
  | { ok: true; message: ContactMessageInput }
  | { ok: false; errors: ContactFieldErrors; values: ContactFormValues };

/** Validates submitted fields; on failure gives the first message per field and the typed values. */
export function parseContactForm(fields: Record<string, unknown>): ContactFormResult {
  const parsed = contactFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, values: typedValues(fields) };
}

function typedValues(fields: Record<string, unknown>): ContactFormValues {
  const values = {} as ContactFormValues;
  for (const field of CONTACT_FIELDS) {
    const value = fields[field];
    // An oversized value is cut, not echoed back whole: the page must stay small.
    values[field] = typeof value === "string" ? value.slice(0, CONTACT_LIMITS[field] + 100) : "";
  }
  return values;
}

function isContactField(value: unknown): value is ContactField {
  return typeof value === "string" && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** True when the hidden trap field holds anything: the sender is a bot. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[CONTACT_HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
