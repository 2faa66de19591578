import type { PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import type { Clock } from "../../kernel/clock";

/** What the business sign-up functions need (a subset of AppServices, so tests can pass their own). */
export type SignupDeps = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl" | "apiSiteUrl">;
  catalogueCache?: CatalogueCache;
  /** The request's origin, for links in e-mails when PUBLIC_URL is not set. */
  origin?: string;
};

/** Where a business signs in (decision 019): API_SITE_URL, else PUBLIC_URL, else the request's origin. */
export function dashboardUrl({ config, origin }: Pick<SignupDeps, "config" | "origin">): string {
  const root = config.apiSiteUrl ?? config.publicUrl ?? origin ?? "http://localhost:3000";
  return `${root.replace(/\/$/, "")}/dashboard`;
}
