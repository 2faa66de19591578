import { useEffect, useState } from "react";
import { Link } from "react-router";
import { budgetLabel, occasionName } from "../../../core/deal-rules";
import { callApi } from "../../components/api-client";
import { dealActions, sendDealMessage } from "../../../core/contracts/deals";
import { Button } from "../../components/button";
import { LocalTime } from "../../components/local-time";
import { MessageThread, type ThreadClassNames } from "../../components/message-thread";
import { ReportDeal } from "../../components/report-deal";
import type { DealView } from "../../../server/domain/deals/deal-view";
import type { RequestSummary, ThreadMessage } from "../../../server/domain/deals/get-deal";
import { BUSINESS_KIND_LABEL, dealStateLabel, formatDealPrice, timeLeft } from "./deal-labels";
import { useDealAction } from "./use-deal-action";
import { AnswerAnnouncer, AnswerConfirm, UndoBar } from "./deal-answer-controls";
import type { UndoableAnswer } from "./deal-answer-undo";
import { useUndoableAnswer } from "./use-undoable-answer";

export type OfferDetailProps = { deal: DealView; request: RequestSummary; messages: ThreadMessage[]; comparison: DealView[] };

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const day = (value: string) => DAY.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/** Ticks once a second on the client; the server renders the end date alone. */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // The clock only exists in the browser: the server renders the end date alone (no mismatch).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = now === null ? null : timeLeft(expiresAt, now);
  return (
    <p className="offer-countdown">
      Open until <LocalTime value={expiresAt} />
      {left ? (
        <>
          {" "}
          · <span className="offer-countdown__left">{left}</span>
        </>
      ) : null}
    </p>
  );
}

/** Where the couple's offer page draws the thread (deals.css). */
const THREAD_CLASS_NAMES: ThreadClassNames = {
  section: "offer-thread",
  title: "offer-section__title",
  empty: "offer-thread__empty",
  list: "offer-thread__list",
  message: "offer-message",
  form: "offer-thread__form",
};

