/** A message about the whole form, under it, read out as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="account-form__alert" role="alert">
      {message}
    </p>
  );
}
