import type { ServerBuild } from "react-router";
import type { ServerBuildSource } from "../../server/http/ssr";

export type PageRenderer = {
  /** For createTestApp's `serverBuild`: the app's pages compiled from the sources. */
  serverBuild: ServerBuildSource;
  close(): Promise<void>;
};

/**
 * The pages' server build straight from the sources, as `npm run dev` loads it (Vite in middleware
 * mode, no file watching): server tests render real pages without `npm run build` first and never
 * read a stale build. Opening it compiles the route modules once (a few seconds).
 */
export async function openPageRenderer(): Promise<PageRenderer> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return {
    serverBuild: async () => build,
    close: () => vite.close(),
  };
}
