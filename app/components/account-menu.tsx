import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "./chevron-down-icon";
import { avatarUrl, displayName, memberSince, newOfferBadge, offersVipUpgrade, type MenuUser } from "../../core/member-rules";
import { Avatar } from "./avatar";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { isActivePath } from "./nav-links";
import { useSignIn } from "./sign-in-context";
import { useDisclosure } from "./use-disclosure";
import "./account-menu.css";

export type { MenuUser };

export type AccountMenuProps = {
  /** The logged-in user (docs/product.md §3 "User"); absent for visitors. */
  user?: MenuUser | null;
  /** Runs after the visitor confirms 'Log out'. */
  onLogout?: () => void;
  /** "bar": the header's dropdown; "panel": laid out flat for the mobile menu. */
  layout?: "bar" | "panel";
  /** Called when a link inside is followed, so a surrounding panel can close. */
  onNavigate?: () => void;
  /** The time upgrade eligibility is judged at; the page's render time by default. */
  now?: Date;
  /** Fixed ids for the menu and the logout dialog (`{idPrefix}-menu`, `{idPrefix}-logout`) instead of useId's. */
  idPrefix?: string;
};

type AccountLink = { label: string; to: string; badge?: string | null };

/** Where the admins' console starts. */
export const ADMIN_HOME = "/admin";

/** Every page the account menu links to, for any kind of member. */
const ACCOUNT_PAGES = {
  dashboard: "/dashboard",
  profile: "/profile",
  admin: ADMIN_HOME,
  offers: "/offer",
  favorites: "/favorite",
  upgrade: "/upgrade",
} as const;

/**
 * What of the page's address the account menu shows: which of its links is the current page, if
 * any ("" on every other page). The server keeps a member's rendered account area by this, not
 * by the whole path (server/http/ssr.ts).
 */
export function accountMenuVariant(pathname: string): string {
  return Object.values(ACCOUNT_PAGES).find((to) => isActivePath(pathname, to)) ?? "";
}

/**
 * A business runs its listing from the dashboard; an admin has the console first; a couple has
 * offers, favourites and (without VIP Access) the upgrade. Only couples are offered VIP Access.
 */
function accountLinks(user: MenuUser, now: Date): AccountLink[] {
  if (user.role === "business") {
    return [
      { label: "Dashboard", to: ACCOUNT_PAGES.dashboard },
      { label: "Profile", to: ACCOUNT_PAGES.profile },
    ];
  }
  const links: AccountLink[] = [
    ...(user.role === "admin" ? [{ label: "Admin", to: ACCOUNT_PAGES.admin }] : []),
    { label: "My offers", to: ACCOUNT_PAGES.offers, badge: newOfferBadge(user.unread_deals_count) },
    { label: "Profile", to: ACCOUNT_PAGES.profile },
    { label: "Favorites", to: ACCOUNT_PAGES.favorites },
  ];
  if (offersVipUpgrade(user, now)) links.push({ label: "Upgrade", to: ACCOUNT_PAGES.upgrade });
  return links;
}

