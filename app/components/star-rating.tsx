import { useId } from "react";
import { ratingLabel, starFills } from "./star-values";
import "./star-rating.css";

export type StarRatingProps = {
  value: number;
  size?: "sm" | "md" | "lg";
  /** Print the number beside the stars (the accessible name already includes it). */
  isValueShown?: boolean;
};

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** docs/product.md §9: five stars in half steps, read out as "4.5 out of 5 stars". */
export function StarRating({ value, size = "md", isValueShown = false }: StarRatingProps) {
  // The half-star gradient needs an id unique on the page, since several ratings may share it.
  const gradientId = `star-half-${useId().replace(/:/g, "")}`;
  const fills = starFills(value);
  const label = ratingLabel(value);
  return (
    <span className={`star-rating star-rating--${size}`} role="img" aria-label={label}>
      {fills.map((fill, index) => (
        <svg key={index} className={`star star--${fill}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {fill === "half" && (
            <defs>
              <linearGradient id={gradientId}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="var(--star-empty)" />
              </linearGradient>
            </defs>
          )}
          <path d={STAR_PATH} fill={fill === "half" ? `url(#${gradientId})` : undefined} />
        </svg>
      ))}
      {isValueShown && (
        <span className="star-rating__value" aria-hidden="true">
          {label.split(" ")[0]}
        </span>
      )}
    </span>
  );
}
