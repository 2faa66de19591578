/**
 * The footer's social profiles and app-store pages (docs/product.md §1 and §2), set by the operator
 * (server/config.ts: SOCIAL_*_URL, APP_STORE_URL, GOOGLE_PLAY_URL). A network or store left unset
 * is not shown: the footer never links to a profile or app that may not exist.
 */
export type SocialNetwork = "facebook" | "x" | "instagram" | "pinterest" | "youtube" | "tiktok" | "linkedin";

export type FooterLinkSettings = {
  /** The configured profiles, in the footer's order. */
  social: { network: SocialNetwork; label: string; href: string }[];
  /** The apps' store pages; null: not published there (yet). */
  stores: { ios: string | null; android: string | null };
};

/** The seven networks the footer knows, in its order, with the variable naming each profile. */
export const SOCIAL_NETWORKS: readonly { network: SocialNetwork; label: string; variable: string }[] = [
  { network: "facebook", label: "Facebook", variable: "SOCIAL_FACEBOOK_URL" },
  { network: "x", label: "X", variable: "SOCIAL_X_URL" },
  { network: "instagram", label: "Instagram", variable: "SOCIAL_INSTAGRAM_URL" },
  { network: "pinterest", label: "Pinterest", variable: "SOCIAL_PINTEREST_URL" },
  { network: "youtube", label: "YouTube", variable: "SOCIAL_YOUTUBE_URL" },
  { network: "tiktok", label: "TikTok", variable: "SOCIAL_TIKTOK_URL" },
  { network: "linkedin", label: "LinkedIn", variable: "SOCIAL_LINKEDIN_URL" },
];

/** The settings from the parsed variables (absent or empty ones dropped). */
export function footerLinkSettingsFrom(variables: Readonly<Record<string, unknown>>): FooterLinkSettings {
  const address = (variable: string): string | null => {
    const value = variables[variable];
    return typeof value === "string" && value !== "" ? value : null;
  };
  return {
    social: SOCIAL_NETWORKS.flatMap(({ network, label, variable }) => {
      const href = address(variable);
      return href ? [{ network, label, href }] : [];
    }),
    stores: { ios: address("APP_STORE_URL"), android: address("GOOGLE_PLAY_URL") },
  };
}
