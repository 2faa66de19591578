import { data, NavLink, Outlet } from "react-router";
import { ADMIN_ROLE_LABELS } from "../../core/admin-roles";
import { CONSOLE_SECTIONS, sectionsFor } from "../features/admin/console-sections";
import "../features/admin/admin-console.css";
import type { Route } from "./+types/admin-console";

/**
 * The admin console's frame (issue 20): the menu of the sections the admin's role may open, around
 * each section's page. Only admins find it (everyone else gets the not-found page). Each section's
 * own loader checks its action again: loaders run side by side, so this one cannot guard them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.admin;
  if (!admin) throw data(null, { status: 404 });
  // Before the authenticator is passed, only the sign-in security page opens.
  const sections = admin.secondFactorVerified ? sectionsFor(admin.role) : CONSOLE_SECTIONS.filter((section) => section.action === "second_factor");
  return data(
    { email: admin.email, role: admin.role ? ADMIN_ROLE_LABELS[admin.role] : "No role", sections: sections.map(({ path, label }) => ({ path, label })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function AdminConsole({ loaderData }: Route.ComponentProps) {
  return (
    <div className="ac-frame">
      <aside className="ac-side" aria-label="Admin console">
        <p className="ac-side__who">
          <span className="ac-side__title">Admin console</span>
          <span className="ac-side__email">{loaderData.email}</span>
          <span className="ac-badge">{loaderData.role}</span>
        </p>
        <nav aria-label="Console sections">
          <ul className="ac-nav">
            {loaderData.sections.map((section) => (
              <li key={section.path}>
                <NavLink className="ac-nav__link" to={section.path} end={section.path === "/admin"}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {/* The page's main landmark, which the site's skip link targets (app/shell/site-shell.tsx). */}
      <main id="main" tabIndex={-1} className="ac-main">
        <Outlet />
      </main>
    </div>
  );
}
