import type { HotelAvailabilitySupplier } from "../../adapters/hotel-supply/hotel-supplier";
import { liteApiSupplierFrom } from "../../adapters/hotel-supply/liteapi-supplier";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { Clock } from "../../kernel/clock";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import type { NightsStore } from "./inventory-nights-store";
import { OWN_INVENTORY, ownInventorySupplier } from "./own-inventory-supplier";

/**
 * The suppliers the search may ask, by name (`hotel_suppliers.supplier`; the own inventory under
 * OWN_INVENTORY). A hotel whose supplier is not registered here is left out of the search.
 */
export type SupplierRegistry = ReadonlyMap<string, HotelAvailabilitySupplier>;

/** The own inventory, and any others given (a bed bank's adapter, when configured). */
export function supplierRegistry(
  db: Database,
  clock: Clock,
  others: readonly HotelAvailabilitySupplier[] = [],
  cache?: CatalogueCache,
  nights?: NightsStore,
): SupplierRegistry {
  const registry = new Map<string, HotelAvailabilitySupplier>([[OWN_INVENTORY, ownInventorySupplier(db, clock, cache, nights)]]);
  for (const supplier of others) registry.set(supplier.name, supplier);
  return registry;
}

/**
 * The registry the app searches with: the own inventory, and LiteAPI (decision 030) when
 * LITEAPI_API_KEY is set, for the hotels `hotel_suppliers` gives to "liteapi".
 */
export function appSuppliers({
  db,
  config,
  clock,
  catalogueCache,
  nightsStore,
}: {
  db: Database;
  config: Pick<Config, "liteApi">;
  clock: Clock;
  catalogueCache?: CatalogueCache;
  nightsStore?: NightsStore;
}): SupplierRegistry {
  const bedBank = liteApiSupplierFrom(config.liteApi, clock);
  return supplierRegistry(db, clock, bedBank ? [bedBank] : [], catalogueCache, nightsStore);
}
