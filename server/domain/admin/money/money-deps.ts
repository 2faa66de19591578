import type { PaymentProvider } from "../../../adapters/payments/payment-provider";
import type { Config } from "../../../config";
import type { Database } from "../../../db/client";
import type { JobQueue } from "../../../jobs/job-queue";
import type { Clock } from "../../../kernel/clock";

/** What the admin money actions need (a subset of AppServices, with the request's origin for e-mailed links). */
export type MoneyDeps = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl" | "apiSiteUrl">;
  origin?: string;
};