/** docs/product.md §2 "Account menu": JOIN NOW and LOG-IN for visitors, the member menu otherwise. */
export function AccountMenu({ user, onLogout, layout = "bar", onNavigate, now, idPrefix }: AccountMenuProps) {
  // The shell holds the one sign-in modal of the page; the bar and the mobile panel both open it.
  const { openSignIn } = useSignIn();
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  // Judged once per mount: enough for a flag that changes when a subscription lapses.
  const [mountedAt] = useState(() => new Date());
  const { pathname } = useLocation();

  if (!user) {
    return (
      <div className={`account account--${layout} account--visitor`}>
        <Button
          size="sm"
          hierarchy="primary"
          isFullWidth={layout === "panel"}
          aria-haspopup="dialog"
          onClick={() => openSignIn("join")}
        >
          JOIN NOW
        </Button>
        <Button
          size="sm"
          hierarchy="secondary-gray"
          isFullWidth={layout === "panel"}
          aria-haspopup="dialog"
          onClick={() => openSignIn("login")}
        >
          LOG-IN
        </Button>
      </div>
    );
  }

  const links = accountLinks(user, now ?? mountedAt);
  const name = displayName(user);
  const logout = (
    <LogoutConfirm
      titleId={idPrefix ? `${idPrefix}-logout` : undefined}
      open={isLogoutOpen}
      onCancel={() => setLogoutOpen(false)}
      onConfirm={() => {
        setLogoutOpen(false);
        onLogout?.();
      }}
    />
  );

  if (layout === "panel") {
    const since = memberSince(user.created_at);
    return (
      <div className="account account--panel">
        <div className="account__profile">
          <Avatar name={name} src={avatarUrl(user)} size="md" />
          <div>
            <p className="account__name">{name}</p>
            {since && <p className="account__since">{since}</p>}
          </div>
        </div>
        <ul className="account__list" aria-label="Your account">
          {links.map((link) => (
            <li key={link.to}>
              <AccountItem link={link} pathname={pathname} onNavigate={onNavigate} />
            </li>
          ))}
          <li>
            <button type="button" className="account__item account__logout" onClick={() => setLogoutOpen(true)}>
              Log out
            </button>
          </li>
        </ul>
        {logout}
      </div>
    );
  }

  return (
    <>
      <AccountDropdown
        user={user}
        name={name}
        links={links}
        pathname={pathname}
        menuId={idPrefix ? `${idPrefix}-menu` : undefined}
        onLogout={() => setLogoutOpen(true)}
      />
      {logout}
    </>
  );
}

function AccountDropdown({
  user,
  name,
  links,
  pathname,
  menuId,
  onLogout,
}: {
  user: MenuUser;
  name: string;
  links: AccountLink[];
  pathname: string;
  menuId: string | undefined;
  onLogout: () => void;
}) {
  const { isOpen, toggle, close, containerRef, buttonRef, onBlur } = useDisclosure<HTMLDivElement>();
  const generatedId = useId();
  const panelId = menuId ?? generatedId;
  const hasNews = (user.unread_deals_count ?? 0) > 0;
  return (
    <div className="account account--bar" ref={containerRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="account__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Avatar name={name} src={avatarUrl(user)} size="sm" />
        <span className="account__toggle-name">{name}</span>
        {hasNews && <span className="account__dot" aria-hidden="true" />}
        <span className="visually-hidden">, account menu{hasNews ? ", new offers" : ""}</span>
        <ChevronDownIcon className="account__chevron" />
      </button>
      <ul id={panelId} className="account__menu" hidden={!isOpen}>
        {links.map((link) => (
          <li key={link.to}>
            <AccountItem link={link} pathname={pathname} onNavigate={close} />
          </li>
        ))}
        <li>
          <button
            type="button"
            className="account__item account__logout"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}

function AccountItem({ link, pathname, onNavigate }: { link: AccountLink; pathname: string; onNavigate?: () => void }) {
  return (
    <Link
      to={link.to}
      className="account__item"
      aria-current={isActivePath(pathname, link.to) ? "page" : undefined}
      onClick={onNavigate}
    >
      <span>{link.label}</span>
      {link.badge && <span className="account__badge">{link.badge}</span>}
    </Link>
  );
}

/** docs/product.md §5: 'Are you sure you want to  logout?' (two spaces, as written) with Logout and Cancel. */
function LogoutConfirm({
  titleId,
  open,
  onCancel,
  onConfirm,
}: {
  titleId: string | undefined;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title="Log out" titleId={titleId}>
      <p className="account__confirm">{"Are you sure you want to  logout?"}</p>
      <div className="account__confirm-actions">
        <Button size="lg" hierarchy="primary" onClick={onConfirm}>
          Logout
        </Button>
        <Button size="lg" hierarchy="secondary-gray" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
