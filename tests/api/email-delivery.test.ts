import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSmtpTransport } from "../../server/adapters/mail/smtp-transport";
import { outboundEmails } from "../../server/db/schema/accounts";
import { queueEmail } from "../../server/domain/mail/queue-email";
import { createJobQueue } from "../../server/jobs/job-queue";
import { EMAIL_BATCH_SIZE, startWorkers } from "../../server/jobs/start-workers";
import { latestCodeTo, latestEmailTo } from "../support/accounts";
import { emailJobsFor } from "../support/queued-jobs";
import { codeIn, startSmtpCapture, waitForEmail, type SmtpCapture } from "../support/smtp-capture";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * docs/quality.md "e-mail": real workers (pg-boss) deliver through real SMTP to a server on loopback.
 * Retries wait 1 s, 2 s, 4 s ... (createTestApp's policy), so an outage of a few seconds is quick.
 */
let testApp: TestApp;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  testApp = await createTestApp();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await testApp.close();
});

/** This process's delivery workers, sending to `smtpUrl`, on their own pg-boss instance. */
async function startDelivery(smtpUrl: string): Promise<void> {
  const jobs = createJobQueue({
    database: testApp.database,
    retry: { retryLimit: 6, retryDelaySeconds: 1 },
    pollingIntervalSeconds: 0.5,
  });
  const stop = await startWorkers({ ...testApp.services, jobs }, createSmtpTransport(smtpUrl));
  cleanups.push(stop);
}

async function capture(port?: number, { delayMs }: { delayMs?: number } = {}): Promise<SmtpCapture> {
  const started = await startSmtpCapture({ port, delayMs });
  cleanups.push(() => started.close());
  return started;
}

