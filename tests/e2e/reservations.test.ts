import { mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BOOKING_FLOW_MESSAGES } from "../../core/booking/booking-messages";
import { formatLongDate } from "../../core/booking/stay-dates";
import { formatDollars } from "../../core/money";
import { axeForThisFile, describeViolations, violationsOn } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInThroughApi, uniqueEmail } from "./support/members";

let page: Page;
let browser: Parameters<Parameters<typeof openPagePerTest>[0]>[0]["browser"];
openPagePerTest((session) => {
  ({ page, browser } = session);
});

const axe = axeForThisFile();
const HOTEL = "villa-rosa-amalfi";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Each test books over HTTP and runs axe at two widths: more than the default minute on a busy machine. */
const SLOW = 180_000;

type Reservation = { id: number; confirmation_number: string; status: string; total_cents: number; check_in: string; hotel: { title: string }; card_last4: string | null };

/** A day of next month (UTC): the stay is ahead, inside the demo inventory's year, and free to cancel for weeks. */
let dayCounter = 0;
function nextStay(): { checkin: string; checkout: string } {
  const now = new Date();
  dayCounter += 2;
  const day = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 3 + dayCounter + offset)).toISOString().slice(0, 10);
  return { checkin: day(0), checkout: day(2) };
}

async function api<T>(method: "GET" | "POST", pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(absolute(`/api/v1${pathname}`), {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${pathname}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

/**
 * A guest books two nights at the demo hotel over HTTP, as the checkout does: the rooms and rates,
 * the hold, the guest's details, the card with the test provider, and the booking call again.
 */
async function bookAsGuest(email: string): Promise<Reservation> {
  const stay = nextStay();
  const rooms = await api<{ rates: { rate_key: string; total_cents: number; cancellation: { refundable: boolean } }[] }>(
    "GET",
    `/booking/roomsandrate?${new URLSearchParams({ hotel: HOTEL, ...stay, adults: "2" }).toString()}`,
  );
  const rate = rooms.rates.find((candidate) => candidate.cancellation.refundable) ?? rooms.rates[0];
  if (!rate) throw new Error("the demo hotel has no rate for the stay");
  const held = await api<{ booking_token: string; reservation: Reservation }>("POST", "/booking/priceByRecommendation", { rate_key: rate.rate_key });
  const details = {
    booking_token: held.booking_token,
    first_name: "Giulia",
    last_name: "Rossi",
    email,
    phone: "+39 055 123 4567",
    room_guests: [{ first_name: "Marco", last_name: "Bianchi" }],
    special_requests: "A bottle of prosecco on arrival, please.",
    occasion: "anniversary",
    total_cents: held.reservation.total_cents,
  };
  const opened = await api<{ status: string; payment: { id: string; client_secret: string } | null }>("POST", "/booking/unauthbooking", details);
  expect(opened.status).toBe("awaiting_payment");
  const payment = opened.payment!;
  const paid = await api<{ status: string }>("POST", `/test-provider/payment_intents/${payment.id}/confirm`, {
    client_secret: payment.client_secret,
    card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
    return_url: absolute("/hotelbooking/1"),
  });
  expect(paid.status).toBe("succeeded");
  const confirmed = await api<{ status: string; reservation: Reservation }>("POST", "/booking/unauthbooking", details);
  expect(confirmed.status).toBe("confirmed");
  return confirmed.reservation;
}

const findPath = (reservation: Reservation, email: string) => `/booking/find?${new URLSearchParams({ number: reservation.confirmation_number, email }).toString()}`;

async function expectNoViolationsAt(pathname: string, status = 200): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    const violations = await violationsOn(browser, axe.source(), pathname, viewport, status);
    expect(violations, `${pathname} at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual([]);
  }
}

/** Both widths on the page as it is (a signed-in member's), with a screenshot of each to look at. */
async function checkBothWidths(label: string): Promise<void> {
  await mkdir("test-results/reservations", { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await axe.expectNoViolations(page, `${label} at ${viewport.width}px`);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/reservations/${label}-${viewport.width}.png`, fullPage: true });
  }
}

