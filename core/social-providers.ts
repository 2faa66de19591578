/** docs/product.md §7's social sign-in providers, in display order, with the names people know them by. */
export const SOCIAL_PROVIDER_LABELS = { google: "Google", facebook: "Facebook", apple: "Apple" } as const;

export type SocialProviderName = keyof typeof SOCIAL_PROVIDER_LABELS;

export const SOCIAL_PROVIDER_NAMES = Object.keys(SOCIAL_PROVIDER_LABELS) as SocialProviderName[];
