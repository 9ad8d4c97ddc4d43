import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";
import "./pagination.css";
import { t } from "../../lib/i18n/i18n.ts";
import { catalogText } from "../../lib/i18n/messages/catalog.ts";

type Navigation =
  | {
      /** Pages as real links (shareable, the back button works), e.g. a category's pages. */
      hrefFor: (page: number) => string;
      onSelect?: never;
    }
  | {
      /** Pages inside a section of a page, e.g. reviews or an admin table: buttons. */
      onSelect: (page: number) => void;
      hrefFor?: never;
    };

type Counted = { total: number; pageSize: number; noun: string };

type PaginationProps = { page: number; label: string } & (
  | ({
      /** The storefront's "Page x of y", hidden when everything fits on one page. */
      pageCount: number;
      counted?: never;
      numbered?: never;
    } & Navigation)
  | {
      /** The admin's "Showing 1 - 15 of 40 Orders", shown even for one page. */
      counted: Counted;
      /** Numbered page buttons besides Previous/Next. */
      numbered?: boolean;
      onSelect: (page: number) => void;
      pageCount?: never;
      hrefFor?: never;
    }
);

/** Previous and Next around where the reader is in a paged list. A direction that does not exist is shown disabled. */
export function Pagination(props: PaginationProps) {
  if (props.counted) return <CountedPagination {...props} counted={props.counted} />;
  return <StatusPagination page={props.page} pageCount={props.pageCount} label={props.label} navigation={props} />;
}

function StatusPagination({
  page,
  pageCount,
  label,
  navigation,
}: {
  page: number;
  pageCount: number;
  label: string;
  navigation: Navigation;
}) {
  const { hrefFor, onSelect } = navigation;
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
          <ChevronLeftIcon /> {t(catalogText.previous)}
        </>,
      )}
      <p className="pagination__status tabular" aria-live="polite">
        {t(catalogText.pageOf, { page, count: pageCount })}
      </p>
      {step(
        page + 1,
        page < pageCount,
        "next",
        <>
          {t(catalogText.next)} <ChevronRightIcon />
        </>,
      )}
    </nav>
  );
}

type CountedProps = { page: number; label: string; counted: Counted; numbered?: boolean; onSelect: (page: number) => void };

function CountedPagination({ page, label, numbered = false, onSelect, counted }: CountedProps) {
  const { total, pageSize, noun } = counted;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <nav className="pagination-counted" aria-label={label}>
      <p className="pagination-counted__summary tabular" aria-live="polite">
        Showing {first} - {last} of {total} {noun}
      </p>
      <div className="pagination-counted__buttons">
        <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => onSelect(page - 1)}>
          Previous
        </button>
        {numbered &&
          pageWindow(page, pageCount).map((entry, index) =>
            entry === "gap" ? (
              <span key={`gap-${index}`} className="pagination-counted__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={entry}
                type="button"
                className="pagination-counted__page tabular"
                aria-current={entry === page ? "page" : undefined}
                aria-label={`Page ${entry}`}
                onClick={() => onSelect(entry)}
              >
                {entry}
              </button>
            ),
          )}
        <button type="button" className="btn btn--secondary" disabled={page >= pageCount} onClick={() => onSelect(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

/** 1 … 4 5 6 … 20: the first, the last and the neighbours of the current page; a gap of one page shows that page instead. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && n - previous > 1) result.push(n - previous === 2 ? n - 1 : "gap");
    result.push(n);
  }
  return result;
}
