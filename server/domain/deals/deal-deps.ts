import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";

/** What the deal functions need (a subset of AppServices, so tests can pass their own). */
export type DealDeps = {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl" | "apiSiteUrl" | "appSecret">;
  /** The request's origin, for links in e-mails when PUBLIC_URL is not set. */
  origin?: string;
};

/** The site's root for links in e-mails: PUBLIC_URL, else the request's origin. */
export function siteRoot({ config, origin }: Pick<DealDeps, "config" | "origin">): string {
  return (config.publicUrl ?? origin ?? "http://localhost:3000").replace(/\/$/, "");
}

/** Where a business answers (decision 019's dashboard, on API_SITE_URL when set). */
export function businessDashboardUrl({ config, origin }: Pick<DealDeps, "config" | "origin">, path = ""): string {
  const root = (config.apiSiteUrl ?? config.publicUrl ?? origin ?? "http://localhost:3000").replace(/\/$/, "");
  return `${root}/dashboard${path}`;
}

/** "March 3, 2027" in UTC. */
export function longDay(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
}
