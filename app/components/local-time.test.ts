import { describe, expect, it } from "vitest";
import { formatLocalStamp, formatUtcStamp } from "./local-time";

describe("offer and message times", () => {
  const moment = "2026-12-08T00:26:00.000Z";

  it("the server's text is UTC, and says so", () => {
    expect(formatUtcStamp(moment)).toBe("Dec 8, 2026, 12:26 AM UTC");
  });

  it("the reader's text is in their own zone, with the zone's name", () => {
    expect(formatLocalStamp(moment, "America/New_York")).toBe("Dec 7, 2026, 7:26 PM EST");
    expect(formatLocalStamp(moment, "Asia/Tokyo")).toBe("Dec 8, 2026, 9:26 AM GMT+9");
  });
});
