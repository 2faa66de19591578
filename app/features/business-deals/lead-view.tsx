import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { budgetLabel, checkOffer, DEAL_LIMITS, DEFAULT_OFFER_VALID_DAYS, MAX_OFFER_VALID_DAYS, occasionName, type OfferField, type OfferInput } from "../../../core/deal-rules";
import { editOffer, sendOffer, sendOfferMessage, withdrawOffer } from "../../../core/contracts/business-deals";
import { OFFER_WIRE_NAMES } from "../../../core/contracts/deal-wire-names";
import { addOfferImage, removeOfferImage } from "../../../core/contracts/uploads";
import { toWire } from "../../../core/contracts/wire-names";
import { MAX_OFFER_IMAGES as MAX_PICTURES } from "../../../core/offer-rules";
import { formatDollars } from "../../../core/money";
import { isOfferOpen } from "../../../core/deal-transitions";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { LocalTime } from "../../components/local-time";
import { MessageThread, type ThreadClassNames } from "../../components/message-thread";
import { ReportDeal } from "../../components/report-deal";
import { useToast } from "../../components/toast";
import type { Lead } from "../../../server/domain/deals/business-leads";
import type { ThreadMessage } from "../../../server/domain/deals/get-deal";
import { centsFromDollars, offerStateLabel } from "./lead-labels";
import "./business-deals.css";

export type LeadViewProps = { lead: Lead; messages: ThreadMessage[] };


type Draft = { title: string; price: string; included: string; perks: string[]; checkIn: string; checkOut: string; validDays: string; message: string };

function draftOf(offer: Lead["offer"]): Draft {
  return {
    title: offer?.title ?? "",
    price: offer ? String(offer.priceCents / 100) : "",
    included: offer?.included ?? "",
    perks: offer && offer.perks.length > 0 ? offer.perks : [""],
    checkIn: offer?.checkIn ?? "",
    checkOut: offer?.checkOut ?? "",
    validDays: String(DEFAULT_OFFER_VALID_DAYS),
    message: offer?.message ?? "",
  };
}

