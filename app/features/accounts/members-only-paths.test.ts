import { describe, expect, it } from "vitest";
import { isMembersOnlyPath, pathAfterLogout } from "./members-only-paths";

describe("logging out on a members-only page", () => {
  it("lands on the home page from the offers, the profile, reservations and the console", () => {
    for (const path of ["/offer", "/offer/12", "/profile", "/reservations", "/reservations/AB12", "/admin", "/admin/users/3"]) {
      expect(isMembersOnlyPath(path), path).toBe(true);
      expect(pathAfterLogout(path), path).toBe("/");
    }
  });

  it("stays on a public page, including ones whose names start alike", () => {
    for (const path of ["/", "/hotel", "/offers-of-the-week", "/profiles", "/favorite", "/dashboard", "/administrator-guide", "/offer/12/extra"]) {
      expect(isMembersOnlyPath(path), path).toBe(false);
      expect(pathAfterLogout(path), path).toBeNull();
    }
  });
});
