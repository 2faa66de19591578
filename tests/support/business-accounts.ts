import { users } from "../../server/db/schema/accounts";
import { businessAccounts, type BusinessKind } from "../../server/db/schema/business";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { signInWithCode } from "./accounts";
import { TEST_NOW, type TestApp } from "./test-app";

export type TestBusiness = { token: string; userId: number; email: string; accountId: number; listingId: number };

let counter = 0;

/** A business with a listing of its own and a signed-in session; active unless told otherwise. */
export async function createBusiness(
  testApp: TestApp,
  kind: BusinessKind,
  listing: Parameters<typeof insertListing>[1],
  status: "active" | "in_review" | "in_active" = "active",
): Promise<TestBusiness> {
  const email = `${kind}-${Date.now().toString(36)}-${(counter += 1)}@business.example`;
  const row = await insertListing(testApp.services.db, listing);
  const [user] = await testApp.services.db.insert(users).values({ email, role: "business" }).returning();
  const [account] = await testApp.services.db
    .insert(businessAccounts)
    .values({ userId: user!.id, kind, status, mode: "create", email, name: row.title, listingId: row.id, createdAt: TEST_NOW, updatedAt: TEST_NOW })
    .returning();
  const session = await signInWithCode(testApp, email);
  return { ...session, email, accountId: account!.id, listingId: row.id };
}
