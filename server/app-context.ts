import type { Config, PublicConfig } from "./config";
import type { Database, DatabaseDriver } from "./db/client";
import type { Clock } from "./kernel/clock";
import type { AdminActor } from "./domain/admin/admin-actor";
import type { CatalogueCache } from "./domain/catalogue/catalogue-cache";
import type { NightsStore } from "./domain/booking/inventory-nights-store";
import type { JobQueue } from "./jobs/job-queue";
import type { ApiUser } from "./domain/accounts/api-user";
import type { PaymentProvider } from "./adapters/payments/payment-provider";
import type { PlaceSearch } from "./adapters/places/place-search";
import type { PageCache } from "./http/page-cache";
import type { MemberCache } from "./http/member-cache";
import type { LiveHub } from "./domain/live/live-hub";
import type { SearchEngine } from "./domain/search/search-engine";
import type { ListingCounter } from "./domain/statistics/listing-counter";
import type { SharedPageMarks } from "../core/shared-page";

/** Long-lived things every request handler and loader may use. */
export type AppServices = {
  config: Config;
  db: Database;
  driver: DatabaseDriver;
  clock: Clock;
  /** Background jobs (pg-boss): e-mail delivery. Send with the transaction of the change. */
  jobs: JobQueue;
  /** Card payments, plans and invoices: the built-in test provider until Stripe is configured. */
  payments: PaymentProvider;
  /** Catalogue reads kept in memory for a few seconds; absent means every read queries (tests). */
  catalogueCache?: CatalogueCache;
  /** The own inventory's nights kept for searches (decision 029); cleared with the catalogue cache. Absent: searches read the table. */
  nightsStore?: NightsStore;
  /** Pages rendered for visitors without cookies (http/page-cache.ts); cleared with the catalogue cache. */
  pageCache?: PageCache;
  /** Signed-in readers by session token, for a few seconds (http/member-cache.ts). */
  memberCache?: MemberCache;
  /** Live events for open pages (LISTEN/NOTIFY, decision 020); absent means GET /user/events answers 503. */
  live?: LiveHub;
  /** This process's search index, kept current by notifications (decision 024). */
  search: SearchEngine;
  /** Place suggestions for the sign-up wizards: Google Places when configured, else the built-in gazetteer. */
  placeSearch: PlaceSearch;
  /** Page views and search impressions counted in memory, written every few seconds (decision 035); absent: listingCounterOf makes one. */
  listingCounter?: ListingCounter;
};

/** What React Router loaders and actions receive as `context`. */


export type RequestContext = {
  services: AppServices;
  publicConfig: PublicConfig;
  /** Absolute origin of this request, e.g. http://localhost:3000. */
  origin: string;
  /** The client's address (request.ip: the socket's, or as a TRUST_PROXY proxy says), for per-address limits. */
  clientAddress: string;
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  correlationId: string;
  /** The signed-in member (session cookie), resolved before rendering so the first HTML knows. */
  user: ApiUser | null;
  /** The session token of this request, for loaders and actions that end or replace it. */
  sessionToken: string | null;
  /** The signed-in admin, with role and second-factor state (server/domain/admin/admin-actor.ts); null for everyone else. */
  admin: AdminActor | null;
  /** The ids of the listings the signed-in member saved (kept a few seconds per session, member-cache.ts); none for visitors. */
  favoriteIds: () => Promise<readonly number[]>;
  /**
   * Set while a page renders once for everyone (core/shared-page.ts, decision 055): user,
   * sessionToken and admin are null, member parts render marks, and the document entry records
   * whether every route of the page says it is the same for every member (app/shared-pages.ts).
   */
  sharedPage?: { marks: SharedPageMarks; isShareable: boolean };
};
