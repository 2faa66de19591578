import { ACCOUNT_MESSAGES, loginSuccessToast } from "../../../core/account-rules";
import { startSignIn } from "../../../core/contracts/social-login";
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDER_NAMES, type SocialProviderName } from "../../../core/social-providers";
import { apiUrlOf } from "../../components/api-client";

export { SOCIAL_PROVIDER_LABELS, type SocialProviderName };

function isSocialProvider(value: string): value is SocialProviderName {
  return Object.hasOwn(SOCIAL_PROVIDER_LABELS, value);
}

/** The configured providers the modal offers, in display order; unknown names are dropped. */
export function offeredProviders(configured: readonly string[]): SocialProviderName[] {
  return SOCIAL_PROVIDER_NAMES.filter((name) => configured.includes(name));
}

/** A plain link (startSignIn's address): the server sends the person to the provider and back to `returnTo`. */
export function socialSignInHref(provider: SocialProviderName, returnTo: string): string {
  return apiUrlOf(startSignIn[provider], { query: { return_to: returnTo } });
}

/** The query parameters the server adds to the return address after a social sign-in. */
export const SIGNED_IN_PARAM = "signed_in";
export const LOGIN_ERROR_PARAM = "login_error";

/** What a person is told when a social sign-in came back with `login_error=<code>`. */
const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  access_denied: "Sign-in was cancelled.",
  no_verified_email: "That account has no verified e-mail address. Please sign in with your e-mail instead.",
  account_disabled: ACCOUNT_MESSAGES.accountBlocked,
  too_many_attempts: "Too many attempts. Please try again later.",
  invalid_state: "That sign-in link has expired. Please try again.",
};

/** `search` without the sign-in markers, as a "?..." string or "" when nothing is left. */
export function searchWithoutSignedIn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGNED_IN_PARAM);
  params.delete(LOGIN_ERROR_PARAM);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
}

/** Where a social sign-in should come back to: this page, minus a stale signed-in marker. */
export function returnPath(pathname: string, search: string): string {
  return `${pathname}${searchWithoutSignedIn(search)}`;
}

/**
 * After a social sign-in: the toast 'Login Successfully in Google' and the address to replace
 * the current one with. Only known providers get a toast, so a crafted link cannot make the
 * site say something of its choosing. Null when the marker is absent.
 */
export function socialSignInNotice(
  search: string,
): { toast: string | null; tone: "success" | "error"; search: string } | null {
  const params = new URLSearchParams(search);
  const failure = params.get(LOGIN_ERROR_PARAM);
  if (failure !== null) {
    // Known codes get their message; anything else the generic one, never the link's own text.
    const message = Object.hasOwn(LOGIN_ERROR_MESSAGES, failure)
      ? LOGIN_ERROR_MESSAGES[failure]!
      : ACCOUNT_MESSAGES.somethingWentWrong;
    return { toast: message, tone: "error", search: searchWithoutSignedIn(search) };
  }
  const provider = params.get(SIGNED_IN_PARAM);
  if (provider === null) return null;
  const name = provider.trim().toLowerCase();
  return {
    toast: isSocialProvider(name) ? loginSuccessToast(SOCIAL_PROVIDER_LABELS[name]) : null,
    tone: "success",
    search: searchWithoutSignedIn(search),
  };
}
