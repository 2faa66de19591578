import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeForThisFile } from "./support/axe";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";
import { signInAsDemoHotel } from "./support/members";

let page: Page;
openPagePerTest((session) => {
  ({ page } = session);
});

const axe = axeForThisFile();
const HOTEL = "villa-rosa-amalfi";
const suffix = Date.now().toString(36);

/** A day in the demo hotel's time zone (Amalfi), `offset` days from its today. */
function romeDay(offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/** A couple books a stay at the demo hotel as guests through the API, as the checkout page does, and pays with the test card. */
async function bookAsGuest(request: APIRequestContext, checkIn: string, checkOut: string, guest: { firstName: string; occasion: string; requests: string }): Promise<string> {
  const rooms = await request.get(absolute(`/api/v1/booking/roomsandrate?${new URLSearchParams({ hotel: HOTEL, checkin: checkIn, checkout: checkOut, adults: "2" }).toString()}`));
  expect(rooms.status(), await rooms.text()).toBe(200);
  const rate = ((await rooms.json()) as { rates: { rate_key: string; rooms_left: number }[] }).rates.find((candidate) => candidate.rooms_left > 0);
  expect(rate).toBeDefined();
  const held = await request.post(absolute("/api/v1/booking/priceByRecommendation"), { data: { rate_key: rate!.rate_key } });
  expect(held.status(), await held.text()).toBe(200);
  const hold = (await held.json()) as { booking_token: string; reservation: { total_cents: number } };
  const details = {
    booking_token: hold.booking_token,
    first_name: guest.firstName,
    last_name: `Rossi ${suffix}`,
    email: `guest-${suffix}-${guest.firstName.toLowerCase()}@example.com`,
    phone: "+39 055 123 4567",
    special_requests: guest.requests,
    occasion: guest.occasion,
    total_cents: hold.reservation.total_cents,
  };
  const opened = await request.post(absolute("/api/v1/booking/unauthbooking"), { data: details });
  expect(opened.status(), await opened.text()).toBe(200);
  const payment = ((await opened.json()) as { payment: { id: string; client_secret: string } }).payment;
  const paid = await request.post(absolute(`/api/v1/test-provider/payment_intents/${payment.id}/confirm`), {
    data: { client_secret: payment.client_secret, card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" }, return_url: absolute("/") },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await request.post(absolute("/api/v1/booking/unauthbooking"), { data: details });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const answer = (await confirmed.json()) as { status: string; reservation: { confirmation_number: string } };
  expect(answer.status).toBe("confirmed");
  return answer.reservation.confirmation_number;
}

describe("a hotel's reservations on the dashboard", () => {
  it("the demo hotel finds its reservations from the dashboard, reads a stay's occasion and requests, and marks an arrival-day guest a no-show after confirming", async () => {
    const today = await bookAsGuest(page.request, romeDay(0), romeDay(2), { firstName: "Giulia", occasion: "honeymoon", requests: `Rose petals on the bed ${suffix}` });
    const later = await bookAsGuest(page.request, romeDay(40), romeDay(42), { firstName: "Chiara", occasion: "anniversary", requests: `A table by the sea ${suffix}` });

    await signInAsDemoHotel(page);
    await page.goto(absolute("/dashboard"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Reservations", exact: true }).click();
    await page.waitForURL(/\/dashboard\/reservations$/);
    await waitForHydration(page);

    // The upcoming tab, soonest arrival first: both stays, with their occasions and requests.
    expect(await page.getByRole("navigation", { name: "Reservations" }).getByRole("link", { name: "Upcoming" }).getAttribute("aria-current")).toBe("page");
    const giulia = page.getByRole("listitem").filter({ hasText: today });
    await giulia.getByText(`Rose petals on the bed ${suffix}`).waitFor();
    expect(await giulia.getByText("Honeymoon").count()).toBe(1);
    const chiara = page.getByRole("listitem").filter({ hasText: later });
    expect(await chiara.getByText("Anniversary").count()).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe.expectNoViolations(page, "/dashboard/reservations at 390px");
    await page.setViewportSize({ width: 1366, height: 900 });

    // A stay still weeks away cannot be marked a no-show.
    await chiara.getByRole("link", { name: `Chiara Rossi ${suffix}` }).click();
    await page.getByRole("heading", { level: 1, name: `Chiara Rossi ${suffix}` }).waitFor();
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Mark as no-show" }).count()).toBe(0);
    await page.getByText("A no-show can be marked from the day of arrival.").waitFor();

    // Today's arrival: the occasion and requests come first; the no-show is asked once more.
    await page.goto(absolute("/dashboard/reservations"));
    await waitForHydration(page);
    await page.getByRole("listitem").filter({ hasText: today }).getByRole("link", { name: `Giulia Rossi ${suffix}` }).click();
    await page.getByRole("heading", { level: 1, name: `Giulia Rossi ${suffix}` }).waitFor();
    await waitForHydration(page);
    const prepare = page.getByRole("region", { name: "To prepare" });
    await prepare.getByText("Honeymoon").waitFor();
    await prepare.getByText(`Rose petals on the bed ${suffix}`).waitFor();
    await page.getByRole("link", { name: `guest-${suffix}-giulia@example.com` }).waitFor();
    await axe.expectNoViolations(page, "/dashboard/reservations/{id} at 1366px");

    await page.getByRole("button", { name: "Mark as no-show" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark as no-show?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Keep as confirmed" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.locator(".hres-summary").getByText("Confirmed").count()).toBe(1);

    await page.getByRole("button", { name: "Mark as no-show" }).click();
    await dialog.getByRole("button", { name: "Mark as no-show" }).click();
    await page.getByText("The reservation is marked as a no-show.").waitFor();
    await page.locator(".hres-summary").getByText("No-show").waitFor();
    expect(await page.getByRole("button", { name: "Mark as no-show" }).count()).toBe(0);

    // It is listed with the past stays now.
    await page.goto(absolute("/dashboard/reservations?filter=past"));
    await page.getByRole("listitem").filter({ hasText: today }).getByText("No-show").waitFor();
  });

  it("sends a visitor to the dashboard's sign-in", async () => {
    const response = await page.goto(absolute("/dashboard/reservations"));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });
});
