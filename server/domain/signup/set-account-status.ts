import { eq } from "drizzle-orm";
import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { CLAIM_MESSAGES } from "../../../core/claim-rules";
import { AppError } from "../../kernel/errors";
import { queueEmail } from "../mail/queue-email";
import { assertBusinessAccountMove } from "./business-account-transitions";
import { dashboardUrl, type SignupDeps } from "./signup-deps";

/**
 * An admin's review (docs/product.md §4, decision 019): the account moves to `active` or `in_active`
 * by the transition table, the business is e-mailed either way, and a profile it created goes
 * public when it is activated (and private again when deactivated). A claimed listing stays as it is.
 */
export async function setAccountStatus(
  deps: SignupDeps,
  { accountId, status, adminId }: { accountId: number; status: BusinessAccountStatus; adminId: number },
): Promise<BusinessAccountRow> {
  const { db, clock, jobs, config, origin, catalogueCache } = deps;
  const updated = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, accountId)).for("update");
    if (!account) throw new AppError("NOT_FOUND", "No business account with this id.");
    assertBusinessAccountMove(account.status, status);
    // A claim gives its listing only once verified (decision 033): activate after approving it.
    if (status === "active" && account.mode === "claim" && account.claimStatus !== "verified") {
      throw new AppError("CONFLICT", account.claimStatus === "lost" ? CLAIM_MESSAGES.lost : "Verify this claim first: approve it with the evidence you checked, or wait for the owner's link.");
    }
    const now = clock.now();
    const [row] = await tx
      .update(businessAccounts)
      .set({ status, statusChangedAt: now, statusChangedBy: adminId, updatedAt: now })
      .where(eq(businessAccounts.id, accountId))
      .returning();
    if (!row) throw new Error("business account update returned no row");
    if (account.mode === "create" && account.listingId !== null) {
      await tx
        .update(listings)
        .set({ status: status === "active" ? "active" : "in_active", updatedAt: now })
        .where(eq(listings.id, account.listingId));
    }
    await queueEmail({
      db: tx,
      jobs,
      clock,
      config,
      origin,
      to: row.email,
      template: { name: "business-account-status", status, businessName: row.name, dashboardUrl: dashboardUrl(deps) },
    });
    return row;
  });
  invalidateCatalogue({ cache: catalogueCache });
  return updated;
}
