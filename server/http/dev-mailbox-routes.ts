import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../app-context";
import type { OutboundEmailRow } from "../db/schema/accounts";
import { isAdmin } from "../domain/accounts/is-admin";
import { findOutboundEmail } from "../domain/mail/find-outbound-email";
import { listOutboundEmails, type OutboundEmailSummary } from "../domain/mail/list-outbound-emails";
import { authenticate } from "./auth";

/**
 * /dev/mailbox: every e-mail the server wrote (outbound_emails), newest first, and each one's
 * HTML and text. It exists only without SMTP_URL, when e-mail goes nowhere else: it is then the
 * one way to read a sign-in code. Outside production anyone may read it. In production it holds
 * real members' codes, so only a signed-in admin may: a visitor gets 401 and a signed-in member
 * 403, each with a page saying who may read it and nothing from the outbox. (Not a 404: the
 * route is no secret, and a newcomer following the README should learn to log in as an admin,
 * not that the page is missing.) With SMTP_URL set, no one gets it: the path is an ordinary 404.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, services: AppServices): void {
  if (services.config.smtpUrl) return;
  const { db, config } = services;

  /** Sends the refusal page and returns true when this request may not read the outbox. */
  async function refused(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!config.isProduction) return false;
    const auth = await authenticate(services, request);
    if (isAdmin(auth?.user)) return false;
    reply.status(auth ? 403 : 401);
    await sendPage(
      reply,
      `Mailbox | ${config.productName}`,
      html`<h1>${auth ? "Only administrators can read the mailbox" : "Log in as an administrator"}</h1>
        <p class="lead">
          This site sends no e-mail (SMTP_URL is not set): every e-mail, sign-in codes included, is
          kept here. In production only a signed-in administrator may read it.
          ${auth ? "You are signed in with an account that is not an administrator's." : ""}
        </p>
        <p><a href="/">Go to the site and log in with an administrator's e-mail and password</a></p>`,
    );
    return true;
  }

  app.get<{ Querystring: { to?: string } }>("/dev/mailbox", async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const to = typeof request.query.to === "string" ? request.query.to.trim().slice(0, 254) : "";
    const emails = await listOutboundEmails({ db, to: to || undefined });
    return sendPage(reply, `Dev mailbox | ${config.productName}`, listPage({ emails, to, isProduction: config.isProduction }));
  });

  app.get<{ Params: { id: string } }>("/dev/mailbox/:id", async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const email = id === undefined ? undefined : await findOutboundEmail({ db, id });
    if (!email) {
      reply.status(404);
      return sendPage(
        reply,
        "No such e-mail | Dev mailbox",
        html`<p><a href="/dev/mailbox">&larr; All e-mails</a></p>
          <h1>No such e-mail</h1>
          <p class="lead">There is no e-mail ${request.params.id} in the outbox.</p>`,
      );
    }
    return sendPage(reply, `${email.subject} | Dev mailbox`, emailPage(email));
  });
}

/**
 * The e-mail's own HTML sits in a sandboxed srcdoc frame: no scripts, no same-origin access. A
 * srcdoc frame inherits this policy, so it may use inline styles and nothing else.
 */
const MAILBOX_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

