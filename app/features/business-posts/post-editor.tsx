import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { codeNameOf } from "../../../core/contracts/wire-names";
import { MARKETPLACE_POST_EDIT_WIRE_NAMES } from "../../../core/contracts/business-marketplace-post-wire-names";
import { checkMarketplacePostEdit, MARKETPLACE_POST_LIMITS, type MarketplacePostEditValues } from "../../../core/marketplace-post-rules";
import { canDo } from "../../../core/marketplace-post-states";
import { formatDollars } from "../../../core/money";
import { MARKETPLACE_AD_DURATIONS, marketplacePostCents } from "../../../core/pricing";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { useToast } from "../../components/toast";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";
import { plainPrice, savePost, startRenewal, verifyRenewal, type DashboardPost } from "./posts-api";
import { PostActions } from "./posts-list";
import "./business-posts.css";
import type { CardFormProps } from "../../components/card-payment";
import { formatCount } from "../../../core/counts";

/** What the card form needs; the route hands in the payments feature's form (features do not import each other). */
export type RenewalCardFormProps = CardFormProps;

export type PostEditorProps = {
  post: DashboardPost;
  /** The first and last day a deal may be valid until (YYYY-MM-DD), for the date field. */
  validDays: { first: string; last: string };
  renderCardForm(props: RenewalCardFormProps): ReactNode;
};

type Field = keyof MarketplacePostEditValues;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ["title", "description", "destination", "price", "validUntil"];

function valuesOf(post: DashboardPost): MarketplacePostEditValues {
  return {
    title: post.title,
    description: post.description,
    destination: post.destination,
    price: Number.isInteger(post.price) ? String(post.price) : post.price.toFixed(2),
    validUntil: post.valid_until,
  };
}

/** A refusal's messages by wire field, under the form's names. */
function errorsFromServer(errors: Record<string, string[]>): Errors {
  const found: Errors = {};
  for (const [wire, messages] of Object.entries(errors)) {
    const name = codeNameOf(MARKETPLACE_POST_EDIT_WIRE_NAMES, wire);
    if ((FIELDS as readonly string[]).includes(name) && messages[0]) found[name as Field] = messages[0];
  }
  return found;
}

/** /dashboard/posts/{id}: edit, pause or resume, and renew one of the business's posts. */
export function PostEditor(props: PostEditorProps) {
  const { post } = props;
  const revalidator = useRevalidator();
  // The answer of a change is the post as stored; the page's data is read again to show it.
  const setPost = () => void revalidator.revalidate();
  return (
    <DashboardSubpage title={post.title} className="bp-page">
      <p className="bp-note">
        <Link to="/dashboard/posts">All your marketplace posts</Link>
      </p>
      <section className="biz-card bp-card" aria-labelledby="bp-state-title">
        <h2 id="bp-state-title" className="bp-section-title">
          State
        </h2>
        <p className={`bp-state bp-state--${post.state}`}>{post.state_label}</p>
        {post.state === "paused" ? <p className="bp-note">Couples do not see a paused post. Its ad&apos;s end date does not move while it is paused.</p> : null}
        <dl className="bp-facts">
          <div>
            <dt>Views</dt>
            <dd>{formatCount(post.views)}</dd>
          </div>
          <div>
            <dt>Deal requests</dt>
            <dd>{formatCount(post.deal_requests)}</dd>
          </div>
          <div>
            <dt>Featured listing</dt>
            <dd>{post.marketplace_request_featured_listing ? "Yes" : "No"}</dd>
          </div>
        </dl>
        <div className="bp-actions">
          {post.state === "live" && post.listing ? (
            <Button to={post.listing.path} hierarchy="secondary-gray">
              See your post
            </Button>
          ) : null}
          <PostActions post={post} onChanged={setPost} />
        </div>
      </section>
      {canDo(post.state, "edit") ? <EditForm post={post} validDays={props.validDays} onSaved={setPost} /> : null}
      {canDo(post.state, "renew") ? <Renewal post={post} renderCardForm={props.renderCardForm} onRenewed={setPost} /> : null}
    </DashboardSubpage>
  );
}

