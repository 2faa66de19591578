/** A file sent with an e-mail, as text (a calendar file): its name, MIME type and content. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** One rendered e-mail, ready to hand to a mail server. */
export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Sent as MIME attachments beside the HTML and text parts; absent for most e-mail. */
  attachments?: MailAttachment[];
};

/**
 * Where delivered e-mail goes: an SMTP server (production), or nowhere beyond the outbound_emails
 * table, which the dev mailbox at /dev/mailbox reads.
 */
export type MailTransport = {
  readonly kind: "smtp" | "mailbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** The embedded default: every message stays in outbound_emails, where /dev/mailbox shows it. */
export function createMailboxTransport(): MailTransport {
  return {
    kind: "mailbox",
    async send() {},
    close() {},
  };
}
