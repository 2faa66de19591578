import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { FooterLinkSettings } from "../../core/footer-link-settings";
import { footerGroups, type FooterGroup, type FooterLink } from "./footer-links";
import { SocialIcon } from "./social-icon";
import "./site-footer.css";

export type SiteFooterProps = {
  productName: string;
  businessSiteUrl: string;
  /** The configured social profiles and store pages; those not configured are not shown. */
  links: FooterLinkSettings;
  year: number;
  /** Shown when set (config.showCorrelationId), to quote to support. */
  correlationId?: string | null;
  /** docs/product.md §4: told whether the footer is in the viewport, as it scrolls in and out. */
  onVisibilityChange?: (isVisible: boolean) => void;
};

/** docs/product.md §2 "Footer". */
export function SiteFooter({ productName, businessSiteUrl, links, year, correlationId, onVisibilityChange }: SiteFooterProps) {
  const footerRef = useVisibilityReport(onVisibilityChange);
  const groups = footerGroups(businessSiteUrl);
  return (
    <footer className="site-footer" ref={footerRef}>
      <div className="container site-footer__top">
        <div className="site-footer__intro">
          <p className="site-footer__brand">{productName}</p>
          <p className="site-footer__tagline">
            Romantic getaways, handpicked hotels and expert travel advisors for every love story.
          </p>
          {links.stores.ios || links.stores.android ? (
            <div className="site-footer__stores">
              {links.stores.ios ? <StoreBadge href={links.stores.ios} small="Download on the" name="App Store" platform="ios" /> : null}
              {links.stores.android ? <StoreBadge href={links.stores.android} small="Get it on" name="Google Play" platform="android" /> : null}
            </div>
          ) : null}
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          <LinkGroup group={groups.company} />
          <LinkGroup group={groups.partnerships} />
          <LinkGroup group={groups.legal} className="site-footer__group--wide-only" />
          <LinkGroup group={groups.mobile} className="site-footer__group--mobile-only" />
        </nav>
      </div>
      <div className="container site-footer__bottom">
        {links.social.length > 0 ? (
          <ul className="site-footer__social" aria-label="Follow us">
            {links.social.map((social) => (
              <li key={social.network}>
                <a
                  className="site-footer__social-link"
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (opens in a new tab)`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <MembershipBadge />
        <div className="site-footer__legal">
          <p>
            © {year} {productName}. All rights reserved.
          </p>
          {correlationId && (
            <p className="site-footer__correlation">
              Reference: <span translate="no">{correlationId}</span>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}

function useVisibilityReport(onVisibilityChange: ((isVisible: boolean) => void) | undefined) {
  const footerRef = useRef<HTMLElement>(null);
  const latest = useRef(onVisibilityChange);
  useEffect(() => {
    latest.current = onVisibilityChange;
  });
  useEffect(() => {
    const footer = footerRef.current;
    if (!footer) return;
    // IntersectionObserver fires on scroll and on resize alike, without a listener per frame.
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) latest.current?.(entry.isIntersecting);
    });
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return footerRef;
}

function LinkGroup({ group, className }: { group: FooterGroup; className?: string }) {
  const headingId = `footer-${group.title.toLowerCase()}${className?.includes("mobile") ? "-mobile" : ""}`;
  return (
    <div className={`site-footer__group${className ? ` ${className}` : ""}`}>
      <h2 className="site-footer__heading" id={headingId}>
        {group.title}
      </h2>
      <ul aria-labelledby={headingId}>
        {group.links.map((link) => (
          <li key={link.label}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  const content = (
    <>
      {link.label}
      {link.badge && <span className="site-footer__badge">{link.badge}</span>}
    </>
  );
  if (link.to) {
    return (
      <Link className="site-footer__link" to={link.to}>
        {content}
      </Link>
    );
  }
  return (
    <a className="site-footer__link" href={link.href}>
      {content}
    </a>
  );
}

function StoreBadge({
  href,
  small,
  name,
  platform,
}: {
  href: string;
  small: string;
  name: string;
  platform: "ios" | "android";
}) {
  return (
    <a className="store-badge" href={href} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        {platform === "ios" ? (
          <>
            <rect x="6" y="2.5" width="12" height="19" rx="3" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
          </>
        ) : (
          <>
            <rect x="4.5" y="6" width="15" height="12" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <path
              d="M12 8.5v6m-2.6-2.6L12 14.5l2.6-2.6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </>
        )}
      </svg>
      <span className="store-badge__text">
        <span className="store-badge__small">{small}</span>
        <span className="store-badge__name">{name}</span>
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** An original, generic seal for membership of an air-travel industry body (docs/product.md §2). */
function MembershipBadge() {
  return (
    <p className="site-footer__member">
      <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="0.8" strokeDasharray="2 2.4" />
        <path
          d="M13 26.5 35 19l-1.6 4.2-8.2 1.6-4.6 7.1-2.2.2 2.4-6.1-5.5 1.1-2 2.1-1.6-.2 1-2.4z"
          fill="currentColor"
        />
      </svg>
      <span>
        <strong>Accredited</strong> travel industry member
      </span>
    </p>
  );
}
