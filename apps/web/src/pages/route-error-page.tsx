import { isRouteErrorResponse, useRouteError } from "react-router";
import "./page.css";

/**
 * Shown when a page throws while rendering. Inside the layout it replaces only the page, so the
 * header and footer keep working; it uses nothing from the layout, so it also works without it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container page page--centered" role="alert">
      <h1 className="page__title">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="page__text">
        {notFound ? "This page does not exist." : "This page hit a problem. Reloading usually helps."}
      </p>
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
