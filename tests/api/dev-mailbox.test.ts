import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboundEmails } from "../../server/db/schema/accounts";
import { queueEmail } from "../../server/domain/mail/queue-email";
import { deliverEmail } from "../../server/jobs/deliver-email";
import { SESSION_COOKIE } from "../../server/http/auth";
import { DEMO_PASSWORD, seedDemoAccounts } from "../../server/seed/seed-demo-accounts";
import { bearer, latestCodeTo, latestEmailTo } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

const HOSTILE = `<script>alert("mailbox")</script>`;

async function queueWelcome(testApp: TestApp, to: string, firstname: string): Promise<number> {
  const { db, jobs, clock, config } = testApp.services;
  return db.transaction((tx) =>
    queueEmail({ db: tx, jobs, clock, config, to, template: { name: "welcome", firstname } }),
  );
}

describe("/dev/mailbox outside production", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const sent = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/send-otp",
      payload: { email: "first@example.com" },
    });
    expect(sent.statusCode).toBe(200);
    testApp.clock.advance(60_000);
    await queueWelcome(testApp, "second@example.com", HOSTILE);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("lists the outbox newest first, with recipient, subject, template and delivery state", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const page = response.body;
    expect(page).toContain("second@example.com");
    expect(page).toContain("Welcome to Amora");
    expect(page).toContain("<code>welcome</code>");
    expect(page).toMatch(/Your Amora sign-in code: \d{6}/);
    expect(page).toContain("<code>sign-in-code</code>");
    expect(page.indexOf("second@example.com")).toBeLessThan(page.indexOf("first@example.com"));
    expect(page).toContain('Waiting</span> <span class="muted">(0 attempts)');
    expect(page).toContain("2026-06-01 12:01:00 UTC");
  });

  it("filters by recipient", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/dev/mailbox?to=FIRST@example.com" });
    expect(response.body).toContain("first@example.com");
    expect(response.body).not.toContain("second@example.com</td>");
    const none = await testApp.app.inject({ method: "GET", url: "/dev/mailbox?to=nobody@example.com" });
    expect(none.body).toContain("No e-mails to nobody@example.com.");
  });

  it("shows one e-mail: its HTML in a sandboxed frame and its text, with what a person typed escaped", async () => {
    const email = await latestEmailTo(testApp, "second@example.com");
    const response = await testApp.app.inject({ method: "GET", url: `/dev/mailbox/${email!.id}` });
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toMatch(/srcdoc="&#60;!DOCTYPE html&#62;&#60;html lang=&#34;en&#34;&#62;/);
    // The stored HTML escaped the name once; the frame attribute escapes it again; never raw.
    expect(page).not.toContain("<script>");
    expect(page).toContain("&#38;lt;script&#38;gt;");
    expect(page).toContain(`<pre class="text">Welcome, &#60;script&#62;alert(&#34;mailbox&#34;)&#60;/script&#62;!`);
  });

  it("shows a failing delivery's attempts and last error, then its sending time", async () => {
    const id = await queueWelcome(testApp, "third@example.com", "Lena");
    const { db, clock } = testApp.services;
    const down = {
      kind: "smtp" as const,
      send: () => Promise.reject(new Error("connect ECONNREFUSED <smtp>")),
      close() {},
    };
    await expect(deliverEmail({ db, transport: down, clock, from: "a@example.com", emailId: id })).rejects.toThrow();
    let page = (await testApp.app.inject({ method: "GET", url: `/dev/mailbox/${id}` })).body;
    expect(page).toContain("Retrying</span>");
    expect(page).toContain("(1 attempt: connect ECONNREFUSED &#60;smtp&#62;)");
    expect(page).toContain('<dd class="error">connect ECONNREFUSED &#60;smtp&#62;</dd>');

    const up = { kind: "smtp" as const, send: () => Promise.resolve(), close() {} };
    await deliverEmail({ db, transport: up, clock, from: "a@example.com", emailId: id });
    page = (await testApp.app.inject({ method: "GET", url: "/dev/mailbox?to=third@example.com" })).body;
    expect(page).toContain('Sent 2026-06-01 12:01:00 UTC</span> <span class="muted">(2 attempts)');
  });

  it("answers 404 for an e-mail that does not exist", async () => {
    const [newest] = await testApp.services.db.select().from(outboundEmails).orderBy(desc(outboundEmails.id)).limit(1);
    for (const url of [`/dev/mailbox/${newest!.id + 1000}`, "/dev/mailbox/abc", "/dev/mailbox/99999999999999"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("No such e-mail");
    }
  });
});

