import type { ListingActionPlacement, ListingActionTarget } from "../../components/listing-actions";
import { useSharedPageMarks } from "../../components/shared-page-marks";
import { useFavorites } from "./use-favorites";
import "./favorites.css";

export const FAVORITE_LABELS = { save: "Save to favorites", remove: "Remove from favorites" } as const;

type FavoriteButtonProps = {
  target: ListingActionTarget;
  placement: ListingActionPlacement;
};

/**
 * The heart: a toggle button (aria-pressed) whose name says what pressing it does. On cards and
 * banners it is an icon; in running text it shows its name too. The listing it belongs to is
 * its description, so a list of hearts stays tellable apart.
 */
export function FavoriteButton({ target, placement }: FavoriteButtonProps) {
  const { isLiked, toggle } = useFavorites();
  const marks = useSharedPageMarks();
  if (marks) {
    // A page rendered once for everyone carries both hearts; each response keeps the reader's.
    return (
      <>
        {marks.heartStart(target.id)}
        <HeartButton target={target} placement={placement} isPressed onToggle={toggle} />
        {marks.heartBetween}
        <HeartButton target={target} placement={placement} isPressed={false} onToggle={toggle} />
        {marks.heartEnd}
      </>
    );
  }
  return <HeartButton target={target} placement={placement} isPressed={isLiked(target.id)} onToggle={toggle} />;
}

function HeartButton({
  target,
  placement,
  isPressed,
  onToggle,
}: FavoriteButtonProps & { isPressed: boolean; onToggle: (target: ListingActionTarget) => void }) {
  const label = isPressed ? FAVORITE_LABELS.remove : FAVORITE_LABELS.save;
  return (
    <button
      type="button"
      className={`favorite-button favorite-button--${placement}`}
      aria-pressed={isPressed}
      aria-label={label}
      aria-describedby={target.describedBy}
      title={placement === "inline" ? undefined : label}
      onClick={() => onToggle(target)}
    >
      <HeartIcon />
      {placement === "inline" ? <span className="favorite-button__text">{label}</span> : null}
    </button>
  );
}

function HeartIcon() {
  return (
    <svg className="favorite-button__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.6 4.4 13.1a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.6.6.6-.6a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
    </svg>
  );
}
