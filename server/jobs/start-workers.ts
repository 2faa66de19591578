import { createMailboxTransport, type MailTransport } from "../adapters/mail/mail-transport";
import { createSmtpTransport } from "../adapters/mail/smtp-transport";
import type { AppServices } from "../app-context";
import { pruneExpired } from "../domain/accounts/prune-expired";
import { completeEndedStays } from "../domain/booking/complete-stays";
import { expirePlans, sendPlanReminders } from "../domain/billing/plan-jobs";
import { renewPlansAutomatically } from "../domain/billing/plan-auto-renew";
import { releaseExpiredHolds } from "../domain/booking/holds";
import { endMarketplaceAds } from "../domain/payments/marketplace/end-marketplace-ads";
import { deliverEmail } from "./deliver-email";
import { createWebPushSender, type PushSender } from "../adapters/push/web-push-sender";
import { sendNotificationPush } from "../domain/push/send-notification-push";

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * E-mails taken at once and handed to the mail server side by side (over the SMTP transport's
 * pooled connections): a backlog drains in parallel, and a sign-in code queued behind it waits
 * for at most the batch in flight before it goes first.
 */
export const EMAIL_BATCH_SIZE = 10;

/** Every hour, on the hour (UTC): an ad runs at most an hour past its paid end. */
export const END_MARKETPLACE_ADS_CRON = "0 * * * *";
/** Every minute: an abandoned checkout's rooms are back within a minute of its 600 s (a price check on the same rate gives them back at once). */
export const RELEASE_EXPIRED_HOLDS_CRON = "* * * * *";
/** Every hour (UTC), at five past: a stay shows as completed within the hour its check-out day begins where the hotel is. */
export const COMPLETE_STAYS_CRON = "5 * * * *";

/** Daily at 08:00 UTC: the 30- and 7-day reminders of business plans. */
export const PLAN_REMINDERS_CRON = "0 8 * * *";
/** Daily at 00:15 UTC: plans whose term ended return their listing to the limited state. */
export const EXPIRE_PLANS_CRON = "15 0 * * *";
/** Daily at 06:00 UTC: plans renewing automatically are charged on their kept card in the term's last days. */
export const RENEW_PLANS_CRON = "0 6 * * *";

export function mailTransportFor(config: AppServices["config"]): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createMailboxTransport();
}

/** Starts the job queue and this process's workers. Returns a function that stops them. */
export async function startWorkers(
  services: AppServices,
  transport: MailTransport = mailTransportFor(services.config),
  pushSender: PushSender = createWebPushSender(services.config),
  onPruneError: (error: unknown) => void = (error) =>
    process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: "pruning expired rows failed", err: String(error) })}\n`),
): Promise<() => Promise<void>> {
  const { jobs, db, clock, config, catalogueCache } = services;
  await jobs.start();
  await jobs.work(
    "deliver-email",
    ({ emailId, onSent }) => deliverEmail({ db, transport, clock, from: config.mailFrom, emailId, onSent }),
    { batchSize: EMAIL_BATCH_SIZE },
  );
  // A scheduled job rather than a timer: the schedule lives in the database, so with several
  // processes each hour's run happens once, and a failed run is retried with backoff.
  await jobs.work("end-marketplace-ads", async () => {
    await endMarketplaceAds({ db, clock, ...(catalogueCache ? { catalogueCache } : {}) });
  });
  await jobs.schedule("end-marketplace-ads", END_MARKETPLACE_ADS_CRON, {});
  await jobs.work("release-expired-holds", async () => {
    await releaseExpiredHolds({ db, clock, ...(services.nightsStore ? { nightsStore: services.nightsStore } : {}) });
  });
  await jobs.schedule("release-expired-holds", RELEASE_EXPIRED_HOLDS_CRON, {});
  await jobs.work("complete-stays", async () => {
    await completeEndedStays({ db, clock });
  });
  await jobs.schedule("complete-stays", COMPLETE_STAYS_CRON, {});
  // Business plans (decision 038): the daily 30/7-day reminders and the daily expiry.
  await jobs.work("plan-reminders", async () => {
    await sendPlanReminders({ db, clock, jobs, config, ...(catalogueCache ? { catalogueCache } : {}) });
  });
  await jobs.schedule("plan-reminders", PLAN_REMINDERS_CRON, {});
  await jobs.work("expire-plans", async () => {
    await expirePlans({ db, clock, jobs, config, ...(catalogueCache ? { catalogueCache } : {}) });
  });
  await jobs.schedule("expire-plans", EXPIRE_PLANS_CRON, {});
  await jobs.work("renew-plans", async () => {
    await renewPlansAutomatically({ db, clock, jobs, config, payments: services.payments, ...(catalogueCache ? { catalogueCache } : {}) });
  });
  await jobs.schedule("renew-plans", RENEW_PLANS_CRON, {});
  await jobs.work("send-push", (data) => sendNotificationPush({ db, jobs, clock, sender: pushSender }, data));
  // Housekeeping needs no queue: a lost run is simply done an hour later, by any process.
  const prune = setInterval(() => {
    pruneExpired({ db, clock }).catch((error: unknown) => onPruneError(error));
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  return async () => {
    clearInterval(prune);
    await jobs.stop();
    transport.close();
  };
}
