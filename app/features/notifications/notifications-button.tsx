import { lazy, Suspense, useState } from "react";
import "./notifications.css";

const loadNotificationsDialog = () => import("./notifications-dialog");
const NotificationsDialog = lazy(loadNotificationsDialog);
const preload = () => {
  void loadNotificationsDialog();
};

/**
 * The bell in the header (docs/product.md §2 "Overlays"): opens the 'Notifications' overlay; the dot
 * and count show unread notifications. Only a member with an e-mail has one (docs/product.md §6).
 */
export function NotificationsButton({ unreadCount }: { unreadCount: number }) {
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : "Notifications";
  return (
    <>
      <button
        type="button"
        className="notifications-button"
        aria-haspopup="dialog"
        aria-label={label}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {unreadCount > 0 ? (
          <span className="notifications-button__count" aria-hidden="true">
            {unreadCount > 9 ? "9+" : unreadCount}
          </span>
        ) : null}
      </button>
      {isLoaded ? (
        <Suspense fallback={null}>
          <NotificationsDialog open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
