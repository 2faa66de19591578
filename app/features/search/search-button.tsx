import { lazy, Suspense, useState } from "react";
import "./search-button.css";

// The overlay's code loads on first use, so the home route's script budget does not carry it.
const SearchDialog = lazy(() => import("./search-dialog"));

/** Opens the search overlay (SPEC section 2 "Overlays"); in the header bar and the mobile menu. */
export function SearchButton({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
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
