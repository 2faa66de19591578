import accountMenuStyles from "../components/account-menu.css?raw";
import avatarStyles from "../components/avatar.css?raw";
import buttonStyles from "../components/button.css?raw";
import dialogStyles from "../components/dialog.css?raw";
import notificationsStyles from "../features/notifications/notifications.css?raw";
import headerStyles from "./site-header.css?raw";

/**
 * The stylesheets of the header's account area (notifications, the account menu and what it draws
 * with), whose HTML differs per reader. The styles inlined for a page's first paint take every
 * class named here as used (server/http/critical-css.ts), so a page rendered once for everyone
 * and a page rendered for one member carry the same styles (decision 055, decision 057).
 */
export const ACCOUNT_AREA_STYLES: readonly string[] = [
  headerStyles,
  accountMenuStyles,
  avatarStyles,
  buttonStyles,
  dialogStyles,
  notificationsStyles,
];
