import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_FAVORITE_LIFETIME_MS, rememberPendingFavorite, takePendingFavorite } from "./pending-favorite";

/** sessionStorage as the browser has it, for the node test environment. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

beforeEach(() => {
  vi.stubGlobal("window", { sessionStorage: memoryStorage() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the favourite waiting for a sign-in", () => {
  it("is given back once, then forgotten", () => {
    rememberPendingFavorite({ id: 42, title: "Villa Rosa" }, 1_000);
    expect(takePendingFavorite(2_000)).toEqual({ id: 42, title: "Villa Rosa" });
    expect(takePendingFavorite(2_000)).toBeNull();
  });

  it("keeps only the last heart pressed", () => {
    rememberPendingFavorite({ id: 1, title: "First" }, 1_000);
    rememberPendingFavorite({ id: 2, title: "Second" }, 1_500);
    expect(takePendingFavorite(2_000)).toEqual({ id: 2, title: "Second" });
  });

  it("lapses after its lifetime, so a much later sign-in saves nothing unasked", () => {
    rememberPendingFavorite({ id: 42, title: "Villa Rosa" }, 1_000);
    expect(takePendingFavorite(1_000 + PENDING_FAVORITE_LIFETIME_MS + 1)).toBeNull();
  });

  it("ignores what it cannot trust", () => {
    window.sessionStorage.setItem("amora:pending-favorite", "{not json");
    expect(takePendingFavorite()).toBeNull();
    window.sessionStorage.setItem("amora:pending-favorite", JSON.stringify({ id: -3, title: "x", at: Date.now() }));
    expect(takePendingFavorite()).toBeNull();
  });

  it("does nothing without storage (server rendering, storage turned off)", () => {
    vi.unstubAllGlobals();
    expect(() => rememberPendingFavorite({ id: 1, title: "x" })).not.toThrow();
    expect(takePendingFavorite()).toBeNull();
  });
});
