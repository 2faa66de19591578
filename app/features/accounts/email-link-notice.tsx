import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { EMAIL_LINK_MESSAGES, EMAIL_LINK_PARAMS, emailLinkFailure } from "../../../core/email-link";
import { useSignIn } from "../../components/sign-in-context";

/**
 * Where a used or expired e-mail link lands (decision 048): `/?login_link=expired&next=/offer/7`.
 * The sign-in opens saying why and goes on to the offer once signed in; a member already signed in
 * goes straight there. The markers leave the address, so a reload does not ask again.
 */
export function EmailLinkNotice({ isMember }: { isMember: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { openSignIn } = useSignIn();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const failure = emailLinkFailure(location.search);
    if (!failure || handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (isMember && failure.next) {
      void navigate(failure.next, { replace: true });
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(EMAIL_LINK_PARAMS.failure);
    params.delete(EMAIL_LINK_PARAMS.next);
    const rest = params.toString();
    void navigate({ pathname: location.pathname, search: rest === "" ? "" : `?${rest}`, hash: location.hash }, { replace: true, preventScrollReset: true });
    if (!isMember) openSignIn("login", { notice: EMAIL_LINK_MESSAGES.unusable, next: failure.next ?? undefined });
  }, [location, navigate, openSignIn, isMember]);

  return null;
}
