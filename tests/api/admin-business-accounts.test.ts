import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BUSINESS_MESSAGES } from "../../core/admin-business-accounts";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { BUDGETS } from "../../core/deal-rules";
import { OCCASIONS } from "../../core/listing-types";
import { outboundEmails, users } from "../../server/db/schema/accounts";
import { adminAuditLog } from "../../server/db/schema/admin";
import { businessAccounts, type BusinessAccountRow, type BusinessKind } from "../../server/db/schema/business";
import { dealRequestMatches, dealRequests } from "../../server/db/schema/deals";
import { invoices, marketplacePosts, payments } from "../../server/db/schema/payments";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { bearer, latestEmailTo, signInWithCode } from "../support/accounts";
import { signInAsAdmin } from "../support/admins";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let owner: { token: string; userId: number };
let support: { token: string; userId: number };
let editor: { token: string; userId: number };
let business: { token: string; userId: number };
let member: { token: string; userId: number };
let ownerEmail: string;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const nextAddress = () => `198.51.100.${(counter += 1) % 250}`;

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;
type Summary = { id: number; status: string; email: string; name: string; listing_id: number | null; claim_status: string | null };

function call(method: "GET" | "POST", url: string, token?: string, payload?: unknown) {
  return testApp.app.inject({ method, url, remoteAddress: nextAddress(), headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

function expectError(response: Answer, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "admin business accounts");
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

async function auditCount() {
  const [row] = await testApp.services.db.select({ total: count() }).from(adminAuditLog);
  return row?.total ?? 0;
}

async function latestAudit(accountId: number, event: string) {
  const [row] = await testApp.services.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "business_account"), eq(adminAuditLog.targetId, String(accountId)), eq(adminAuditLog.event, event)))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return row;
}

async function accountRow(id: number): Promise<BusinessAccountRow> {
  const [row] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.id, id));
  if (!row) throw new Error(`no account ${id}`);
  return row;
}

type NewAccount = {
  kind?: BusinessKind;
  status?: "in_review" | "active" | "in_active";
  /** create: a profile of its own (listing owned); claim: a claim of `claimOf` in the given state. */
  mode?: "create" | "claim";
  claim?: "pending" | "verified";
  claimOf?: number;
  ownsListing?: boolean;
  name?: string;
};

