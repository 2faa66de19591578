import { DASHBOARD_SIGN_IN_PARAM } from "../../../core/dashboard-sign-in";
import type { PaymentProvider } from "../../adapters/payments/payment-provider";
import type { PlaceSearch } from "../../adapters/places/place-search";
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
  /** Reads a hotel's typed address as a town when the catalogue does not know it (decision 040). */
  placeSearch?: PlaceSearch;
  /** The request's origin, for links in e-mails when PUBLIC_URL is not set. */
  origin?: string;
};

/** Where a business signs in (decision 019): API_SITE_URL, else PUBLIC_URL, else the request's origin. */
export function dashboardUrl({ config, origin }: Pick<SignupDeps, "config" | "origin">): string {
  const root = config.apiSiteUrl ?? config.publicUrl ?? origin ?? "http://localhost:3000";
  return `${root.replace(/\/$/, "")}/dashboard`;
}

/** The dashboard with its sign-in prefilled with `email` (decision 040), on the dashboardUrl's site. */
export function dashboardSignInUrl(deps: Pick<SignupDeps, "config" | "origin">, email: string): string {
  return `${dashboardUrl(deps)}?${new URLSearchParams({ [DASHBOARD_SIGN_IN_PARAM]: email.trim() }).toString()}`;
}
