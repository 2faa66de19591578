import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage, MailTransport } from "../adapters/mail/mail-transport";
import type { DatabaseHandle } from "../db/client";
import { outboundEmails } from "../db/schema/accounts";
import { fixedClock } from "../kernel/clock";
import { createTestDatabase } from "../../tests/support/test-database";
import { deliverEmail } from "./deliver-email";

let database: DatabaseHandle;
const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
const from = "Amora <hello@amora.example>";

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A transport that records what it is given, and fails while `failWith` is set. */
function recordingTransport() {
  const sent: MailMessage[] = [];
  const state: { failWith: Error | null } = { failWith: null };
  const transport: MailTransport = {
    kind: "smtp",
    async send(message) {
      if (state.failWith) throw state.failWith;
      sent.push(message);
    },
    close() {},
  };
  return { transport, sent, state };
}

async function outboxRow(to: string) {
  const [row] = await database.db
    .insert(outboundEmails)
    .values({
      toAddress: to,
      subject: "Your code: 123456",
      html: "<p>123456</p>",
      text: "123456",
      template: "sign-in-code",
      createdAt: clock.now(),
    })
    .returning();
  return row!;
}

async function reload(id: number) {
  const [row] = await database.db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  return row!;
}

describe("deliverEmail", () => {
  it("hands the stored message to the transport and records it as sent", async () => {
    const email = await outboxRow("first@example.com");
    const { transport, sent } = recordingTransport();
    await deliverEmail({ db: database.db, transport, clock, from, emailId: email.id });
    expect(sent).toEqual([
      { from, to: "first@example.com", subject: "Your code: 123456", html: "<p>123456</p>", text: "123456" },
    ]);
    expect(await reload(email.id)).toMatchObject({ sentAt: clock.now(), attempts: 1, lastError: null });
  });

  it("hands the stored attachments to the transport with the message", async () => {
    const calendar = { filename: "reservation-AM-TEST0001.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" };
    const [email] = await database.db
      .insert(outboundEmails)
      .values({ toAddress: "guest@example.com", subject: "Booked", html: "<p>Booked</p>", text: "Booked", template: "reservation-confirmed", attachments: [calendar], createdAt: clock.now() })
      .returning();
    const { transport, sent } = recordingTransport();
    await deliverEmail({ db: database.db, transport, clock, from, emailId: email!.id });
    expect(sent).toEqual([{ from, to: "guest@example.com", subject: "Booked", html: "<p>Booked</p>", text: "Booked", attachments: [calendar] }]);
  });

  it("sends an e-mail already sent no second time (a replayed job)", async () => {
    const email = await outboxRow("replay@example.com");
    const { transport, sent } = recordingTransport();
    await deliverEmail({ db: database.db, transport, clock, from, emailId: email.id });
    await deliverEmail({ db: database.db, transport, clock, from, emailId: email.id });
    expect(sent).toHaveLength(1);
    expect((await reload(email.id)).attempts).toBe(1);
  });

  it("records a failure and rethrows it so the queue retries; the retry that works clears it", async () => {
    const email = await outboxRow("retry@example.com");
    const { transport, sent, state } = recordingTransport();
    state.failWith = new Error("connect ECONNREFUSED 127.0.0.1:2525");
    await expect(deliverEmail({ db: database.db, transport, clock, from, emailId: email.id })).rejects.toThrow(
      "ECONNREFUSED",
    );
    await expect(deliverEmail({ db: database.db, transport, clock, from, emailId: email.id })).rejects.toThrow(
      "ECONNREFUSED",
    );
    expect(await reload(email.id)).toMatchObject({
      sentAt: null,
      attempts: 2,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });

    state.failWith = null;
    clock.advance(5_000);
    await deliverEmail({ db: database.db, transport, clock, from, emailId: email.id });
    expect(sent).toHaveLength(1);
    expect(await reload(email.id)).toMatchObject({ sentAt: clock.now(), attempts: 3, lastError: null });
  });

  it("does nothing for an e-mail that does not exist (its transaction rolled back)", async () => {
    const { transport, sent } = recordingTransport();
    await deliverEmail({ db: database.db, transport, clock, from, emailId: 987_654_321 });
    expect(sent).toEqual([]);
  });
});