/** A business (user and account), with a listing it created or a claim, straight into the database. */
async function newAccount(options: NewAccount = {}): Promise<BusinessAccountRow> {
  const { kind = "hotel", status = "in_review", mode = "create", claim, ownsListing = mode === "create" } = options;
  const db = testApp.services.db;
  const email = `biz-${unique()}@hotel.example`;
  const [user] = await db.insert(users).values({ email, role: "business" }).returning();
  const listingType = kind === "hotel" ? "basic" : kind;
  const listingId = options.claimOf ?? (ownsListing || mode === "claim" ? (await insertListing(db, { type: listingType, status: "active" })).id : null);
  const now = testApp.services.clock.now();
  const [row] = await db
    .insert(businessAccounts)
    .values({
      userId: user!.id,
      kind,
      status,
      mode,
      email,
      name: options.name ?? `Casa ${unique()}`,
      submission: { contactName: "Chiara Bianchi", phone: "+39 089 123456", website: "https://casa.example", address: "Positano, Italy", roomsTier: "Up to 50" },
      listingId: mode === "create" ? listingId : claim === "verified" ? listingId : null,
      claimListingId: mode === "claim" ? listingId : null,
      claimStatus: mode === "claim" ? (claim ?? "pending") : null,
      claimVerifiedBy: claim === "verified" ? "email" : null,
      claimTokenHash: mode === "claim" && claim !== "verified" ? `hash-${unique()}` : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  testApp = await createTestApp();
  ownerEmail = `owner-${unique()}@amora.example`;
  owner = await signInAsAdmin(testApp, ownerEmail, "owner");
  support = await signInAsAdmin(testApp, `support-${unique()}@amora.example`, "support");
  editor = await signInAsAdmin(testApp, `editor-${unique()}@amora.example`, "content_editor");
  const businessEmail = `signed-in-biz-${unique()}@amora.example`;
  await testApp.services.db.insert(users).values({ email: businessEmail, role: "business" });
  business = await signInWithCode(testApp, businessEmail);
  member = await signInWithCode(testApp, `couple-${unique()}@amora.example`);
});

afterAll(async () => {
  await testApp.close();
});

describe("GET /api/v1/admin/business-accounts", () => {
  it("searches name or e-mail, filters by status, kind and pending claim, newest first", async () => {
    const marker = unique();
    const hotel = await newAccount({ name: `Villa ${marker} Rosa` });
    const advisor = await newAccount({ kind: "advisor", name: `Advisor ${marker}`, status: "active" });
    const claim = await newAccount({ mode: "claim", name: `Claim ${marker}` });
    const list = async (query: string, token = support.token) => {
      const response = await call("GET", `/api/v1/admin/business-accounts?${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Summary[]; total: number }>();
    };
    expect((await list(`q=${marker.toUpperCase()}`)).data.map((row) => row.id)).toEqual([claim.id, advisor.id, hotel.id]);
    expect((await list(`q=${encodeURIComponent(hotel.email)}`)).data.map((row) => row.id)).toEqual([hotel.id]);
    expect((await list(`q=${marker}&kind=advisor`)).data.map((row) => row.id)).toEqual([advisor.id]);
    expect((await list(`q=${marker}&status=active`)).data.map((row) => row.id)).toEqual([advisor.id]);
    expect((await list(`q=${marker}&claim_pending=true`)).data.map((row) => row.id)).toEqual([claim.id]);
    // The content editor reads; LIKE's wildcards are taken literally.
    expect((await list(`q=${encodeURIComponent("%_")}`, editor.token)).total).toBe(0);
  });

  it("refuses visitors, members, businesses and bad filters", async () => {
    expectError(await call("GET", "/api/v1/admin/business-accounts"), 401);
    expectError(await call("GET", "/api/v1/admin/business-accounts", member.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("GET", "/api/v1/admin/business-accounts", business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("GET", "/api/v1/admin/business-accounts?kind=spaceship", owner.token), 400);
    expectError(await call("GET", `/api/v1/admin/business-accounts?q=${"x".repeat(300)}`, owner.token), 400);
    // NUL bytes and broken UTF-8 in the search: answered, never a 5xx.
    const hostile = await call("GET", "/api/v1/admin/business-accounts?q=%00%ED%A0%80%27%20or%201%3D1--", owner.token);
    expect(hostile.statusCode, hostile.body).toBeLessThan(500);
    if (hostile.statusCode === 200) expect(hostile.json<{ total: number }>().total).toBe(0);
    else expectError(hostile, 400);
  });
});

describe("GET /api/v1/admin/business-accounts/:id", () => {
  it("answers what the business submitted, its plan, payments, invoices, claim, listing and the admins' actions, no secrets", async () => {
    const account = await newAccount({ mode: "claim" });
    const db = testApp.services.db;
    const now = testApp.services.clock.now();
    await db.update(businessAccounts).set({ paymentMethod: "card", amountCents: 150_000, couponName: "BizLoveYou", paidAt: now }).where(eq(businessAccounts.id, account.id));
    const [payment] = await db
      .insert(payments)
      .values({ provider: "test", providerPaymentId: `pi_${unique()}`, purpose: "hotel", amountCents: 150_000, currency: "usd", userId: account.userId, email: account.email, createdAt: now })
      .returning();
    const [invoice] = await db
      .insert(invoices)
      .values({ provider: "test", providerInvoiceId: `in_${unique()}`, purpose: "hotel", email: account.email.toUpperCase(), amountCents: 150_000, currency: "usd", description: "Spotlight hotel", createdAt: now })
      .returning();
    const response = await call("GET", `/api/v1/admin/business-accounts/${account.id}`, editor.token);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ data: Record<string, unknown> & { payments: { id: number }[]; invoices: { id: number; status: string; number: string }[]; audit: unknown[] } }>().data;
    expect(detail).toMatchObject({
      id: account.id,
      email: account.email,
      mode: "claim",
      claim_status: "pending",
      amount_cents: 150_000,
      coupon_name: "BizLoveYou",
      submission: { contactName: "Chiara Bianchi", phone: "+39 089 123456" },
      listing: null,
      claim_listing: { id: account.claimListingId },
      counts: { posts: 0, leads: 0, deals: 0 },
      audit: [],
    });
    expect(detail.payments.map((row) => row.id)).toEqual([payment!.id]);
    expect(detail.invoices).toEqual([expect.objectContaining({ id: invoice!.id, status: "open" })]);
    expect(response.body).not.toContain(account.claimTokenHash!);

    expectError(await call("GET", `/api/v1/admin/business-accounts/${account.id}`), 401);
    expectError(await call("GET", `/api/v1/admin/business-accounts/${account.id}`, business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("GET", "/api/v1/admin/business-accounts/2147483000", owner.token), 404, ADMIN_BUSINESS_MESSAGES.notFound);
    expectError(await call("GET", "/api/v1/admin/business-accounts/abc", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/business-accounts/99999999999999", owner.token), 400);
  });
});

describe("POST /api/v1/admin/business-accounts/:id/status", () => {
  const move = (id: number, body: unknown, token?: string) => call("POST", `/api/v1/admin/business-accounts/${id}/status`, token, body);

  it("approves with a note in the e-mail, and the audit log keeps who, what, before and after", async () => {
    const account = await newAccount();
    const approved = await move(account.id, { status: "active", note: "Welcome aboard: your photos look lovely." }, support.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ data: { id: account.id, status: "active" } });
    const mail = await latestEmailTo(testApp, account.email, "business-account-status");
    expect(mail?.subject).toContain("is live");
    expect(mail?.text).toContain("A note from our team: Welcome aboard: your photos look lovely.");
    const entry = await latestAudit(account.id, "business_account.approve");
    expect(entry).toMatchObject({ actorUserId: support.userId, actorRole: "support", action: "business_accounts.review" });
    expect(entry?.before).toMatchObject({ status: "in_review" });
    expect(entry?.after).toMatchObject({ status: "active", note: "Welcome aboard: your photos look lovely." });
    expect(JSON.stringify(entry)).not.toContain("claimTokenHash");
  });

  it("rejects and deactivates only with a reason, which is e-mailed and audited", async () => {
    const account = await newAccount();
    const before = await auditCount();
    for (const body of [{ status: "in_active" }, { status: "in_active", reason: "   " }, { status: "in_active", reason: "no" }]) {
      expectError(await move(account.id, body, owner.token), 422, ADMIN_BUSINESS_MESSAGES.reasonRequired);
    }
    expectError(await move(account.id, { status: "in_active", reason: "x".repeat(1001) }, owner.token), 422);
    expectError(await move(account.id, { status: "active", note: "x".repeat(1001) }, owner.token), 422);
    expect((await accountRow(account.id)).status).toBe("in_review");
    expect(await auditCount()).toBe(before);

    const rejected = await move(account.id, { status: "in_active", reason: "We could not find <b>Casa</b> at this address." }, owner.token);
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await latestEmailTo(testApp, account.email, "business-account-status");
    expect(mail?.text).toContain("The reason: We could not find <b>Casa</b> at this address.");
    expect(mail?.html).not.toContain("<b>Casa</b>");
    expect(await latestAudit(account.id, "business_account.reject")).toMatchObject({ actorEmail: ownerEmail, after: expect.objectContaining({ status: "in_active", reason: "We could not find <b>Casa</b> at this address." }) });

    await move(account.id, { status: "active" }, owner.token);
    const deactivated = await move(account.id, { status: "in_active", reason: "Unpaid invoice after three reminders." }, owner.token);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await latestEmailTo(testApp, account.email, "business-account-status"))?.text).toContain("Unpaid invoice after three reminders.");
    expect(await latestAudit(account.id, "business_account.deactivate")).toMatchObject({ before: expect.objectContaining({ status: "active" }) });
  });

  it("refuses the content editor, visitors, members and businesses; nothing changes", async () => {
    const account = await newAccount();
    const before = await auditCount();
    expectError(await move(account.id, { status: "active" }), 401);
    expectError(await move(account.id, { status: "active" }, member.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await move(account.id, { status: "active" }, business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await move(account.id, { status: "active" }, editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await move(account.id, { status: "in_review" }, owner.token), 422);
    expectError(await move(account.id, { status: "active", note: ["an", "array"] }, owner.token), 422);
    expect((await accountRow(account.id)).status).toBe("in_review");
    expect(await auditCount()).toBe(before);
  });
});

describe("POST /api/v1/admin/business-accounts/:id/claim/approve", () => {
  it("audits an admin's approval with the evidence", async () => {
    const account = await newAccount({ mode: "claim" });
    const approved = await call("POST", `/api/v1/admin/business-accounts/${account.id}/claim/approve`, support.token, { evidence: "Called the hotel's published number." });
    expect(approved.statusCode, approved.body).toBe(200);
    const entry = await latestAudit(account.id, "business_account.claim_approve");
    expect(entry).toMatchObject({ actorUserId: support.userId, before: expect.objectContaining({ claimStatus: "pending", listingId: null }) });
    expect(entry?.after).toMatchObject({ claimStatus: "verified", listingId: account.claimListingId, claimEvidence: "Called the hotel's published number." });
    expectError(await call("POST", `/api/v1/admin/business-accounts/${account.id}/claim/approve`, editor.token, { evidence: "Called the hotel's published number." }), 403, ADMIN_MESSAGES.roleRefused);
  });
});

describe("POST /api/v1/admin/business-accounts/:id/claim/release", () => {
  const release = (id: number, body: unknown, token?: string) => call("POST", `/api/v1/admin/business-accounts/${id}/claim/release`, token, body);

  it("frees a verified claim's listing, e-mails the claimant the reason, and audits it", async () => {
    const account = await newAccount({ mode: "claim", claim: "verified", status: "active" });
    const listingId = account.listingId!;
    const released = await release(account.id, { reason: "The real owner showed us the deed." }, support.token);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ data: { id: account.id, claim_status: "released", listing_id: null } });
    expect(released.json<{ message: string }>().message).toContain("free again");
    expect(await accountRow(account.id)).toMatchObject({ claimStatus: "released", listingId: null, claimListingId: listingId });
    const mail = await latestEmailTo(testApp, account.email, "business-claim");
    expect(mail?.text).toContain("The reason: The real owner showed us the deed.");
    const entry = await latestAudit(account.id, "business_account.claim_release");
    expect(entry).toMatchObject({ before: expect.objectContaining({ claimStatus: "verified", listingId }), after: expect.objectContaining({ claimStatus: "released", listingId: null }) });
    // Free again: another business may claim it.
    expect((await call("GET", `/api/v1/admin/business-accounts/${account.id}`, owner.token)).json()).toMatchObject({ data: { listing: null, claim_listing: { id: listingId } } });

    expectError(await release(account.id, { reason: "Once more, please." }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.claimAlreadyClosed);
  });

  it("refuses without a reason, with no claim, to the content editor and to non-admins", async () => {
    const claim = await newAccount({ mode: "claim" });
    const profile = await newAccount();
    const before = await auditCount();
    expectError(await release(claim.id, {}, owner.token), 422, ADMIN_BUSINESS_MESSAGES.reasonRequired);
    expectError(await release(claim.id, { reason: 42 }, owner.token), 422);
    expectError(await release(profile.id, { reason: "No claim here at all." }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.noClaim);
    expectError(await release(2_147_483_000, { reason: "No such account." }, owner.token), 404);
    expectError(await release(claim.id, { reason: "Not your role to do." }, editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await release(claim.id, { reason: "Not an admin at all." }, business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await release(claim.id, { reason: "Not signed in at all." }), 401);
    expect((await accountRow(claim.id)).claimStatus).toBe("pending");
    expect(await auditCount()).toBe(before);
  });
});

describe("POST /api/v1/admin/business-accounts/:id/listing/reassign", () => {
  const reassign = (id: number, body: unknown, token?: string) => call("POST", `/api/v1/admin/business-accounts/${id}/listing/reassign`, token, body);

  it("gives the listing to another account of the same kind, e-mails both and audits both", async () => {
    const from = await newAccount({ status: "active" });
    const to = await newAccount({ mode: "claim", ownsListing: false, claimOf: from.listingId! });
    const moved = await reassign(from.id, { to_account_id: to.id, reason: "The hotel changed hands in May." }, owner.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ data: { id: from.id, listing_id: null }, to: { id: to.id, listing_id: from.listingId, claim_status: "verified" } });
    expect(await accountRow(to.id)).toMatchObject({ listingId: from.listingId, claimVerifiedBy: "admin", claimEvidence: "The hotel changed hands in May.", claimApprovedBy: owner.userId });
    expect((await latestEmailTo(testApp, from.email, "business-claim"))?.text).toContain("The hotel changed hands in May.");
    expect((await latestEmailTo(testApp, to.email, "business-claim"))?.subject).toContain("is yours");
    expect(await latestAudit(from.id, "business_account.listing_reassign")).toMatchObject({ before: expect.objectContaining({ listingId: from.listingId }), after: expect.objectContaining({ listingId: null, toAccountId: to.id }) });
    expect(await latestAudit(to.id, "business_account.listing_receive")).toMatchObject({ after: expect.objectContaining({ listingId: from.listingId }) });
  });

  it("refuses other kinds, an account that owns a listing, itself, no such account, bad input and other roles", async () => {
    const from = await newAccount();
    const advisor = await newAccount({ kind: "advisor", ownsListing: false });
    const owning = await newAccount();
    const empty = await newAccount({ ownsListing: false });
    const before = await auditCount();
    const reason = "Asked by both businesses.";
    expectError(await reassign(from.id, { to_account_id: advisor.id, reason }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.differentKinds);
    expectError(await reassign(from.id, { to_account_id: owning.id, reason }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.targetHasListing);
    expectError(await reassign(from.id, { to_account_id: from.id, reason }, owner.token), 422, ADMIN_BUSINESS_MESSAGES.sameAccount);
    expectError(await reassign(from.id, { to_account_id: 2_147_483_000, reason }, owner.token), 404);
    expectError(await reassign(empty.id, { to_account_id: from.id, reason }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.noListing);
    expectError(await reassign(from.id, { to_account_id: "1; drop table users", reason }, owner.token), 422);
    expectError(await reassign(from.id, { to_account_id: empty.id }, owner.token), 422, ADMIN_BUSINESS_MESSAGES.reasonRequired);
    expectError(await reassign(from.id, { to_account_id: empty.id, reason }, editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await reassign(from.id, { to_account_id: empty.id, reason }, member.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await reassign(from.id, { to_account_id: empty.id, reason }), 401);
    expect((await accountRow(from.id)).listingId).toBe(from.listingId);
    expect(await auditCount()).toBe(before);
  });
});

describe("POST /api/v1/admin/business-accounts/:id/merge", () => {
  const merge = (id: number, body: unknown, token?: string) => call("POST", `/api/v1/admin/business-accounts/${id}/merge`, token, body);

  it("moves the duplicate's listing, payments, invoices, posts and leads to the kept account and closes the duplicate", async () => {
    const db = testApp.services.db;
    const now = testApp.services.clock.now();
    const kept = await newAccount({ ownsListing: false, status: "active" });
    const duplicate = await newAccount({ status: "active" });
    const [payment] = await db
      .insert(payments)
      .values({ provider: "test", providerPaymentId: `pi_${unique()}`, purpose: "hotel", amountCents: 150_000, currency: "usd", userId: duplicate.userId, email: duplicate.email, createdAt: now })
      .returning();
    const [invoice] = await db
      .insert(invoices)
      .values({ provider: "test", providerInvoiceId: `in_${unique()}`, purpose: "hotel", email: duplicate.email, amountCents: 150_000, currency: "usd", description: "Spotlight hotel", status: "paid", paidAt: now, createdAt: now })
      .returning();
    const [post] = await db
      .insert(marketplacePosts)
      .values({
        email: duplicate.email,
        businessName: duplicate.name,
        userId: duplicate.userId,
        title: "Spring escape",
        description: "Two nights",
        destination: "Positano",
        dealPriceCents: 40_000,
        validUntil: now,
        adDurationDays: 30,
        amountCents: 5_000,
        sessionExpiresAt: now,
        createdAt: now,
      })
      .returning();
    const [request] = await db
      .insert(dealRequests)
      .values({
        userId: member.userId,
        occasion: OCCASIONS[0].slug,
        nights: 2,
        budget: BUDGETS[0].value,
        travellers: 2,
        special: "",
        firstName: "Ana",
        lastName: "Lima",
        email: "ana@example.com",
        submission: {},
        respondBy: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [lead] = await db.insert(dealRequestMatches).values({ requestId: request!.id, businessAccountId: duplicate.id, reason: "Hotel in Positano", matchedAt: now }).returning();

    const merged = await merge(kept.id, { duplicate_id: duplicate.id, reason: "Signed up twice with two addresses." }, support.token);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      data: { id: kept.id, listing_id: duplicate.listingId, status: "active" },
      closed: { id: duplicate.id, status: "in_active", listing_id: null },
      moved: { listing_id: duplicate.listingId, payments: [payment!.id], invoices: [invoice!.id], posts: [post!.id], leads: [lead!.id], deals: [] },
      left_behind: { leads: 0, deals: 0 },
    });
    expect(merged.json<{ message: string }>().message).toContain(`${duplicate.email} was merged into this account and closed.`);
    const [movedPayment] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(movedPayment).toMatchObject({ userId: kept.userId, email: kept.email });
    const [movedLead] = await db.select().from(dealRequestMatches).where(eq(dealRequestMatches.id, lead!.id));
    expect(movedLead?.businessAccountId).toBe(kept.id);
    expect((await latestEmailTo(testApp, duplicate.email, "business-account-status"))?.text).toContain(`merged into the account of ${kept.email}`);
    const keptEntry = await latestAudit(kept.id, "business_account.merge");
    expect(keptEntry).toMatchObject({ action: "business_accounts.merge", actorRole: "support", after: expect.objectContaining({ mergedFrom: duplicate.id, listingId: duplicate.listingId }) });
    expect(await latestAudit(duplicate.id, "business_account.merged_into")).toMatchObject({ before: expect.objectContaining({ status: "active" }), after: expect.objectContaining({ status: "in_active", mergedInto: kept.id }) });
    // The detail pages show the merge in each account's history.
    const history = (await call("GET", `/api/v1/admin/business-accounts/${duplicate.id}`, owner.token)).json<{ data: { audit: { event: string }[] } }>().data.audit;
    expect(history.map((entry) => entry.event)).toContain("business_account.merged_into");

    expectError(await merge(kept.id, { duplicate_id: duplicate.id, reason: "Again, by mistake." }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.alreadyMerged);
  });

  it("refuses different kinds, two listings, a pending claim or open invoice on the duplicate, bad input and other roles", async () => {
    const db = testApp.services.db;
    const kept = await newAccount();
    const advisor = await newAccount({ kind: "advisor" });
    const twin = await newAccount();
    const claiming = await newAccount({ mode: "claim" });
    const invoiced = await newAccount({ ownsListing: false });
    const [open] = await db
      .insert(invoices)
      .values({ provider: "test", providerInvoiceId: `in_${unique()}`, purpose: "hotel", email: invoiced.email, amountCents: 150_000, currency: "usd", description: "Spotlight hotel", createdAt: testApp.services.clock.now() })
      .returning();
    await db.update(businessAccounts).set({ invoiceId: open!.id, paymentMethod: "invoice" }).where(eq(businessAccounts.id, invoiced.id));
    const before = await auditCount();
    const emailsBefore = (await db.select({ total: count() }).from(outboundEmails))[0]?.total;
    const reason = "Two sign-ups of one hotel.";
    expectError(await merge(kept.id, { duplicate_id: advisor.id, reason }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.differentKinds);
    expectError(await merge(kept.id, { duplicate_id: twin.id, reason }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.mergeBothListings);
    expectError(await merge(kept.id, { duplicate_id: claiming.id, reason }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.mergePendingClaim);
    expectError(await merge(kept.id, { duplicate_id: invoiced.id, reason }, owner.token), 409, ADMIN_BUSINESS_MESSAGES.mergeOpenInvoice);
    expectError(await merge(kept.id, { duplicate_id: kept.id, reason }, owner.token), 422, ADMIN_BUSINESS_MESSAGES.sameAccount);
    expectError(await merge(kept.id, { duplicate_id: 2_147_483_000, reason }, owner.token), 404);
    expectError(await merge(kept.id, { duplicate_id: -4, reason }, owner.token), 422);
    const nul = await merge(kept.id, { duplicate_id: twin.id, reason: "Same hotel \u0000 twice" }, owner.token);
    expectError(nul, nul.statusCode === 400 ? 400 : 422);
    expectError(await merge(kept.id, { duplicate_id: twin.id, reason: "  " }, owner.token), 422, ADMIN_BUSINESS_MESSAGES.reasonRequired);
    expectError(await merge(kept.id, { duplicate_id: twin.id, reason }, editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await merge(kept.id, { duplicate_id: twin.id, reason }, business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await merge(kept.id, { duplicate_id: twin.id, reason }), 401);
    expect(await auditCount()).toBe(before);
    expect((await db.select({ total: count() }).from(outboundEmails))[0]?.total).toBe(emailsBefore);
    expect((await accountRow(twin.id)).status).toBe("in_review");
  });
});
