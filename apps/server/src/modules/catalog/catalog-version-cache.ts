import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { CachedVersion } from "../../http/cached-version.ts";
import { catalogVersion } from "./catalog-repository.ts";

const versions = new WeakMap<AppDeps, CachedVersion>();

/**
 * The catalog's version as this process knows it: read at most once per CATALOG_CACHE_MS, and
 * one cache for every reader (the product lists, the drawn pages, the sitemap), so they agree
 * and a refresh costs one query, not one per reader. Forgotten with the app's other cached
 * versions after a write.
 */
export function cachedCatalogVersion(app: FastifyInstance): CachedVersion {
  const { deps } = app;
  let version = versions.get(deps);
  if (!version) {
    version = new CachedVersion(deps.config.catalogCacheMs, () => catalogVersion(deps.db));
    versions.set(deps, version);
    app.cachedVersions.add(version);
  }
  return version;
}
