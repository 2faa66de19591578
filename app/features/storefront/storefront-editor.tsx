import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { autolocation } from "../../../core/contracts/booking";
import { updateStorefront } from "../../../core/contracts/storefront";
import { storefrontFieldsToWire } from "../../../core/contracts/storefront-wire-names";
import { OCCASIONS } from "../../../core/listing-types";
import { checkStorefront, FEATURED_ADVISOR_FIELDS, STOREFRONT_LIMITS, type StorefrontErrors, type StorefrontField } from "../../../core/storefront-rules";
import type { StorefrontView } from "../../../server/domain/storefront/storefront-listing";
import { callApi, type ApiResult } from "../../components/api-client";
import type { ContractOutput } from "../../../core/contracts/contract";
import { Button } from "../../components/button";
import { fieldDescribedBy, FormField } from "../../components/form-field";
import { useToast } from "../../components/toast";
import { choicesFromWire, draftOf, errorsFromServer, pick, valuesFromWire, valuesOf, type StorefrontDraft } from "./storefront-form";
import { ArticleEditor, FeaturedPicker, OffersEditor, ReviewsEditor, WorkshopEditor } from "./storefront-extras-editor";
import "./storefront.css";
import { formatCount } from "../../../core/counts";

export type StorefrontPageProps = { kind: "refused"; message: string } | { kind: "storefront"; storefront: StorefrontView };

const KIND_TITLES = { hotel: "Your hotel's page", advisor: "Your advisor profile", destination: "Your destination's page" } as const;
const CITY_LIST_ID = "sf-city-places";
const SUGGESTION_DELAY_MS = 300;

type CitySuggestion = { label: string; city: string; country: string };

/**
 * Cities whose name starts with what was typed, from the booking search's place suggestions
 * (autolocation), with their countries; none until two letters are typed.
 */
function useCitySuggestions(typed: string): CitySuggestion[] {
  const [cities, setCities] = useState<CitySuggestion[]>([]);
  useEffect(() => {
    const text = typed.trim();
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void callApi(autolocation, { query: { query: text } }, { signal: controller.signal }).then((answer) => {
        if (controller.signal.aborted || !answer.ok) return;
        const found = answer.data.data.flatMap((place) =>
          place.kind === "city" && place.city && place.country ? [{ label: `${place.city}, ${place.country}`, city: place.city, country: place.country }] : [],
        );
        // The one already chosen stays, so choosing it is recognised after the list changes.
        setCities((current) => [...found, ...current.filter((city) => city.city === text && !found.some((other) => other.label === city.label))]);
      });
    }, SUGGESTION_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  return cities;
}

const LIST_HINT = `One per line, up to ${STOREFRONT_LIMITS.listItems}, each up to ${STOREFRONT_LIMITS.listItem} characters`;

/** The business dashboard's storefront editor (issue 19): the listing's text and facts, by kind. */
export function StorefrontPage(props: StorefrontPageProps) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner sf-page">
        <p className="biz-page__eyebrow">
          <Link to="/dashboard">Business dashboard</Link>
        </p>
        <h1 className="biz-page__title">{props.kind === "storefront" ? KIND_TITLES[props.storefront.kind] : "Your page"}</h1>
        {props.kind === "refused" ? (
          <div className="biz-card">
            <p>{props.message}</p>
            <p>
              <Link to="/dashboard">Back to your dashboard</Link>
            </p>
          </div>
        ) : (
          <StorefrontEditor storefront={props.storefront} />
        )}
      </div>
    </main>
  );
}

type StorefrontBody = ReturnType<typeof storefrontFieldsToWire>;

/**
 * Where the editor saves: the signed-in business's own storefront by default; the admin console
 * saves any hotel's, advisor's or destination's page with a call whose body and answer are the same.
 */
export type StorefrontSave = (body: StorefrontBody) => Promise<ApiResult<ContractOutput<typeof updateStorefront>>>;

const saveOwnStorefront: StorefrontSave = (body) => callApi(updateStorefront, { body });

/**
 * The storefront's fields and rules, by kind. `audience` "admin": the console's words (the page's
 * owner is not the reader), no upgrade offer, and the destination's featured picks shown but chosen
 * by its business (their search is the business's own).
 */
