import type { HotelAvailabilitySupplier } from "../../adapters/hotel-supply/hotel-supplier";
import type { Database } from "../../db/client";
import { OWN_INVENTORY, ownInventorySupplier } from "./own-inventory-supplier";

/**
 * The suppliers the search may ask, by name (`hotel_suppliers.supplier`; the own inventory under
 * OWN_INVENTORY). A hotel whose supplier is not registered here is left out of the search.
 */
export type SupplierRegistry = ReadonlyMap<string, HotelAvailabilitySupplier>;

/** The own inventory, and any others given (a bed bank's adapter, when configured). */
export function supplierRegistry(db: Database, others: readonly HotelAvailabilitySupplier[] = []): SupplierRegistry {
  const registry = new Map<string, HotelAvailabilitySupplier>([[OWN_INVENTORY, ownInventorySupplier(db)]]);
  for (const supplier of others) registry.set(supplier.name, supplier);
  return registry;
}
