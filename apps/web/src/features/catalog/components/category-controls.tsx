import { Link } from "react-router";
import { PRODUCT_SORTS, type ProductSort } from "@taaza/domain";
import { t } from "../../../lib/i18n/i18n.ts";
import { browseText } from "../../../lib/i18n/messages/browse.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";
import { usePreparations } from "../api/get-preparations.ts";
import type { CategoryListing } from "../api/get-category-page.ts";
import "./category-controls.css";

const SORT_LABELS = {
  relevance: browseText.sortRelevance,
  price_asc: browseText.sortPriceAsc,
  price_desc: browseText.sortPriceDesc,
  popularity: browseText.sortPopularity,
} as const;

/**
 * The address of a category's list: page 1 unless told, and only what differs from the shop's
 * own order and all preparations, so the plain category keeps its one address.
 */
export function categoryListingHref({ category, page, sort, prep }: CategoryListing): string {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (sort !== "relevance") query.set("sort", sort);
  if (prep) query.set("prep", prep);
  const search = query.toString();
  return `/category/${encodeURIComponent(category)}${search ? `?${search}` : ""}`;
}

/**
 * Sort and preparation as plain links (`?sort=price_asc&prep=boneless`): the server draws the
 * chosen list, so they work before the script has loaded; choosing one goes back to page 1 and
 * keeps the other choice. A category whose products come one way only offers no preparations.
 */
export function CategoryControls({ listing }: { listing: CategoryListing }) {
  const preparations = usePreparations(listing.category).data ?? [];
  const chosenPrep = listing.prep?.toLowerCase() ?? null;
  return (
    <div className="category-controls">
      <nav className="category-controls__row" aria-label={t(browseText.sortBy)}>
        <span className="category-controls__label" aria-hidden="true">
          {t(browseText.sortBy)}
        </span>
        <ul className="category-controls__choices" role="list">
          {PRODUCT_SORTS.map((sort: ProductSort) => (
            <li key={sort}>
              <Link
                className="category-controls__choice"
                to={categoryListingHref({ ...listing, page: 1, sort })}
                aria-current={sort === listing.sort ? "true" : undefined}
                preventScrollReset
              >
                {t(SORT_LABELS[sort])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {preparations.length > 0 && (
        <nav className="category-controls__row" aria-label={t(catalogText.preparation)}>
          <span className="category-controls__label" aria-hidden="true">
            {t(catalogText.preparation)}
          </span>
          <ul className="category-controls__choices" role="list">
            <li>
              <Link
                className="category-controls__choice"
                to={categoryListingHref({ ...listing, page: 1, prep: null })}
                aria-current={chosenPrep === null ? "true" : undefined}
                preventScrollReset
              >
                {t(browseText.allPreparations)}
              </Link>
            </li>
            {preparations.map((preparation) => (
              <li key={preparation}>
                <Link
                  className="category-controls__choice"
                  to={categoryListingHref({ ...listing, page: 1, prep: preparation.toLowerCase() })}
                  aria-current={preparation.toLowerCase() === chosenPrep ? "true" : undefined}
                  preventScrollReset
                >
                  {preparation}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
