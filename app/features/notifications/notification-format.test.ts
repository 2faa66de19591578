import { describe, expect, it } from "vitest";
import { formatNotificationDate } from "./notification-format";

describe("formatNotificationDate", () => {
  it("writes the product's MM/DD/YYYY at h:mmA", () => {
    expect(formatNotificationDate("2027-03-07T21:05:00Z", "UTC")).toBe("03/07/2027 at 9:05PM");
    expect(formatNotificationDate("2027-11-24T00:30:00Z", "UTC")).toBe("11/24/2027 at 12:30AM");
    expect(formatNotificationDate("2027-11-24T12:00:00Z", "America/New_York")).toBe("11/24/2027 at 7:00AM");
  });
});
