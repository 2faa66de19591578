import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ReceiptDetail, ReceiptsList, type ReceiptView } from "./receipts-view";

const receipt: ReceiptView = {
  id: 42,
  purpose: "advisor-featured",
  amountCents: 60_750,
  currency: "USD",
  couponName: "SPRING10",
  status: "refunded",
  refundedAt: "2026-11-28T10:00:00.000Z",
  createdAt: "2026-11-27T09:00:00.000Z",
  email: "advisor@example.com",
  providerPaymentId: "pi_123",
};

function html(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("receipts", () => {
  it("says what was paid for, when, by whom, with the coupon, the total and the refund", () => {
    const markup = html(<ReceiptDetail receipt={receipt} productName="Amora" />);
    expect(markup).toContain("Receipt R-000042");
    expect(markup).toContain("Featured travel advisor plan, one year (coupon SPRING10)");
    expect(markup).toContain("27 November 2026");
    expect(markup).toContain("advisor@example.com");
    expect(markup).toContain("$607.50");
    expect(markup).toContain("Refunded on 28 November 2026");
    expect(markup).toContain("Print or save as PDF");
  });

  it("lists receipts with links, and says when there are none", () => {
    expect(html(<ReceiptsList receipts={[receipt]} />)).toContain('href="/dashboard/receipts/42"');
    expect(html(<ReceiptsList receipts={[]} />)).toContain("No receipts yet.");
  });
});