/** Compose or edit the business's offer: checked with the server's own rules before it is sent. */
function OfferComposer({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(lead.offer));
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const [isSending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const toasts = useToast();
  const editing = lead.offer !== null;
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      title: draft.title,
      priceCents: centsFromDollars(draft.price),
      included: draft.included,
      perks: draft.perks,
      checkIn: draft.checkIn || null,
      checkOut: draft.checkOut || null,
      validDays: draft.validDays.trim() === "" ? null : Number(draft.validDays),
      message: draft.message,
    } satisfies OfferInput;
    const checked = checkOffer(input);
    if (!checked.ok) {
      setErrors(checked.errors);
      window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setErrors({});
    setSending(true);
    const body = toWire(OFFER_WIRE_NAMES, input);
    const result = lead.offer
      ? await callApi(editOffer, { params: { id: String(lead.offer.id) }, body })
      : await callApi(sendOffer, { params: { id: String(lead.request.id) }, body });
    setSending(false);
    if (result.ok) {
      toasts.show(result.data.message, "success");
      await revalidator.revalidate();
      onDone();
      return;
    }
    if (result.status === null) return;
    if (result.errors) setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, messages]) => [field, messages[0]])));
    toasts.show(result.message ?? "Something went wrong. Please try again.", "error");
  };

  return (
    <form ref={formRef} className="offer-composer" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="biz-card__title">
        {editing ? "Edit your offer" : "Send an offer"}
      </h2>
      <FormField id={`${id}-title`} label="Offer title" error={errors.title} maxLength={DEAL_LIMITS.offerTitleLength} value={draft.title} onValue={(value) => set("title", value)} />
      <div className="offer-composer__row">
        <FormField id={`${id}-price`} label="Price for the stay (USD)" error={errors.price} inputMode="decimal" value={draft.price} onValue={(value) => set("price", value)} />
        <FormField id={`${id}-validDays`} label="Open for (days)" hint={`1 to ${MAX_OFFER_VALID_DAYS}`} error={errors.validDays} type="number" min={1} max={MAX_OFFER_VALID_DAYS} value={draft.validDays} onValue={(value) => set("validDays", value)} />
      </div>
      <FormField id={`${id}-included`} label="What is included" error={errors.included}>
        {(control) => <textarea {...control} rows={3} maxLength={DEAL_LIMITS.offerTextLength} value={draft.included} onChange={(event) => set("included", event.target.value)} />}
      </FormField>
      <fieldset className="offer-composer__perks" aria-describedby={errors.perks ? `${id}-perks-error` : undefined}>
        <legend className="account-field__label">Romance perks</legend>
        {draft.perks.map((perk, index) => (
          <div key={index} className="offer-composer__perk">
            <label className="visually-hidden" htmlFor={`${id}-perk-${index}`}>
              Perk {index + 1}
            </label>
            <input
              id={`${id}-perk-${index}`}
              className="account-field__input"
              maxLength={DEAL_LIMITS.offerPerkLength}
              value={perk}
              placeholder="Champagne on arrival"
              onChange={(event) => set("perks", draft.perks.map((value, position) => (position === index ? event.target.value : value)))}
            />
            {draft.perks.length > 1 ? (
              <Button type="button" size="sm" hierarchy="secondary-gray" onClick={() => set("perks", draft.perks.filter((_, position) => position !== index))} aria-label={`Remove perk ${index + 1}`}>
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {draft.perks.length < DEAL_LIMITS.offerPerks ? (
          <Button type="button" size="sm" hierarchy="secondary-gray" onClick={() => set("perks", [...draft.perks, ""])}>
            Add a perk
          </Button>
        ) : null}
        {errors.perks ? (
          <p id={`${id}-perks-error`} className="account-field__error">
            {errors.perks}
          </p>
        ) : null}
      </fieldset>
      <div className="offer-composer__row">
        <FormField id={`${id}-dates`} label="Check-in (optional)" error={errors.dates} type="date" value={draft.checkIn} onValue={(value) => set("checkIn", value)} />
        <FormField id={`${id}-checkout`} label="Check-out (optional)" type="date" value={draft.checkOut} onValue={(value) => set("checkOut", value)} />
      </div>
      <FormField id={`${id}-message`} label="Message to the couple" error={errors.message}>
        {(control) => <textarea {...control} rows={4} maxLength={DEAL_LIMITS.offerTextLength} value={draft.message} onChange={(event) => set("message", event.target.value)} />}
      </FormField>
      <div className="biz-actions">
        <Button type="submit" size="lg" disabled={isSending}>
          {isSending ? "Sending..." : editing ? "Save changes" : "Send offer"}
        </Button>
        {editing ? (
          <Button type="button" size="lg" hierarchy="secondary-gray" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Where the business's lead page draws the thread (business-deals.css). */
const THREAD_CLASS_NAMES: ThreadClassNames = {
  section: "biz-card",
  title: "biz-card__title",
  list: "lead-thread",
  message: "lead-message",
  form: "lead-thread__form",
};

/** The offer's own pictures: add (uploaded as multipart, re-encoded by the server) or remove, while it is open. */
function OfferPictures({ offer }: { offer: NonNullable<Lead["offer"]> }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const revalidator = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = async (file: File) => {
    setUploading(true);
    setError(null);
    const form = new FormData();
    form.append("image", file);
    const result = await callApi(addOfferImage, { params: { id: String(offer.id) }, body: form });
    if (result.ok) await revalidator.revalidate();
    else setError(result.message ?? "The picture could not be added. Please try again.");
    setUploading(false);
    if (inputRef.current) inputRef.current.value = "";
  };
  const remove = async (position: number) => {
    const result = await callApi(removeOfferImage, { params: { id: String(offer.id), position: String(position) } });
    if (result.ok) await revalidator.revalidate();
    else if (result.status !== null) setError(result.message ?? "Something went wrong. Please try again.");
  };
  return (
    <div className="offer-pictures">
      <h3 className="offer-pictures__title">Pictures</h3>
      {offer.images.length > 0 ? (
        <ul className="offer-pictures__list">
          {offer.images.map((image, index) => (
            <li key={image.small}>
              <img src={image.small} alt={`Picture ${index + 1} of your offer`} width={400} height={300} />
              <Button type="button" size="sm" hierarchy="secondary-gray" onClick={() => void remove(index)} aria-label={`Remove picture ${index + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {offer.images.length < MAX_PICTURES ? (
        <div className={`account-field${error ? " account-field--invalid" : ""}`}>
          <label htmlFor={`${id}-picture`} className="account-field__label">
            Add a picture
          </label>
          <p id={`${id}-picture-hint`} className="account-field__hint">
            JPEG, PNG, WebP, GIF or AVIF, up to 8 MB; shown 4:3. Up to {MAX_PICTURES} pictures.
          </p>
          <input
            ref={inputRef}
            id={`${id}-picture`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            disabled={isUploading}
            aria-describedby={`${id}-picture-hint${error ? ` ${id}-picture-error` : ""}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {error ? (
            <p id={`${id}-picture-error`} className="account-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** One matched request on the business dashboard: the couple's vision, the offer and the thread. */
export function LeadView({ lead, messages }: LeadViewProps) {
  const [isEditing, setEditing] = useState(false);
  const revalidator = useRevalidator();
  const toasts = useToast();
  const { request, offer } = lead;
  const isOpen = offer !== null && isOfferOpen(offer.status, offer.isExpired);

  const withdraw = async () => {
    if (!offer || !window.confirm("Withdraw this offer? The couple will see it as withdrawn.")) return;
    const result = await callApi(withdrawOffer, { params: { id: String(offer.id) } });
    if (result.ok) {
      toasts.show(result.data.message, "success");
      await revalidator.revalidate();
    } else if (result.status !== null) toasts.show(result.message ?? "Something went wrong. Please try again.", "error");
  };

  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">
          <Link to="/dashboard">Business dashboard</Link>
        </p>
        <h1 className="biz-page__title">
          {occasionName(request.occasion)} for {lead.coupleName}
        </h1>
        <section className="biz-card" aria-labelledby="lead-vision">
          <h2 id="lead-vision" className="biz-card__title">
            Their vision
          </h2>
          <p className="lead-vision">{request.special}</p>
          <dl className="biz-details">
            <div>
              <dt>Where</dt>
              <dd>{request.destinations.length > 0 ? request.destinations.join(", ") : "Open to ideas"}</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>{request.when}</dd>
            </div>
            <div>
              <dt>Travellers</dt>
              <dd>{request.travellers}</dd>
            </div>
            <div>
              <dt>Budget</dt>
              <dd>{budgetLabel(request.budget)}</dd>
            </div>
            <div>
              <dt>Why you</dt>
              <dd>{lead.reason}</dd>
            </div>
            <div>
              <dt>Contact</dt>
              <dd>{lead.contact ? `${lead.contact.name}, ${lead.contact.email}${lead.contact.phone ? `, ${lead.contact.phone}` : ""}` : "Shown once the couple writes to you or books your offer."}</dd>
            </div>
          </dl>
          {!offer && lead.isLateNow ? <p className="lead-late">The answer window has passed: your offer will reach the couple as a late response.</p> : null}
        </section>

        {offer && !isEditing ? (
          <section className="biz-card" aria-labelledby="lead-offer">
            <h2 id="lead-offer" className="biz-card__title">
              Your offer: {offerStateLabel(offer)}
            </h2>
            <p className="lead-offer__title">
              <strong>{offer.title}</strong>, {formatDollars(offer.priceCents, { currency: offer.currency })}
            </p>
            <p>{offer.included}</p>
            {offer.perks.length > 0 ? <p>Perks: {offer.perks.join(", ")}</p> : null}
            <p>
              Open until <LocalTime value={offer.expiresAt} />{offer.readByCouple ? " · Seen by the couple" : ""}
            </p>
            {offer.images.length > 0 && !isOpen ? (
              <p>
                {offer.images.length} {offer.images.length === 1 ? "picture" : "pictures"}
              </p>
            ) : null}
            {isOpen ? <OfferPictures offer={offer} /> : null}
            {isOpen ? (
              <div className="biz-actions">
                <Button size="md" onClick={() => setEditing(true)}>
                  Edit offer
                </Button>
                <Button size="md" hierarchy="secondary-gray" onClick={() => void withdraw()}>
                  Withdraw
                </Button>
              </div>
            ) : null}
          </section>
        ) : null}
        {(!offer || isEditing) && request.status === "open" ? (
          <section className="biz-card">
            <OfferComposer lead={lead} onDone={() => setEditing(false)} />
          </section>
        ) : null}
        {!offer && request.status !== "open" ? <p className="biz-card">This request is no longer taking offers.</p> : null}
        {offer ? (
          <MessageThread
            messages={messages}
            self="business"
            otherName={lead.coupleName}
            classNames={THREAD_CLASS_NAMES}
            emptyText="No messages yet."
            replyLabel="Reply"
            send={(body) => callApi(sendOfferMessage, { params: { id: String(offer.id) }, body: { body } })}
            isClosed={offer.threadClosedBecause !== null}
            closedNotice={<p>{offer.threadClosedBecause}</p>}
          />
        ) : null}
        {offer ? <ReportDeal dealId={offer.id} self="business" otherName={lead.coupleName} messages={messages} canReportOffer={false} className="biz-card" /> : null}
      </div>
    </main>
  );
}
