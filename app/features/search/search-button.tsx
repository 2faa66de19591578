import { lazy, Suspense, useState } from "react";
import "./search-button.css";

// The overlay's code loads on first use, so the home route's script budget does not carry it.
// It is fetched as soon as the person reaches for the button (hover, focus, touch), so by the
// click it is usually ready and the first letters typed are not lost to a loading gap.
const loadSearchDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadSearchDialog);
const preloadSearchDialog = () => {
  void loadSearchDialog();
};

/** Opens the search overlay (docs/product.md §2 "Overlays"); in the header bar and the mobile menu. */
export function SearchButton({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preloadSearchDialog}
        onFocus={preloadSearchDialog}
        onTouchStart={preloadSearchDialog}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={showLabel ? undefined : "visually-hidden"}>Search</span>
      </button>
      {isLoaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
