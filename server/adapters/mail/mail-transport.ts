/** One rendered e-mail, ready to hand to a mail server. */
export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
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