describe("/dev/mailbox in production without SMTP_URL (the embedded default of npm start)", () => {
  let testApp: TestApp;
  let emailId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: "production" });
    await seedDemoAccounts({ db: testApp.services.db, clock: testApp.services.clock });
    emailId = await queueWelcome(testApp, "secret@example.com", "Private");
  });

  afterAll(async () => {
    await testApp.close();
  });

  const urls = () => ["/dev/mailbox", `/dev/mailbox/${emailId}`, "/dev/mailbox?to=secret@example.com"];

  /** Signs a demo account in with its password, as the README tells a newcomer to. */
  async function logIn(email: string): Promise<string> {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email, password: DEMO_PASSWORD, device_name: "test" },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  }

  function expectNothingFromTheOutbox(body: string) {
    expect(body).not.toContain("secret@example.com");
    expect(body).not.toContain("Welcome");
    expect(body).not.toContain("Outbox");
  }

  it("refuses a visitor with 401 and a page that says to log in as an administrator", async () => {
    for (const url of urls()) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain("Log in as an administrator");
      expectNothingFromTheOutbox(response.body);
    }
  });

  it("refuses a signed-in member who is not an admin with 403", async () => {
    const token = await logIn("member@amora.travel");
    for (const url of urls()) {
      for (const headers of [bearer(token), { cookie: `${SESSION_COOKIE}=${token}` }]) {
        const response = await testApp.app.inject({ method: "GET", url, headers });
        expect(response.statusCode, url).toBe(403);
        expect(response.body).toContain("Only administrators can read the mailbox");
        expectNothingFromTheOutbox(response.body);
      }
    }
    // A session that is not one (signed out, expired, made up) is a visitor's.
    const forged = await testApp.app.inject({ method: "GET", url: "/dev/mailbox", headers: { cookie: `${SESSION_COOKIE}=made-up` } });
    expect(forged.statusCode).toBe(401);
  });

  it("shows the outbox to the demo admin signed in with the website's session cookie", async () => {
    const token = await logIn("admin@amora.travel");
    const cookie = { cookie: `${SESSION_COOKIE}=${token}` };
    const list = await testApp.app.inject({ method: "GET", url: "/dev/mailbox", headers: cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("secret@example.com");
    expect(list.body).toContain("In production only signed-in administrators can read this page.");
    const one = await testApp.app.inject({ method: "GET", url: `/dev/mailbox/${emailId}`, headers: cookie });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain("Welcome, Private!");

    // The point of it: a sign-in code asked for on this server can be read there.
    const sent = await testApp.app.inject({ method: "POST", url: "/api/v1/send-otp", payload: { email: "newcomer@example.com" } });
    expect(sent.statusCode).toBe(200);
    const code = await latestCodeTo(testApp, "newcomer@example.com");
    const mailbox = await testApp.app.inject({ method: "GET", url: "/dev/mailbox?to=newcomer@example.com", headers: bearer(token) });
    expect(mailbox.body).toContain(`Your Amora sign-in code: ${code}`);
  });
});

describe("/dev/mailbox with SMTP_URL set", () => {
  it.each(["production", "development"])("does not exist in %s, for admins either: 404, and nothing from the outbox", async (mode) => {
    const testApp = await createTestApp({ NODE_ENV: mode, SMTP_URL: "smtp://127.0.0.1:2525" });
    try {
      await seedDemoAccounts({ db: testApp.services.db, clock: testApp.services.clock });
      const id = await queueWelcome(testApp, "secret@example.com", "Private");
      const login = await testApp.app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: { email: "admin@amora.travel", password: DEMO_PASSWORD, device_name: "test" },
      });
      const admin = bearer((login.json() as { token: string }).token);
      for (const headers of [{}, admin]) {
        for (const url of ["/dev/mailbox", `/dev/mailbox/${id}`, "/dev/mailbox?to=secret@example.com"]) {
          const response = await testApp.app.inject({ method: "GET", url, headers });
          expect(response.statusCode, url).toBe(404);
          // (Fastify's 404 repeats the requested URL, so the address itself may appear in it.)
          expect(response.body).not.toContain("Welcome");
          expect(response.body).not.toContain("Outbox");
        }
      }
    } finally {
      await testApp.close();
    }
  });
});
