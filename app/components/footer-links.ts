import { withoutTrailingSlashes } from "../../core/trim-characters";

/** docs/product.md §2 "Footer". A link goes either inside the app (`to`) or off-site (`href`). */
export type FooterLink = { label: string; to?: string; href?: string; badge?: string };
export type FooterGroup = { title: string; links: FooterLink[] };

/**
 * The footer's groups. About, press and partnership pages live on the business site; the rest
 * are pages of this app. "Cookies" points at the cookie part of the privacy policy, as the
 * route table has no page of its own for it.
 */
export function footerGroups(businessSiteUrl: string): {
  company: FooterGroup;
  partnerships: FooterGroup;
  legal: FooterGroup;
  mobile: FooterGroup;
} {
  const business = (path: string) => `${withoutTrailingSlashes(businessSiteUrl)}/${path}`;
  return {
    company: {
      title: "Company",
      links: [
        { label: "About Us", href: business("about-us") },
        { label: "In The Press", href: business("in-the-press") },
        { label: "FAQ", to: "/faq" },
        { label: "Blog", to: "/article" },
      ],
    },
    partnerships: {
      title: "Partnerships",
      links: [
        { label: "For Hotels", href: business("for-hotels") },
        { label: "For Travel Advisors", href: business("for-travel-advisors") },
        { label: "For Destinations", href: business("for-destinations") },
        { label: "Post Marketplace Deals", href: business("post-marketplace-deals") },
        { label: "SaaS Romance App", href: business("saas-romance-app"), badge: "New" },
      ],
    },
    legal: {
      title: "Legal",
      links: [
        { label: "Terms", to: "/terms-and-conditions" },
        { label: "Privacy", to: "/privacy-policy" },
        { label: "Contact", to: "/contacts" },
      ],
    },
    mobile: {
      title: "Legal",
      links: [
        { label: "Terms", to: "/terms-and-conditions" },
        { label: "Privacy", to: "/privacy-policy" },
        { label: "Cookies", to: "/privacy-policy#cookies" },
        { label: "Contact", to: "/contacts" },
      ],
    },
  };
}

export type SocialNetwork = "facebook" | "x" | "instagram" | "pinterest" | "youtube" | "tiktok" | "linkedin";

/**
 * The seven social profiles (docs/product.md §2), which names the networks but not the product's
 * handles: these are the networks' addresses for an "amora.travel" handle until the owner supplies
 * them.
 */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/amora.travel" },
  { network: "x", label: "X", href: "https://x.com/amoratravel" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/amora.travel" },
  { network: "pinterest", label: "Pinterest", href: "https://www.pinterest.com/amoratravel" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@amoratravel" },
  { network: "tiktok", label: "TikTok", href: "https://www.tiktok.com/@amora.travel" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/amora-travel" },
];

/** Store listings of the iOS and Android apps (docs/product.md §1); placeholders like the handles above. */
export const APP_STORE_LINKS = {
  ios: "https://apps.apple.com/app/amora-romantic-getaways",
  android: "https://play.google.com/store/apps/details?id=travel.amora",
} as const;

/** docs/product.md §4 and §9: the layout's bottom padding while the footer is / is not in view. */
export const FOOTER_VISIBLE_PADDING_PX = 50;
export const FOOTER_HIDDEN_PADDING_PX = 90;

export function layoutBottomPadding(isFooterVisible: boolean): number {
  return isFooterVisible ? FOOTER_VISIBLE_PADDING_PX : FOOTER_HIDDEN_PADDING_PX;
}
