import { Link } from "react-router";
import { HeroBanner } from "../components/hero-banner";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listBannerSlides } from "../../server/domain/catalogue/list-banner-slides";
import { listListings } from "../../server/domain/catalogue/list-listings";
import type { Route } from "./+types/advisors";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const [section, slides] = await Promise.all([
    loadSectionPage({
      context,
      request,
      path: "/ta",
      name: "Romance travel advisors",
      description: "Advisors who plan honeymoons, destination weddings and anniversaries, and know the hotels first-hand.",
      list: (page) => listListings({ db, types: ["advisor"], page, perPage: 24 }),
    }),
    listBannerSlides({ db, name: "travel advisors page" }),
  ]);
  const [banner] = slides;
  // The 'travel advisors page' banner heads the page. Its primary button usually points at
  // /ta itself, which is pointless here, so the page offers the banner's other button instead.
  const action = [banner?.actionButton, banner?.secondaryAction].find(
    (candidate) => candidate !== undefined && candidate.to !== "/ta",
  );
  return {
    ...section,
    banner: banner ? { title: banner.title, heading: banner.heading, image: banner.image, action } : null,
  };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Advisors({ loaderData }: Route.ComponentProps) {
  const { banner } = loaderData;
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "travel advisor", other: "travel advisors" }}
      hero={
        banner && loaderData.listing.page === 1 ? (
          <HeroBanner
            mode="property-list"
            title={banner.title}
            heading={banner.heading}
            image={banner.image}
            action={banner.action}
          />
        ) : undefined
      }
      empty={
        <p>
          No advisors are listed yet. <Link to="/request-a-deal">Request a deal</Link> and one will get in touch.
        </p>
      }
    />
  );
}
