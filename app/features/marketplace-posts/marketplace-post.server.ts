import type { AppLoadContext } from "react-router";
import { appSecretOf } from "../../../server/app-secret";
import { AppError } from "../../../server/kernel/errors";
import { getMarketplacePost } from "../../../server/domain/payments/marketplace/get-marketplace-post";
import type { MarketplacePost } from "./marketplace-request-rules";

export type RequestInAddress =
  /** The address names no request. */
  | { kind: "none" }
  /** It names one that does not exist, or with the wrong token: answered alike, ids are guessable. */
  | { kind: "unknown" }
  | { kind: "found"; post: MarketplacePost };

const ID_PATTERN = /^[1-9]\d{0,8}$/;
const MAX_TOKEN_LENGTH = 100;

/** The request a page's address names (?request=<id>&token=<read token>), read with the server's rules. */
export async function requestInAddress(context: AppLoadContext, url: URL): Promise<RequestInAddress> {
  const id = url.searchParams.get("request");
  const token = url.searchParams.get("token");
  if (id === null && token === null) return { kind: "none" };
  if (!id || !token || !ID_PATTERN.test(id) || token.length > MAX_TOKEN_LENGTH) return { kind: "unknown" };
  const { db, clock, config } = context.services;
  try {
    const post = await getMarketplacePost({ db, clock, secret: appSecretOf(config), id: Number(id), token });
    return { kind: "found", post };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return { kind: "unknown" };
    throw error;
  }
}

/**
 * Pages about one business's request carry its e-mail and payment state: never kept by a shared
 * cache (or the site's own page cache, whose copy would also show a stale session clock).
 */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;
