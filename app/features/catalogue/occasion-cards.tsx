import { Link } from "react-router";
import type { OccasionSummary } from "../../../server/domain/catalogue/list-occasions";
import { ResponsiveImage } from "../../components/responsive-image";
import { formatCount } from "../../../core/counts";

const OCCASION_CARD_SIZES = "(min-width: 1320px) 400px, (min-width: 900px) 31vw, (min-width: 600px) 46vw, 92vw";

type OccasionCardsProps = {
  occasions: OccasionSummary[];
  headingLevel?: 2 | 3;
  priorityCount?: number;
  /** Accessible name of the list. */
  label?: string;
  /** "row" scrolls sideways on phones (the home page's short selection); "grid" stacks. */
  layout?: "grid" | "row";
};

/** The six occasions as picture tiles, each opening its own page of hotels. */
export function OccasionCards({ occasions, headingLevel = 3, priorityCount = 0, label, layout = "grid" }: OccasionCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={layout === "row" ? "occasion-grid occasion-grid--row" : "occasion-grid"} aria-label={label}>
      {occasions.map((occasion, index) => (
        <li key={occasion.slug} className="occasion-card">
          {occasion.image ? (
            <ResponsiveImage
              image={occasion.image}
              sizes={OCCASION_CARD_SIZES}
              aspect="wide"
              priority={index < priorityCount}
              className="occasion-card__image"
            />
          ) : null}
          <div className="occasion-card__text">
            <Heading className="occasion-card__title">
              <Link to={occasion.path} className="occasion-card__link">
                {occasion.name}
              </Link>
            </Heading>
            <p className="occasion-card__count">
              {occasion.hotelCount === 1 ? "1 hotel" : `${formatCount(occasion.hotelCount)} hotels`}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
