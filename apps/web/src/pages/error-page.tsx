import "./page.css";

/**
 * Shown when a page throws while rendering (including a page chunk that failed to download).
 * It uses no router or layout hooks, so it also works when the layout itself is what failed.
 */
export function ErrorPage() {
  return (
    <div className="container page page--centered" role="alert">
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__text">This page hit a problem. Reloading usually helps.</p>
      <div>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>{" "}
        <a href="/" className="btn btn--secondary">
          Go home
        </a>
      </div>
    </div>
  );
}
