/**
 * docs/product.md §2 "Search result links": title with hyphens turned to underscores, spaces to
 * hyphens, lowercased. ("Mid-Town Inn" -> "mid_town-inn")
 */
export function slugFromTitle(title: string): string {
  return title.trim().replace(/-/g, "_").replace(/\s+/g, "-").toLowerCase();
}
