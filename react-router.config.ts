import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds live side by side (parallel test runs); default build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every route is in the first page's manifest (about 0.5 KB brotli more HTML): found lazily, the
  // browser fetched /__manifest for the page's links after hydrating and patched the router's
  // routes, which rendered the whole page again in one long task.
  routeDiscovery: { mode: "initial" },
  future: {
    // v8_middleware is left off: it would change loaders' `context` to a RouterContextProvider;
    // the app passes a plain RequestContext (see app/context.d.ts).
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Off (decision 047): loaders and actions read the page's own address in `request.url`, not
    // the `/hotel.data?_routes=…` transport address of a client-side navigation.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
