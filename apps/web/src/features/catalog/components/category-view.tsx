import type { ReactNode } from "react";
import { Link } from "react-router";
import { CATEGORY_PAGE_SIZE, type Product } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../components/ui/list-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { ProductGrid, ProductGridSkeleton } from "../../../components/ui/product-grid.tsx";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useScrollToTopOnChange } from "../../../hooks/use-scroll-to-top-on-change.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useCategoryPage, type CategoryListing } from "../api/get-category-page.ts";
import { categoryCopy } from "../category-copy.ts";
import { CategoryControls, categoryListingHref } from "./category-controls.tsx";
import "./category-view.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";
import { browseText } from "../../../lib/i18n/messages/browse.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";

type CategoryViewProps = {
  /** The category or price band (price1..price3), its page, order and preparation. */
  listing: CategoryListing;
  /** ADD or the basket stepper on each card. */
  renderAction: (product: Product) => ReactNode;
};

/** A category or a price band, 20 products a page, with its title, count, order, preparations and pages. */
export function CategoryView({ listing, renderAction }: CategoryViewProps) {
  const { category, page } = listing;
  const copy = categoryCopy(category);
  useDocumentTitle(copy.title, copy.subtext);

  const result = useCategoryPage(listing);
  const total = result.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));

  // A new page of the same category starts at the top, like a new route does.
  useScrollToTopOnChange(page);

  return (
    <div className="container page category-page">
      <nav aria-label={t(browseText.breadcrumb)} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t(browseText.home)}</Link>
          </li>
          <li aria-current="page">{copy.label}</li>
        </ol>
      </nav>
      <header className="category-page__head">
        <h1 className="page__title">{copy.title}</h1>
        <p className="page__text">{copy.subtext}</p>
        <p className="category-page__count tabular" aria-live="polite">
          {result.data ? t(catalogText.productCount, { count: total }) : " "}
        </p>
      </header>
      <CategoryControls listing={listing} />

      <h2 className="visually-hidden">{t(browseText.products)}</h2>
      <SectionBoundary>
        {result.isPending ? (
          <ProductGridSkeleton count={10} />
        ) : result.isError ? (
          <ErrorState message={t(browseText.loadFailed)} onRetry={() => void result.refetch()} />
        ) : result.data.products.length === 0 ? (
          <EmptyState>{t(shellText.noProducts)}</EmptyState>
        ) : (
          <div className={result.isPlaceholderData ? "category-page__grid category-page__grid--stale" : "category-page__grid"}>
            <ProductGrid products={result.data.products} renderAction={renderAction} priorityCount={1} />
          </div>
        )}
      </SectionBoundary>

      <Pagination
        page={page}
        pageCount={pageCount}
        label={t(browseText.categoryPages, { category: copy.label })}
        hrefFor={(n) => categoryListingHref({ ...listing, page: n })}
      />
    </div>
  );
}
