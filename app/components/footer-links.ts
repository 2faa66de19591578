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

/** docs/product.md §4 and §9: the layout's bottom padding while the footer is / is not in view. */
export const FOOTER_VISIBLE_PADDING_PX = 50;
export const FOOTER_HIDDEN_PADDING_PX = 90;

export function layoutBottomPadding(isFooterVisible: boolean): number {
  return isFooterVisible ? FOOTER_VISIBLE_PADDING_PX : FOOTER_HIDDEN_PADDING_PX;
}
