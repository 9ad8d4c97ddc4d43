type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** What is being counted, e.g. "Orders", for "Showing 1 - 15 of 40 Orders". */
  noun: string;
  onPage: (page: number) => void;
  /** Numbered page buttons besides Previous/Next. */
  numbered?: boolean;
};

/** Previous/Next (and optionally numbered pages) for a list the server pages. */
export function Pagination({ page, pageSize, total, noun, onPage, numbered = false }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <nav className="admin-pagination" aria-label={`${noun} pages`}>
      <p className="admin-pagination__summary tabular" aria-live="polite">
        Showing {first} - {last} of {total} {noun}
      </p>
      <div className="admin-pagination__buttons">
        <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        {numbered &&
          pageWindow(page, pageCount).map((entry, index) =>
            entry === "gap" ? (
              <span key={`gap-${index}`} className="admin-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={entry}
                type="button"
                className="admin-pagination__page tabular"
                aria-current={entry === page ? "page" : undefined}
                aria-label={`Page ${entry}`}
                onClick={() => onPage(entry)}
              >
                {entry}
              </button>
            ),
          )}
        <button type="button" className="btn btn--secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

/** 1 … 4 5 6 … 20: the first, the last and the neighbours of the current page. */
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
