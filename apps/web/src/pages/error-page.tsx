import "./page.css";
import { t } from "../lib/i18n/i18n.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";

/**
 * Shown when a page throws while rendering (including a page chunk that failed to download).
 * It uses no router or layout hooks, so it also works when the layout itself is what failed.
 */
export function ErrorPage() {
  return (
    <div className="container page page--centered" role="alert">
      <h1 className="page__title">{t(shellText.somethingWrong)}</h1>
      <p className="page__text">{t(shellText.pageProblem)}</p>
      <div>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t(shellText.reload)}
        </button>{" "}
        <a href="/" className="btn btn--secondary">
          {t(shellText.goHome)}
        </a>
      </div>
    </div>
  );
}
