import type { MetaDescriptor } from "react-router";
import type { ListingDetail } from "../../../core/listing-view";

type ArticleFacts = Pick<ListingDetail, "publishedAt" | "updatedAt" | "tags">;

/**
 * An article's page is an Open Graph `article` (issue 21): the page's head tags with og:type
 * article and the article's dates (ISO 8601) and tags right after it.
 */
export function articleMeta(descriptors: MetaDescriptor[], article: ArticleFacts): MetaDescriptor[] {
  const modified = article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt;
  const articleTags: MetaDescriptor[] = [
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: modified },
    ...article.tags.map((tag): MetaDescriptor => ({ property: "article:tag", content: tag })),
  ];
  const isOpenGraphType = (descriptor: MetaDescriptor) => "property" in descriptor && descriptor.property === "og:type";
  const at = descriptors.findIndex(isOpenGraphType);
  const rest = descriptors.filter((descriptor) => !isOpenGraphType(descriptor));
  const insertAt = at === -1 ? rest.length : at;
  return [...rest.slice(0, insertAt), ...articleTags, ...rest.slice(insertAt)];
}
