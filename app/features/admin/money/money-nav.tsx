import { NavLink } from "react-router";

/** The money section's own pages. */
export function MoneyNav() {
  return (
    <nav className="acm-nav" aria-label="Money pages">
      <NavLink to="/admin/money" end className="acm-nav__link">
        Ledger
      </NavLink>
      <NavLink to="/admin/money/subscriptions" className="acm-nav__link">
        VIP subscriptions
      </NavLink>
    </nav>
  );
}
