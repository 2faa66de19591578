import { defineContract } from "./contract";

/** docs/product.md §7 "Search and listing": posts/websearch, posts/search and posts/hotelsearch. All public. */

const schemas = () => import("./search-schemas");
const tags = ["search"] as const;

export const websearch = defineContract({
  method: "GET",
  path: "/posts/websearch",
  operationId: "websearch",
  auth: "none",
  summary: "Search every kind of listing, a page at a time",
  tags,
  schemas: () => schemas().then((s) => s.websearch),
});

export const search = defineContract({
  method: "GET",
  path: "/posts/search",
  operationId: "search",
  auth: "none",
  summary: "Quick search results as the person types (search overlay)",
  tags,
  schemas: () => schemas().then((s) => s.search),
});

export const hotelsearch = defineContract({
  method: "GET",
  path: "/posts/hotelsearch",
  operationId: "hotelsearch",
  auth: "none",
  summary: "Search hotels only",
  tags,
  schemas: () => schemas().then((s) => s.hotelsearch),
});
