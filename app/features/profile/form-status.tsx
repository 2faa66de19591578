/**
 * A section's live messages: progress and success in a polite status region, refusals in an
 * alert. Both regions are always in the page, so screen readers announce what appears in them.
 */
export function FormStatus({ id, success, error }: { id?: string; success?: string | null; error?: string | null }) {
  return (
    <div id={id} className="profile-status">
      <p className="profile-status__success" role="status">
        {success ?? ""}
      </p>
      <p className="profile-status__error" role="alert">
        {error ?? ""}
      </p>
    </div>
  );
}
