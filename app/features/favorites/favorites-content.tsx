import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../components/button";
import { ListingCard, type ListingCardData } from "../../components/listing-card";
import { PageLinks } from "../../components/pagination";
import { useSignIn } from "../../components/sign-in-context";
import { useToast } from "../../components/toast";
import { FAVORITE_TEXT, useFavorites } from "./use-favorites";
import "./favorites.css";

/** One kind of saved listing: its name, how many the member saved, and the newest of them. */
export type FavoriteCardGroup = { group: string; label: string; total: number; items: ListingCardData[] };

export type FavoritesView =
  | { view: "visitor" }
  | { view: "groups"; groups: FavoriteCardGroup[] }
  | { view: "group"; group: FavoriteCardGroup; page: number; lastPage: number };

export function favoriteGroupHref(group: string, page = 1): string {
  return page > 1 ? `/favorite?type=${group}&page=${page}` : `/favorite?type=${group}`;
}

/** The body of /favorite: a prompt for visitors; for members their saved listings by kind. */
export function FavoritesContent(props: FavoritesView) {
  if (props.view === "visitor") return <SignInPrompt />;
  return <SavedListings {...props} />;
}

function SignInPrompt() {
  const { openSignIn } = useSignIn();
  return (
    <div className="favorites-prompt">
      <HeartBadge />
      <h2 className="favorites-prompt__title">Keep the places you love in one place</h2>
      <p className="favorites-prompt__text">
        Log in or create a free account, then press the heart on any hotel, destination or idea to find it here again.
      </p>
      <div className="favorites-prompt__actions">
        <Button size="lg" onClick={() => openSignIn("login")}>
          Log in to see your favorites
        </Button>
        <Button size="lg" hierarchy="secondary-gray" onClick={() => openSignIn("join")}>
          Join now, it's free
        </Button>
      </div>
    </div>
  );
}

function EmptyFavorites() {
  return (
    <div className="empty-state favorites-empty">
      <HeartBadge />
      <h2 className="favorites-empty__title">You haven't saved any favorites yet</h2>
      <p>Press the heart on a hotel, destination or idea you love, and it waits for you here.</p>
      <div className="favorites-empty__actions">
        <Button to="/hotel" size="lg">
          Browse hotels
        </Button>
        <Button to="/destinations" size="lg" hierarchy="secondary-gray">
          Explore destinations
        </Button>
      </div>
    </div>
  );
}

function SavedListings(props: Exclude<FavoritesView, { view: "visitor" }>) {
  const { isRemoved } = useFavorites();
  const groups = (props.view === "groups" ? props.groups : [props.group]).map((group) => {
    const items = group.items.filter((item) => !isRemoved(item.id));
    return { ...group, items, total: group.total - (group.items.length - items.length) };
  });
  useRemovalFeedback(props.view === "groups" ? props.groups : [props.group]);
  const shown = groups.filter((group) => group.items.length > 0);

  if (props.view === "group") {
    const [group] = groups;
    return (
      <>
        <p className="favorites-back">
          <Link to="/favorite">All favorites</Link>
        </p>
        {group && group.items.length > 0 ? (
          <FavoriteGroupSection group={group} headingLevel={2} />
        ) : (
          <EmptyFavorites />
        )}
        <FavoritesPagination group={props.group.group} page={props.page} lastPage={props.lastPage} label={props.group.label} />
      </>
    );
  }

  if (shown.length === 0) return <EmptyFavorites />;
  return (
    <>
      {shown.length > 1 ? (
        <nav className="favorites-kinds" aria-label="Kinds of favorites">
          <ul className="chip-list">
            {shown.map((group) => (
              <li key={group.group}>
                <a className="chip" href={`#favorites-${group.group}`}>
                  {group.label} <span className="favorites-kinds__count">({group.total})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shown.map((group) => (
        <FavoriteGroupSection key={group.group} group={group} headingLevel={2} />
      ))}
    </>
  );
}

function FavoriteGroupSection({ group, headingLevel }: { group: FavoriteCardGroup; headingLevel: 2 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `favorites-${group.group}-heading`;
  return (
    <section id={`favorites-${group.group}`} className="favorites-group" aria-labelledby={headingId}>
      <div className="favorites-group__header">
        <Heading id={headingId} className="favorites-group__title" tabIndex={-1}>
          {group.label} <span className="favorites-group__count">{group.total}</span>
        </Heading>
        {group.total > group.items.length ? (
          <Link className="favorites-group__all" to={favoriteGroupHref(group.group)}>
            See all {group.total}
            <span className="visually-hidden"> saved {group.label.toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      <ul className="card-grid" aria-label={`Saved ${group.label.toLowerCase()}`}>
        {group.items.map((item) => (
          <li key={item.id}>
            <ListingCard listing={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FavoritesPagination({ group, page, lastPage, label }: { group: string; page: number; lastPage: number; label: string }) {
  return (
    <PageLinks
      page={page}
      lastPage={lastPage}
      noun={`saved ${label.toLowerCase()}`}
      hrefFor={(target) => favoriteGroupHref(group, target)}
    />
  );
}

/**
 * A card removed on this page disappears, so say what happened, and when the heart that had
 * focus went with it, move focus to its group's heading rather than losing it to the page.
 */
function useRemovalFeedback(groups: FavoriteCardGroup[]) {
  const { isRemoved } = useFavorites();
  const toasts = useToast();
  const announced = useRef(new Set<number>());
  const removed = groups.flatMap((group) => group.items.filter((item) => isRemoved(item.id)).map((item) => ({ item, group })));
  const removedKey = removed.map(({ item }) => item.id).join(",");
  useEffect(() => {
    const stillRemoved = new Set(removed.map(({ item }) => item.id));
    for (const id of announced.current) if (!stillRemoved.has(id)) announced.current.delete(id);
    for (const { item, group } of removed) {
      if (announced.current.has(item.id)) continue;
      announced.current.add(item.id);
      toasts.show(FAVORITE_TEXT.removed(item.title), "success");
      if (document.activeElement === null || document.activeElement === document.body) {
        const heading = document.getElementById(`favorites-${group.group}-heading`) ?? document.getElementById("main");
        heading?.focus();
      }
    }
    // `removed` is read through removedKey, its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removedKey, toasts]);
}

function HeartBadge() {
  return (
    <svg className="favorites-badge" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="var(--color-rose-100)" />
      <path
        d="M24 35 14.6 25.7a5.9 5.9 0 0 1 0-8.4 5.9 5.9 0 0 1 8.4 0l1 1 1-1a5.9 5.9 0 0 1 8.4 0 5.9 5.9 0 0 1 0 8.4Z"
        fill="var(--color-rose-700)"
      />
    </svg>
  );
}
