import { data } from "react-router";
import { headMeta } from "../components/head-meta";
import { toListingCard } from "../components/listing-card";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { pageNumberFrom } from "../features/catalogue/page-number";
import { PageHeader } from "../features/catalogue/page-header";
import { metaOrError } from "../components/route-error";
import { FavoritesContent, type FavoritesView } from "../features/favorites/favorites-content";
import { loadPageHead } from "../page-head.server";
import { FAVORITE_GROUP_KEYS, favoriteGroupLabel, type FavoriteGroup } from "../../core/favorite-groups";
import { listFavoriteGroups } from "../../server/domain/favorites/list-favorite-groups";
import { listFavorites } from "../../server/domain/favorites/list-favorites";
import type { Route } from "./+types/favorite";
import "../styles/pages/catalogue.css";

const PER_PAGE = 24;
const TRAIL = [
  { name: "Home", path: "/" },
  { name: "Favorites", path: "/favorite" },
];

function isFavoriteGroup(value: string): value is FavoriteGroup {
  return (FAVORITE_GROUP_KEYS as readonly string[]).includes(value);
}

/**
 * /favorite (docs/product.md §2): not guarded, so a visitor gets a prompt to sign in rather than a
 * redirect; a member gets their saved listings by kind, or one kind a page at a time (?type=).
 * Signed-in pages are sent with `Cache-Control: private, no-store` (server/http/ssr.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const head = await loadPageHead(context, request, { path: "/favorite" });
  head.title = `Favorites | ${context.publicConfig.productName}`;
  const { user } = context;
  if (!user) return { head, content: { view: "visitor" } satisfies FavoritesView };

  const { db } = context.services;
  const type = new URL(request.url).searchParams.get("type");
  if (type === null) {
    const groups = await listFavoriteGroups({ db, userId: user.id });
    return {
      head,
      content: {
        view: "groups",
        groups: groups.map((group) => ({ ...group, items: group.items.map(toListingCard) })),
      } satisfies FavoritesView,
    };
  }
  const page = pageNumberFrom(request);
  if (!isFavoriteGroup(type) || page === null) throw data(null, { status: 404 });
  const list = await listFavorites({ db, userId: user.id, group: type, page, perPage: PER_PAGE });
  if (page > list.lastPage) throw data(null, { status: 404 });
  return {
    head,
    content: {
      view: "group",
      group: { group: type, label: favoriteGroupLabel(type), total: list.total, items: list.items.map(toListingCard) },
      page: list.page,
      lastPage: list.lastPage,
    } satisfies FavoritesView,
  };
}

/** A member's own page: never indexed. */
export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    ...headMeta(loaderData.head).filter((tag) => !("name" in tag && tag.name === "robots")),
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function FavoritePage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page favorites-page">
      <PageHeader
        title="Favorites"
        intro={
          content.view === "visitor"
            ? "The hotels, destinations and ideas you save, kept for your next getaway."
            : "Everything you saved, by kind. Press a heart to take one off the list."
        }
      >
        <Breadcrumbs trail={TRAIL} />
      </PageHeader>
      <div className="page-body">
        <FavoritesContent {...content} />
      </div>
    </main>
  );
}
