import { useCallback } from "react";
import { Link } from "react-router";
import { ADMIN_PAGE_SIZE, LIST_MESSAGES } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { useDocumentTitle } from "../../../../lib/use-document-title.ts";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { TagFilter } from "../../../components/tag-filter.tsx";
import { useListParams } from "../../../lib/list-params.ts";
import { useAdminProducts } from "../api/get-admin-products.ts";
import { useProductTags } from "../api/product-tags.ts";
import { AdminProductList, AdminProductListSkeleton } from "./admin-product-list.tsx";

const FILTER_KEYS = ["search", "tag", "archived"] as const;

/** The products (or the archived ones), searched by name, filtered by tag; Add New Product. */
export function ProductsBrowser() {
  const { values, page, setFilter, setPage } = useListParams(FILTER_KEYS);
  const archived = values.archived === "true";
  useDocumentTitle(archived ? "Archived products" : "Products");
  const products = useAdminProducts({ search: values.search, tag: values.tag, archived, page });
  const tags = useProductTags();
  const onSearch = useCallback((text: string) => setFilter("search", text), [setFilter]);

  return (
    <>
      <div className="admin-page__head">
        <h1 className="admin-page__title">{archived ? "Archived products" : "Products"}</h1>
        <div className="admin-actions">
          {archived ? (
            <button type="button" className="btn btn--secondary" onClick={() => setFilter("archived", "")}>
              Back
            </button>
          ) : (
            <button type="button" className="btn btn--secondary" onClick={() => setFilter("archived", "true")}>
              Archive
            </button>
          )}
          <Link to="/admin/add-product" className="btn btn--primary">
            Add New Product
          </Link>
        </div>
      </div>

      <div className="admin-toolbar">
        <SearchField label="Search products by name" placeholder="Search products..." value={values.search} onSearch={onSearch} />
        <TagFilter tags={tags.data?.map((tag) => tag.name)} selected={values.tag} onSelect={(tag) => setFilter("tag", tag)} />
      </div>

      <section aria-label={archived ? "Archived products list" : "Products list"} aria-busy={products.isFetching}>
        <SectionBoundary>
          {products.isPending ? (
            <AdminProductListSkeleton />
          ) : products.isError ? (
            <ErrorState message="We couldn't load the products." onRetry={() => void products.refetch()} />
          ) : products.data.data.length === 0 ? (
            <EmptyState>{LIST_MESSAGES.noProducts}</EmptyState>
          ) : (
            <div className="admin-page">
              <AdminProductList products={products.data.data} />
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
