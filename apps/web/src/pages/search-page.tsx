import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { Product } from "@taaza/domain";
import { useBestSellers } from "../hooks/use-best-sellers.ts";
import { ProductGrid, ProductGridSkeleton } from "../components/ui/product-grid.tsx";
import { BasketControl } from "../features/basket/components/basket-control.tsx";
import { useProductSearch } from "../features/search/api/search-products.ts";
import { EmptyState, ErrorState } from "../components/ui/list-state.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { t } from "../lib/i18n/i18n.ts";
import { searchText } from "../lib/i18n/messages/search.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import { catalogText } from "../lib/i18n/messages/catalog.ts";
import "./page.css";
import "./search-page.css";

const basketControl = (product: Product) => <BasketControl product={product} />;

/**
 * /search?q=: every match for what was typed in the header, in the dropdown's order (the same
 * server search). When nothing matches, "No products found." and what people buy most instead.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
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
            {bestSellers.isPending ? <ProductGridSkeleton count={4} /> : <ProductGrid products={popular} renderAction={basketControl} />}
          </section>
        </>
      ) : (
        <>
          <p className="page__text tabular" aria-live="polite">
            {t(catalogText.productCount, { count: matches.length })}
          </p>
          <ProductGrid products={matches} renderAction={basketControl} priorityCount={4} />
        </>
      )}
    </div>
  );
}
