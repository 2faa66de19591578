/**
 * Host names reserved for examples (RFC 2606 and RFC 6761): nothing answers there. The demo
 * catalogue gives its invented hotels, agencies and tourist boards such addresses, so a page must
 * never present one as a real website (issue 21).
 */
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org", "example", "test", "invalid", "localhost"] as const;

/**
 * The host of a web address, typed with or without its scheme; null when it has none (a path on
 * this site, as an itinerary of our own stores for its website).
 */
function hostOf(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed === "" || /^\/(?!\/)/.test(trimmed)) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return null;
  }
}

/** True for an address on a reserved example host (www.hotel.example.com, casa.example). */
export function isPlaceholderAddress(address: string): boolean {
  const host = hostOf(address);
  return host !== null && RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The website to link to: the listing's own, or null when it is absent or a placeholder. */
export function linkableWebsite(website: string | null | undefined): string | null {
  if (!website || isPlaceholderAddress(website)) return null;
  return website;
}
