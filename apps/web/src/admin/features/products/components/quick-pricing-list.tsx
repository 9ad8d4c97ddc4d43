import { useCallback, type ReactNode } from "react";
import { ADMIN_PAGE_SIZE, LIST_MESSAGES, type Product } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { ProductThumb } from "../../../../components/ui/product-thumb.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { TagFilter } from "../../../components/tag-filter.tsx";
import { useListParams } from "../../../lib/list-params.ts";
import { useAdminProducts } from "../api/get-admin-products.ts";
import { useProductTags } from "../api/product-tags.ts";
import { SalePriceEditor } from "./sale-price-editor.tsx";
import { StockSwitch } from "./stock-switch.tsx";
import { PriceSheet } from "./price-sheet.tsx";
import "./quick-pricing.css";

const FILTER_KEYS = ["search", "tag", "view"] as const;

/**
 * Quick pricing's list: each product's stock switch, sale price and, for what is in stock, its
 * deal of the day box (the deals feature's, through the page).
 */
export function QuickPricingList({ renderDeal }: { renderDeal: (product: Product) => ReactNode }) {
  const { values, page, setFilter, setPage } = useListParams(FILTER_KEYS);
  const products = useAdminProducts({ search: values.search, tag: values.tag, archived: false, page });
  const tags = useProductTags();
  const onSearch = useCallback((text: string) => setFilter("search", text), [setFilter]);
  // The sheet edits every listed cut and pack at once and saves them in one request.
  const sheet = values.view === "sheet";

  return (
    <>
      <div className="admin-toolbar">
        <SearchField label="Search products by name" placeholder="Search products..." value={values.search} onSearch={onSearch} />
        <TagFilter tags={tags.data?.map((tag) => tag.name)} selected={values.tag} onSelect={(tag) => setFilter("tag", tag)} />
        <div className="quick-pricing__views" role="group" aria-label="Show prices as">
          <button type="button" className="btn btn--secondary" aria-pressed={!sheet} onClick={() => setFilter("view", "")}>
            List
          </button>
          <button type="button" className="btn btn--secondary" aria-pressed={sheet} onClick={() => setFilter("view", "sheet")}>
            Sheet (Save all, CSV)
          </button>
        </div>
      </div>

      <section aria-label="Prices" aria-busy={products.isFetching}>
        <SectionBoundary>
          {products.isPending ? (
            // A status holding the placeholders: a list given role="status" is no list, and its
            // rows would be list items outside one.
            <div role="status" aria-busy="true">
              <span className="visually-hidden">Loading…</span>
              <ul className="quick-pricing" aria-hidden="true">
                {Array.from({ length: 5 }, (_, index) => (
                  <li key={index} className="skeleton quick-pricing__skeleton" />
                ))}
              </ul>
            </div>
          ) : products.isError ? (
            <ErrorState message="We couldn't load the products." onRetry={() => void products.refetch()} />
          ) : products.data.data.length === 0 ? (
            <EmptyState>{LIST_MESSAGES.noProducts}</EmptyState>
          ) : (
            <div className="admin-page">
              {sheet ? (
                <PriceSheet key={products.data.page} products={products.data.data} renderDeal={renderDeal} />
              ) : (
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
                      {product.variants.length > 1 ? (
                        <div className="quick-pricing__variants">
                          {product.variants.map((variant) => (
                            <SalePriceEditor key={variant._id} product={product} variant={variant} />
                          ))}
                        </div>
                      ) : (
                        <SalePriceEditor product={product} />
                      )}
                      <div className="quick-pricing__deal">
                        {product.inStock && !product.isArchived ? (
                          renderDeal(product)
                        ) : (
                          <span className="admin-muted quick-pricing__no-deal">Not in stock: no deal</span>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={products.data.page}
                label="Products pages"
                counted={{ total: products.data.total, pageSize: products.data.pageSize || ADMIN_PAGE_SIZE.products, noun: "Products" }}
                onSelect={setPage}
              />
            </div>
          )}
        </SectionBoundary>
      </section>
    </>
  );
}
