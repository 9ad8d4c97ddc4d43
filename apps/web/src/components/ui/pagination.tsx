import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";
import "./pagination.css";

type PaginationProps = {
  page: number;
  pageCount: number;
  label: string;
} & (
  | {
      /** Pages as real links (shareable, the back button works), e.g. a category's pages. */
      hrefFor: (page: number) => string;
      onSelect?: never;
    }
  | {
      /** Pages inside a section of a page, e.g. reviews: buttons. */
      onSelect: (page: number) => void;
      hrefFor?: never;
    }
);

/** Previous / "Page x of y" / Next. A direction that does not exist is shown disabled. */
export function Pagination({ page, pageCount, label, hrefFor, onSelect }: PaginationProps) {
  if (pageCount <= 1) return null;

  const step = (target: number, enabled: boolean, rel: "prev" | "next", children: ReactNode) => {
    if (!enabled) {
      return (
        <span className="btn btn--secondary pagination__link" aria-disabled="true">
          {children}
        </span>
      );
    }
    if (hrefFor) {
      return (
        <Link className="btn btn--secondary pagination__link" to={hrefFor(target)} rel={rel}>
          {children}
        </Link>
      );
    }
    return (
      <button type="button" className="btn btn--secondary pagination__link" onClick={() => onSelect?.(target)}>
        {children}
      </button>
    );
  };

  return (
    <nav className="pagination" aria-label={label}>
      {step(
        page - 1,
        page > 1,
        "prev",
        <>
          <ChevronLeftIcon /> Previous
        </>,
      )}
      <p className="pagination__status tabular" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      {step(
        page + 1,
        page < pageCount,
        "next",
        <>
          Next <ChevronRightIcon />
        </>,
      )}
    </nav>
  );
}
