// The catalog's front door: products (what customers see, what staff add and edit), their
// categories and tags, the deals of the day and the flash deals, and the catalog's version that
// every cached reading of it (product lists, drawn pages, the sitemap) is kept by.
import type { Product } from "@taaza/domain";
import type { Config } from "../../platform/config.ts";
import type { Database } from "../../platform/database/client.ts";
import { CachedVersion, type Forgettable } from "../../platform/http/cached-version.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { PublicReadLane } from "../../platform/http/public-read-lane.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { catalogAdminRoutes } from "./catalog-admin-routes.ts";
import type { CatalogContext } from "./catalog-context.ts";
import { catalogStoreRoutes } from "./catalog-store-routes.ts";
import { catalogVersion, findProduct, findVariant } from "./catalog-use-cases.ts";
import { viewProducts } from "./product-reading.ts";
import type { ProductRow, VariantRow } from "./product-view.ts";

export { toProduct, toVariant, type ProductRow, type VariantRow } from "./product-view.ts";

export interface CatalogDeps extends CatalogContext {
  config: Pick<Config, "catalogCacheMs">;
  /** The app's cached readings, all forgotten after a write (the catalog's version joins them). */
  cachedVersions: Set<Forgettable>;
  publicReadLane: PublicReadLane;
}

export type Catalog = ReturnType<typeof createCatalog>;

export function createCatalog(deps: CatalogDeps) {
  const context: CatalogContext = { db: deps.db, clock: deps.clock, images: deps.images };
  /**
   * The catalog's version as this process knows it: read at most once per CATALOG_CACHE_MS, and
   * one for every reader (the product lists, the drawn pages, the sitemap), so they agree and a
   * refresh costs one query, not one per reader. Forgotten with the app's other cached readings
   * after a write.
   */
  const version = new CachedVersion(deps.config.catalogCacheMs, () => catalogVersion(deps.db));
  deps.cachedVersions.add(version);
  return {
    version,
    /** A product as stored, archived or not; read with `db` (a transaction's, or the pool). */
    findProduct: (db: Database, id: string): Promise<ProductRow | undefined> => findProduct(db, id),
    /** Products as the API speaks them, each with its variants (one read for all of them). */
    viewProducts: (rows: readonly ProductRow[]): Promise<Product[]> => viewProducts(deps.db, rows),
    /** A variant by id (of any product), or the product's default variant without one. */
    findVariant: (db: Database, productId: string, variantId: string | null): Promise<VariantRow | undefined> =>
      findVariant(db, productId, variantId),
    routes: ({ guards }: { guards: Guards }): ModuleRoutes => ({
      store: catalogStoreRoutes(context, { guards, version, publicReadLane: deps.publicReadLane }),
      admin: catalogAdminRoutes(context),
    }),
  };
}
