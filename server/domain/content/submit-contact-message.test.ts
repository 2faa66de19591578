import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../../core/contact-form";
import type { MailMessage, MailTransport } from "../../adapters/mail/mail-transport";
import { loadConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { outboundEmails } from "../../db/schema/accounts";
import { contactMessages } from "../../db/schema/content";
import { deliverEmail } from "../../jobs/deliver-email";
import { createJobQueue, type JobQueue } from "../../jobs/job-queue";
import { createTestDatabase } from "../../../tests/support/test-database";
import { emailJobsFor } from "../../../tests/support/queued-jobs";
import { fixedClock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { CONTACT_MESSAGE_RATE_LIMIT, submitContactMessage, type SubmitContactMessageOptions } from "./submit-contact-message";

let database: DatabaseHandle;
let jobs: JobQueue;
const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
const config = loadConfig({
  NODE_ENV: "test",
  OPERATOR_EMAIL: "desk@amora.example",
  PUBLIC_URL: "https://amora.example",
});

beforeAll(async () => {
  database = await createTestDatabase();
  // Jobs are queued, never worked here: the test hands the e-mail to deliverEmail itself.
  jobs = createJobQueue({ database });
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

function submit(fields: Record<string, unknown>, overrides: Partial<SubmitContactMessageOptions> = {}) {
  return submitContactMessage({ db: database.db, clock, jobs, config, clientAddress: "192.0.2.1", fields, ...overrides });
}

async function counts() {
  return { messages: await database.db.$count(contactMessages), emails: await database.db.$count(outboundEmails) };
}

describe("submitContactMessage", () => {
  it("stores a valid message, trimmed, and queues the operator's e-mail with it", async () => {
    const result = await submit(valid);
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
    const [email] = await database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, "desk@amora.example"));
    expect(email).toMatchObject({
      template: "contact-message",
      sentAt: null,
      subject: "Contact: Honeymoon in Japan (from Ana Lima)",
    });
    expect(email!.text).toContain("E-mail: ana@example.com");
    expect(email!.text).toContain("Could an advisor call us about ryokan stays in October?");
    expect(email!.html).toContain('href="https://amora.example"');
    const [job] = await emailJobsFor(database, email!.id);
    expect(job?.data).toEqual({ emailId: email!.id, onSent: { contactMessageId: result.id } });
  });

  it("marks the message notified once the operator's copy is sent, not before", async () => {
    const result = await submit({ ...valid, subject: "Vow renewal in Bali" });
    if (result.status !== "stored") throw new Error(`expected stored, got ${result.status}`);
    const [email] = await database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.subject, "Contact: Vow renewal in Bali (from Ana Lima)"));
    const [job] = await emailJobsFor(database, email!.id);

    const failing = {
      kind: "smtp" as const,
      send: async () => Promise.reject(new Error("connection refused")),
      close() {},
    };
    await expect(
      deliverEmail({
        db: database.db,
        transport: failing,
        clock,
        from: config.mailFrom,
        emailId: email!.id,
        onSent: job!.data.onSent,
      }),
    ).rejects.toThrow("connection refused");
    const notified = async () =>
      (await database.db.select().from(contactMessages).where(eq(contactMessages.id, result.id)))[0]?.notifiedAt;
    expect(await notified()).toBeNull();

    const sent: MailMessage[] = [];
    const recording: MailTransport = { kind: "smtp", send: async (message) => void sent.push(message), close() {} };
    clock.advance(60_000);
    await deliverEmail({
      db: database.db,
      transport: recording,
      clock,
      from: config.mailFrom,
      emailId: email!.id,
      onSent: job!.data.onSent,
    });
    expect(sent.map((message) => message.to)).toEqual(["desk@amora.example"]);
    expect(await notified()).toEqual(clock.now());
  });

  it("stores nothing when the e-mail cannot be queued: message and e-mail share one transaction", async () => {
    const before = await counts();
    const brokenJobs: JobQueue = { ...jobs, send: async () => Promise.reject(new Error("queue unavailable")) };
    await expect(submit({ ...valid, subject: "Never stored" }, { jobs: brokenJobs })).rejects.toThrow(
      "queue unavailable",
    );
    expect(await counts()).toEqual(before);
  });

  it("refuses bad input with field messages and stores nothing", async () => {
    const before = await counts();
    const result = await submit({ ...valid, email: "ana at example", message: "x".repeat(5001) });
    expect(result).toMatchObject({
      status: "invalid",
      errors: { email: CONTACT_MESSAGES.emailInvalid, message: CONTACT_MESSAGES.messageTooLong },
      values: { email: "ana at example", name: "  Ana Lima " },
    });
    expect(await counts()).toEqual(before);
  });

  it("drops a message whose honeypot is filled, without storing or e-mailing it", async () => {
    const before = await counts();
    const result = await submit({ ...valid, website: "https://spam.example" });
    expect(result).toEqual({ status: "discarded" });
    expect(await counts()).toEqual(before);
  });

  it("takes a few messages per client address, then refuses with RATE_LIMITED and a Retry-After, storing nothing", async () => {
    const clientAddress = "198.51.100.20";
    for (let sent = 0; sent < CONTACT_MESSAGE_RATE_LIMIT.limit; sent += 1) {
      expect((await submit({ ...valid, subject: `Question ${sent}` }, { clientAddress })).status).toBe("stored");
    }
    const before = await counts();
    const refused = await submit({ ...valid, subject: "One too many" }, { clientAddress }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(CONTACT_MESSAGE_RATE_LIMIT.windowSeconds);
    expect(await counts()).toEqual(before);
    // Another client is not affected.
    expect((await submit(valid, { clientAddress: "198.51.100.21" })).status).toBe("stored");
  });

  it("counts a bot's honeypot messages like a person's, and not a form refused for its fields", async () => {
    const clientAddress = "198.51.100.30";
    for (let tries = 0; tries < 10; tries += 1) {
      expect((await submit({ ...valid, email: "not an address" }, { clientAddress })).status).toBe("invalid");
    }
    for (let sent = 0; sent < CONTACT_MESSAGE_RATE_LIMIT.limit; sent += 1) {
      expect((await submit({ ...valid, website: "https://spam.example" }, { clientAddress })).status).toBe("discarded");
    }
    await expect(submit(valid, { clientAddress })).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });
});
