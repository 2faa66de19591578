import { lazy, Suspense, useContext, useMemo, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { NOT_FOUND_DESCRIPTION, notFoundTitle } from "../core/page-head";
import { trimCharactersStart, withoutTrailingSlashes } from "../core/trim-characters";
import { Button } from "./components/button";
import { SiteShell } from "./shell/site-shell";
import { lateStylesheetsScript } from "./shell/late-stylesheets";
import { AccountFocusKeeper } from "./features/accounts/account-focus-keeper";
import { SocialSignInNotice } from "./features/accounts/social-sign-in-notice";
import { EmailLinkNotice } from "./features/accounts/email-link-notice";
import { useLogout } from "./features/accounts/use-logout";
import { FavoritesProvider } from "./features/favorites/favorites-provider";
import type { ApiUser } from "../server/domain/accounts/api-user";
import { memberDataString, parseMemberData } from "../core/shared-page";
import type { Route } from "./+types/root";
import "./styles/global.css";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  return {
    config: context.publicConfig,
    correlationId: context.correlationId,
    nonce: context.nonce,
    year: context.services.clock.now().getUTCFullYear(),
    /**
     * The signed-in member and their saved listings (hearts drawn pressed), known on the first
     * HTML: no flash of the visitor menu. One string, so a page rendered once for everyone
     * carries a mark here that each response fills (core/shared-page.ts).
     */
    member: context.sharedPage
      ? context.sharedPage.marks.memberData
      : memberDataString(user ? { user, favoriteIds: await context.favoriteIds() } : null),
  };
}

/** The root's member data: the signed-in member and the ids of their saved listings. */
export type RootMember = { user: ApiUser | null; favoriteIds: readonly number[] };

const VISITOR: RootMember = { user: null, favoriteIds: [] };

function useRootMember(raw: string): RootMember {
  return useMemo(() => {
    const parsed = parseMemberData(raw);
    return parsed ? (parsed as RootMember) : VISITOR;
  }, [raw]);
}

/**
 * Pages set their own head; this covers a route that failed without a boundary of its own, so
 * an error page still has a title and is kept out of search results.
 */
export const meta: Route.MetaFunction = ({ error, data }) => {
  if (!error) return [];
  const productName = data?.config.productName ?? "Amora";
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: isNotFound ? notFoundTitle(productName) : `Something went wrong | ${productName}` },
    ...(isNotFound ? [{ name: "description", content: NOT_FOUND_DESCRIPTION }] : []),
    { name: "robots", content: "noindex" },
  ];
};

/** docs/product.md §2: the body class is the path without its leading slash, or `home`. */
export function bodyClassFor(pathname: string): string {
  const trimmed = withoutTrailingSlashes(trimCharactersStart(pathname, /\//));
  return trimmed === "" ? "home" : trimmed;
}

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8a1c4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Built, the stylesheet loads after the first paint (LateStylesheets); in development Vite links it. */}
        {import.meta.env.DEV ? <Links /> : null}
      </head>
      <body className={bodyClassFor(location.pathname)}>
        {children}
        {/* New navigations start at the top (docs/product.md §2); back and forward restore the position. */}
        <ScrollRestoration nonce={nonce} />
        {/* The browser's Preact hydrates without them (decision 059): they have run by then. */}
        {import.meta.env.SSR || import.meta.env.DEV ? <Scripts nonce={nonce} /> : null}
        {import.meta.env.DEV ? null : <LateStylesheets nonce={nonce} />}
      </body>
    </html>
  );
}

/**
 * The site's stylesheet without blocking the first paint (decision 057): the server inlines the
 * rules the page uses in its head (server/http/critical-css.ts) and this downloads the whole
 * stylesheet after the first frame, applied once the page shows what the inlined rules were not
 * chosen for (menus, dialogs, other pages; decision 060, app/shell/late-stylesheets.ts). Without
 * scripts, the <noscript> link loads it. The site has no route `links`, so the manifest's
 * stylesheets are everything <Links /> would have linked.
 */
function LateStylesheets({ nonce }: { nonce: string | undefined }) {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  // The first page's routes (the same on the server and in the browser); the site has one stylesheet, the root's.
  const hrefs = useMemo(
    () => (manifest ? [...new Set(matches.flatMap((match) => manifest.routes[match.id]?.css ?? []))] : []),
    [manifest, matches],
  );
  if (hrefs.length === 0) return null;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: lateStylesheetsScript(hrefs) }} />
      <noscript dangerouslySetInnerHTML={{ __html: hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join("") }} />
    </>
  );
}

function escapeAttribute(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

// The modal's forms load when it first opens, so pages that never sign anyone in do not carry them.
const SignInForms = lazy(() => import("./features/accounts/sign-in-forms"));

/** The accounts feature's part of the shell: the modal's forms and what logging out does. */
function useAccountShell(socialProviders: readonly string[]) {
  return {
    onLogout: useLogout(),
    signInContent: (
      <Suspense
        fallback={
          <p className="sign-in-dialog__loading" role="status">
            Loading...
          </p>
        }
      >
        <SignInForms socialProviders={socialProviders} />
      </Suspense>
    ),
  };
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const account = useAccountShell(data.config.socialProviders);
  const { user, favoriteIds } = useRootMember(data.member);
  return (
    <SiteShell
      config={data.config}
      year={data.year}
      correlationId={data.correlationId}
      user={user}
      onLogout={account.onLogout}
      signInContent={account.signInContent}
    >
      <SocialSignInNotice />
      <EmailLinkNotice isMember={Boolean(user)} />
      <AccountFocusKeeper isMember={Boolean(user)} />
      <FavoritesProvider userId={user?.id ?? null} initialIds={favoriteIds}>
        <Outlet />
      </FavoritesProvider>
    </SiteShell>
  );
}

export function HydrateFallback() {
  return (
    <p className="shell-fallback" role="status" aria-live="polite">
      Loading...
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root loader may be the thing that failed: then there is no config for the header.
  const data = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const isNotFound = status === 404;
  const page = (
    <main id="main" tabIndex={-1} className="error-page">
      <p className="error-page__code" aria-hidden="true">
        {isNotFound ? "404" : "Oops"}
      </p>
      <h1>{isNotFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {isNotFound
          ? "We couldn't find that page. It may have moved, or the link may be mistyped."
          : "Something went wrong. Please try again."}
      </p>
      <div className="error-page__actions">
        <Button href="/" size="lg">
          Back to home
        </Button>
        {!isNotFound && (
          <Button href="" size="lg" hierarchy="secondary-gray">
            Try again
          </Button>
        )}
      </div>
    </main>
  );
  if (!data) return page;
  return <ErrorPageShell data={data}>{page}</ErrorPageShell>;
}

/** The error page keeps the whole shell, sign-in and logout included (the hooks need a component). */
function ErrorPageShell({ data, children }: { data: ReturnType<typeof useLoaderData<typeof loader>>; children: ReactNode }) {
  const account = useAccountShell(data.config.socialProviders);
  const { user } = useRootMember(data.member);
  return (
    <SiteShell
      config={data.config}
      year={data.year}
      correlationId={data.correlationId}
      user={user}
      onLogout={account.onLogout}
      signInContent={account.signInContent}
    >
      {children}
    </SiteShell>
  );
}
