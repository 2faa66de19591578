import type { RequestContext } from "../server/app-context";

declare module "react-router" {
  // Loaders and actions receive the server's request context (server/http/ssr.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
