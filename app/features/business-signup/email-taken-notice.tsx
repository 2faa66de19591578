import { useEffect } from "react";
import { BUSINESS_SIGNUP_MESSAGES, EMAIL_NOTIFICATION_MS } from "../../../core/business-signup-rules";

/** docs/product.md §5 and §9: 'Email already exists' / 'Please use a different email address', for 5 seconds. */
export function EmailTakenNotice({ isOpen, onDone }: { isOpen: boolean; onDone: () => void }) {
  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(onDone, EMAIL_NOTIFICATION_MS);
    return () => window.clearTimeout(timer);
  }, [isOpen, onDone]);
  return (
    <div role="alert" aria-live="assertive">
      {isOpen ? (
        <div className="biz-toast">
          <p className="biz-toast__title">{BUSINESS_SIGNUP_MESSAGES.emailTakenTitle}</p>
          <p>{BUSINESS_SIGNUP_MESSAGES.emailTakenBody}</p>
        </div>
      ) : null}
    </div>
  );
}
