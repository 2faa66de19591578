import { useCallback, useRef, useState } from "react";
import type { FieldErrors } from "../../../core/business-signup-rules";
import { EmailTakenNotice } from "./email-taken-notice";
import { ExistingAccountOffer } from "./existing-account-offer";
import { businessEmailCheck } from "./signup-api";
import { focusFirstError } from "./signup-fields";

/**
 * The details step of a sign-up wizard (docs/product.md §4 and §9): the form's errors, focus on
 * the first one, and for advisors and hotels the account-email check with its 5-second
 * 'Email already exists' notification and the way to that account's dashboard (decision 040).
 */
export function useDetailsStep<Field extends string>({ fieldOrder, setBusy }: { fieldOrder: readonly Field[]; setBusy(isBusy: boolean): void }) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [isEmailTaken, setEmailTaken] = useState(false);
  /** The address found taken: its dashboard is offered while the field still holds it (decision 040). */
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const closeEmailNotice = useCallback(() => setEmailTaken(false), []);

  /**
   * Shows `found` (the rules' errors for the values); when there are none and `email` (null: no
   * check) may sign up, `onValid` moves on.
   */
  async function submit(found: FieldErrors<Field>, email: string | null, onValid: () => void): Promise<void> {
    setErrors(found);
    if (focusFirstError(formRef.current, fieldOrder, found)) return;
    if (email === null) {
      onValid();
      return;
    }
    setBusy(true);
    const check = await businessEmailCheck(email);
    setBusy(false);
    if (check === "free") onValid();
    else if (check === "taken") {
      setEmailTaken(true);
      setTakenEmail(email.trim());
    }
  }

  /** The way to the dashboard of an account with `email`, while the form's e-mail is still that one. */
  function existingAccountOffer(currentEmail: string) {
    return <ExistingAccountOffer email={takenEmail !== null && takenEmail === currentEmail.trim() ? takenEmail : null} />;
  }

  const emailNotice = <EmailTakenNotice isOpen={isEmailTaken} onDone={closeEmailNotice} />;
  return { errors, formRef, submit, emailNotice, existingAccountOffer, offerExistingAccount: setTakenEmail };
}
