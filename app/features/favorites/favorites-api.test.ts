import { afterEach, describe, expect, it, vi } from "vitest";
import { sendFavorite } from "./favorites-api";

function answering(status: number, payload: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } }));
}

describe("sendFavorite", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("likes with POST and unlikes with DELETE, kept alive so a reload right after does not cancel the call", async () => {
    const fetch = answering(200, { message: "Added to favorites", data: { is_liked: true, likes_count: 3 } });
    vi.stubGlobal("fetch", fetch);
    expect(await sendFavorite(7, true)).toEqual({ ok: true, isLiked: true, likesCount: 3 });
    expect(await sendFavorite(7, false)).toEqual({ ok: true, isLiked: true, likesCount: 3 });
    expect(fetch.mock.calls.map(([url, init]) => [String(url), init?.method, init?.keepalive])).toEqual([
      ["/api/v1/user/like/7", "POST", true],
      ["/api/v1/user/like/7", "DELETE", true],
    ]);
  });

  it("is a failure when the answer is not the favourite's state", async () => {
    vi.stubGlobal("fetch", answering(200, {}));
    expect(await sendFavorite(7, true)).toEqual({ ok: false, status: 200 });
    vi.stubGlobal("fetch", answering(401, { message: "Unauthenticated." }));
    expect(await sendFavorite(7, true)).toEqual({ ok: false, status: 401 });
  });
});