/** A loopback port with nothing listening on it (for a mail server that is down). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function queueCode(to: string, code: string) {
  const { db, jobs, clock, config } = testApp.services;
  return db.transaction((tx) =>
    queueEmail({ db: tx, jobs, clock, config, to, template: { name: "sign-in-code", code, expiresInMinutes: 10 } }),
  );
}

async function rowsFor(ids: number[]) {
  return testApp.services.db.select().from(outboundEmails).where(inArray(outboundEmails.id, ids));
}

describe("e-mail delivery", () => {
  it("delivers a sign-in code by SMTP: the code that arrives is the one in the outbox", async () => {
    const smtp = await capture();
    await startDelivery(smtp.url);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/send-otp",
      payload: { email: "smtp-code@example.com" },
    });
    expect(response.statusCode).toBe(200);

    const received = await waitForEmail(smtp, "smtp-code@example.com", { timeoutMs: 10_000 });
    expect(codeIn(received)).toBe(await latestCodeTo(testApp, "smtp-code@example.com"));
    expect(received.from).toBe("hello@amora.travel");
    expect(received.raw).toMatch(/^Subject: Your Amora sign-in code: \d{6}$/m);
    expect(received.raw).toContain("Content-Type: text/plain");
    expect(received.raw).toContain("Content-Type: text/html");
    await vi.waitFor(async () => {
      const row = await latestEmailTo(testApp, "smtp-code@example.com");
      expect(row).toMatchObject({ attempts: 1, lastError: null });
      expect(row?.sentAt).not.toBeNull();
    });
  });

  it("hands a sign-in code to the mail server before a backlog of other mail queued ahead of it", async () => {
    // 40 ms per message, like a distant mail server: the backlog is still there when the code comes.
    const smtp = await capture(undefined, { delayMs: 40 });
    await startDelivery(smtp.url);
    const backlog = Array.from({ length: 60 }, (_, index) => `backlog-${index}@example.com`);
    const { db, jobs, clock, config } = testApp.services;
    await db.transaction(async (tx) => {
      for (const to of backlog) {
        await queueEmail({ db: tx, jobs, clock, config, to, template: { name: "welcome", firstname: "Ada" } });
      }
    });
    await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    const deliveredBefore = smtp.messages.length;
    await queueCode("urgent@example.com", "777777");

    await vi.waitFor(() => expect(smtp.messages).toHaveLength(backlog.length + 1), { timeout: 30_000, interval: 100 });
    const position = smtp.messages.findIndex((message) => message.to.includes("urgent@example.com"));
    expect(codeIn(smtp.messages[position]!)).toBe("777777");
    // After at most the batches already taken when it was queued; queued last, it would come 61st.
    expect(position).toBeLessThan(deliveredBefore + 2 * EMAIL_BATCH_SIZE);
    expect(position).toBeLessThan(backlog.length - EMAIL_BATCH_SIZE);
    // And the backlog still arrives, each message once.
    expect(smtp.messages.flatMap((message) => message.to).filter((to) => to !== "urgent@example.com").sort()).toEqual([...backlog].sort());
  });

  it("keeps retrying while the mail server is down and delivers everything once it is back", async () => {
    const port = await freePort();
    await startDelivery(`smtp://127.0.0.1:${port}`);
    const addresses = ["outage-1@example.com", "outage-2@example.com", "outage-3@example.com"];
    const ids = [
      await queueCode(addresses[0]!, "111111"),
      await queueCode(addresses[1]!, "222222"),
      await queueCode(addresses[2]!, "333333"),
    ];

    // Every message is tried and fails, and the failure is on record.
    await vi.waitFor(
      async () => {
        const rows = await rowsFor(ids);
        expect(rows).toHaveLength(3);
        for (const row of rows) {
          expect(row.sentAt).toBeNull();
          expect(row.attempts).toBeGreaterThanOrEqual(1);
          expect(row.lastError).toMatch(/ECONNREFUSED/);
        }
      },
      { timeout: 10_000, interval: 250 },
    );
    // The first retry comes 1 to 2 s after a failure: by now each message has failed twice or more,
    // and its job is waiting for the next try rather than given up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const row of await rowsFor(ids)) expect(row.attempts).toBeGreaterThanOrEqual(2);
    for (const jobs of await Promise.all(ids.map((id) => emailJobsFor(testApp.database, id)))) {
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.retryCount).toBeGreaterThanOrEqual(1);
      expect(["retry", "active", "created"]).toContain(jobs[0]!.state);
    }

    const smtp = await capture(port);
    for (const [index, address] of addresses.entries()) {
      const received = await waitForEmail(smtp, address, { timeoutMs: 20_000 });
      expect(codeIn(received)).toBe(["111111", "222222", "333333"][index]);
    }
    await vi.waitFor(async () => {
      for (const row of await rowsFor(ids)) expect(row).toMatchObject({ lastError: null, sentAt: expect.any(Date) });
    });
    // Later retries (none should be due) have had time to run: each message arrived once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.messages.map((message) => message.to).sort()).toEqual(addresses.map((address) => [address]));
  });

  it("sends nothing for a transaction that rolled back, and leaves no row or job behind", async () => {
    const smtp = await capture();
    await startDelivery(smtp.url);
    let rolledBackId: number | undefined;
    await expect(
      testApp.services.db.transaction(async (tx) => {
        const { jobs, clock, config } = testApp.services;
        rolledBackId = await queueEmail({
          db: tx,
          jobs,
          clock,
          config,
          to: "rolled-back@example.com",
          template: { name: "welcome", firstname: "Never" },
        });
        throw new Error("the sign-up failed after the e-mail was queued");
      }),
    ).rejects.toThrow("the sign-up failed");
    expect(rolledBackId).toBeTypeOf("number");
    expect(await rowsFor([rolledBackId!])).toEqual([]);
    expect(await emailJobsFor(testApp.database, rolledBackId!)).toEqual([]);

    // A message queued afterwards arrives: the workers ran, and still nothing came for the other.
    await queueCode("after-rollback@example.com", "444444");
    await waitForEmail(smtp, "after-rollback@example.com", { timeoutMs: 10_000 });
    expect(smtp.messages.flatMap((message) => message.to)).not.toContain("rolled-back@example.com");
  });

  it("does not send an e-mail twice when its delivery job is replayed", async () => {
    const smtp = await capture();
    await startDelivery(smtp.url);
    const id = await queueCode("replayed@example.com", "555555");
    await waitForEmail(smtp, "replayed@example.com", { timeoutMs: 10_000 });
    await vi.waitFor(async () => expect((await rowsFor([id]))[0]?.sentAt).toBeInstanceOf(Date));

    await testApp.services.jobs.send(testApp.services.db, "deliver-email", { emailId: id });
    await vi.waitFor(
      async () => {
        const jobs = await emailJobsFor(testApp.database, id);
        expect(jobs.map((job) => job.state)).toEqual(["completed", "completed"]);
      },
      { timeout: 10_000, interval: 250 },
    );
    expect(smtp.messages.filter((message) => message.to.includes("replayed@example.com"))).toHaveLength(1);
    const [row] = await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
    expect(row?.attempts).toBe(1);
  });
});
