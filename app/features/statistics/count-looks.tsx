import { useEffect } from "react";
import { recordListingView, recordSearchImpressions, MAX_IMPRESSIONS_PER_CALL } from "../../../core/contracts/statistics";
import { apiUrlOf } from "../../components/api-client";

/**
 * Tells the server a person looked (decision 035). Sent from the browser once the page is shown,
 * so crawlers that run no script, and pages served from the page cache, count the same way. A
 * failure is nobody's business: no message, no retry, never the 'No internet' dialog.
 */
function send(url: string, body?: unknown): void {
  void fetch(url, {
    method: "POST",
    keepalive: true,
    credentials: "omit",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  })
    // The answer is read to its end: a body left unread keeps the request open for the
    // browser's tools, and a page that never goes quiet looks as if still loading.
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/** Counts a view of the listing's page. */
export function CountView({ listingId }: { listingId: number }) {
  useEffect(() => {
    send(apiUrlOf(recordListingView, { params: { id: listingId } }));
  }, [listingId]);
  return null;
}

/** Counts the listings a results page shows (each page of results once). */
export function CountImpressions({ listingIds }: { listingIds: readonly number[] }) {
  const key = listingIds.slice(0, MAX_IMPRESSIONS_PER_CALL).join(",");
  useEffect(() => {
    if (key === "") return;
    send(apiUrlOf(recordSearchImpressions), { listing_ids: key.split(",").map(Number) });
  }, [key]);
  return null;
}