describe("a guest's booking at /booking/find", () => {
  it("opens from the e-mail's link, shows the stay and cancels it with the refund the policy gives", async () => {
    const email = uniqueEmail("guest-find");
    const booked = await bookAsGuest(email);

    const response = await page.goto(absolute(findPath(booked, email)));
    expect(response?.status()).toBe(200);
    // Personal, and changed by a cancellation: no cache may keep it.
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("Confirmation number").inputValue()).toBe(booked.confirmation_number);
    expect(await page.getByLabel("E-mail").inputValue()).toBe(email);

    const detail = page.getByRole("article", { name: booked.hotel.title });
    await detail.getByText(booked.confirmation_number).waitFor();
    expect(await detail.getByRole("link", { name: booked.hotel.title }).getAttribute("href")).toMatch(/^\/villa-rosa-amalfi$/);
    const text = await detail.innerText();
    expect(text).toContain(formatLongDate(booked.check_in));
    expect(text).toContain("Giulia Rossi");
    expect(text).toContain("Marco Bianchi");
    expect(text).toContain("A bottle of prosecco on arrival, please.");
    expect(text).toContain("Anniversary");
    expect(text).toContain("•••• 4242");
    expect(text).toContain(formatDollars(booked.total_cents));
    expect(text).toMatch(/Free cancellation until/);
    expect(await detail.getByRole("row", { name: /^Taxes/ }).count()).toBe(1);
    await expectNoViolationsAt(findPath(booked, email));
    await checkBothWidths("booking-find");
    await page.setViewportSize(DESKTOP);

    // The confirmation step: Escape closes it and gives focus back to the button.
    const cancelButton = detail.getByRole("button", { name: "Cancel reservation" });
    await cancelButton.click();
    const dialog = page.getByRole("dialog", { name: "Cancel this reservation?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`You will be refunded the full ${formatDollars(booked.total_cents)} to the card ending in 4242.`);
    await axe.expectNoViolations(page, "the cancellation's confirmation");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => cancelButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // Confirmed: the result is read out, the refund shown and the button gone.
    await cancelButton.click();
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    const result = page.getByRole("status").filter({ hasText: "Your reservation is cancelled." });
    await result.waitFor();
    expect(await result.innerText()).toBe(`Your reservation is cancelled. ${formatDollars(booked.total_cents)} will be refunded to the card ending in 4242.`);
    await dialog.waitFor({ state: "hidden" });
    expect(await detail.getByRole("button", { name: "Cancel reservation" }).count()).toBe(0);
    expect(await detail.innerText()).toMatch(new RegExp(`Refunded\\s+${formatDollars(booked.total_cents).replace("$", "\\$")}`));

    // Read again, it stays cancelled with its refund.
    await page.reload();
    await detail.getByText("Cancelled", { exact: true }).waitFor();
    expect(await detail.getByRole("button", { name: "Cancel reservation" }).count()).toBe(0);
    const answer = await api<{ data: Reservation & { refund_cents: number } }>("GET", `/booking/getbookingdetail?${new URLSearchParams({ confirmation_number: booked.confirmation_number, email }).toString()}`);
    expect(answer.data.status).toBe("cancelled");
    expect(answer.data.refund_cents).toBe(booked.total_cents);
  }, SLOW);

  it("says when the details match nothing, the same for a wrong e-mail as for a wrong number, and sends the form by GET", async () => {
    const email = uniqueEmail("guest-wrong");
    const booked = await bookAsGuest(email);
    await page.goto(absolute("/booking/find"));
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Find your booking");
    expect(await page.getByText(BOOKING_FLOW_MESSAGES.notFound).count()).toBe(0);
    await expectNoViolationsAt("/booking/find");

    await page.getByLabel("Confirmation number").fill(booked.confirmation_number);
    await page.getByLabel("E-mail").fill(`other-${email}`);
    await page.getByRole("button", { name: "Find booking" }).click();
    await page.getByText(BOOKING_FLOW_MESSAGES.notFound).waitFor();
    expect(new URL(page.url()).searchParams.get("number")).toBe(booked.confirmation_number);
    expect(await page.getByRole("article").count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");

    await page.goto(absolute(`/booking/find?${new URLSearchParams({ number: "AM-ZZZZZZZZ", email }).toString()}`));
    await page.getByText(BOOKING_FLOW_MESSAGES.notFound).waitFor();
    await expectNoViolationsAt(`/booking/find?${new URLSearchParams({ number: "AM-ZZZZZZZZ", email }).toString()}`);

    // The right details, typed in: the booking opens.
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Confirmation number").fill(booked.confirmation_number);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Find booking" }).click();
    await page.getByRole("article", { name: booked.hotel.title }).getByText(booked.confirmation_number).waitFor();
  }, SLOW);
});

