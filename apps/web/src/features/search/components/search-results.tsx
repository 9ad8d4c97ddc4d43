import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { Product } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../components/ui/list-state.tsx";
import { ProductGrid, ProductGridSkeleton } from "../../../components/ui/product-grid.tsx";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useBestSellers } from "../../../hooks/use-best-sellers.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useProductSearch } from "../api/search-products.ts";
import "./search-results.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { searchText } from "../../../lib/i18n/messages/search.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";

type SearchResultsProps = {
  /** What was typed, trimmed: "" shows no search, only what people buy most. */
  q: string;
  /** ADD or the basket stepper on each card. */
  renderAction: (product: Product) => ReactNode;
};

/**
 * Every match for what was typed in the header, in the dropdown's order (the same server
 * search). When nothing matches, "No products found." and what people buy most instead.
 */
export function SearchResults({ q, renderAction }: SearchResultsProps) {
  useDocumentTitle(q ? t(searchText.titleFor, { q }) : t(searchText.title));
  const search = useProductSearch(q);
  const bestSellers = useBestSellers();
  const popular = useMemo(() => (bestSellers.data ?? []).slice(0, 8), [bestSellers.data]);
  const matches = search.data ?? [];
  const nothing = q === "" || (search.isSuccess && !search.isPlaceholderData && matches.length === 0);

  return (
    <div className="container page search-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t(shellText.home)}</Link>
          </li>
          <li aria-current="page">{t(searchText.title)}</li>
        </ol>
      </nav>
      <h1 className="page__title">{q ? t(searchText.resultsFor, { q }) : t(searchText.title)}</h1>
      <SectionBoundary>
        {q !== "" && search.isPending ? (
          <ProductGridSkeleton count={8} />
        ) : search.isError ? (
          <ErrorState message={t(searchText.unavailable)} onRetry={() => void search.refetch()} />
        ) : nothing ? (
          <>
            <EmptyState>{t(shellText.noProducts)}</EmptyState>
            <section aria-labelledby="popular-title" className="search-page__popular">
              <h2 id="popular-title" className="search-page__subtitle">
                {t(searchText.popular)}
              </h2>
              <SectionBoundary>
                {bestSellers.isPending ? <ProductGridSkeleton count={4} /> : <ProductGrid products={popular} renderAction={renderAction} />}
              </SectionBoundary>
            </section>
          </>
        ) : (
          <>
            <p className="page__text tabular" aria-live="polite">
              {t(catalogText.productCount, { count: matches.length })}
            </p>
            {/* The cards' names are h3: a heading between them and the page's h1 keeps the order. */}
            <h2 className="visually-hidden">{t(searchText.matchingProducts)}</h2>
            <ProductGrid products={matches} renderAction={renderAction} priorityCount={1} />
          </>
        )}
      </SectionBoundary>
    </div>
  );
}
