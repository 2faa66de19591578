import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

const axe = axeForThisFile();
const suffix = Date.now().toString(36);
const title = `Lemon Grove Escape ${suffix}`;
const edited = `Lemon Grove Honeymoon ${suffix}`;
const HOTEL_EMAIL = "hotel@amora.travel";

/** A same-site write from the page's request context (cookie-authenticated writes need their Origin). */
const sameSite = () => ({ origin: absolute("/").replace(/\/$/, "") });

/** The demo hotel posts a deal while signed in and pays it by the test provider's card, as the modal does. */
async function paidPost(): Promise<number> {
  const submitted = await page.request.post(absolute("/api/v1/marketplace-requests"), {
    headers: sameSite(),
    data: {
      business_name: "Villa Rosa Amalfi",
      email: HOTEL_EMAIL,
      title,
      description: "Three nights among the lemon terraces with a dinner for two.",
      destination: "Amalfi, Italy",
      price: "1200",
      valid_until: "2027-12-31",
      marketplace_request_ad_duration: 30,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const post = ((await submitted.json()) as { data: { id: number; amount: number } }).data;
  const paying = await page.request.post(absolute("/api/v1/payments/order/booking/pay"), {
    headers: sameSite(),
    data: { items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id },
  });
  expect(paying.status(), await paying.text()).toBe(200);
  const { clientSecret } = (await paying.json()) as { clientSecret: string };
  const paymentId = clientSecret.slice(0, clientSecret.indexOf("_secret_"));
  const confirmed = await page.request.post(absolute(`/api/v1/test-provider/payment_intents/${paymentId}/confirm`), {
    headers: sameSite(),
    data: { client_secret: clientSecret, card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" }, return_url: absolute("/marketplace-request") },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const verified = await page.request.post(absolute("/api/v1/payments/marketRequestPaymentIntent"), {
    headers: sameSite(),
    data: { paymentintentid: paymentId, guestEmail: HOTEL_EMAIL, paymentTotal: post.amount },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return post.id;
}

async function marketplaceShows(text: string): Promise<boolean> {
  await page.goto(absolute("/marketplace"));
  return (await page.getByText(text, { exact: false }).count()) > 0;
}

describe("a business's marketplace posts on the dashboard", () => {
  it("the demo hotel edits its paid post's title and the public post shows it; pausing takes it off /marketplace; axe at 1366px and 390px", async () => {
    await signInAsDemoHotel(page);
    const postId = await paidPost();
    expect(await marketplaceShows(title)).toBe(true);

    await page.goto(absolute("/dashboard"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Marketplace posts", exact: true }).click();
    await page.waitForURL(/\/dashboard\/posts$/);
    await waitForHydration(page);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await card.getByText(/^Live until /).waitFor();
    await card.getByText("$1,200 per stay").waitFor();
    await axe.expectNoViolations(page, "/dashboard/posts at 1366px");

    await card.getByRole("link", { name: `Edit or renew ${title}` }).click();
    await page.waitForURL(new RegExp(`/dashboard/posts/${postId}$`));
    await waitForHydration(page);
    await axe.expectNoViolations(page, "/dashboard/posts/{id} at 1366px");
    const form = page.getByRole("form", { name: "Edit the post" });

    // A rule's message by its field, focused; what was typed stays.
    await form.getByLabel("Deal title").fill("   ");
    await form.getByLabel("Price per stay (USD)").fill("1350");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("Enter Deal Title").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("bp-title");
    expect(await form.getByLabel("Price per stay (USD)").inputValue()).toBe("1350");

    await form.getByLabel("Deal title").fill(edited);
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByRole("status").filter({ hasText: "Your post is saved. Couples see the change now." }).waitFor();

    await page.getByRole("link", { name: "See your post" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
    await page.getByRole("heading", { level: 1, name: edited }).waitFor();
    await page.getByText("$1,350 per stay").first().waitFor();
    const publicPath = new URL(page.url()).pathname;

    // Pause: off /marketplace, the ad's end kept.
    await page.goto(absolute(`/dashboard/posts/${postId}`));
    await waitForHydration(page);
    await page.getByRole("button", { name: `Pause ${edited}` }).click();
    await page.getByText(/^Paused \(the ad still ends /).waitFor();
    expect(await marketplaceShows(edited)).toBe(false);
    // Its page is gone as an ended ad's is: the not-found page.
    expect((await page.goto(absolute(publicPath)))?.status()).toBe(404);

    // Renew by card from the dashboard: 60 more days; the post stays paused, its end moves.
    await page.goto(absolute(`/dashboard/posts/${postId}`));
    await waitForHydration(page);
    const endBefore = await page.getByText(/^Paused \(the ad still ends /).textContent();
    const renewal = page.getByRole("region", { name: "Renew the ad" });
    await renewal.getByLabel("60 days, $249").check();
    await renewal.getByRole("button", { name: "Continue to payment" }).click();
    await renewal.getByLabel("Card number").fill("4242 4242 4242 4242");
    await renewal.getByLabel("Expiry date").fill("12 / 30");
    await renewal.getByLabel("CVC").fill("123");
    await axe.expectNoViolations(page, "/dashboard/posts/{id} renewal card form at 1366px");
    await renewal.getByRole("button", { name: "Pay $249" }).click();
    await renewal.getByRole("status").filter({ hasText: "Thank you: your ad now runs longer." }).waitFor();
    await expect.poll(() => page.getByText(/^Paused \(the ad still ends /).textContent()).not.toBe(endBefore);
    expect(await marketplaceShows(edited)).toBe(false);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(absolute(`/dashboard/posts/${postId}`));
    await waitForHydration(page);
    await axe.expectNoViolations(page, "/dashboard/posts/{id} paused at 390px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(absolute("/dashboard/posts"));
    await waitForHydration(page);
    await axe.expectNoViolations(page, "/dashboard/posts at 390px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("sends a visitor to the dashboard's sign-in, and another id is the not-found page", async () => {
    await page.goto(absolute("/dashboard/posts"));
    await page.waitForURL(/\/dashboard$/);
    await signInAsDemoHotel(page);
    const missing = await page.goto(absolute("/dashboard/posts/999999"));
    expect(missing?.status()).toBe(404);
  });
});
