import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { MailTransport } from "./mail-transport";

/** Connections kept open to the mail server; messages beyond them wait for a free one. */
export const SMTP_MAX_CONNECTIONS = 5;

/**
 * nodemailer over SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://...:465.
 * Pooled: up to SMTP_MAX_CONNECTIONS messages go at once, over connections that stay open (no
 * handshake per message). A failure throws, and the delivery job retries with backoff.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  // Loopback servers (tests, local relays) rarely offer TLS; everything else must.
  const isLoopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "::1";
  const options: SMTPPool.Options & { url: string } = {
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    ...(isLoopback ? { secure: false, ignoreTLS: true } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    kind: "smtp",
    async send({ attachments, ...message }) {
      await transporter.sendMail(
        attachments && attachments.length > 0
          ? {
              ...message,
              // Each file is its own part (multipart/mixed), base64, named, with its MIME type as given.
              attachments: attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                content: Buffer.from(content, "utf8"),
                contentDisposition: "attachment" as const,
              })),
            }
          : message,
      );
    },
    close() {
      transporter.close();
    },
  };
}
