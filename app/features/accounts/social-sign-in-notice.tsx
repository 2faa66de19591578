import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useToast } from "../../components/toast";
import { socialSignInNotice } from "./social-sign-in";

/**
 * Back from a social sign-in the address carries ?signed_in=<provider>: say 'Login Successfully
 * in Google' once and take the marker out of the address, so a reload or a shared link does not
 * say it again.
 */
export function SocialSignInNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const toasts = useToast();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const notice = socialSignInNotice(location.search);
    if (!notice || handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (notice.toast) toasts.show(notice.toast, notice.tone);
    void navigate(
      // Facebook appends "#_=_" to its redirects; it means nothing here.
      { pathname: location.pathname, search: notice.search, hash: location.hash === "#_=_" ? "" : location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, toasts]);

  return null;
}
