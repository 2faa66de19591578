import { Link } from "react-router";
import { headMeta } from "../components/head-meta";
import { loadPageHead } from "../page-head.server";
import { listListings } from "../../server/domain/catalogue/list-listings";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [head, hotels] = await Promise.all([
    loadPageHead(context, request),
    listListings({ db: context.services.db, types: ["property", "basic"], perPage: 8 }),
  ]);
  return { head, hotels: hotels.items };
}

export const meta: Route.MetaFunction = ({ data }) => headMeta(data?.head);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <h1>Romantic getaways for couples</h1>
      <ul>
        {loaderData.hotels.map((hotel) => (
          <li key={hotel.id}>
            <Link to={hotel.path}>{hotel.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
