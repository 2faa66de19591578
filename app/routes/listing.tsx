import { data } from "react-router";
import { headMeta } from "../components/head-meta";
import { loadPageHead } from "../page-head.server";
import { getListing } from "../../server/domain/catalogue/get-listing";
import type { Route } from "./+types/listing";

const ROOT_LISTING_TYPES = ["basic", "property", "brand", "destination", "offer", "itinerary"] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const listing = await getListing({
    db: context.services.db,
    by: { slug: params.slug },
    types: ROOT_LISTING_TYPES,
  });
  if (!listing) throw data(null, { status: 404 });
  const head = await loadPageHead(context, request);
  return { head, listing };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => headMeta(loaderData?.head);

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { listing } = loaderData;
  return (
    <main id="main">
      <h1>{listing.title}</h1>
      <p>{listing.description}</p>
    </main>
  );
}