function sendPage(reply: FastifyReply, title: string, body: SafeHtml) {
  const page = html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <header class="top">
          <a href="/dev/mailbox" class="brand"><span class="mark" aria-hidden="true">&#9829;</span> Dev mailbox</a>
        </header>
        <main>${body}</main>
      </body>
    </html>`;
  return reply
    .header("content-security-policy", MAILBOX_CONTENT_SECURITY_POLICY)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .type("text/html; charset=utf-8")
    .send(page.html);
}

function listPage({ emails, to, isProduction }: { emails: OutboundEmailSummary[]; to: string; isProduction: boolean }): SafeHtml {
  const rows = emails.map(
    (email) =>
      html`<tr>
        <td class="when">${formatTime(email.createdAt)}</td>
        <td>${email.toAddress}</td>
        <td><a href="/dev/mailbox/${email.id}">${email.subject}</a></td>
        <td><code>${email.template}</code></td>
        <td>${status(email)}</td>
      </tr>`,
  );
  return html`<h1>Outbox</h1>
    <p class="lead">
      Every e-mail the server has written, newest first. SMTP_URL is not set: e-mails are kept here
      and go nowhere else.
      ${
        isProduction
          ? "In production only signed-in administrators can read this page."
          : "Outside production anyone can read this page; in production only signed-in administrators can."
      }
    </p>
    <form method="get" action="/dev/mailbox" class="filter" role="search">
      <label for="to">Recipient</label>
      <input id="to" name="to" type="email" value="${to}" placeholder="name@example.com" />
      <button type="submit">Filter</button>${to ? html` <a href="/dev/mailbox">Show all</a>` : raw("")}
    </form>
    ${
      emails.length === 0
        ? html`<p class="empty">
            ${to ? `No e-mails to ${to}.` : "No e-mails yet. Ask for a sign-in code and it appears here."}
          </p>`
        : html`<table>
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Template</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`
    }`;
}

function emailPage(email: OutboundEmailRow): SafeHtml {
  return html`<p><a href="/dev/mailbox">&larr; All e-mails</a></p>
    <h1>${email.subject}</h1>
    <dl class="facts">
      <dt>To</dt>
      <dd>${email.toAddress}</dd>
      <dt>Template</dt>
      <dd><code>${email.template}</code></dd>
      <dt>Created</dt>
      <dd>${formatTime(email.createdAt)}</dd>
      <dt>Delivery</dt>
      <dd>${status(email)}</dd>
      ${
        email.attachments.length > 0
          ? html`<dt>Attachments</dt>
              <dd>${email.attachments.map((file) => html`<code>${file.filename}</code> <span class="muted">(${file.contentType})</span><br />`)}</dd>`
          : raw("")
      }
      ${
        email.lastError
          ? html`<dt>Last error</dt>
              <dd class="error">${email.lastError}</dd>`
          : raw("")
      }
    </dl>
    <h2>HTML</h2>
    <iframe
      class="preview"
      title="HTML part of the e-mail"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcdoc="${email.html}"
    ></iframe>
    <h2>Plain text</h2>
    <pre class="text">${email.text}</pre>`;
}

function status(email: Pick<OutboundEmailRow, "sentAt" | "attempts" | "lastError">): SafeHtml {
  const tries = `${email.attempts} ${email.attempts === 1 ? "attempt" : "attempts"}`;
  if (email.sentAt)
    return html`<span class="sent">Sent ${formatTime(email.sentAt)}</span> <span class="muted">(${tries})</span>`;
  if (email.lastError)
    return html`<span class="failing">Retrying</span> <span class="muted">(${tries}: ${email.lastError})</span>`;
  return html`<span class="waiting">Waiting</span> <span class="muted">(${tries})</span>`;
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** Markup built by the html`` tag: every interpolated value was escaped, or explicitly raw. */
type SafeHtml = { readonly html: string };

function raw(markup: string): SafeHtml {
  return { html: markup };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type HtmlValue = string | number | SafeHtml | SafeHtml[];

function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? "";
  values.forEach((value, index) => {
    const parts = Array.isArray(value) ? value : [value];
    markup += parts.map((part) => (typeof part === "object" ? part.html : escapeHtml(String(part)))).join("");
    markup += strings[index + 1] ?? "";
  });
  return { html: markup };
}

const STYLES = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #2b2230; background: #fdf8f6; }
a { color: #8a1c4a; }
.top { padding: 14px 24px; background: #fff; border-bottom: 1px solid #eaded9; }
.brand { display: inline-flex; align-items: center; gap: 10px; font: 600 20px/1 "Iowan Old Style", Palatino, Georgia, serif; color: #2b2230; text-decoration: none; }
.mark { display: inline-grid; place-items: center; width: 32px; height: 32px; border-radius: 10px; background: #8a1c4a; color: #fbe9ef; font-size: 18px; }
main { max-width: 1100px; margin: 0 auto; padding: 24px; }
h1 { font: 600 28px/1.25 "Iowan Old Style", Palatino, Georgia, serif; margin: 8px 0 12px; overflow-wrap: anywhere; }
h2 { font-size: 17px; margin: 28px 0 10px; }
.lead, .muted { color: #5e5463; }
.filter { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 16px 0; }
.filter input { min-width: 240px; flex: 1 1 240px; max-width: 360px; padding: 8px 10px; border: 1px solid #d6c7c1; border-radius: 8px; font: inherit; }
.filter button { padding: 8px 16px; border: 0; border-radius: 999px; background: #8a1c4a; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #eaded9; border-radius: 14px; overflow: hidden; }
th, td { text-align: left; vertical-align: top; padding: 10px 12px; border-bottom: 1px solid #eaded9; overflow-wrap: anywhere; }
th { background: #fdf3f6; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: #5e5463; }
tr:last-child td { border-bottom: 0; }
.when { white-space: nowrap; font-variant-numeric: tabular-nums; }
.sent { color: #1d6b43; font-weight: 600; }
.failing, .error { color: #a3295b; font-weight: 600; }
.waiting { color: #b7862c; font-weight: 600; }
.empty { padding: 24px; background: #fff; border: 1px dashed #d6c7c1; border-radius: 14px; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
.facts dt { color: #5e5463; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.preview { display: block; width: 100%; height: 85vh; min-height: 560px; border: 1px solid #eaded9; border-radius: 14px; background: #fff; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; padding: 16px; background: #fff; border: 1px solid #eaded9; border-radius: 14px; font: 14px/1.5 ui-monospace, Menlo, Consolas, monospace; }
@media (max-width: 700px) {
  main { padding: 16px; }
  thead { display: none; }
  table, tbody, tr, td { display: block; }
  tr { border-bottom: 1px solid #eaded9; padding: 8px 0; }
  td { border: 0; padding: 2px 12px; }
}
`;