describe("a member's reservations", () => {
  it("a visitor on /reservations or /reservations/{id} is sent home", async () => {
    await page.goto(absolute("/reservations"));
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(absolute("/reservations/1"));
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("a new member's list is empty with a way to browse hotels", async () => {
    await signInThroughApi(page, uniqueEmail("member-empty"));
    await page.goto(absolute("/reservations"));
    await waitForHydration(page);
    const upcoming = page.getByRole("region", { name: /^Upcoming/ });
    await upcoming.getByText("No upcoming stays.", { exact: false }).waitFor();
    expect(await upcoming.getByRole("link", { name: "Browse hotels" }).getAttribute("href")).toBe("/hotel");
    expect(await page.getByRole("region", { name: /^Past/ }).getByText("No past stays yet.").count()).toBe(1);
    expect(await page.getByRole("region", { name: /^Cancelled/ }).getByText("No cancelled reservations.").count()).toBe(1);
    await checkBothWidths("reservations-empty");
  }, SLOW);

  it("a member sees a stay booked with their e-mail under Upcoming, opens it and cancels it; someone else's is not found", async () => {
    const email = uniqueEmail("member-trip");
    const booked = await bookAsGuest(email);
    const someoneElses = await bookAsGuest(uniqueEmail("someone-else"));
    await signInThroughApi(page, email);

    await page.goto(absolute("/reservations"));
    await waitForHydration(page);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const upcoming = page.getByRole("region", { name: /^Upcoming/ });
    const card = upcoming.getByRole("article", { name: booked.hotel.title });
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain(formatLongDate(booked.check_in));
    expect(cardText).toContain("2 nights");
    expect(cardText).toContain("Confirmed");
    expect(cardText).toContain(formatDollars(booked.total_cents));
    await checkBothWidths("reservations-list");

    await page.setViewportSize(DESKTOP);
    await card.getByRole("link", { name: /View reservation/ }).click();
    await page.waitForURL(new RegExp(`/reservations/${booked.id}$`));
    await waitForHydration(page);
    const detail = page.getByRole("article", { name: booked.hotel.title });
    await detail.getByText(booked.confirmation_number).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Your reservation");
    await checkBothWidths("reservation-detail");

    await page.setViewportSize(PHONE);
    await detail.getByRole("button", { name: "Cancel reservation" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this reservation?" });
    await dialog.waitFor();
    await axe.expectNoViolations(page, "the member's cancellation step at 390px");
    await page.screenshot({ path: "test-results/reservations/cancel-dialog-390.png" });
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await page.getByRole("status").filter({ hasText: "Your reservation is cancelled." }).waitFor();

    await page.goto(absolute("/reservations"));
    await page.getByRole("region", { name: /^Cancelled/ }).getByRole("article", { name: booked.hotel.title }).waitFor();

    const missing = await page.goto(absolute(`/reservations/${someoneElses.id}`));
    expect(missing?.status()).toBe(404);
    expect((await page.goto(absolute("/reservations/999999999")))?.status()).toBe(404);
    expect((await page.goto(absolute("/reservations/not-a-number")))?.status()).toBe(404);
  }, SLOW);
});
