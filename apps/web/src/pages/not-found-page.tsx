import { Link } from "react-router";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import { t } from "../lib/i18n/i18n.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";

export default function NotFoundPage() {
  useDocumentTitle(t(shellText.notFound));
  return (
    <div className="container page page--centered">
      <p className="page__eyebrow">{t(shellText.error404)}</p>
      <h1 className="page__title">{t(shellText.notFound)}</h1>
      <p className="page__text">{t(shellText.notFoundText)}</p>
      <Link to="/" className="btn btn--primary">
        {t(shellText.backHome)}
      </Link>
    </div>
  );
}
