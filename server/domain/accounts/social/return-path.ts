/** Only used to parse relative paths; never appears in an answer. */
const PLACEHOLDER_ORIGIN = "http://return-path.invalid";
const MAX_RETURN_PATH_LENGTH = 1024;

/**
 * Where a social sign-in returns: a path on this site, never another one (an open redirect would
 * let a phishing link borrow our domain). Anything doubtful becomes "/".
 */
export function safeReturnPath(value: string | undefined): string {
  if (value === undefined || value.length > MAX_RETURN_PATH_LENGTH) return "/";
  // Browsers read "//host" and "/\host" as another site; control characters hide either.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  // "/.//host" normalises to "//host": check what would actually be sent.
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith("//")) return "/";
  // The API answers JSON, not pages; a sign-in never lands there.
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return "/";
  url.searchParams.delete("signed_in");
  url.searchParams.delete("login_error");
  return `${url.pathname}${url.search}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The return path with `signed_in=<provider>` or `login_error=<code>` added to its query. */
export function withLoginOutcome(returnTo: string, name: "signed_in" | "login_error", value: string): string {
  const url = new URL(safeReturnPath(returnTo), PLACEHOLDER_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
