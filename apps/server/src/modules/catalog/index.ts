// The catalog's front door: the public product routes, and what other modules may read of a product.
export { catalogRoutes } from "./catalog-routes.ts";
export { findProduct } from "./catalog-repository.ts";
export { cachedCatalogVersion } from "./catalog-version-cache.ts";
export { toProduct, type ProductRow } from "./product-view.ts";
