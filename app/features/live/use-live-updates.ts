import { useRevalidator } from "react-router";
import { useToast } from "../../components/toast";
import { useLiveEvents } from "./use-live-events";

/**
 * Keeps every page of a signed-in member current without a reload (decision 020): a live event
 * reloads the page's data (the badge, the bell's count, the inbox, the thread), and a new offer or
 * message is announced in a toast, the website's foreground notification, and so is the end of
 * the session when an admin blocks or deletes the account.
 */
export function useLiveUpdates(enabled: boolean): void {
  const revalidator = useRevalidator();
  const toasts = useToast();
  useLiveEvents(enabled, (event) => {
    if (event.type === "notification") {
      toasts.show(event.data.tag === "New Offer" ? "New Offer: a business answered your request" : "New Message about one of your offers", "info");
    }
    // Blocked or deleted by an admin: the page reloads as a visitor's, and says why it changed.
    if (event.type === "signed-out") toasts.show("You have been signed out.", "info");
    void revalidator.revalidate();
  });
}
