import { describe, expect, it } from "vitest";
import { articleMeta } from "./article-meta";

describe("articleMeta", () => {
  const article = { publishedAt: "2026-03-01T09:00:00.000Z", updatedAt: "2026-04-02T10:30:00.000Z", tags: ["honeymoon ideas"] };

  it("makes the page an Open Graph article with its dates and tags in place of og:type website", () => {
    const meta = articleMeta(
      [{ title: "A" }, { property: "og:type", content: "website" }, { property: "og:title", content: "A" }],
      article,
    );
    expect(meta).toEqual([
      { title: "A" },
      { property: "og:type", content: "article" },
      { property: "article:published_time", content: "2026-03-01T09:00:00.000Z" },
      { property: "article:modified_time", content: "2026-04-02T10:30:00.000Z" },
      { property: "article:tag", content: "honeymoon ideas" },
      { property: "og:title", content: "A" },
    ]);
  });

  it("never says an article was changed before it was published", () => {
    const meta = articleMeta([], { ...article, updatedAt: "2020-01-01T00:00:00.000Z", tags: [] });
    expect(meta).toContainEqual({ property: "article:modified_time", content: article.publishedAt });
    expect(meta.filter((descriptor) => "property" in descriptor && descriptor.property === "og:type")).toHaveLength(1);
  });
});
