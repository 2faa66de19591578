import { createMailboxTransport, type MailTransport } from "../adapters/mail/mail-transport";
import { createSmtpTransport } from "../adapters/mail/smtp-transport";
import type { AppServices } from "../app-context";
import { deliverEmail } from "./deliver-email";

export function mailTransportFor(config: AppServices["config"]): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createMailboxTransport();
}

/** Starts the job queue and this process's workers. Returns a function that stops them. */
export async function startWorkers(
  services: AppServices,
  transport: MailTransport = mailTransportFor(services.config),
): Promise<() => Promise<void>> {
  const { jobs, db, clock, config } = services;
  await jobs.start();
  await jobs.work("deliver-email", ({ emailId }) =>
    deliverEmail({ db, transport, clock, from: config.mailFrom, emailId }),
  );
  return async () => {
    await jobs.stop();
    transport.close();
  };
}
