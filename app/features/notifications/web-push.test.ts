import { describe, expect, it } from "vitest";
import { applicationServerKey } from "./web-push";

describe("applicationServerKey", () => {
  it("turns the server's base64url key into the 65 bytes PushManager.subscribe takes", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 37 + 4) % 256);
    const encoded = Buffer.from(bytes).toString("base64url");
    expect([...applicationServerKey(encoded)]).toEqual([...bytes]);
  });
});
