import { Button } from "./button";

/** What a missing page says, whether reached at /404, an unknown path or a missing listing. */
export function NotFoundContent() {
  return (
    <main id="main" tabIndex={-1} className="not-found">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you were looking for has moved or never existed.</p>
      <div className="error-page__actions">
        <Button to="/" size="lg">
          Back to home
        </Button>
        <Button to="/hotel" size="lg" hierarchy="secondary-gray">
          Browse hotels
        </Button>
      </div>
    </main>
  );
}
