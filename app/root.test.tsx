import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { bodyClassFor, ErrorBoundary } from "./root";

describe("bodyClassFor", () => {
  it("is the path without its leading slash, or home", () => {
    expect(bodyClassFor("/")).toBe("home");
    expect(bodyClassFor("/ta/jane")).toBe("ta/jane");
    expect(bodyClassFor("/upgrade/")).toBe("upgrade");
  });
});

describe("ErrorBoundary", () => {
  // Without root loader data (the root loader itself failed) the page still renders, bare.
  function render(error: unknown): string {
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => null, ErrorBoundary }]);
    return renderToStaticMarkup(<Stub hydrationData={{ errors: { root: error } }} />);
  }

  it("explains a failure and offers a way back", () => {
    const markup = render(new Error("database down"));
    expect(markup).toContain("Something went wrong");
    expect(markup).toContain('href="/"');
    expect(markup).not.toContain("database down");
  });

  it("says so when the page does not exist", () => {
    // The shape of a thrown `data(null, { status: 404 })` once it reaches the boundary.
    const markup = render({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(markup).toContain("Page not found");
  });
});
