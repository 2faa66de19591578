import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { payments } from "../../db/schema/payments";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { getReceipt, listReceipts } from "./receipts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let counter = 0;
async function account(label: string) {
  const email = `${label}-${Date.now().toString(36)}-${(counter += 1)}@receipts.example`;
  const [user] = await testApp.services.db.insert(users).values({ email, role: "business" }).returning();
  return { userId: user!.id, email };
}

async function pay(values: { userId?: number | null; email: string | null; purpose: "hotel" | "advisor-featured" | "marketplace-post"; amountCents: number; minutesAgo: number; couponName?: string }) {
  const [row] = await testApp.services.db
    .insert(payments)
    .values({
      provider: "test",
      providerPaymentId: `pi_receipt_${Date.now().toString(36)}_${(counter += 1)}`,
      purpose: values.purpose,
      amountCents: values.amountCents,
      currency: "USD",
      userId: values.userId ?? null,
      email: values.email,
      couponName: values.couponName ?? null,
      createdAt: new Date(testApp.clock.now().getTime() - values.minutesAgo * 60_000),
    })
    .returning();
  return row!;
}

describe("receipts", () => {
  it("lists the account's card payments newest first: those made signed in, and those made with its e-mail before", async () => {
    const owner = await account("owner");
    const stranger = await account("stranger");
    const signup = await pay({ email: owner.email.toUpperCase(), purpose: "advisor-featured", amountCents: 60_750, minutesAgo: 60, couponName: "SPRING10" });
    const post = await pay({ userId: owner.userId, email: "other-address@example.com", purpose: "marketplace-post", amountCents: 9_900, minutesAgo: 5 });
    const theirs = await pay({ userId: stranger.userId, email: stranger.email, purpose: "hotel", amountCents: 150_000, minutesAgo: 1 });

    const listed = await listReceipts(testApp.services.db, owner);
    expect(listed.map((receipt) => receipt.id)).toEqual([post.id, signup.id]);
    expect(listed[1]).toMatchObject({ purpose: "advisor-featured", amountCents: 60_750, couponName: "SPRING10", status: "succeeded" });
    expect(await getReceipt(testApp.services.db, owner, signup.id)).toMatchObject({ id: signup.id });
    // Another account's receipt is no receipt of this one.
    expect(await getReceipt(testApp.services.db, owner, theirs.id)).toBeNull();
    expect(await getReceipt(testApp.services.db, stranger, signup.id)).toBeNull();
    expect((await listReceipts(testApp.services.db, stranger)).map((receipt) => receipt.id)).toEqual([theirs.id]);
  });
});
