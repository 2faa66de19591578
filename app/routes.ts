import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every path of SPEC section 2, in one readable place. */
export default [
  index("routes/home.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route(":slug", "routes/listing.tsx"),
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
