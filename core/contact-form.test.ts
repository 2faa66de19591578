import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_MESSAGES, isHoneypotFilled, parseContactForm } from "./contact-form";

const valid = {
  name: "Ana Lima",
  email: "ana@example.com",
  phone: "+1 (555) 010-2030",
  subject: "Anniversary trip",
  message: "We would love ideas for a quiet anniversary in Portugal.",
};

describe("parseContactForm", () => {
  it("accepts a complete message and trims it", () => {
    const result = parseContactForm({ ...valid, name: "  Ana Lima  " });
    expect(result).toEqual({ ok: true, message: { ...valid, name: "Ana Lima" } });
  });

  it("treats an empty phone as none", () => {
    const result = parseContactForm({ ...valid, phone: "   " });
    expect(result.ok && result.message.phone).toBeNull();
  });

  it("says which fields are missing, in the product's wording for e-mail", () => {
    const result = parseContactForm({});
    expect(result).toEqual({
      ok: false,
      errors: {
        name: CONTACT_MESSAGES.nameRequired,
        email: "Please Enter Your Email",
        subject: CONTACT_MESSAGES.subjectRequired,
        message: CONTACT_MESSAGES.messageRequired,
      },
      values: { name: "", email: "", phone: "", subject: "", message: "" },
    });
  });

  it("refuses a malformed e-mail and phone, and keeps what was typed", () => {
    const result = parseContactForm({ ...valid, email: "ana@example", phone: "12-34" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ email: "Enter a Valid Email", phone: CONTACT_MESSAGES.phoneInvalid });
    expect(result.values.email).toBe("ana@example");
  });

  it("refuses an oversized message and echoes back only a bounded part of it", () => {
    const result = parseContactForm({ ...valid, message: "a".repeat(CONTACT_LIMITS.message + 1) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.message).toBe(CONTACT_MESSAGES.messageTooLong);
    expect(parseContactForm({ ...valid, message: "a".repeat(CONTACT_LIMITS.message) }).ok).toBe(true);
    const huge = parseContactForm({ ...valid, message: "a".repeat(1_000_000) });
    expect(!huge.ok && huge.values.message.length).toBeLessThan(CONTACT_LIMITS.message + 200);
  });

  it("ignores values that are not text", () => {
    const result = parseContactForm({ ...valid, name: ["Ana"], email: 42 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired });
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the hidden field holds text", () => {
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true);
  });
});
