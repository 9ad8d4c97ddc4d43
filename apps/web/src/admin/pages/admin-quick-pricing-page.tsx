import { useCallback, useMemo } from "react";
import { ADMIN_PAGE_SIZE, LIST_MESSAGES } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../components/ui/list-state.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { Pagination } from "../../components/ui/pagination.tsx";
import { ProductThumb } from "../../components/ui/product-thumb.tsx";
import { SearchField } from "../components/search-field.tsx";
import { TagFilter } from "../components/tag-filter.tsx";
import { useListParams } from "../lib/list-params.ts";
import { useDeals } from "../features/deals/api/deals.ts";
import { DealCheckbox } from "../features/deals/components/deal-checkbox.tsx";
import { DealChips } from "../features/deals/components/deal-chips.tsx";
import { FlashDealsPanel } from "../features/flash-deals/components/flash-deals-panel.tsx";
import { useAdminProducts } from "../features/products/api/get-admin-products.ts";
import { useProductTags } from "../features/products/api/product-tags.ts";
import { SalePriceEditor } from "../features/products/components/sale-price-editor.tsx";
import { StockSwitch } from "../features/products/components/stock-switch.tsx";
import "./admin-quick-pricing-page.css";

const FILTER_KEYS = ["search", "tag"] as const;

export default function AdminQuickPricingPage() {
  useDocumentTitle("Quick pricing");
  const { values, page, setFilter, setPage } = useListParams(FILTER_KEYS);
  const products = useAdminProducts({ search: values.search, tag: values.tag, archived: false, page });
  const tags = useProductTags();
  const deals = useDeals();
  const onSearch = useCallback((text: string) => setFilter("search", text), [setFilter]);

  const dealIdByProduct = useMemo(() => new Map((deals.data ?? []).map((deal) => [deal.product._id, deal._id])), [deals.data]);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Quick pricing</h1>
      <section aria-label="Deals of the day" aria-live="polite">
        {deals.data ? (
          <DealChips deals={deals.data} />
        ) : deals.isError ? (
          <ErrorState message="We couldn't load the deals of the day." onRetry={() => void deals.refetch()} />
        ) : (
          <div className="skeleton deal-chips__skeleton" role="status">
            <span className="visually-hidden">Loading deals…</span>
          </div>
        )}
      </section>

      <FlashDealsPanel />

      <div className="admin-toolbar">
        <SearchField label="Search products by name" placeholder="Search products..." value={values.search} onSearch={onSearch} />
        <TagFilter tags={tags.data?.map((tag) => tag.name)} selected={values.tag} onSelect={(tag) => setFilter("tag", tag)} />
      </div>

      <section aria-label="Prices" aria-busy={products.isFetching}>
        {products.isPending ? (
          <ul className="quick-pricing" role="status">
            <li className="visually-hidden">Loading…</li>
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="skeleton quick-pricing__skeleton" />
            ))}
          </ul>
        ) : products.isError ? (
          <ErrorState message="We couldn't load the products." onRetry={() => void products.refetch()} />
        ) : products.data.data.length === 0 ? (
          <EmptyState>{LIST_MESSAGES.noProducts}</EmptyState>
        ) : (
          <div className="admin-page">
            <ul className="quick-pricing">
              {products.data.data.map((product) => (
                <li key={product._id} className="quick-pricing__row">
                  <ProductThumb file={product.images[0]} size={64} className="quick-pricing__image" />
                  <div className="quick-pricing__name">
                    <h2 className="quick-pricing__title">{product.name}</h2>
                    <p className="admin-muted tabular">
                      {product.weight} g
                      {!product.inStock && <span className="admin-flag admin-flag--out quick-pricing__out">Out of stock</span>}
                    </p>
                    <StockSwitch product={product} />
                  </div>
                  <SalePriceEditor product={product} />
                  <div className="quick-pricing__deal">
                    {product.inStock && !product.isArchived ? (
                      <DealCheckbox product={product} dealId={dealIdByProduct.get(product._id) ?? null} disabled={!deals.data} />
                    ) : (
                      <span className="admin-muted quick-pricing__no-deal">Not in stock: no deal</span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={products.data.page}
              label="Products pages"
              counted={{ total: products.data.total, pageSize: products.data.pageSize || ADMIN_PAGE_SIZE.products, noun: "Products" }}
              onSelect={setPage}
            />
          </div>
        )}
      </section>
    </div>
  );
}
