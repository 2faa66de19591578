import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../../core/contact-form";
import type { DatabaseHandle } from "../../db/client";
import { contactMessages } from "../../db/schema/content";
import { createTestDatabase } from "../../../tests/support/test-database";
import { fixedClock } from "../clock";
import { submitContactMessage } from "./submit-contact-message";

let database: DatabaseHandle;
const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const valid = {
  name: "  Ana Lima ",
  email: "ana@example.com",
  phone: "",
  subject: "Honeymoon in Japan",
  message: "Could an advisor call us about ryokan stays in October?",
};

describe("submitContactMessage", () => {
  it("stores a valid message, trimmed, with notified_at left for the e-mail job", async () => {
    const result = await submitContactMessage({ db: database.db, clock, fields: valid });
    expect(result.status).toBe("stored");
    if (result.status !== "stored") return;
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, result.id));
    expect(row).toMatchObject({
      name: "Ana Lima",
      email: "ana@example.com",
      phone: null,
      subject: "Honeymoon in Japan",
      notifiedAt: null,
      createdAt: clock.now(),
    });
  });

  it("refuses bad input with field messages and stores nothing", async () => {
    const before = await database.db.$count(contactMessages);
    const result = await submitContactMessage({
      db: database.db,
      clock,
      fields: { ...valid, email: "ana at example", message: "x".repeat(5001) },
    });
    expect(result).toMatchObject({
      status: "invalid",
      errors: { email: CONTACT_MESSAGES.emailInvalid, message: CONTACT_MESSAGES.messageTooLong },
      values: { email: "ana at example", name: "  Ana Lima " },
    });
    expect(await database.db.$count(contactMessages)).toBe(before);
  });

  it("drops a message whose honeypot is filled, without storing it", async () => {
    const before = await database.db.$count(contactMessages);
    const result = await submitContactMessage({ db: database.db, clock, fields: { ...valid, website: "https://spam.example" } });
    expect(result).toEqual({ status: "discarded" });
    expect(await database.db.$count(contactMessages)).toBe(before);
  });
});
