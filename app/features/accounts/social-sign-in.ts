import { loginSuccessToast } from "../../../core/account-rules";

/** SPEC section 7's social providers, in display order, with the names people know them by. */
export const SOCIAL_PROVIDER_LABELS = { google: "Google", facebook: "Facebook", apple: "Apple" } as const;

export type SocialProviderName = keyof typeof SOCIAL_PROVIDER_LABELS;

function isSocialProvider(value: string): value is SocialProviderName {
  return Object.hasOwn(SOCIAL_PROVIDER_LABELS, value);
}

/** The configured providers the modal offers, in display order; unknown names are dropped. */
export function offeredProviders(configured: readonly string[]): SocialProviderName[] {
  return (Object.keys(SOCIAL_PROVIDER_LABELS) as SocialProviderName[]).filter((name) => configured.includes(name));
}

/** A plain link: the server sends the person to the provider and back to `returnTo`. */
export function socialSignInHref(provider: SocialProviderName, returnTo: string): string {
  return `/api/v1/login/${provider}/redirect?return_to=${encodeURIComponent(returnTo)}`;
}

/** The query parameter the server adds to the return address after a social sign-in. */
export const SIGNED_IN_PARAM = "signed_in";

/** `search` without the signed-in marker, as a "?..." string or "" when nothing is left. */
export function searchWithoutSignedIn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGNED_IN_PARAM);
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
export function socialSignInNotice(search: string): { toast: string | null; search: string } | null {
  const provider = new URLSearchParams(search).get(SIGNED_IN_PARAM);
  if (provider === null) return null;
  const name = provider.trim().toLowerCase();
  return {
    toast: isSocialProvider(name) ? loginSuccessToast(SOCIAL_PROVIDER_LABELS[name]) : null,
    search: searchWithoutSignedIn(search),
  };
}
