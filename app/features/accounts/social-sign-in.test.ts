import { describe, expect, it } from "vitest";
import { offeredProviders, returnPath, socialSignInHref, socialSignInNotice } from "./social-sign-in";

describe("social sign-in", () => {
  it("offers only configured, known providers, in display order", () => {
    expect(offeredProviders([])).toEqual([]);
    expect(offeredProviders(["apple", "google", "myspace"])).toEqual(["google", "apple"]);
  });

  it("links to the server's redirect with the page to come back to", () => {
    expect(socialSignInHref("google", "/hotel?page=2")).toBe(
      "/api/v1/login/google/redirect?return_to=%2Fhotel%3Fpage%3D2",
    );
    expect(returnPath("/ta", "?signed_in=google&page=3")).toBe("/ta?page=3");
    expect(returnPath("/", "")).toBe("/");
  });

  it("says 'Login Successfully in Google' once back, and drops the marker from the address", () => {
    expect(socialSignInNotice("?signed_in=google")).toEqual({ toast: "Login Successfully in Google", tone: "success", search: "" });
    expect(socialSignInNotice("?page=2&signed_in=facebook")).toEqual({
      toast: "Login Successfully in Facebook",
      tone: "success",
      search: "?page=2",
    });
    expect(socialSignInNotice("?signed_in=Apple")?.toast).toBe("Login Successfully in Apple");
    expect(socialSignInNotice("?page=2")).toBeNull();
  });

  it("never echoes an unknown provider from the address", () => {
    expect(socialSignInNotice("?signed_in=Evil%20Corp%20says%20hi")).toEqual({ toast: null, tone: "success", search: "" });
  });

  it("explains a failed social sign-in with a known message, and drops the marker", () => {
    expect(socialSignInNotice("?login_error=access_denied&page=2")).toEqual({
      toast: "Sign-in was cancelled.",
      tone: "error",
      search: "?page=2",
    });
    expect(socialSignInNotice("?login_error=%3Cscript%3E")).toEqual({
      toast: "Something went wrong. Please try again.",
      tone: "error",
      search: "",
    });
  });
});
