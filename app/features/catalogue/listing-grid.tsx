import type { ReactNode } from "react";
import { HydrateInTurn } from "../../components/hydrate-in-turn";
import { ListingCard, type ListingCardData } from "../../components/listing-card";

/** How wide a card is in a row: most of a phone's width, so the next card peeks in. */
const ROW_CARD_SIZES = "(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 78vw";

type ListingGridProps = {
  items: ListingCardData[];
  /** Said instead of the grid when there is nothing to show. */
  empty: ReactNode;
  /** Load the first images eagerly when the grid starts above the fold. */
  priorityCount?: number;
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the list, e.g. "Hotels in Japan". */
  label?: string;
  /**
   * "grid" stacks the cards on phones (a paged list); "row" keeps a short selection on one line
   * that scrolls sideways on phones, as travel sites do, and is the same grid from 600 px up.
   */
  layout?: "grid" | "row";
};

export function ListingGrid({ items, empty, priorityCount = 0, headingLevel = 3, label, layout = "grid" }: ListingGridProps) {
  if (items.length === 0) return <div className="empty-state">{empty}</div>;
  const isRow = layout === "row";
  return (
    <ul className={isRow ? "card-grid card-grid--row" : "card-grid"} aria-label={label}>
      {/* Each card is hydrated in a task of its own when the grid is in the page's first pass (decision 059). */}
      {items.map((item, index) => (
        <HydrateInTurn key={item.id}>
          <li>
            <ListingCard
              listing={item}
              priority={index < priorityCount}
              headingLevel={headingLevel}
              imageSizes={isRow ? ROW_CARD_SIZES : undefined}
            />
          </li>
        </HydrateInTurn>
      ))}
    </ul>
  );
}
