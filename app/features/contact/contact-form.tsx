import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/button";
import "./contact.css";
import { formatCount } from "../../../core/counts";

/** Field limits and errors as the route passes them down; the rules live in core/contact-form. */
export type ContactFormProps = {
  limits: { name: number; email: number; phone: number; subject: number; message: number };
  honeypotField: string;
  errors?: Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;
  values?: Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;
  /** A message about the whole form (e.g. it was too large to read). */
  formError?: string | null;
};

/**
 * The /contacts form. It posts to the route's action with or without JavaScript; refused input
 * comes back with a message under each field and what was typed kept, and focus moves to the
 * first field to fix so keyboard and screen-reader users land on it.
 */
export function ContactForm({ limits, honeypotField, errors = {}, values = {}, formError }: ContactFormProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const errorKey = [formError ?? "", ...Object.entries(errors).map(([field, message]) => `${field}:${message}`)].join("|");

  useEffect(() => {
    if (!errorKey) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], .contact-form__error-summary");
    firstInvalid?.focus();
  }, [errorKey]);

  return (
    <Form method="post" className="contact-form" noValidate ref={formRef} aria-describedby="contact-required-note">
      <p id="contact-required-note" className="contact-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {formError ? (
        <p className="contact-form__error-summary" role="alert" tabIndex={-1}>
          {formError}
        </p>
      ) : null}
      <div className="contact-form__row">
        <Field name="name" label="Your name" autoComplete="name" required maxLength={limits.name} error={errors.name} value={values.name} />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          error={errors.email}
          value={values.email}
        />
      </div>
      <div className="contact-form__row">
        <Field
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
          error={errors.phone}
          value={values.phone}
        />
        <Field name="subject" label="Subject" required maxLength={limits.subject} error={errors.subject} value={values.subject} />
      </div>
      <Field
        name="message"
        label="Message"
        multiline
        required
        maxLength={limits.message}
        error={errors.message}
        value={values.message}
        hint={`Up to ${formatCount(limits.message)} characters.`}
      />
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send message"}
      </Button>
    </Form>
  );
}

type FieldProps = {
  name: string;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  maxLength: number;
  error?: string;
  value?: string;
  hint?: string;
  multiline?: boolean;
};

function Field({ name, label, type = "text", autoComplete, required, maxLength, error, value, hint, multiline }: FieldProps) {
  const id = `contact-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    autoComplete,
    maxLength,
    // Keyed by the value the server sent back, so a refused submission shows what was typed.
    defaultValue: value ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required ? true : undefined,
    className: "contact-form__input",
  } as const;
  return (
    <div className={`contact-form__field${error ? " contact-form__field--invalid" : ""}`}>
      <label htmlFor={id} className="contact-form__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="contact-form__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea key={value} rows={7} {...shared} /> : <input key={value} type={type} {...shared} />}
      {error ? (
        <p id={`${id}-error`} className="contact-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
