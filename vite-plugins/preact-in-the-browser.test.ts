import { describe, expect, it } from "vitest";
import { BROWSER_RENDERER, preactInTheBrowser } from "./preact-in-the-browser";

type Resolve = (source: string, importer: string | undefined, options: object) => Promise<{ id: string } | null>;

describe("preactInTheBrowser (decision 059)", () => {
  const plugin = preactInTheBrowser();

  it("runs for the browser's build only", () => {
    expect(plugin.apply).toBe("build");
    const applies = plugin.applyToEnvironment as (environment: { config: { consumer: string } }) => boolean;
    expect(applies({ config: { consumer: "client" } })).toBe(true);
    expect(applies({ config: { consumer: "server" } })).toBe(false);
  });

  it("resolves React's entry points to preact/compat's and leaves every other module alone", async () => {
    const asked: string[] = [];
    const context = {
      resolve: (async (source) => {
        asked.push(source);
        return { id: `/node_modules/${source}` };
      }) satisfies Resolve,
    };
    const resolveId = plugin.resolveId as (this: typeof context, source: string, importer: string | undefined, options: object) => Promise<{ id: string } | null>;
    for (const [react, preact] of Object.entries(BROWSER_RENDERER)) {
      expect(await resolveId.call(context, react, "/app/root.tsx", {})).toEqual({ id: `/node_modules/${preact}` });
    }
    expect(await resolveId.call(context, "react-router", "/app/root.tsx", {})).toBeNull();
    expect(await resolveId.call(context, "react-dom/server", "/app/entry.server.tsx", {})).toBeNull();
    expect(asked).toEqual(Object.values(BROWSER_RENDERER));
    expect(Object.keys(BROWSER_RENDERER).sort()).toEqual(["react", "react-dom", "react-dom/client", "react/jsx-dev-runtime", "react/jsx-runtime"]);
  });
});
