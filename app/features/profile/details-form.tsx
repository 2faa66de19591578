import { useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/button";
import { updateUser } from "../../../core/contracts/uploads";
import { callAccountApi, type FieldErrors } from "./account-api";
import { FormStatus } from "./form-status";
import type { ProfileData, SavedUser } from "./profile-types";
import { FormField } from "../../components/form-field";

type DetailsFormProps = {
  profile: ProfileData;
  onSaved: (user: SavedUser) => void;
};

const FIELDS = ["firstname", "lastname", "birthday", "wedding_date", "anniversary_date"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(source: Pick<ProfileData, Field>): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, source[field] ?? ""])) as Values;
}

/**
 * Names and the couple's dates, saved with POST /api/v1/user. Refused fields show the server's
 * message beneath them and the first of them takes focus.
 */
export function DetailsForm({ profile, onSaved }: DetailsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ success?: string; error?: string }>({});
  const [isSaving, setSaving] = useState(false);

  const set = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while saving does nothing (the button stays focusable, so focus is not lost).
    if (isSaving) return;
    setSaving(true);
    setMessage({});
    const payload = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim() === "" ? null : values[field].trim()]));
    const result = await callAccountApi(updateUser, { body: payload });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage({ error: result.message });
      const firstInvalid = FIELDS.find((field) => result.errors[field]);
      if (firstInvalid) formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    setValues(valuesOf(result.body.data));
    setMessage({ success: "Your profile has been saved." });
    onSaved(result.body.data);
  };

  const field = (name: Field) => ({ name, value: values[name], onChange: set(name), error: errors[name]?.[0] });
  return (
    <section className="profile-card" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className="profile-card__title">
        Your details
      </h2>
      <p className="profile-card__text">
        Signed in as <strong>{profile.email}</strong>. Your birthday and the dates you celebrate help us suggest the right getaway
        at the right time.
      </p>
      <form ref={formRef} className="profile-form" noValidate onSubmit={onSubmit}>
        <div className="profile-form__row">
          <FormField block="profile-field" id="profile-firstname" label="First name" autoComplete="given-name" maxLength={60} {...field("firstname")} />
          <FormField block="profile-field" id="profile-lastname" label="Last name" autoComplete="family-name" maxLength={60} {...field("lastname")} />
        </div>
        <div className="profile-form__row profile-form__row--dates">
          <FormField block="profile-field" id="profile-birthday" label="Birthday" type="date" autoComplete="bday" {...field("birthday")} />
          <FormField block="profile-field" id="profile-wedding-date" label="Wedding date" type="date" {...field("wedding_date")} />
          <FormField block="profile-field" id="profile-anniversary-date" label="Anniversary date" type="date" {...field("anniversary_date")} />
        </div>
        <div className="profile-form__actions">
          <Button type="submit" size="lg" aria-disabled={isSaving || undefined}>
            {isSaving ? "Saving..." : "Save changes"}
          </Button>
          <FormStatus success={message.success} error={message.error} />
        </div>
      </form>
    </section>
  );
}