function EditForm({ post, validDays, onSaved }: { post: DashboardPost; validDays: PostEditorProps["validDays"]; onSaved(post: DashboardPost): void }) {
  const [values, setValues] = useState(() => valuesOf(post));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState("");
  const [isSending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const toasts = useToast();
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const showErrors = (found: Errors) => {
    setErrors(found);
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setStatus("");
    const found = checkMarketplacePostEdit({ ...values, price: plainPrice(values.price) }, new Date());
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setStatus("Some fields need your attention: see the messages under them.");
      return;
    }
    setSending(true);
    const answer = await savePost(post, values);
    setSending(false);
    if (answer.ok) {
      setErrors({});
      setValues(valuesOf(answer.data.data));
      setStatus(answer.data.message);
      toasts.show(answer.data.message, "success");
      onSaved(answer.data.data);
      return;
    }
    // What was typed stays in the form whatever the answer.
    if (answer.status === null) return;
    if (answer.errors) showErrors(errorsFromServer(answer.errors));
    const message = answer.message ?? "Something went wrong. Please try again.";
    setStatus(message);
    toasts.show(message, "error");
  };

  const input = (field: Field, label: string, options: { type?: string; inputMode?: "decimal"; hint?: string; maxLength?: number; min?: string; max?: string } = {}) => (
    <FormField
      block="bp-field"
      id={`bp-${field}`}
      label={label}
      hint={options.hint}
      error={errors[field]}
      type={options.type ?? "text"}
      inputMode={options.inputMode}
      min={options.min}
      max={options.max}
      autoComplete="off"
      value={values[field]}
      onValue={(value) => set(field, value)}
    />
  );

  return (
    <section className="biz-card" aria-labelledby="bp-edit-title">
      <h2 id="bp-edit-title" className="bp-section-title">
        Edit the post
      </h2>
      <form ref={formRef} className="bp-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="bp-edit-title">
        <p className="bp-note">The ad&apos;s duration and the featured option stay as paid. A live post shows your changes as soon as you save.</p>
        {input("title", "Deal title", { hint: `Up to ${MARKETPLACE_POST_LIMITS.title} characters` })}
        <FormField block="bp-field" id="bp-description" label="Description" hint="What the deal includes" error={errors.description}>
          {(control) => <textarea {...control} rows={6} value={values.description} onChange={(event) => set("description", event.target.value)} />}
        </FormField>
        <div className="bp-row">
          {input("destination", "Destination", { hint: "For example Santorini, Greece" })}
          {input("price", "Price per stay (USD)", { inputMode: "decimal", hint: "For example 1200 or 1199.99" })}
          {input("validUntil", "Valid until", { type: "date", min: validDays.first, max: validDays.last })}
        </div>
        <div className="bp-actions">
          <Button type="submit" size="lg" disabled={isSending} aria-busy={isSending || undefined}>
            {isSending ? "Saving..." : "Save changes"}
          </Button>
        </div>
        <p className="bp-status" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}

type RenewalPhase =
  | { phase: "choose"; message: string | null }
  | { phase: "starting" }
  | { phase: "card"; clientSecret: string; paymentIntentId: string; amountCents: number; initialError: string | null }
  | { phase: "verifying" };

function Renewal({ post, renderCardForm, onRenewed }: { post: DashboardPost; renderCardForm: PostEditorProps["renderCardForm"]; onRenewed(post: DashboardPost): void }) {
  const [days, setDays] = useState(MARKETPLACE_AD_DURATIONS[0]?.days ?? 30);
  const [searchParams, setSearchParams] = useSearchParams();
  // Back from the card's extra confirmation step (`payment_intent` in the address): the server checks the payment.
  const [returned] = useState(() => {
    const paymentIntentId = searchParams.get("payment_intent");
    return paymentIntentId ? { paymentIntentId, isAuthorized: searchParams.get("redirect_status") === "succeeded" } : null;
  });
  const [state, setState] = useState<RenewalPhase>(() =>
    returned === null
      ? { phase: "choose", message: null }
      : returned.isAuthorized
        ? { phase: "verifying" }
        : { phase: "choose", message: "Your card was not charged. Please try again." },
  );
  const [attempt] = useState(() => Math.random().toString(36).slice(2, 10));
  const toasts = useToast();
  const featured = post.marketplace_request_featured_listing;

  const settle = (answer: Awaited<ReturnType<typeof verifyRenewal>>) => {
    if (answer.ok) {
      toasts.show(answer.data.message, "success");
      onRenewed(answer.data.data);
      setState({ phase: "choose", message: answer.data.message });
      return;
    }
    setState({ phase: "choose", message: answer.message ?? "Payment verification failed please try again after sometimes!.." });
  };

  const verify = async (paymentIntentId: string) => {
    setState({ phase: "verifying" });
    settle(await verifyRenewal(post, paymentIntentId));
  };

  useEffect(() => {
    if (returned === null) return;
    setSearchParams({}, { replace: true });
    if (returned.isAuthorized) void verifyRenewal(post, returned.paymentIntentId).then(settle);
    // Once, for the address the page came back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async () => {
    setState({ phase: "starting" });
    const answer = await startRenewal(post, days, attempt);
    if (!answer.ok) {
      setState({ phase: "choose", message: answer.status === null ? null : (answer.message ?? "Your payment could not be started. Please try again.") });
      return;
    }
    setState({ phase: "card", clientSecret: answer.data.clientSecret, paymentIntentId: answer.data.payment_id, amountCents: answer.data.amount_cents, initialError: null });
  };

  return (
    <section className="biz-card" aria-labelledby="bp-renew-title">
      <h2 id="bp-renew-title" className="bp-section-title">
        Renew the ad
      </h2>
      <p className="bp-note">
        {post.state === "ended"
          ? "Your ad has ended. Renew it to show the post again from today."
          : "Renewing adds the days to the ad's current end."}
        {featured ? " Your post stays featured." : ""}
      </p>
      {state.phase === "card" ? (
        <div className="bp-pay">
          <p>
            {days} more days: {formatDollars(state.amountCents)}
          </p>
          {renderCardForm({
            clientSecret: state.clientSecret,
            paymentIntentId: state.paymentIntentId,
            returnUrl: `${window.location.origin}/dashboard/posts/${post.id}`,
            amountLabel: formatDollars(state.amountCents),
            initialError: state.initialError,
            onSucceeded: (paymentIntentId) => void verify(paymentIntentId),
          })}
          <Button hierarchy="tertiary-gray" onClick={() => setState({ phase: "choose", message: null })}>
            Choose another duration
          </Button>
        </div>
      ) : (
        <div className="bp-form">
          <fieldset className="bp-durations">
            <legend>How many more days</legend>
            {MARKETPLACE_AD_DURATIONS.map((option) => (
              <label key={option.days} className="bp-duration">
                <input type="radio" name="bp-days" value={option.days} checked={days === option.days} onChange={() => setDays(option.days)} />
                {option.days} days, {formatDollars(marketplacePostCents(option.days, featured) ?? option.cents)}
              </label>
            ))}
          </fieldset>
          <div className="bp-actions">
            <Button size="lg" disabled={state.phase !== "choose"} aria-busy={state.phase !== "choose" || undefined} onClick={() => void start()}>
              {state.phase === "verifying" ? "Checking your payment..." : state.phase === "starting" ? "Starting..." : "Continue to payment"}
            </Button>
          </div>
        </div>
      )}
      <p className="bp-status" role="status">
        {state.phase === "choose" ? (state.message ?? "") : ""}
      </p>
    </section>
  );
}