export function StorefrontEditor({ storefront, save = saveOwnStorefront, audience = "business" }: { storefront: StorefrontView; save?: StorefrontSave; audience?: "business" | "admin" }) {
  const isAdmin = audience === "admin";
  const [draft, setDraft] = useState<StorefrontDraft>(() => draftOf(storefront.values, storefront.featured));
  const [errors, setErrors] = useState<StorefrontErrors>({});
  const [isSending, setSending] = useState(false);
  const [status, setStatus] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const toasts = useToast();
  const { kind, isFeatured } = storefront;
  const set = <Field extends keyof StorefrontDraft>(field: Field, value: StorefrontDraft[Field]) => setDraft((current) => ({ ...current, [field]: value }));

  const cities = useCitySuggestions(kind === "hotel" ? draft.city : "");
  /** A suggestion chosen ("Positano, Italy") fills the city and the country; anything else is the city as typed. */
  const chooseCity = (value: string) => {
    const chosen = cities.find((city) => city.label === value);
    setDraft((current) => (chosen ? { ...current, city: chosen.city, country: chosen.country } : { ...current, city: value }));
  };

  const showErrors = (found: StorefrontErrors) => {
    setErrors(found);
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setStatus("");
    const values = valuesOf(draft);
    const found = checkStorefront(values, { kind, isFeatured });
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setStatus("Some fields need your attention: see the messages under them.");
      return;
    }
    setSending(true);
    // A Basic profile sends none of the Featured parts (what a lapsed plan left stays stored).
    const fields = isFeatured ? storefront.fields : storefront.fields.filter((field) => !(FEATURED_ADVISOR_FIELDS as readonly StorefrontField[]).includes(field));
    const result = await save(storefrontFieldsToWire(pick(values, fields)));
    setSending(false);
    if (result.ok) {
      setErrors({});
      // What was stored (lists without blanks and repeats, the website with its scheme).
      setDraft(draftOf(valuesFromWire(result.data.data.fields), choicesFromWire(result.data.data.featured)));
      setStatus(result.data.message);
      toasts.show(result.data.message, "success");
      return;
    }
    // The draft stays as typed: nothing is lost when the server refuses or fails.
    if (result.status === null) return;
    if (result.errors) showErrors(errorsFromServer(result.errors));
    const message = result.message ?? "Something went wrong. Please try again.";
    setStatus(message);
    toasts.show(message, "error");
  };

  const text = (field: keyof StorefrontDraft & StorefrontField, label: string, options: { hint?: string; inputMode?: "decimal" | "numeric" | "tel" | "url"; type?: string; placeholder?: string; autoComplete?: string; list?: string; onValue?: (value: string) => void } = {}) => (
    <FormField
      block="sf-field"
      id={`sf-${field}`}
      label={label}
      hint={options.hint}
      error={errors[field]}
      type={options.type ?? "text"}
      inputMode={options.inputMode}
      placeholder={options.placeholder}
      autoComplete={options.autoComplete ?? "off"}
      list={options.list}
      value={String(draft[field])}
      onValue={options.onValue ?? ((value) => set(field, value as never))}
    />
  );

  const area = (field: keyof StorefrontDraft & StorefrontField, label: string, hint: string, rows = 4) => (
    <FormField block="sf-field" id={`sf-${field}`} label={label} hint={hint} error={errors[field]}>
      {(control) => <textarea {...control} rows={rows} value={String(draft[field])} onChange={(event) => set(field, event.target.value as never)} />}
    </FormField>
  );

  const occasions = (field: "goodFor" | "specialties", legend: string, hint: string) => {
    const chosen = draft[field];
    const error = errors[field];
    const id = `sf-${field}`;
    return (
      <fieldset className={`sf-choices${error ? " sf-choices--invalid" : ""}`} aria-describedby={fieldDescribedBy(id, { hint, error })}>
        <legend className="sf-field__label">{legend}</legend>
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
        <div className="sf-choices__options">
          {OCCASIONS.map((occasion, index) => (
            <label key={occasion.slug} className="sf-choice">
              <input
                type="checkbox"
                id={index === 0 ? id : undefined}
                checked={chosen.includes(occasion.slug)}
                aria-invalid={index === 0 && error ? true : undefined}
                aria-describedby={index === 0 && error ? `${id}-error` : undefined}
                onChange={(event) => set(field, event.target.checked ? [...chosen, occasion.slug] : chosen.filter((slug) => slug !== occasion.slug))}
              />
              {occasion.name}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="sf-field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <>
      <div className="biz-card sf-preview">
        <p className="sf-preview__text">
          {isAdmin
            ? storefront.isLive
              ? "This page is published: couples see changes as soon as you save."
              : "This page is not published; changes show once it is."
            : storefront.isLive
              ? "Your page is live: couples see your changes as soon as you save."
              : "Your page is not live yet; your changes show once it is."}
        </p>
        <Button to={storefront.path} hierarchy="secondary-gray">
          {isAdmin ? "See the page" : "See your page"}<span className="visually-hidden"> ({storefront.title})</span>
        </Button>
      </div>
      <form ref={formRef} className="sf-form" noValidate onSubmit={(event) => void submit(event)} aria-label={KIND_TITLES[kind]}>
        {kind === "hotel" ? (
          <>
            <Group title="About your hotel">
              {area("description", "Description", `What couples read about your hotel. Up to ${formatCount(STOREFRONT_LIMITS.longText)} characters; a blank line starts a new paragraph.`, 8)}
              {area("highlights", "Highlights", `What makes a stay special, like “Private beach club”. ${LIST_HINT}.`)}
              {area("amenities", "Amenities", `Like “Pool” or “Spa”. ${LIST_HINT}.`)}
              {occasions("goodFor", "Good for", "The occasions your hotel is perfect for; couples asking for them may be sent to you.")}
            </Group>
            <Group title="Where you are">
              <div className="sf-row sf-row--street">
                {text("address", "Street address", { hint: "Street and number", autoComplete: "address-line1" })}
                {text("postalCode", "Postal code (optional)", { hint: "Like 84017 or SW1A 2AA", autoComplete: "postal-code" })}
              </div>
              <div className="sf-row">
                {text("city", "City", { hint: "Suggestions fill the country", list: CITY_LIST_ID, onValue: (value) => chooseCity(value) })}
                {text("region", "Region", { hint: "State, province or coast", autoComplete: "address-level1" })}
                {text("country", "Country", { autoComplete: "country-name" })}
              </div>
              <datalist id={CITY_LIST_ID}>
                {cities.map((city) => (
                  <option key={city.label} value={city.label} />
                ))}
              </datalist>
              <div className="sf-row">
                {text("latitude", "Latitude (optional)", { hint: "For the map, like 40.6281", inputMode: "decimal" })}
                {text("longitude", "Longitude (optional)", { hint: "Like 14.4850", inputMode: "decimal" })}
              </div>
            </Group>
            <Group title="Stay details">
              <div className="sf-row">
                {text("checkIn", "Check-in from", { hint: "24-hour time, like 15:00", placeholder: "15:00" })}
                {text("checkOut", "Check-out until", { hint: "24-hour time, like 11:00", placeholder: "11:00" })}
              </div>
              {area("policies", "Policies", `Children, pets, smoking, deposits… Up to ${formatCount(STOREFRONT_LIMITS.policies)} characters.`)}
            </Group>
            <Group title="Contact">
              <div className="sf-row">
                {text("website", "Website (optional)", { inputMode: "url", autoComplete: "url" })}
                {text("phone", "Phone (optional)", { hint: "Digits only, at least 5", inputMode: "tel", autoComplete: "tel" })}
              </div>
            </Group>
          </>
        ) : null}
        {kind === "advisor" ? (
          <>
            <Group title="About you">
              {area("about", "About", `Who you are and how you plan trips. Up to ${formatCount(STOREFRONT_LIMITS.longText)} characters; a blank line starts a new paragraph.`, 8)}
              <div className="sf-row">
                {text("agencyName", "Agency name", { autoComplete: "organization" })}
                {text("yearsExperience", "Years of experience (optional)", { hint: `0 to ${STOREFRONT_LIMITS.maxYears}`, inputMode: "numeric" })}
              </div>
              {area("languages", "Languages", `${LIST_HINT}.`, 3)}
            </Group>
            <Group title="What you plan">
              {area("destinations", "Destinations", `Places you plan trips to, like “Amalfi Coast” or “Japan”: couples' requests for them are sent to you. ${LIST_HINT}.`)}
              {occasions(
                "specialties",
                "Specialties",
                isFeatured
                  ? "The occasions you specialise in: couples' requests for them are sent to you."
                  : `The occasions you specialise in (up to ${STOREFRONT_LIMITS.basicSpecialties} on a Basic profile).`,
              )}
            </Group>
            {isFeatured ? (
              <>
                <Group title="Featured profile">
                  {text("videoUrl", "Personal video link (optional)", { hint: "An https link to your introduction video", inputMode: "url" })}
                  {area("affiliations", "Affiliations", `Associations and programmes you belong to. ${LIST_HINT}.`, 3)}
                </Group>
                <Group title="Reviews">
                  <ReviewsEditor value={draft.reviews} onChange={(reviews) => set("reviews", reviews)} error={errors.reviews} />
                </Group>
                <Group title="Special offers">
                  <OffersEditor value={draft.specialOffers} onChange={(offers) => set("specialOffers", offers)} error={errors.specialOffers} />
                </Group>
                <Group title="Workshop">
                  <WorkshopEditor value={draft.workshop} onChange={(workshop) => set("workshop", workshop)} error={errors.workshop} />
                </Group>
                <Group title="Your article">
                  <ArticleEditor value={draft.article} onChange={(article) => set("article", article)} error={errors.article} />
                </Group>
              </>
            ) : isAdmin ? (
              <p className="sf-note">A Basic profile: its Featured parts (video, affiliations, reviews, offers, workshop, article) are not shown or edited.</p>
            ) : (
              <div className="biz-card sf-upgrade">
                <h2 className="sf-group__title">Featured profile</h2>
                <p className="sf-note">
                  A Featured profile adds a personal video, affiliations, couples&apos; reviews, special offers, a workshop and an article, lists every
                  specialty, and receives couples&apos; requests.
                </p>
                <p>
                  <Link to="/dashboard/plan">Upgrade to Featured</Link>
                </p>
              </div>
            )}
          </>
        ) : null}
        {kind === "destination" ? (
          <Group title="About your destination">
            {area("description", "Description", `What couples read about your destination. Up to ${formatCount(STOREFRONT_LIMITS.longText)} characters; a blank line starts a new paragraph.`, 8)}
            {area("highlights", "Highlights", `Things couples should not miss. ${LIST_HINT}.`)}
            {text("bestTime", "Best time to visit", { hint: "Like “May to September, for the sea”" })}
          </Group>
        ) : null}
        {kind === "destination" && isAdmin ? (
          <Group title="Featured hotels and itineraries">
            <p className="sf-note">
              {draft.featuredHotels.length + draft.featuredItineraries.length === 0
                ? "None chosen."
                : [...draft.featuredHotels, ...draft.featuredItineraries].map((choice) => choice.title).join(", ")}{" "}
              The destination&apos;s business chooses them from its dashboard.
            </p>
          </Group>
        ) : null}
        {kind === "destination" && !isAdmin ? (
          <>
            <Group title="Featured hotels">
              <FeaturedPicker kind="hotel" destination={storefront.title} value={draft.featuredHotels} onChange={(hotels) => set("featuredHotels", hotels)} error={errors.featuredHotelIds} />
            </Group>
            <Group title="Featured itineraries">
              <FeaturedPicker
                kind="itinerary"
                destination={storefront.title}
                value={draft.featuredItineraries}
                onChange={(itineraries) => set("featuredItineraries", itineraries)}
                error={errors.featuredItineraryIds}
              />
            </Group>
          </>
        ) : null}
        <div className="sf-actions">
          <Button type="submit" disabled={isSending}>
            {isSending ? "Saving…" : "Save changes"}
          </Button>
        </div>
        <p className="sf-status" role="status">
          {status}
        </p>
      </form>
    </>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="biz-card sf-group">
      <legend className="sf-group__title">{title}</legend>
      {children}
    </fieldset>
  );
}
