import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { occasionName } from "../../../core/deal-rules";
import { callApi } from "../../components/api-client";
import type { ContractOutput } from "../../../core/contracts/contract";
import { listNotifications, readNotification } from "../../../core/contracts/deals";
import { Dialog } from "../../components/dialog";
import { BrowserNotifications } from "./browser-notifications";
import { formatNotificationDate } from "./notification-format";

type NotificationEntry = ContractOutput<typeof listNotifications>["data"][number];

type Loaded = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; entries: NotificationEntry[] };

/**
 * The 'Notifications' overlay (docs/product.md §2, §3 and §4): one entry per deal, newest first,
 * tagged 'New Offer' or 'New Message'. Opening one marks it read (the count goes down by one)
 * and goes to /offer/{deal_id}.
 */
export default function NotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    void callApi(listNotifications, { query: {} }).then((result) => {
      if (!isCurrent) return;
      if (result.ok) setLoaded({ status: "ready", entries: result.data.data });
      else if (result.status !== null) setLoaded({ status: "failed", message: result.message ?? "Something went wrong. Please try again." });
    });
    return () => {
      isCurrent = false;
    };
  }, [open]);

  const openEntry = async (entry: NotificationEntry) => {
    if (!entry.read_at) await callApi(readNotification, { params: { id: String(entry.id) } });
    onClose();
    navigate(`/offer/${entry.data.deal_id}`);
    void revalidator.revalidate();
  };

  return (
    <Dialog open={open} onClose={onClose} title="Notifications" className="notifications-dialog">
      {loaded.status === "loading" ? <p role="status">Loading...</p> : null}
      {loaded.status === "failed" ? <p role="alert">{loaded.message}</p> : null}
      {loaded.status === "ready" && loaded.entries.length === 0 ? <p className="notifications-dialog__empty">No notifications</p> : null}
      {loaded.status === "ready" && loaded.entries.length > 0 ? (
        <ul className="notifications-list">
          {loaded.entries.map((entry) => (
            <li key={entry.id}>
              <button type="button" className={`notification${entry.read_at ? "" : " notification--unread"}`} onClick={() => void openEntry(entry)}>
                <span className={`notification__tag notification__tag--${entry.type}`}>{entry.tag}</span>
                <span className="notification__text">
                  {entry.type === "new_offer" ? `${entry.data.post_title} sent you an offer` : `${entry.data.post_title} wrote to you`}
                  {` for your ${occasionName(entry.data.occasion).toLowerCase()}`}
                </span>
                <time className="notification__date" dateTime={entry.created_at}>
                  {formatNotificationDate(entry.created_at)}
                </time>
                {entry.read_at ? null : <span className="visually-hidden">, unread</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <BrowserNotifications />
    </Dialog>
  );
}
