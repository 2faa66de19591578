import { appSecretOf } from "../../app-secret";
import type { AppServices } from "../../app-context";
import type { Database } from "../../db/client";

/** What the account verbs need: the app's services plus the origin links in e-mails point to. */
export type AccountDeps = Pick<AppServices, "db" | "clock" | "jobs" | "config"> & { origin?: string };

export function secretOf(deps: AccountDeps): string {
  return appSecretOf(deps.config);
}

/** The same deps bound to a transaction. */
export function inTransaction(deps: AccountDeps, tx: Database): AccountDeps {
  return { ...deps, db: tx };
}
