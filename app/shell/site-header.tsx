import { useId, useState, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { NotificationsButton } from "../features/notifications/notifications-button";
import { SearchButton } from "../features/search/search-button";
import { ChevronDownIcon } from "../components/chevron-down-icon";
import type { MenuUser } from "../../core/member-rules";
import { AccountMenu } from "../components/account-menu";
import { Dialog } from "../components/dialog";
import {
  EXPLORE_LINKS,
  HOTEL_DEALS_LABEL,
  isActivePath,
  isAnyActive,
  PRIMARY_LINKS_AFTER_DEALS,
  PRIMARY_LINKS_BEFORE_DEALS,
  type NavLink,
} from "../components/nav-links";
import { useSharedPageMarks } from "../components/shared-page-marks";
import { useDisclosure } from "../components/use-disclosure";
import "./site-header.css";

export type SiteHeaderProps = {
  productName: string;
  hotelDealsUrl: string;
  user?: MenuUser | null;
  onLogout?: () => void;
};

/** docs/product.md §2 "Navigation": brand, main links, the Explore menu and the account area. */
export function SiteHeader({ productName, hotelDealsUrl, user, onLogout }: SiteHeaderProps) {
  const { pathname } = useLocation();
  // A page rendered once for everyone leaves the account area to each response (core/shared-page.ts).
  const marks = useSharedPageMarks();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="brand" aria-current={pathname === "/" ? "page" : undefined}>
          <BrandMark />
          <span className="brand__name">{productName}</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            <NavItems pathname={pathname} hotelDealsUrl={hotelDealsUrl} />
            <li>
              <ExploreMenu pathname={pathname} />
            </li>
          </ul>
        </nav>
        <SearchButton className="search-button" />
        {marks ? marks.accountArea : <HeaderAccountArea user={user} onLogout={onLogout} />}
        <MobileMenu pathname={pathname} hotelDealsUrl={hotelDealsUrl} user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}

/**
 * The header's part that differs per member: notifications and the account menu. The server
 * also renders it on its own, into pages rendered once for everyone (entry.server.tsx), so its
 * ids are fixed rather than useId's, which depend on the place in the whole page.
 */
export function HeaderAccountArea({ user, onLogout }: Pick<SiteHeaderProps, "user" | "onLogout">) {
  return (
    <>
      {/* docs/product.md §6: the notifications fetch runs only for a member with an e-mail. */}
      {user?.email ? <NotificationsButton unreadCount={user.unread_notifications_count ?? 0} /> : null}
      {/* data-account-area: where focus goes when signing in or out swaps these controls. */}
      <div className="site-header__account" data-account-area="">
        <AccountMenu user={user} onLogout={onLogout} idPrefix="account-bar" />
      </div>
    </>
  );
}

function NavItems({ pathname, hotelDealsUrl }: { pathname: string; hotelDealsUrl: string }) {
  return (
    <>
      {PRIMARY_LINKS_BEFORE_DEALS.map((link) => (
        <li key={link.to}>
          <NavItemLink link={link} pathname={pathname} />
        </li>
      ))}
      <li>
        <a className="site-nav__link" href={hotelDealsUrl} target="_blank" rel="noopener noreferrer">
          {HOTEL_DEALS_LABEL}
          <svg
            className="site-nav__external"
            viewBox="0 0 20 20"
            width="14"
            height="14"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M11 4h5v5m0-5-7 7M8 5H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      {PRIMARY_LINKS_AFTER_DEALS.map((link) => (
        <li key={link.to}>
          <NavItemLink link={link} pathname={pathname} />
        </li>
      ))}
    </>
  );
}

function NavItemLink({
  link,
  pathname,
  className = "site-nav__link",
  onNavigate,
}: {
  link: NavLink;
  pathname: string;
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={link.to}
      className={className}
      aria-current={isActivePath(pathname, link.to) ? "page" : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}

function ExploreMenu({ pathname }: { pathname: string }) {
  const { isOpen, toggle, close, containerRef, buttonRef, onBlur } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  const isActive = isAnyActive(pathname, EXPLORE_LINKS);
  return (
    <div className="explore" ref={containerRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link explore__toggle"
        data-active={isActive ? "" : undefined}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        Explore
        <ChevronDownIcon className="explore__chevron" />
      </button>
      <ul id={panelId} className="explore__panel" hidden={!isOpen}>
        {EXPLORE_LINKS.map((link) => (
          <li key={link.to}>
            <NavItemLink link={link} pathname={pathname} className="explore__link" onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileMenu({
  pathname,
  hotelDealsUrl,
  user,
  onLogout,
}: {
  pathname: string;
  hotelDealsUrl: string;
  user?: MenuUser | null;
  onLogout?: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const exploreHeadingId = useId();
  const close = () => setOpen(false);
  // Following any link in the panel (or in a dialog opened from it) closes it; the new page
  // then starts at the top.
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) close();
  };
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <Dialog open={isOpen} onClose={close} title="Menu" variant="sheet" className="mobile-menu">
        <div onClick={onPanelClick}>
          <nav aria-label="Mobile" className="mobile-menu__nav">
            <ul className="mobile-menu__list">
              <NavItems pathname={pathname} hotelDealsUrl={hotelDealsUrl} />
            </ul>
            <p className="mobile-menu__group" id={exploreHeadingId}>
              Explore
            </p>
            <ul className="mobile-menu__list" aria-labelledby={exploreHeadingId}>
              {EXPLORE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavItemLink link={link} pathname={pathname} />
                </li>
              ))}
            </ul>
          </nav>
          <SearchButton className="search-button search-button--menu" showLabel />
          <div className="mobile-menu__account" data-account-area="">
            <AccountMenu user={user} onLogout={onLogout} layout="panel" />
          </div>
        </div>
      </Dialog>
    </>
  );
}

/** The brand mark: an outlined heart with a small gold star, drawn for this project. */
function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="12" fill="var(--color-rose-700)" />
      <path
        d="M20 30.5 11.2 21.8a5.4 5.4 0 0 1 8.8-6.2 5.4 5.4 0 0 1 8.8 6.2Z"
        fill="none"
        stroke="#fbe9ef"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <circle cx="29.5" cy="11.5" r="2.2" fill="#e8c27a" />
    </svg>
  );
}
