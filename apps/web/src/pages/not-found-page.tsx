import { Link } from "react-router";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";

export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="container page page--centered">
      <p className="page__eyebrow">Error 404</p>
      <h1 className="page__title">Page not found</h1>
      <p className="page__text">This page seems to have swum away. Let&apos;s get you back to today&apos;s catch.</p>
      <Link to="/" className="btn btn--primary">
        Back to home
      </Link>
    </div>
  );
}
