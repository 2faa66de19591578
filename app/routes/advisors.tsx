import { Link } from "react-router";
import { Section } from "../components/section";
import { BannerPromos } from "../features/catalogue/banner-promos";
import { metaOrError } from "../features/catalogue/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listBannerSlides } from "../../server/domain/catalogue/list-banner-slides";
import { listListings } from "../../server/domain/catalogue/list-listings";
import type { Route } from "./+types/advisors";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const [section, promos] = await Promise.all([
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
  return { ...section, promos };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../features/catalogue/route-error";

export default function Advisors({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "travel advisor", other: "travel advisors" }}
      empty={
        <p>
          No advisors are listed yet. <Link to="/request-a-deal">Request a deal</Link> and one will get in touch.
        </p>
      }
      after={
        loaderData.promos.length > 0 ? (
          <Section title="Are you a travel advisor?" intro="Meet couples planning their next trip." tone="plain">
            <BannerPromos slides={loaderData.promos} />
          </Section>
        ) : null
      }
    />
  );
}
