import type { ReactNode } from "react";
import { ListingCard, type ListingCardData } from "../../components/listing-card";

type ListingGridProps = {
  items: ListingCardData[];
  /** Said instead of the grid when there is nothing to show. */
  empty: ReactNode;
  /** Load the first images eagerly when the grid starts above the fold. */
  priorityCount?: number;
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the list, e.g. "Hotels in Japan". */
  label?: string;
};

export function ListingGrid({ items, empty, priorityCount = 0, headingLevel = 3, label }: ListingGridProps) {
  if (items.length === 0) return <div className="empty-state">{empty}</div>;
  return (
    <ul className="card-grid" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ListingCard listing={item} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
