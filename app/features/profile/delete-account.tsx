import { useState } from "react";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { deleteUser } from "../../../core/contracts/account";
import { callAccountApi } from "./account-api";
import { FormStatus } from "./form-status";

/**
 * Deletes the account (DELETE /api/v1/user) after a confirmation. The server ends every session
 * and clears the cookie; the browser then loads the home page afresh, signed out.
 */
export function DeleteAccount({ productName }: { productName: string }) {
  const [isOpen, setOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (isDeleting) return;
    setDeleting(true);
    setError(null);
    const result = await callAccountApi(deleteUser);
    if (!result.ok) {
      setDeleting(false);
      setError(result.message);
      return;
    }
    // A full load, not a client navigation: nothing of the deleted member stays in memory.
    window.location.assign("/");
  };

  return (
    <section className="profile-card profile-card--danger" aria-labelledby="profile-delete-heading">
      <h2 id="profile-delete-heading" className="profile-card__title">
        Delete account
      </h2>
      <p className="profile-card__text">
        Deleting your account removes your profile, picture, favourites and sign-in from {productName}. It cannot be undone.
      </p>
      <div className="profile-form__actions">
        <Button type="button" size="lg" hierarchy="secondary-gray" className="profile-delete__open" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <Dialog open={isOpen} onClose={() => setOpen(false)} title="Delete your account?">
        <p className="profile-dialog__text">
          Your profile, picture and favourites will be removed and you will be signed out on every device. This cannot be undone.
        </p>
        <FormStatus error={error} />
        <div className="profile-dialog__actions">
          <Button type="button" size="lg" className="profile-delete__confirm" aria-disabled={isDeleting || undefined} onClick={confirm}>
            {isDeleting ? "Deleting..." : "Yes, delete my account"}
          </Button>
          <Button type="button" size="lg" hierarchy="secondary-gray" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
