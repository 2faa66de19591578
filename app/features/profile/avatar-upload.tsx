import { useEffect, useId, useState, type ChangeEvent } from "react";
import { Avatar } from "../../components/avatar";
import { updateUserAvatar } from "../../../core/contracts/uploads";
import { callAccountApi } from "./account-api";
import { FormStatus } from "./form-status";
import type { AvatarRules, SavedUser } from "./profile-types";

type AvatarUploadProps = {
  name: string;
  avatarUrl: string | null;
  rules: AvatarRules;
  /** After the server kept the new picture (the page refreshes the header). */
  onSaved: (user: SavedUser) => void;
};

type Status = { kind: "idle" } | { kind: "uploading" } | { kind: "saved" } | { kind: "error"; message: string };

/**
 * The profile picture: choosing a file shows it at once and uploads it to POST
 * /api/v1/user/avatar; the server's re-encoded picture replaces the preview, or the previous one
 * comes back with the reason when it is refused.
 */
export function AvatarUpload({ name, avatarUrl, rules, onSaved }: AvatarUploadProps) {
  const inputId = useId();
  const statusId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  // A preview is a blob: URL holding the file in memory until it is let go.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a refusal is a change again.
    event.target.value = "";
    // One upload at a time; the input stays enabled so keyboard focus is never dropped.
    if (!file || status.kind === "uploading") return;
    if (file.size > rules.maxBytes) {
      setStatus({ kind: "error", message: rules.tooLargeMessage });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setStatus({ kind: "uploading" });
    const form = new FormData();
    form.append("avatar", file, file.name);
    const result = await callAccountApi(updateUserAvatar, { body: form });
    if (!result.ok) {
      setPreview(null);
      setStatus({ kind: "error", message: result.errors.avatar?.[0] ?? result.message });
      return;
    }
    setPreview(null);
    setStatus({ kind: "saved" });
    onSaved(result.body.data);
  };

  const isUploading = status.kind === "uploading";
  const shown = preview ?? avatarUrl;
  return (
    <section className="profile-card" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="profile-card__title">
        Profile picture
      </h2>
      <div className="profile-avatar">
        <div className={`profile-avatar__frame${isUploading ? " profile-avatar__frame--busy" : ""}`}>
          <Avatar name={name} src={shown} size="lg" className="profile-avatar__image" />
        </div>
        <div className="profile-avatar__controls">
          <p className="profile-card__text">
            A square picture of the two of you, or just you. JPEG, PNG, WebP, GIF or AVIF, up to{" "}
            {Math.round(rules.maxBytes / (1024 * 1024))} MB.
          </p>
          <input
            id={inputId}
            type="file"
            name="avatar"
            accept={rules.accept}
            className="profile-avatar__input visually-hidden"
            aria-describedby={statusId}
            aria-busy={isUploading || undefined}
            onChange={onChange}
          />
          <label htmlFor={inputId} className={`btn btn--lg btn--secondary-color profile-avatar__choose${isUploading ? " is-disabled" : ""}`}>
            {avatarUrl ? "Change picture" : "Upload a picture"}
          </label>
          <FormStatus
            id={statusId}
            success={status.kind === "uploading" ? "Uploading your picture..." : status.kind === "saved" ? "Your profile picture has been updated." : null}
            error={status.kind === "error" ? status.message : null}
          />
        </div>
      </div>
    </section>
  );
}
