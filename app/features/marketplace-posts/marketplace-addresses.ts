import type { MarketplacePost } from "./marketplace-request-rules";

export const MARKETPLACE_REQUEST_PATH = "/marketplace-request";
export const MARKETPLACE_THANK_YOU_PATH = "/marketplace-thank-you";

/**
 * A page's address for one submitted request: its id and read token ride in the address, so a
 * reload mid-payment, the card's extra confirmation step and the thank-you page all find it again.
 */
export function requestAddress(path: string, post: Pick<MarketplacePost, "id" | "token">): string {
  const search = new URLSearchParams({ request: String(post.id), token: post.token });
  return `${path}?${search.toString()}`;
}
