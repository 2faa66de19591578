import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./styles/global.css";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    config: context.publicConfig,
    correlationId: context.correlationId,
    nonce: context.nonce,
    year: context.services.clock.now().getUTCFullYear(),
  };
}

/** SPEC section 2: the body class is the path without its leading slash, or `home`. */
export function bodyClassFor(pathname: string): string {
  const trimmed = pathname.replace(/^\/+/, "").replace(/\/+$/, "");
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
        <Links />
      </head>
      <body className={bodyClassFor(location.pathname)}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function HydrateFallback() {
  return <p role="status">Loading...</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="error-page">
      <h1>{isNotFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {isNotFound
          ? "We couldn't find that page."
          : "Something went wrong. Please try again."}
      </p>
      <a href="/">Back to home</a>
    </main>
  );
}
