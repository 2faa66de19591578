import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueEmail } from "../../server/domain/mail/queue-email";
import { createTestApp, type TestApp } from "../support/test-app";

describe("/dev/mailbox and attachments", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("names an e-mail's attachments and their types on its page, escaped; e-mail without any shows none", async () => {
    const { db, jobs, clock, config } = testApp.services;
    const withFile = await db.transaction((tx) =>
      queueEmail({
        db: tx,
        jobs,
        clock,
        config,
        to: "guest@example.com",
        template: { name: "welcome", firstname: "Ana" },
        attachments: [{ filename: "reservation-<AM-1>.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
      }),
    );
    const without = await db.transaction((tx) => queueEmail({ db: tx, jobs, clock, config, to: "plain@example.com", template: { name: "welcome", firstname: "Bo" } }));

    const page = await testApp.app.inject({ method: "GET", url: `/dev/mailbox/${withFile}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<dt>Attachments</dt>");
    expect(page.body).toContain("<code>reservation-&#60;AM-1&#62;.ics</code>");
    expect(page.body).toContain("text/calendar; charset=utf-8; method=PUBLISH");
    expect(page.body).not.toContain("reservation-<AM-1>");

    const plain = await testApp.app.inject({ method: "GET", url: `/dev/mailbox/${without}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain("Attachments");
  });
});
