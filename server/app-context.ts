import type { Config, PublicConfig } from "./config";
import type { Database, DatabaseDriver } from "./db/client";
import type { Clock } from "./domain/clock";
import type { CatalogueCache } from "./domain/catalogue/catalogue-cache";

/** Long-lived things every request handler and loader may use. */
export type AppServices = {
  config: Config;
  db: Database;
  driver: DatabaseDriver;
  clock: Clock;
  /** Catalogue reads kept in memory for a few seconds; absent means every read queries (tests). */
  catalogueCache?: CatalogueCache;
};

/** What React Router loaders and actions receive as `context`. */
export type RequestContext = {
  services: AppServices;
  publicConfig: PublicConfig;
  /** Absolute origin of this request, e.g. http://localhost:3000. */
  origin: string;
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  correlationId: string;
};
