import type { ReactNode } from "react";
import { Link } from "react-router";
import "./admin-content.css";

/** The content section's sub-pages, for the links under each page's heading. */
export const CONTENT_PARTS = [
  { path: "/admin/content/pages", label: "Page metadata", text: "Title, description, keywords and share picture of each page." },
  { path: "/admin/content/banners", label: "Banners", text: "The slides of the home and travel advisors page banners." },
  { path: "/admin/content/articles", label: "Articles", text: "The Journal: write, file under a category, publish." },
  { path: "/admin/content/collections", label: "Collections", text: "Inspire Me collections and the listings in them." },
] as const;

export function ContentPartsNav({ current }: { current?: string }) {
  return (
    <nav aria-label="Content" className="acn-parts">
      <Link to="/admin/content" className="acn-parts__link">
        Content
      </Link>
      {CONTENT_PARTS.map((part) => (
        <Link key={part.path} to={part.path} className="acn-parts__link" aria-current={current === part.path ? "page" : undefined}>
          {part.label}
        </Link>
      ))}
    </nav>
  );
}

/** A labelled text field with its hint and the refusal that names it. */
export function TextField({
  name,
  label,
  value,
  hint,
  error,
  multiline,
  rows,
  required,
  maxLength,
}: {
  name: string;
  label: string;
  value?: string | null;
  hint?: ReactNode;
  error?: string | null;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  maxLength?: number;
}) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, name, defaultValue: value ?? "", required, maxLength, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined };
  return (
    <div className="acn-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="acn-hint">
          {hint}
        </span>
      ) : null}
      {multiline ? <textarea {...common} rows={rows ?? 4} /> : <input type="text" {...common} />}
      {error ? (
        <span id={`${id}-error`} className="acn-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A picture chooser: a file to upload (re-encoded on the server), or an address already known. */
export function PictureField({ name, label, value, error }: { name: string; label: string; value?: string | null; error?: string | null }) {
  return (
    <fieldset className="acn-picture">
      <legend>{label}</legend>
      {value ? <img src={value} alt="" className="acn-picture__preview" width={150} height={100} loading="lazy" /> : null}
      <div className="acn-field">
        <label htmlFor={`field-${name}-file`}>Upload a picture</label>
        <span id={`field-${name}-file-hint`} className="acn-hint">
          JPEG, PNG or WebP, up to 1 MB here; cropped to 3:2 and re-encoded.
        </span>
        <input id={`field-${name}-file`} type="file" name={`${name}_file`} accept="image/jpeg,image/png,image/webp" aria-describedby={`field-${name}-file-hint`} />
      </div>
      <TextField name={name} label="Or the picture's address" value={value} hint="A path of this site, e.g. /media/scenes/hero/large.jpg." error={error} maxLength={500} />
    </fieldset>
  );
}

/** The field a refusal names, when it is this one. */
export function errorFor(outcome: { kind: string; message: string; field?: string } | null | undefined, field: string): string | null {
  return outcome && outcome.kind === "refused" && outcome.field === field ? outcome.message : null;
}
