import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MailTransport } from "./mail-transport";

/**
 * nodemailer over SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://...:465.
 * One pooled connection; a failure throws, and the delivery job retries with backoff.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  // Loopback servers (tests, local relays) rarely offer TLS; everything else must.
  const isLoopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "::1";
  const options: SMTPTransport.Options & { url: string } = {
    url: smtpUrl,
    ...(isLoopback ? { secure: false, ignoreTLS: true } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