function Comparison({ current, offers }: { current: number; offers: DealView[] }) {
  if (offers.length < 2) return null;
  return (
    <section className="offer-compare" aria-labelledby="offer-compare-title">
      <h2 id="offer-compare-title" className="offer-section__title">
        Compare the offers on this request
      </h2>
      <div className="offer-compare__scroll" tabIndex={0} role="region" aria-labelledby="offer-compare-title">
        <table className="offer-compare__table">
          <thead>
            <tr>
              <th scope="col">Offer</th>
              <th scope="col">Price</th>
              <th scope="col">Included</th>
              <th scope="col">Perks</th>
              <th scope="col">Open until</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id} aria-current={offer.id === current ? "true" : undefined}>
                <th scope="row">
                  {offer.id === current ? (
                    <span>
                      {offer.business.name}: {offer.title} (this offer)
                    </span>
                  ) : (
                    <Link to={`/offer/${offer.id}`}>
                      {offer.business.name}: {offer.title}
                    </Link>
                  )}
                </th>
                <td>{formatDealPrice(offer.priceCents, offer.currency)}</td>
                <td>{offer.included}</td>
                <td>{offer.perks.length > 0 ? offer.perks.join(", ") : "None"}</td>
                <td>{day(offer.expiresAt)}</td>
                <td>{dealStateLabel(offer)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /offer/{id}: one offer, the business behind it, the request, the thread and the comparison. */
export function OfferDetailView({ deal, request, messages, comparison }: OfferDetailProps) {
  const { run, pending } = useDealAction();
  const undoable = useUndoableAnswer(deal.id, run);
  const [asking, setAsking] = useState<UndoableAnswer | null>(null);
  const listing = deal.business.listing;
  const hasNewMessage = deal.hasNewMessage;
  const dealId = deal.id;

  useEffect(() => {
    // Reading the page reads the thread (docs/product.md's new-message update).
    if (hasNewMessage) void callApi(dealActions.newmessageupdate, { params: { id: String(dealId) } });
  }, [hasNewMessage, dealId]);

  return (
    <main id="main" tabIndex={-1} className="deal-page deal-page--wide">
      <p className="offer-back">
        <Link to="/offer">Back to my offers</Link>
      </p>
      <div className="offer-layout">
        <article className="offer-main" aria-labelledby="offer-title">
          <p className="deal-row__business">
            {deal.business.name} <span className="deal-row__kind">· {BUSINESS_KIND_LABEL[deal.business.kind]}</span>
          </p>
          <h1 id="offer-title" className="deal-page__title">
            {deal.title}
          </h1>
          <p className="offer-price">
            {formatDealPrice(deal.priceCents, deal.currency)} <span className="offer-price__unit">for the stay</span>
          </p>
          <ul className="deal-row__tags" aria-label="Status">
            <li className={`deal-tag deal-tag--${dealStateLabel(deal).toLowerCase().replace(/\s+/g, "-")}`}>{dealStateLabel(deal)}</li>
            {deal.isLate && deal.status !== "late" ? <li className="deal-tag">Late response</li> : null}
            {deal.pinnedAt ? <li className="deal-tag">Pinned</li> : null}
          </ul>
          {deal.status === "received" || deal.status === "late" ? <Countdown expiresAt={deal.expiresAt} /> : null}

          <AnswerAnnouncer pending={undoable.pending} />
          {undoable.pending ? (
            <UndoBar pending={undoable.pending} onUndo={undoable.undo} onSendNow={undoable.sendNow} />
          ) : (
            <div className="offer-actions">
              {deal.status === "late" ? (
                <Button size="md" hierarchy="secondary-color" disabled={pending !== null} onClick={() => void run("lateresponse", deal.id)}>
                  Accept late response
                </Button>
              ) : null}
              {deal.canBook ? (
                <Button size="md" disabled={pending !== null} onClick={() => setAsking("booked")}>
                  Mark as booked
                </Button>
              ) : null}
              {deal.status === "received" || deal.status === "late" ? (
                <Button size="md" hierarchy="secondary-gray" disabled={pending !== null} onClick={() => setAsking("reject")}>
                  Decline
                </Button>
              ) : null}
              <Button size="md" hierarchy="secondary-gray" disabled={pending !== null} onClick={() => void run(deal.pinnedAt ? "unpin" : "pin", deal.id)}>
                {deal.pinnedAt ? "Unpin" : "Pin"}
              </Button>
              <Button size="md" hierarchy="secondary-gray" disabled={pending !== null} onClick={() => void run(deal.archivedAt ? "unarchive" : "archive", deal.id)}>
                {deal.archivedAt ? "Unarchive" : "Archive"}
              </Button>
            </div>
          )}
          <AnswerConfirm
            action={asking}
            onCancel={() => setAsking(null)}
            onConfirm={(action) => {
              setAsking(null);
              undoable.answer(action);
            }}
          />

          {deal.images.length > 0 ? (
            <ul className="offer-gallery" aria-label={`Pictures from ${deal.business.name}`}>
              {deal.images.map((image, index) => (
                <li key={image.medium}>
                  <a href={image.large} target="_blank" rel="noopener">
                    <img src={image.medium} alt={`${deal.title}, picture ${index + 1}`} width={800} height={600} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}

          <section className="offer-section" aria-labelledby="offer-included">
            <h2 id="offer-included" className="offer-section__title">
              What is included
            </h2>
            <p>{deal.included}</p>
            {deal.perks.length > 0 ? (
              <>
                <h3 className="offer-section__subtitle">Romance perks</h3>
                <ul className="offer-perks">
                  {deal.perks.map((perk) => (
                    <li key={perk}>{perk}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {deal.checkIn && deal.checkOut ? (
              <p>
                Dates: {day(deal.checkIn)} to {day(deal.checkOut)}
              </p>
            ) : null}
            <h3 className="offer-section__subtitle">Message from {deal.business.name}</h3>
            <p className="offer-note">{deal.message}</p>
          </section>

          <Comparison current={deal.id} offers={comparison} />
          <MessageThread
            messages={messages}
            self="couple"
            otherName={deal.business.name}
            classNames={THREAD_CLASS_NAMES}
            emptyText="No messages yet. Ask anything about the offer."
            replyLabel="Your message"
            send={(body) => callApi(sendDealMessage, { params: { id: String(deal.id) }, body: { body } })}
            isClosed={deal.threadClosedBecause !== null}
          />
          <ReportDeal dealId={deal.id} self="couple" otherName={deal.business.name} messages={messages} canReportOffer />
        </article>

        <aside className="offer-side" aria-label="About this offer">
          {listing ? (
            <section className="offer-card">
              {listing.image ? <img src={listing.image} alt="" width={400} height={300} className="offer-card__image" /> : null}
              <h2 className="offer-card__title">
                <Link to={listing.path}>{listing.title}</Link>
              </h2>
              <p>{[listing.city, listing.country].filter(Boolean).join(", ")}</p>
              <Link to={listing.path}>See the {deal.business.kind === "advisor" ? "advisor's profile" : deal.business.kind === "destination" ? "destination" : "hotel"}</Link>
            </section>
          ) : null}
          <section className="offer-card">
            <h2 className="offer-card__title">Your request</h2>
            <dl className="offer-request">
              <dt>Occasion</dt>
              <dd>{occasionName(request.occasion)}</dd>
              <dt>Where</dt>
              <dd>{request.destinations.length > 0 ? request.destinations.join(", ") : "Open to ideas"}</dd>
              <dt>When</dt>
              <dd>{request.when}</dd>
              <dt>Travellers</dt>
              <dd>{request.travellers}</dd>
              <dt>Budget</dt>
              <dd>{budgetLabel(request.budget)}</dd>
            </dl>
          </section>
        </aside>
      </div>
    </main>
  );
}
